import type { EventDb } from '../site-events/eventDb';
import { addCount } from '../site-events/timeBuckets';
import { parsePromText, sumOf, type PromSample } from './promText';

/** What forms-api's figures said at one moment. */
interface FormsSample {
  time: number;
  submitAnswers: number;
  submit5xx: number;
}

/** The intake figures the alerts read (alertRules.ts). */
export interface IntakeFigures {
  /** Answers to submissions and 5xx among them over the last `windowMs`; null before two samples. */
  recent: { answers: number; fiveHundreds: number; windowMs: number } | null;
  /** Seconds the oldest unsent mail has waited; null when forms-api does not send mail (no SMTP). */
  outboxOldestSeconds: number | null;
  /** Since when forms-api has not answered its /metrics, with the error; null while it answers. */
  unreachable: { since: number; error: string } | null;
}

/** How far back the intake's 5xx rate is measured. */
export const INTAKE_WINDOW_MS = 10 * 60_000;

/**
 * Reads forms-api's `/metrics` (on this machine) now and then: the submissions stored and refused
 * since the last read go into the events store's time buckets (`forms:stored:{form}`,
 * `forms:refused:{reason}`: the dashboard's submissions and refusals), and the answers, 5xx and
 * the outbox's age are kept in memory for the alerts.
 */
export function formsSampler(db: EventDb, metricsUrl: string, now: () => number = Date.now) {
  const samples: FormsSample[] = [];
  let previous = new Map<string, number>();
  let outboxOldestSeconds: number | null = null;
  let unreachable: IntakeFigures['unreachable'] = null;

  /** Adds what each submission counter gained since the last read (all of it after a restart). */
  async function addSubmissions(parsed: PromSample[], time: number) {
    const current = new Map<string, number>();
    for (const sample of parsed.filter((s) => s.name === 'forms_submissions_total')) {
      const { form = 'unknown', outcome = 'unknown' } = sample.labels;
      const name =
        outcome === 'stored' || outcome === 'replayed'
          ? `forms:${outcome}:${form}`
          : `forms:refused:${outcome}`;
      current.set(name, (current.get(name) ?? 0) + sample.value);
    }
    await db.transaction(async (tx) => {
      for (const [name, value] of current) {
        const before = previous.get(name) ?? 0;
        const gained = value >= before ? value - before : value;
        if (gained > 0) await addCount(tx, time, { route: '', generation: '' }, name, gained);
      }
    });
    previous = current;
  }

  return {
    async sample(): Promise<void> {
      const time = now();
      let parsed: PromSample[];
      try {
        const answer = await fetch(metricsUrl, { signal: AbortSignal.timeout(5000) });
        if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
        parsed = parsePromText(await answer.text());
      } catch (error) {
        unreachable ??= { since: time, error: (error as Error).message };
        return;
      }
      unreachable = null;
      await addSubmissions(parsed, time);
      const answers = (labels: Record<string, string> = {}) =>
        parsed
          .filter(
            (s) =>
              s.name === 'forms_http_responses_total' &&
              s.labels.what === 'submit' &&
              Object.entries(labels).every(([k, v]) => s.labels[k]?.startsWith(v)),
          )
          .reduce((sum, s) => sum + s.value, 0);
      samples.push({ time, submitAnswers: answers(), submit5xx: answers({ status: '5' }) });
      while (samples.length > 2 && samples[1]!.time <= time - INTAKE_WINDOW_MS) samples.shift();
      outboxOldestSeconds =
        sumOf(parsed, 'forms_mail_configured') > 0
          ? sumOf(parsed, 'forms_outbox_oldest_pending_seconds')
          : null;
    },
    figures(): IntakeFigures {
      const first = samples[0];
      const last = samples.at(-1);
      const restarted = first && last && last.submitAnswers < first.submitAnswers;
      return {
        recent:
          first && last && first !== last
            ? {
                answers: restarted ? last.submitAnswers : last.submitAnswers - first.submitAnswers,
                fiveHundreds: restarted ? last.submit5xx : last.submit5xx - first.submit5xx,
                windowMs: last.time - first.time,
              }
            : null,
        outboxOldestSeconds,
        unreachable,
      };
    },
  };
}

export type FormsSampler = ReturnType<typeof formsSampler>;
