import type { Machine } from './machine';

/** What one address stood up to: autocannon's counts and our own latency percentiles. */
export interface LoadFigures {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Answers other than 2xx, and requests that got none: a figure means nothing if either is not 0. */
  non2xx: number;
  errors: number;
  /** Bytes of one answer as sent (compressed when the server compressed it). */
  bytesPerResponse: number;
}

/** The two addresses compared: a page, and the page data the same page loads. */
export const STORE_PAGE = 'store page';
export const STORE_PAGE_DATA = 'store page data';
/**
 * A pre-rendered page is a file like its page data: served as it is (decision 330), it should
 * stand up to at least this share of its page data's requests per second.
 */
export const STORE_PAGE_SHARE_GOAL = 0.4;

export interface LoadResults {
  date: string;
  /** The machine's 1-minute load average before the run: other work on it lowers every figure. */
  loadAverage: number;
  machine: Machine & { nginx: string };
  targets: LoadFigures[];
  /** The store page's requests per second over its page data's, in the same run. */
  storePageShare: number | null;
}

/** The store page's requests per second as a share of its page data's; null without both. */
export function storePageShare(targets: readonly LoadFigures[]): number | null {
  const rate = (name: string) => targets.find((target) => target.name === name)?.requestsPerSecond;
  const page = rate(STORE_PAGE);
  const data = rate(STORE_PAGE_DATA);
  return page === undefined || !data ? null : page / data;
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

export function latencySummary(latenciesMs: number[]): LoadFigures['latencyMs'] {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The figures as the Markdown bench/load.md holds. */
export function loadMarkdown({
  date,
  loadAverage,
  machine,
  targets,
  storePageShare: share,
}: LoadResults): string {
  const rows = targets.map(
    (target) =>
      `| ${target.name} | \`${new URL(target.url).pathname}\` | ${Math.round(target.requestsPerSecond)} | ${ms(target.latencyMs.p50)} | ${ms(target.latencyMs.p95)} | ${ms(target.latencyMs.p99)} | ${(target.bytesPerResponse / 1024).toFixed(1)} KB | ${target.non2xx + target.errors} |`,
  );
  const { connections, seconds } = targets[0] ?? { connections: 0, seconds: 0 };
  const shareLine =
    share === null
      ? ''
      : `\nThe store page answers ${Math.round(share * 100)}% of its page data's requests per second (goal at least ${STORE_PAGE_SHARE_GOAL * 100}%: ${share >= STORE_PAGE_SHARE_GOAL ? 'met' : 'not met'}).\n`;
  return `Measured ${date} on ${machine.os}, ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.nginx}, load average ${loadAverage.toFixed(1)} before the run. autocannon 9 in its own process, ${connections} connections for ${Math.round(seconds)} s per address, gzip asked for, through nginx on loopback (load generator and server share the machine's cores).

| Address | Path | Requests/s | p50 | p95 | p99 | Answer (compressed) | Not 2xx or failed |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
${shareLine}`;
}
