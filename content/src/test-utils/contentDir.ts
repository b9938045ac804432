import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CONTENT_FILES, PAGES_DIR, type Content } from '../model/content';
import { editorJson } from '../model/editorJson';

/** A fresh directory under the system temp folder; remove it with `removeDir`. */
export const makeTempDir = (prefix = 'content-test-'): string =>
  mkdtempSync(join(tmpdir(), prefix));
export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

/**
 * How a content directory holds its collections: `folders`, one file per item named by its id
 * (`stores/nike.json`, as the editor and the seed keep them), or `lists`, one file per collection
 * (`stores.json`, as an export gives them).
 */
export type CollectionLayout = 'folders' | 'lists';

/** Writes content as real files, the way a content directory is laid out, and returns the dir. */
export function writeContentDir(
  content: Content,
  dir: string = makeTempDir(),
  layout: CollectionLayout = 'lists',
): string {
  const writeFolder = (folder: string, items: readonly { id: string }[]) => {
    mkdirSync(join(dir, folder), { recursive: true });
    for (const item of items) writeFileSync(join(dir, folder, `${item.id}.json`), editorJson(item));
  };
  for (const [key, file] of Object.entries(CONTENT_FILES)) {
    const value = content[key as keyof typeof CONTENT_FILES];
    if (layout === 'folders' && Array.isArray(value))
      writeFolder(file.replace(/\.json$/, ''), value);
    else writeFileSync(join(dir, file), editorJson(value));
  }
  writeFolder(PAGES_DIR, content.pages);
  return dir;
}
