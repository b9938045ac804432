import path from 'node:path';
import { appendReleaseLog, readReleaseLog, RELEASE_LOG_FILE } from '../generations/releaseLog';
import type { ReleaseLogEntry } from '../generations/releaseLog';
import type { SiteStateDocument } from '../site-state/siteStateDocument';
import { readSiteState, siteStateFile, writeSiteState } from '../site-state/stateFile';
import type { SharedLease } from './operationLock';

/**
 * The stored document's revision is not the one a change was computed from: another release
 * service wrote the site's state meanwhile. Nothing of this change was written.
 */
export class StateConflict extends Error {
  constructor(
    readonly expected: number,
    readonly stored: number,
    where: string,
  ) {
    super(
      `The site's state changed under this command: revision ${stored} is stored in ${where}, this change was computed from revision ${expected} (another release service switched meanwhile). Nothing was switched by this command`,
    );
  }
}

/**
 * Where the release service keeps the site's state document, the release log and, when several
 * instances share it, the lock: the state folder's files (one host, the default) or PostgreSQL
 * (decision 390).
 */
export interface ReleaseStateStore {
  /** Where, in words (never a password), for the service's log lines and refusals. */
  readonly where: string;
  /** True when the stored document is the state folder's own file (no copy to write there). */
  readonly inStateFolder: boolean;
  read(): Promise<SiteStateDocument | null>;
  /**
   * Writes `document`, and the log entry with it, only if the stored revision is still
   * `expected` (0: nothing stored yet); throws StateConflict, writing nothing, otherwise.
   */
  commit(document: SiteStateDocument, expected: number, entry?: ReleaseLogEntry): Promise<void>;
  /** A log entry of a change that was not made (nothing of the document changes). */
  appendLog(entry: ReleaseLogEntry): Promise<void>;
  /** The newest `count` log entries, oldest first. */
  recentLog(count: number): Promise<ReleaseLogEntry[]>;
  /** The lease named `name` shared by every instance, or null on a store one host owns. */
  lease(name: string): SharedLease | null;
  close(): Promise<void>;
}

/**
 * The state folder's `site-state.json` and the releases folder's `release-log.jsonl` (decision
 * 311): one host, one service, whose port makes it the only writer; its in-memory lock suffices.
 */
export function fileStateStore(stateDir: string, releasesRoot: string): ReleaseStateStore {
  const logFile = path.join(releasesRoot, RELEASE_LOG_FILE);
  const where = siteStateFile(stateDir);
  return {
    where,
    inStateFolder: true,
    read: async () => readSiteState(stateDir),
    async commit(document, expected, entry) {
      const stored = readSiteState(stateDir)?.revision ?? 0;
      if (stored !== expected) throw new StateConflict(expected, stored, where);
      writeSiteState(stateDir, document);
      if (entry) appendReleaseLog(logFile, entry);
    },
    appendLog: async (entry) => appendReleaseLog(logFile, entry),
    recentLog: async (count) => readReleaseLog(logFile).slice(-count),
    lease: () => null,
    close: async () => undefined,
  };
}
