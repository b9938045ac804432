import { canberraDate } from 'shared-lib/clock';
import { nextCanberraMidnight } from '../../generations/canberraMidnight';
import type { IntakeFigures } from '../formsSampler';
import { isFailedRerender, textField, type ReleaseLogLine } from '../releaseLogLines';

/*
 * Every alert of the site, in one file: what each watches, when it fires and with what figures.
 * A rule returns the conditions that hold now, each under a key (one route, one disk, one
 * aborted canary); incidents.ts turns a condition that starts holding into one alert, sent once,
 * and closes it when it no longer holds.
 */

/** What the rules look at, gathered by the alert loop each minute. */
export interface AlertContext {
  now: number;
  /** The release log's lines, oldest first (releaseLogLines.ts); empty when there is none. */
  releaseLog: ReleaseLogLine[];
  intake: IntakeFigures;
  disks: { dir: string; freeBytes: number; totalBytes: number }[];
  /** Each route's p75 LCP over the last hour, with the number of page loads that reported it. */
  lcpLastHour: { route: string; p75: number | null; vitals: number }[];
}

/** The thresholds, with the values the site runs with (docs/operating.md#alerts). */
export interface AlertSettings {
  /** Today's pages must be served this long after Canberra midnight. */
  rerenderLateMinutes: number;
  /** The midnight re-render must have run (succeeded or failed) within this. */
  scheduleMissedMinutes: number;
  /** Submissions answered 5xx over the last 10 minutes: at least this share and this many. */
  intake5xxShare: number;
  intake5xxMin: number;
  /** forms-api not answering its figures for this long. */
  intakeDownMinutes: number;
  outboxMaxAgeMinutes: number;
  /** A disk with less than this share free. */
  diskMinFreePercent: number;
  /** p75 LCP budget of a route (ms), and of routes not named. */
  lcpBudgetMs: Record<string, number> & { default: number };
  /** Page loads of the hour that reported their LCP, at least, before a p75 means something. */
  lcpMinVitals: number;
  /** An aborted canary is reported if it was aborted within this. */
  canaryAbortHours: number;
  /** A scheduled release that failed is reported if it failed within this. */
  scheduleFailedHours: number;
}

export const ALERT_SETTINGS: AlertSettings = {
  rerenderLateMinutes: 15,
  scheduleMissedMinutes: 60,
  intake5xxShare: 0.1,
  intake5xxMin: 3,
  intakeDownMinutes: 2,
  outboxMaxAgeMinutes: 30,
  diskMinFreePercent: 10,
  // Google's "good" LCP; the search page finds its results in the browser (decision 054).
  lcpBudgetMs: { default: 2500, search: 3000 },
  lcpMinVitals: 20,
  canaryAbortHours: 24,
  scheduleFailedHours: 24,
};

export interface AlertCondition {
  key: string;
  summary: string;
  figures: string[];
}

export interface AlertRule {
  id: string;
  title: string;
  conditions(context: AlertContext, settings: AlertSettings): AlertCondition[];
}

const MINUTE = 60_000;
const time = (ms: number) => new Date(ms).toISOString();

/** The last Canberra midnight at or before `now`. */
function lastCanberraMidnight(now: number): number {
  let midnight = nextCanberraMidnight(new Date(now - 26 * 60 * MINUTE)).getTime();
  for (;;) {
    const next = nextCanberraMidnight(new Date(midnight)).getTime();
    if (next > now) return midnight;
    midnight = next;
  }
}

/** The render date of the pages served: the last line that switched pages and names one. */
const servedRenderDate = (log: ReleaseLogLine[]) =>
  log.findLast((line) => !isFailedRerender(line) && textField(line, 'renderDate'))?.fields
    .renderDate as string | undefined;

