import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One change of what a site serves: a line of the release log. */
export interface ReleaseLogEntry {
  time: string;
  actor: string;
  action:
    | 'promote'
    | 'rollback'
    | 'rerender'
    | 'canary'
    | 'abort'
    | 'disable'
    | 'enable'
    | 'publish'
    | 'stage'
    | 'discard'
    | 'schedule'
    | 'unschedule';
  /**
   * What changed: `mf-gifts everyday → 2026-11-xmas`, `render date 2026-11-24 → 2026-11-25`,
   * `content 3f2a… → 9c1d…`.
   */
  change: string;
  workspace?: string;
  from?: string | null;
  to?: string | null;
  reason: string;
  /** The canary watcher's figures behind an abort. */
  figures?: string;
  /** The shell's origin of the site instance that switched. */
  site: string;
  generation: string;
  previousGeneration: string | null;
  renderDate: string;
  pages: number;
  /** From the command's start to the switch, waiting for the lock included. */
  seconds: number;
}

/** JSON lines beside the releases: every promote, rollback and re-render, oldest first. */
export const RELEASE_LOG_FILE = 'release-log.jsonl';

/** One line per entry, appended whole (a single small O_APPEND write). */
export function appendReleaseLog(file: string, entry: ReleaseLogEntry): void {
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

export function readReleaseLog(file: string): ReleaseLogEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line, index) => {
      try {
        return JSON.parse(line) as ReleaseLogEntry;
      } catch {
        throw new Error(`${file} line ${index + 1} is not JSON: ${line.slice(0, 80)}`);
      }
    });
}
