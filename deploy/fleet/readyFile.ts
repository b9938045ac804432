import { rmSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from 'shared-lib/files';
import { ORIGIN_READY_FILE } from '../origins/originReadiness';
import { currentOf, type SiteStateDocument } from '../site-state/siteStateDocument';

/** The node serves `document`, the release service's latest: the edge may send it requests. */
export function markReady(stateDir: string, document: SiteStateDocument): void {
  writeAtomically(
    path.join(stateDir, ORIGIN_READY_FILE),
    `${JSON.stringify({ revision: document.revision, current: currentOf(document), at: new Date().toISOString() })}\n`,
  );
}

/** The node is behind (starting, or unable to follow): the edge's probe takes it out. */
export function markNotReady(stateDir: string): void {
  rmSync(path.join(stateDir, ORIGIN_READY_FILE), { force: true });
}
