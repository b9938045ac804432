import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { searchIndexUrl } from 'shared-lib/search';

import type { Content } from '../model/content';
import { buildSearchIndex } from './buildSearchIndex';
import { searchDocuments } from './searchDocuments';

/** Writes the search index of a build to `/assets/data/search-index.{hash}.json`; returns its size. */
export function writeSearchIndex(outDir: string, content: Content, hash: string): number {
  const file = join(outDir, searchIndexUrl(hash));
  const json = JSON.stringify(buildSearchIndex(searchDocuments(content), hash));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, json);
  return json.length;
}
