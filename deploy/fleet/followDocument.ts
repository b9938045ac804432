import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATION_FILE, pruneGenerations } from '../generations/generationStore';
import { generationsDir } from '../generations/siteState';
import { updateServedState } from '../nginx/servedBy';
import { linkServedFolders } from '../release-service/servedFolders';
import { previewsDir, prunePreviews, writePreviewFolder } from '../site-state/previewFolder';
import type { SiteStateDocument } from '../site-state/siteStateDocument';
import { readSiteState, writeSiteState } from '../site-state/stateFile';

/** The generation a preview folder was made from (a candidate rendered again keeps its token). */
function previewedGeneration(stateDir: string, token: string): string | null {
  const file = path.join(previewsDir(stateDir), token, GENERATION_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { id: string }).id : null;
}

/** A document the node cannot serve: a generation it names is not staged here. */
export class FollowRefused extends Error {}

/**
 * Whether `document` lets nginx answer something `before` did not: a new preview, another
 * canary, an inline hash the policy did not allow. Those must be in nginx before the links
 * switch; what goes away can follow after.
 */
function gainsRouting(before: SiteStateDocument | null, document: SiteStateDocument): boolean {
  if (!before) return true;
  const tokens = new Set(before.candidates.map((candidate) => candidate.previewToken));
  const hashes = new Set([...before.policy.styleElements, ...before.policy.scripts]);
  return (
    document.candidates.some((candidate) => !tokens.has(candidate.previewToken)) ||
    before.canary?.generation !== document.canary?.generation ||
    before.canary?.percent !== document.canary?.percent ||
    [...document.policy.styleElements, ...document.policy.scripts].some((hash) => !hashes.has(hash))
  );
}

/**
 * Makes a node's state folder serve `document` as the release service's own folder does: the
 * candidates' preview folders, nginx's routing and policy when they gain something, the document,
 * then the links (the switch: one rename each). Resolves then, with what may follow the answer:
 * nginx's routing and policy when they only lose something, and the folders nothing names any
 * more (`keep`: generations staged for a change not yet made). Refuses, changing nothing, while a
 * generation it names is missing.
 */
export async function followDocument(
  stateDir: string,
  document: SiteStateDocument,
  keep: Iterable<string> = [],
): Promise<() => Promise<void>> {
  const missing = Object.keys(document.generations).filter(
    (id) => !existsSync(path.join(generationsDir(stateDir), id)),
  );
  if (missing.length > 0)
    throw new FollowRefused(
      `revision ${document.revision} names generation ${missing.join(', ')}, not staged on this node`,
    );
  for (const candidate of document.candidates)
    if (previewedGeneration(stateDir, candidate.previewToken) !== candidate.generation)
      writePreviewFolder(
        stateDir,
        path.join(generationsDir(stateDir), candidate.generation),
        candidate.previewToken,
        candidate.label,
      );
  const gains = gainsRouting(readSiteState(stateDir), document);
  if (gains) await updateServedState(stateDir, document);
  writeSiteState(stateDir, document);
  linkServedFolders(stateDir, document);
  const kept = new Set([...Object.keys(document.generations), ...keep]);
  return async () => {
    if (!gains) await updateServedState(stateDir, document);
    pruneGenerations(stateDir, kept, new Set());
    prunePreviews(
      stateDir,
      document.candidates.map((candidate) => candidate.previewToken),
    );
  };
}
