import { canberraDate } from 'shared-lib/clock';
import { judgeCanary, WATCH_INTERVAL_MS } from '../canary/canaryWatcher';
import { nextCanberraMidnight } from '../generations/canberraMidnight';
import { inputsOf } from '../site-state/changes';
import { currentOf, previousOf } from '../site-state/siteStateDocument';
import { abortCanary } from './canaryOperations';
import type { Asker, ReleaseService } from './releaseService';
import { runDueSchedules } from './scheduleOperations';
import { rerender } from './siteOperations';

/** How long before Canberra's midnight the new day's pages are rendered (decision 311). */
export const MIDNIGHT_LEAD_MS = 10 * 60 * 1000;

const serviceAsker = (actor: string, command: string): Asker => ({
  actor,
  pid: process.pid,
  host: 'release service',
  command,
  started: Date.now(),
  background: true,
});

interface MidnightPlan {
  at: number;
  current: string;
  previous: string | null;
  renderedOn: { current: string; previous: string | null };
}

/**
 * The Canberra midnight, rendered ahead: within MIDNIGHT_LEAD_MS of it, the served generation
 * and the one before it are staged for the new day (staged again if a release changes what is
 * served meanwhile); on the minute they are switched in one step. Stale plans (a change at the
 * last moment) fall back to rendering after midnight.
 */
export class MidnightAhead {
  private plan: MidnightPlan | null = null;
  private busy = false;

  constructor(
    private readonly service: ReleaseService,
    private readonly leadMs = MIDNIGHT_LEAD_MS,
  ) {}

  async step(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await this.stepOnce();
    } catch (error) {
      this.service.log(`Canberra midnight: ${(error as Error).message}`);
    } finally {
      this.busy = false;
    }
  }

  private async stepOnce(): Promise<void> {
    const now = this.service.now().getTime();
    const document = this.service.state;
    const current = currentOf(document);
    if (!current) return;
    if (this.plan && now >= this.plan.at) {
      const plan = this.plan;
      this.plan = null;
      const asker = serviceAsker('Canberra midnight', 'midnight switch');
      try {
        const result = await this.service.apply(asker, {
          type: 'midnight',
          current: plan.current,
          previous: plan.previous,
          renderedOn: plan.renderedOn,
        });
        this.service.log(result.said);
      } catch (error) {
        this.service.log(`${(error as Error).message}: rendering the new day now`);
        await rerender(this.service, asker, { reason: 'Canberra midnight', ifNewDay: true });
      }
      void this.service.settle();
      return;
    }
    const next = nextCanberraMidnight(new Date(now)).getTime();
    if (next - now > this.leadMs) return;
    const previous = previousOf(document);
    if (
      this.plan?.at === next &&
      this.plan.renderedOn.current === current &&
      this.plan.renderedOn.previous === previous
    )
      return;
    const renderDate = canberraDate(new Date(next));
    const asker = serviceAsker('Canberra midnight', `stage the pages of ${renderDate}`);
    const staged = await this.service.withRenderLock(asker, async () => {
      const forCurrent = await this.service.stageLocked(
        asker,
        { kind: 'rerender', renderDate },
        `the site on ${renderDate}`,
      );
      const forPrevious = previous
        ? await this.service.stageLocked(
            asker,
            { kind: 'rerender', renderDate },
            `generation ${previous} (the rollback target) on ${renderDate}`,
            { ...inputsOf(document.generations[previous]!), renderDate },
            `rerender-previous@${renderDate}`,
          )
        : null;
      return { forCurrent, forPrevious };
    });
    this.plan = {
      at: next,
      current: staged.forCurrent.candidate.id,
      previous: staged.forPrevious?.candidate.id ?? null,
      renderedOn: { current, previous },
    };
    void this.service.settle();
    this.service.log(
      `Canberra midnight: the pages of ${renderDate} are staged (generation ${staged.forCurrent.candidate.generation}), switched at ${new Date(next).toISOString()}`,
    );
  }
}

/**
 * The service's clockwork, every second: schedules that are due, the midnight ahead; and every
 * WATCH_INTERVAL_MS the running canary, aborted past its limits. Returns a function that stops it.
 */
export function startServiceTimers(
  service: ReleaseService,
  { stateDir, watchIntervalMs = WATCH_INTERVAL_MS }: { stateDir: string; watchIntervalMs?: number },
): () => void {
  const midnight = new MidnightAhead(service);
  let scheduling = false;
  const tick = setInterval(() => {
    void midnight.step();
    if (scheduling) return;
    scheduling = true;
    runDueSchedules(service)
      .catch((error: Error) => service.log(`Schedules: ${error.message}`))
      .finally(() => {
        scheduling = false;
      });
  }, 1000);
  let said = '';
  let watching = false;
  const watch = setInterval(() => {
    const canary = service.state.canary;
    if (!canary || watching) return;
    watching = true;
    Promise.resolve()
      .then(async () => {
        const verdict = await judgeCanary(stateDir, canary);
        const line = `Canary watcher: ${verdict.summary}`;
        if (line !== said) service.log(line);
        said = line;
        if (verdict.abort)
          await abortCanary(
            service,
            serviceAsker('canary watcher', `abort ${canary.workspace}`),
            canary.workspace,
            {
              reason: 'failure rate over the limit',
              figures: verdict.summary,
            },
          );
      })
      .catch((error: Error) => service.log(`Canary watcher: ${error.message}`))
      .finally(() => {
        watching = false;
      });
  }, watchIntervalMs);
  tick.unref();
  watch.unref();
  return () => {
    clearInterval(tick);
    clearInterval(watch);
  };
}
