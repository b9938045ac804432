import path from 'node:path';
import {
  currentVersion,
  listVersions,
  readHistory,
  releasesOf,
  REMOTE_WORKSPACES,
} from './releaseStore';
import {
  linkedGeneration,
  listGenerations,
  readGenerationInfo,
} from '../generations/generationStore';
import { readReleaseLog, RELEASE_LOG_FILE, type ReleaseLogEntry } from '../generations/releaseLog';
import { PREVIOUS_LINK } from '../generations/siteState';

/** How many of a remote's log lines `status` shows. */
const HISTORY_LINES = 12;

const label = (version: string | null | undefined) => version ?? 'origin root';

function logLine(entry: ReleaseLogEntry): string {
  return `    ${entry.time}  ${entry.actor.padEnd(10)} ${entry.action.padEnd(8)} ${entry.change}  → generation ${entry.generation}, ${entry.pages} pages, ${entry.seconds} s`;
}

/**
 * `release status`: the served generation of this site instance, then per remote the served
 * version, the rollback target, the versions online and who promoted what when (from the
 * history and the release log).
 */
export function releaseStatus(stateDir: string, releasesRoot: string): string[] {
  const log = readReleaseLog(path.join(releasesRoot, RELEASE_LOG_FILE));
  const current = linkedGeneration(stateDir);
  const lines: string[] = [];
  if (current) {
    const info = readGenerationInfo(stateDir, current);
    lines.push(
      `Generation ${current} served since ${info.createdAt}: ${info.reason} by ${info.actor}, ${info.pages} pages for ${info.renderDate}`,
      `  on disk: ${listGenerations(stateDir).join(', ')} (previous: ${linkedGeneration(stateDir, PREVIOUS_LINK) ?? 'none'}; ${stateDir})`,
    );
  } else lines.push(`No generation served from ${stateDir} yet`);
  const rerenders = log.filter((entry) => entry.action === 'rerender');
  if (rerenders.length > 0) lines.push('Re-renders:', ...rerenders.slice(-3).map(logLine));
  for (const workspace of Object.values(REMOTE_WORKSPACES)) {
    const releasesDir = releasesOf(releasesRoot, workspace);
    const history = readHistory(releasesDir);
    const served = history.promoted.at(-1);
    const target = served ? history.promoted.at(-2) : undefined;
    const promotedBy = (step: typeof served) =>
      step ? `  promoted ${step.at} by ${step.by ?? 'someone (before the log)'}` : '';
    const versions = listVersions(releasesDir).map(({ version }) => version);
    lines.push(
      '',
      workspace,
      `  served:          ${label(currentVersion(history))}${promotedBy(served)}`,
      `  rollback target: ${served ? label(target?.version) : 'none'}${promotedBy(target)}`,
      `  versions online: ${[...versions, 'origin root'].join(', ')}`,
    );
    const entries = log.filter((entry) => entry.workspace === workspace);
    if (entries.length > 0) lines.push('  history:', ...entries.slice(-HISTORY_LINES).map(logLine));
  }
  return lines;
}
