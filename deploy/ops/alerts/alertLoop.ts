import { statfs } from 'node:fs/promises';
import type { Logger } from '../../observability/serviceLogger';
import type { EventDb, EventQueries } from '../../site-events/eventDb';
import { percentileOf } from '../../site-events/histogram';
import { windowRange } from '../../site-events/windows';
import type { FormsSampler } from '../formsSampler';
import type { ReleaseLogSource } from '../releaseLogSource';
import { ALERT_RULES, ALERT_SETTINGS, type AlertContext, type AlertSettings } from './alertRules';
import { incidentStore } from './incidents';
import { mailIncident, postIncident, type AlertChannels } from './notifyIncident';

export interface AlertLoopOptions {
  db: EventDb;
  releaseLog: ReleaseLogSource | null;
  forms: FormsSampler | null;
  diskDirs: string[];
  channels: AlertChannels;
  settings?: AlertSettings;
  log: Logger;
  now?: () => number;
}

/** Each route's p75 LCP over the last hour, all generations and devices together. */
async function lcpLastHour(db: EventQueries, now: number): Promise<AlertContext['lcpLastHour']> {
  const { resolution, from } = windowRange('1h', now);
  const rows = await db.all<{ route: string; bin: number; count: number }>(
    `SELECT route, bin, SUM(count) AS count FROM histograms WHERE resolution = $1 AND start >= $2
     AND metric = 'lcp' GROUP BY route, bin LIMIT 10000`,
    resolution,
    from,
  );
  const byRoute = new Map<string, Map<number, number>>();
  for (const { route, bin, count } of rows) {
    if (!byRoute.has(route)) byRoute.set(route, new Map());
    byRoute.get(route)!.set(bin, count);
  }
  return [...byRoute].map(([route, histogram]) => ({
    route,
    p75: percentileOf('lcp', histogram, 0.75),
    vitals: [...histogram.values()].reduce((sum, count) => sum + count, 0),
  }));
}

/**
 * The alerts: every `check()` gathers what the rules look at (the release log, forms-api's
 * figures, the disks, the last hour's vitals), updates the incidents and sends each new one by
 * mail and to the webhook, retrying a send that failed on the next check.
 */
export function alertLoop({
  db,
  releaseLog,
  forms,
  diskDirs,
  channels,
  settings = ALERT_SETTINGS,
  log,
  now = Date.now,
}: AlertLoopOptions) {
  const incidents = incidentStore(db);
  async function context(): Promise<AlertContext> {
    const time = now();
    const disks = await Promise.all(
      diskDirs.map(async (dir) => {
        const stats = await statfs(dir);
        return {
          dir,
          freeBytes: stats.bavail * stats.bsize,
          totalBytes: stats.blocks * stats.bsize,
        };
      }),
    );
    return {
      now: time,
      releaseLog: releaseLog ? await releaseLog() : [],
      intake: forms?.figures() ?? { recent: null, outboxOldestSeconds: null, unreachable: null },
      disks,
      lcpLastHour: await lcpLastHour(db, time),
    };
  }
  async function notify() {
    const wanted = { mail: channels.mailUrl !== null, webhook: channels.webhookUrl !== null };
    for (const incident of await incidents.unnotified(wanted)) {
      for (const [channel, send, done] of [
        ['mail', mailIncident, incident.mailedAt],
        ['webhook', postIncident, incident.postedAt],
      ] as const) {
        if (!wanted[channel] || done !== null) continue;
        try {
          await send(incident, channels);
          await incidents.notified(incident.id, channel, now());
          log.warn(
            { rule: incident.rule, key: incident.key, channel },
            `alert sent: ${incident.summary}`,
          );
        } catch (error) {
          log.error(
            { rule: incident.rule, channel, err: error },
            'alert not sent; retried next check',
          );
        }
      }
    }
  }
  return {
    incidents,
    async check(): Promise<void> {
      const gathered = await context();
      const holding = ALERT_RULES.map((rule) => ({
        rule,
        conditions: rule.conditions(gathered, settings),
      }));
      await incidents.update(holding, gathered.now);
      await notify();
    },
  };
}
