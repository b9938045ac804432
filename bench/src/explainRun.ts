import type { LighthouseFigures, LighthouseReport } from './runLighthouse';
import { median } from './medians';

/** What a run's scripts cost, and the tasks that blocked: what its blocking time is made of. */
export interface Explanation {
  /** Every script the page loaded: compressed bytes, and Lighthouse's CPU time when 50 ms or more. */
  scripts: { name: string; bytes: number; cpuMs: number | null }[];
  /** Tasks of 50 ms or more (simulated), in the order they ran. */
  longTasks: { name: string; startMs: number; durationMs: number }[];
  /** When the first content was painted: only later tasks count in the blocking time. */
  fcpMs: number;
}

/**
 * Reads the scripts and long tasks of a report; `nameOf` gives each address its short name (the
 * app and file, whichever build and port it was served from).
 */
export function explainRun(report: LighthouseReport, nameOf: (url: string) => string): Explanation {
  const items = (audit: string) => report.audits[audit]?.details?.items ?? [];
  const cpu = new Map(items('bootup-time').map((item) => [item.url, item.total ?? 0]));
  return {
    scripts: items('network-requests')
      .filter((item) => item.resourceType === 'Script' && item.url)
      .map((item) => ({
        name: nameOf(item.url!),
        bytes: item.transferSize ?? 0,
        cpuMs: cpu.has(item.url) ? Math.round(cpu.get(item.url)!) : null,
      })),
    longTasks: items('long-tasks')
      .map((item) => ({
        name: item.url ? nameOf(item.url) : 'unattributed',
        startMs: Math.round(item.startTime ?? 0),
        durationMs: Math.round(item.duration ?? 0),
      }))
      .sort((a, b) => a.startMs - b.startMs),
    fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0),
  };
}

/** The medians of several runs' figures. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (pick: (figures: LighthouseFigures) => number | undefined) =>
    median(runs.map(pick).map((value) => value ?? Number.NaN));
  return {
    performance: of((run) => run.performance),
    seo: of((run) => run.seo),
    accessibility: of((run) => run.accessibility),
    lcpMs: of((run) => run.lcpMs),
    fcpMs: of((run) => run.fcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    scriptBytes: of((run) => run.scriptBytes),
    requests: of((run) => run.requests),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

/** The run whose blocking time is the median (the lower middle for an even count): the one explained. */
export function medianRun(runs: readonly LighthouseFigures[]): number {
  const order = runs.map((run, index) => ({ index, tbt: run.tbtMs })).sort((a, b) => a.tbt - b.tbt);
  return order[Math.floor((order.length - 1) / 2)]!.index;
}
