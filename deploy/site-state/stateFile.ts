import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from 'shared-lib/files';
import type { SiteStateDocument } from './siteStateDocument';

/** The site's state document in its state folder (decision 311). */
export const SITE_STATE_FILE = 'site-state.json';

export const siteStateFile = (stateDir: string) => path.join(stateDir, SITE_STATE_FILE);

const REQUIRED: (keyof SiteStateDocument)[] = [
  'format',
  'revision',
  'site',
  'generations',
  'served',
  'candidates',
  'schedules',
  'promotions',
  'disabled',
  'policy',
  'nextGeneration',
];

/** Checks the document's shape, naming the file and the first field that is wrong. */
export function parseSiteState(text: string, file: string): SiteStateDocument {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  const document = value as Partial<SiteStateDocument> | null;
  if (!document || typeof document !== 'object') throw new Error(`${file} is not an object`);
  if (document.format !== 1) throw new Error(`${file}: format ${String(document.format)} is not 1`);
  for (const key of REQUIRED)
    if (!(key in document)) throw new Error(`${file}: the field ${key} is missing`);
  if (!Array.isArray(document.served)) throw new Error(`${file}: served is not a list`);
  return document as SiteStateDocument;
}

export function readSiteState(stateDir: string): SiteStateDocument | null {
  const file = siteStateFile(stateDir);
  if (!existsSync(file)) return null;
  return parseSiteState(readFileSync(file, 'utf8'), file);
}

/** Whole or not at all, flushed to disk: the release service's one write of the state. */
export function writeSiteState(stateDir: string, document: SiteStateDocument): void {
  writeAtomically(siteStateFile(stateDir), `${JSON.stringify(document, null, 2)}\n`);
}

/**
 * A server's view of the document: read again only when the file was replaced (its inode,
 * size or time changed), so a request costs one stat(2), and each request sees one revision.
 */
export function stateReader(stateDir: string): () => SiteStateDocument | null {
  const file = siteStateFile(stateDir);
  let seen = '';
  let document: SiteStateDocument | null = null;
  return () => {
    let key: string;
    try {
      const stats = statSync(file);
      key = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    } catch {
      return null;
    }
    if (key !== seen) {
      document = parseSiteState(readFileSync(file, 'utf8'), file);
      seen = key;
    }
    return document;
  };
}
