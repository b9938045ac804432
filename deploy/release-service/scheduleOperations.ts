import { randomBytes } from 'node:crypto';
import { canberraMillis } from 'shared-lib/clock';
import type { Change } from '../site-state/changes';
import type { Schedule } from '../site-state/siteStateDocument';
import {
  candidateIdOf,
  ReleaseRefused,
  secondsSince as seconds,
  type Answer,
  type Asker,
  type ReleaseService,
} from './releaseService';

/**
 * A time a person typed: ISO 8601, in Canberra's local time unless it carries an offset
 * (`2026-12-01T00:00` is midnight in Canberra, `2026-12-01T00:00+11:00` the same instant).
 */
export function parseWhen(text: string, option: string): Date {
  const millis = canberraMillis(text);
  if (millis === null)
    throw new ReleaseRefused(
      `${option} ${text} is not a time: ISO 8601, like 2026-12-01T00:00 (Canberra time) or 2026-12-01T00:00+11:00`,
    );
  return new Date(millis);
}

/**
 * `schedule`: the release staged now (its preview address in the answer), promoted at `at`
 * (never before it) and, with `until`, rolled back at that time. Kept in the site's state, so it
 * survives restarts of every process.
 */
export async function schedule(
  service: ReleaseService,
  asker: Asker,
  change: Extract<Change, { kind: 'release' }>,
  at: Date,
  until?: Date,
): Promise<Answer> {
  const now = service.now();
  if (at.getTime() <= now.getTime())
    throw new ReleaseRefused(
      `--at ${at.toISOString()} is not in the future (now ${now.toISOString()})`,
    );
  if (until && until.getTime() <= at.getTime())
    throw new ReleaseRefused(
      `--until ${until.toISOString()} is not after --at ${at.toISOString()}`,
    );
  const candidate = await service.withRenderLock(
    asker,
    async () => (await service.stageLocked(asker, change)).candidate,
  );
  const id = `s-${randomBytes(3).toString('hex')}`;
  const result = await service.apply(asker, {
    type: 'schedule',
    schedule: {
      id,
      change,
      label: candidate.label,
      at: at.toISOString(),
      ...(until ? { until: until.toISOString() } : {}),
      candidate: candidate.id,
    },
  });
  await service.settle();
  return {
    said: [
      `${result.said}; staged as generation ${candidate.generation}`,
      'Preview (shareable; never indexed; until promoted or discarded):',
      service.previewUrl(candidate),
    ],
    seconds: seconds(asker.started),
    entry: result.logged!,
    preview: service.previewUrl(candidate),
  };
}

export async function unschedule(
  service: ReleaseService,
  asker: Asker,
  id: string,
): Promise<Answer> {
  const result = await service.apply(asker, { type: 'unschedule', id });
  void service.settle();
  return {
    said: [`${result.said}, ${seconds(asker.started)} s`],
    seconds: seconds(asker.started),
    entry: result.logged!,
  };
}

/** The asker a schedule acts as: it names the schedule and who made it. */
const scheduleAsker = (schedule: Schedule): Asker => ({
  actor: `schedule ${schedule.id} (by ${schedule.by})`,
  pid: process.pid,
  host: 'release service',
  command: `schedule ${schedule.id}: ${schedule.label}`,
  started: Date.now(),
});

/**
 * Runs what is due at `now`: a waiting schedule's promote at its time, a live one's rollback at
 * its end. One at a time, in time order; a failure marks the schedule failed with the cause
 * (the log and `status` show it) and the site stays as it was.
 */
export async function runDueSchedules(service: ReleaseService): Promise<void> {
  const now = service.now().getTime();
  const due = service.state.schedules
    .filter(
      (one) =>
        (one.state === 'waiting' && Date.parse(one.at) <= now) ||
        (one.state === 'live' && one.until !== undefined && Date.parse(one.until) <= now),
    )
    .sort(
      (a, b) =>
        Date.parse(a.state === 'waiting' ? a.at : a.until!) -
        Date.parse(b.state === 'waiting' ? b.at : b.until!),
    );
  for (const one of due) {
    const asker = scheduleAsker(one);
    try {
      if (one.state === 'waiting') {
        const workspace = (one.change as Extract<Change, { kind: 'release' }>).workspace;
        const before = service.servedVersionOf(workspace);
        const answer = await service.promote(asker, {
          candidate: one.candidate ?? candidateIdOf(one.change),
          change: one.change,
        });
        const undo: Change | undefined =
          one.until && one.change.kind === 'release'
            ? { kind: 'release', workspace, version: before, undo: true }
            : undefined;
        await service.apply(asker, {
          type: 'schedule-update',
          id: one.id,
          patch: {
            state: one.until ? 'live' : 'ended',
            outcome: `promoted ${new Date().toISOString()}: generation ${answer.entry?.generation}`,
            ...(undo ? { undo } : {}),
          },
        });
        service.log(`Schedule ${one.id}: ${answer.said.join(' ')}`);
        // The way back is rendered ahead too, so the end is only a switch.
        if (undo) {
          const staged = await service.withRenderLock(asker, () =>
            service.stageLocked(asker, undo, `${one.label} ends`),
          );
          await service.apply(asker, {
            type: 'schedule-update',
            id: one.id,
            patch: { undoCandidate: staged.candidate.id },
          });
          void service.settle();
        }
      } else {
        const answer = await service.promote(asker, {
          ...(one.undoCandidate ? { candidate: one.undoCandidate } : {}),
          change: one.undo!,
        });
        await service.apply(asker, {
          type: 'schedule-update',
          id: one.id,
          patch: {
            state: 'ended',
            outcome: `${one.outcome ?? ''}; ended ${new Date().toISOString()}: generation ${answer.entry?.generation}`,
          },
        });
        service.log(`Schedule ${one.id} ended: ${answer.said.join(' ')}`);
      }
    } catch (error) {
      service.log(`Schedule ${one.id} failed: ${(error as Error).message}`);
      await service
        .apply(asker, {
          type: 'schedule-update',
          id: one.id,
          patch: {
            state: 'failed',
            outcome: `failed ${new Date().toISOString()}: ${(error as Error).message}`,
          },
        })
        .catch(() => undefined);
    }
  }
}