export const ALERT_RULES: AlertRule[] = [
  {
    id: 'rerender-failed',
    title: 'A re-render failed: yesterday’s pages are still served',
    conditions({ releaseLog }) {
      const last = releaseLog.findLast((line) => /rerender/i.test(line.action));
      if (!last || !isFailedRerender(last)) return [];
      return [
        {
          key: String(last.time),
          summary: `the re-render of ${time(last.time)} failed`,
          figures: [
            `reason: ${textField(last, 'reason') ?? '–'}`,
            `error: ${textField(last, 'error') ?? textField(last, 'outcome') ?? '–'}`,
            `pages served: rendered for ${servedRenderDate(releaseLog) ?? '–'}`,
          ],
        },
      ];
    },
  },
  {
    id: 'rerender-late',
    title: 'Today’s pages are not served yet',
    conditions({ now, releaseLog }, settings) {
      const served = servedRenderDate(releaseLog);
      const midnight = lastCanberraMidnight(now);
      const today = canberraDate(new Date(now));
      if (!served || served >= today || now < midnight + settings.rerenderLateMinutes * MINUTE)
        return [];
      return [
        {
          key: today,
          summary: `pages rendered for ${served} are served ${Math.floor((now - midnight) / MINUTE)} min after Canberra midnight`,
          figures: [`Canberra date: ${today}`, `late after: ${settings.rerenderLateMinutes} min`],
        },
      ];
    },
  },
  {
    id: 'schedule-missed',
    title: 'The Canberra midnight re-render did not run',
    conditions({ now, releaseLog }, settings) {
      const midnight = lastCanberraMidnight(now);
      const today = canberraDate(new Date(now));
      const served = servedRenderDate(releaseLog);
      const tried = releaseLog.some(
        (line) => /rerender/i.test(line.action) && line.time >= midnight,
      );
      if (
        !served ||
        served >= today ||
        tried ||
        now < midnight + settings.scheduleMissedMinutes * MINUTE
      )
        return [];
      return [
        {
          key: today,
          summary: `no re-render was logged since Canberra midnight (${time(midnight)})`,
          figures: [
            `pages served: rendered for ${served}`,
            `expected within: ${settings.scheduleMissedMinutes} min`,
          ],
        },
      ];
    },
  },
  {
    id: 'schedule-failed',
    title: 'A scheduled release failed: the site stays as it was',
    conditions({ now, releaseLog }, settings) {
      return releaseLog
        .filter(
          (line) =>
            line.action === 'schedule' &&
            line.fields.outcome === 'failed' &&
            line.time >= now - settings.scheduleFailedHours * 60 * MINUTE,
        )
        .map((line) => ({
          key: `${line.time} ${textField(line, 'reason') ?? ''}`,
          summary: `${textField(line, 'change') ?? 'a schedule'} failed at ${time(line.time)}`,
          figures: [
            `schedule: ${textField(line, 'reason') ?? '–'}`,
            `error: ${textField(line, 'error') ?? '–'}`,
            `generation served: ${textField(line, 'generation') ?? '–'}`,
          ],
        }));
    },
  },
  {
    id: 'canary-aborted',
    title: 'A canary was aborted',
    conditions({ now, releaseLog }, settings) {
      return releaseLog
        .filter(
          (line) =>
            line.action === 'abort' && line.time >= now - settings.canaryAbortHours * 60 * MINUTE,
        )
        .map((line) => ({
          key: `${line.time} ${textField(line, 'workspace') ?? ''}`,
          summary: `${textField(line, 'workspace') ?? 'a remote'} ${textField(line, 'from') ?? ''} aborted by ${textField(line, 'actor') ?? '–'} at ${time(line.time)}`,
          figures: [
            `reason: ${textField(line, 'reason') ?? '–'}`,
            `figures: ${textField(line, 'figures') ?? '–'}`,
            `stable generation: ${textField(line, 'generation') ?? '–'}`,
          ],
        }));
    },
  },
  {
    id: 'intake-5xx',
    title: 'The form intake answers 5xx or not at all',
    conditions({ now, intake }, settings) {
      const { recent, unreachable } = intake;
      if (unreachable && now - unreachable.since >= settings.intakeDownMinutes * MINUTE)
        return [
          {
            key: 'down',
            summary: `forms-api has not answered since ${time(unreachable.since)}`,
            figures: [`error: ${unreachable.error}`],
          },
        ];
      if (
        !recent ||
        recent.fiveHundreds < settings.intake5xxMin ||
        recent.fiveHundreds < recent.answers * settings.intake5xxShare
      )
        return [];
      return [
        {
          key: '5xx',
          summary: `${recent.fiveHundreds} of ${recent.answers} submissions answered 5xx in the last ${Math.round(recent.windowMs / MINUTE)} min`,
          figures: [
            `limit: ${settings.intake5xxShare * 100}% and at least ${settings.intake5xxMin}`,
          ],
        },
      ];
    },
  },
  {
    id: 'outbox-stuck',
    title: 'Mail waits in the outbox',
    conditions({ intake }, settings) {
      const seconds = intake.outboxOldestSeconds;
      // 0: nothing waits.
      if (!seconds || seconds < settings.outboxMaxAgeMinutes * 60) return [];
      return [
        {
          key: 'outbox',
          summary: `the oldest mail has waited ${Math.floor(seconds / 60)} min`,
          figures: [`limit: ${settings.outboxMaxAgeMinutes} min`],
        },
      ];
    },
  },
  {
    id: 'disk-full',
    title: 'A disk is nearly full',
    conditions({ disks }, settings) {
      return disks
        .filter((disk) => disk.freeBytes < (disk.totalBytes * settings.diskMinFreePercent) / 100)
        .map((disk) => ({
          key: disk.dir,
          summary: `${((disk.freeBytes / disk.totalBytes) * 100).toFixed(1)}% free on ${disk.dir}`,
          figures: [
            `free: ${Math.floor(disk.freeBytes / 1048576)} MB of ${Math.floor(disk.totalBytes / 1048576)} MB`,
            `limit: ${settings.diskMinFreePercent}%`,
          ],
        }));
    },
  },
  {
    id: 'lcp-over-budget',
    title: 'A route’s p75 LCP is over budget',
    conditions({ lcpLastHour }, settings) {
      return lcpLastHour.flatMap(({ route, p75, vitals }) => {
        const budget = settings.lcpBudgetMs[route] ?? settings.lcpBudgetMs.default;
        if (p75 === null || vitals < settings.lcpMinVitals || p75 <= budget) return [];
        return [
          {
            key: route,
            summary: `p75 LCP of ${route} was ${p75} ms over the last hour (budget ${budget} ms)`,
            figures: [`page loads measured: ${vitals}`],
          },
        ];
      });
    },
  },
];
