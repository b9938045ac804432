import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CONTENT_FILES, PAGES_DIR, type Content } from '../model/content';

/** A fresh directory under the system temp folder; remove it with `removeDir`. */
export const makeTempDir = (prefix = 'content-test-'): string =>
  mkdtempSync(join(tmpdir(), prefix));
export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

/** Writes content as real files, the way a content directory is laid out, and returns the dir. */
export function writeContentDir(content: Content, dir: string = makeTempDir()): string {
  for (const [key, file] of Object.entries(CONTENT_FILES)) {
    writeFileSync(
      join(dir, file),
      JSON.stringify(content[key as keyof typeof CONTENT_FILES], null, 2),
    );
  }
  mkdirSync(join(dir, PAGES_DIR), { recursive: true });
  for (const page of content.pages)
    writeFileSync(join(dir, PAGES_DIR, `${page.id}.json`), JSON.stringify(page, null, 2));
  return dir;
}
