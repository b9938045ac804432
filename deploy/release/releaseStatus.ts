import { REMOTE_APPS } from 'shared-lib/apps';
import type { RemoteName } from 'shared-lib/contracts';
import type { ReleaseLogEntry } from '../generations/releaseLog';
import { currentOf, previousOf, type SiteStateDocument } from '../site-state/siteStateDocument';
import { listVersions, releasesOf } from './releaseStore';

/** How many of a remote's log lines `status` shows. */
const HISTORY_LINES = 12;

const label = (version: string | null | undefined) => version ?? 'origin root';

function logLine(entry: ReleaseLogEntry): string {
  return `    ${entry.time}  ${entry.actor.padEnd(10)} ${entry.action.padEnd(8)} ${entry.change}  → generation ${entry.generation}, ${entry.pages} pages, ${entry.seconds} s`;
}

/**
 * `release status`: from the site's state document and the release log, the served generation,
 * the staged candidates with their preview addresses, the schedules, then per remote the served
 * version, the rollback target, the versions online and who promoted what when.
 */
export function releaseStatus(
  document: SiteStateDocument,
  log: ReleaseLogEntry[],
  { releasesRoot, previewUrl }: { releasesRoot: string; previewUrl: (token: string) => string },
): string[] {
  const current = currentOf(document);
  const previous = previousOf(document);
  const lines: string[] = [];
  if (current) {
    const info = document.generations[current]!;
    lines.push(
      `Generation ${current} served since ${info.createdAt}: ${info.reason} by ${info.actor}, ${info.pages} pages for ${info.renderDate}`,
      `  kept: ${Object.keys(document.generations).sort().join(', ')} (previous: ${previous ?? 'none'}; state revision ${document.revision})`,
    );
  } else lines.push('No generation served yet');
  lines.push('', document.candidates.length > 0 ? 'Staged:' : 'Staged: none');
  for (const candidate of document.candidates)
    lines.push(
      `  ${candidate.id}  ${candidate.label}: generation ${candidate.generation}, staged ${candidate.stagedAt} by ${candidate.by}`,
      `    ${previewUrl(candidate.previewToken)}`,
    );
  const schedules = document.schedules.filter(
    (one) => one.state === 'waiting' || one.state === 'live',
  );
  lines.push('', schedules.length > 0 ? 'Scheduled:' : 'Scheduled: none');
  for (const one of schedules)
    lines.push(
      `  ${one.id}  ${one.label} at ${one.at}${one.until ? ` until ${one.until}` : ''} (${one.state}, by ${one.by})`,
    );
  const rerenders = log.filter((entry) => entry.action === 'rerender');
  if (rerenders.length > 0) lines.push('Re-renders:', ...rerenders.slice(-3).map(logLine));
  for (const app of REMOTE_APPS) {
    const { workspace } = app;
    const history = document.promotions[workspace] ?? [];
    const served = current ? document.generations[current]!.releases[app.name as RemoteName] : null;
    const step = history.at(-1);
    const target = step ? history.at(-2) : undefined;
    const promotedBy = (one: typeof step) => (one ? `  promoted ${one.at} by ${one.by}` : '');
    const versions = listVersions(releasesOf(releasesRoot, workspace)).map(
      ({ version }) => version,
    );
    lines.push(
      '',
      workspace,
      `  served:          ${workspace in document.disabled ? 'switched off' : label(served)}${promotedBy(step)}`,
      `  rollback target: ${step ? label(target?.version) : 'none'}${promotedBy(target)}`,
      `  versions online: ${[...versions, 'origin root'].join(', ')}`,
    );
    const entries = log.filter((entry) => entry.workspace === workspace);
    if (entries.length > 0) lines.push('  history:', ...entries.slice(-HISTORY_LINES).map(logLine));
  }
  return lines;
}
