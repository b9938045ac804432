import type { RemoteName } from 'shared-lib/contracts';
import type { ReleaseLogEntry } from '../generations/releaseLog';
import { REMOTE_WORKSPACES } from '../release/releaseStore';
import { readStoredEvents } from '../site-events/eventStore';
import { releaseHealth, type ReleaseHealth } from '../site-events/releaseHealth';
import { currentOf, type SiteStateDocument } from '../site-state/siteStateDocument';
import { DEFAULT_CANARY_LIMITS } from './canaryVerdict';

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)}%`;

/** What a release is to the site now: served to everyone, to the canary cohort, or earlier. */
function roleOf(row: ReleaseHealth, document: SiteStateDocument, log: ReleaseLogEntry[]): string {
  const canary = document.canary;
  const workspace = REMOTE_WORKSPACES[row.remote as RemoteName];
  const current = currentOf(document);
  if (canary && row.generations.includes(canary.generation) && canary.remote === row.remote)
    return `canary ${canary.percent}%`;
  if (current && row.generations.includes(current)) return 'stable';
  const ended = log.findLast(
    (entry) =>
      entry.action === 'abort' && entry.workspace === workspace && entry.from === row.release,
  );
  if (ended) return `canary, aborted ${ended.time} by ${ended.actor}`;
  return 'earlier';
}

/**
 * `release status`'s health lines from the site events store: per remote and release, the page
 * views of pages rendered with it, its failures by kind and its failure rate (failures per page
 * view), marked stable or canary.
 */
export async function healthStatus(
  stateDir: string,
  document: SiteStateDocument,
  log: ReleaseLogEntry[],
): Promise<string[]> {
  const off = Object.entries(document.disabled).map(
    ([workspace, marker]) => `${workspace} switched off since ${marker.at} by ${marker.by}`,
  );
  const canary = document.canary;
  const header = [
    '',
    canary
      ? `Canary: ${canary.workspace} ${canary.version} for ${canary.percent}% of first visits since ${canary.startedAt} (generation ${canary.generation} against ${canary.stableGeneration}; aborted when a sequential test finds it worse than stable, at most ${((canary.limits.falseAbortRate ?? DEFAULT_CANARY_LIMITS.falseAbortRate) * 100).toFixed(1)}% of healthy canaries, from its page load ${canary.limits.minPageViews})`
      : 'Canary: none running',
    ...off.map((line) => `Kill switch: ${line}`),
  ];
  const { where, result: rows } = await readStoredEvents(stateDir, releaseHealth);
  if (!rows) return [...header, `Health: no site events stored yet (${where})`];
  const lines = [...header, `Health from the site events of the last days kept (${where}):`];
  for (const row of rows) {
    const failures = Object.values(row.failuresByKind).reduce((sum, count) => sum + count, 0);
    const kinds = Object.entries(row.failuresByKind)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ');
    lines.push(
      `  ${REMOTE_WORKSPACES[row.remote as RemoteName] ?? row.remote} ${row.release ?? 'origin root'} (${roleOf(row, document, log)}; generations ${row.generations.join(', ')}): ${row.pageViews} page views, ${failures} failures${kinds ? ` (${kinds})` : ''}, failure rate ${percent(failures, row.pageViews)}`,
    );
  }
  return lines;
}
