import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { displayName } from './displayName';
import type { Issues, Where } from './Issues';
import { readJsonFile, type ReadResult } from './readJsonFile';

/**
 * Where the raw records of a content set come from: a directory of JSON files, or records an
 * adapter (Drupal's JSON:API) mapped into the same files. Names are the directory's file names
 * (`site.json`, `stores/nike.json` or `stores.json`, `pages/home.json`), so every source is
 * validated by the same code.
 */
export interface ContentSource {
  /** How a file (or the pages folder) is named in issues. */
  describe(name: string): string;
  read(name: string, where: Where, issues: Issues): ReadResult;
  /** The `.json` file names in a folder (`pages`, `stores`), sorted; undefined without it. */
  folderFiles(folder: string): string[] | undefined;
}

/** The content directory, with file names shown relative to `displayBase`. */
export function directorySource(dir: string, displayBase: string): ContentSource {
  const root = resolve(dir);
  const base = resolve(displayBase);
  return {
    describe: (name) => displayName(join(root, name), base),
    read: (name, where, issues) => readJsonFile(join(root, name), where, issues),
    folderFiles(folder) {
      try {
        return readdirSync(join(root, folder))
          .filter((name) => name.endsWith('.json'))
          .sort();
      } catch {
        return undefined;
      }
    },
  };
}

/** Records already in memory, keyed by file name; `describe` names their origin in issues. */
export function memorySource(
  files: ReadonlyMap<string, unknown>,
  describe: (name: string) => string,
): ContentSource {
  return {
    describe,
    read(name, where, issues) {
      if (files.has(name)) return { ok: true, value: files.get(name) };
      issues.add(where, undefined, 'not found');
      return { ok: false };
    },
    folderFiles(folder) {
      const prefix = `${folder}/`;
      const names = [...files.keys()]
        .filter((name) => name.startsWith(prefix))
        .map((name) => name.slice(prefix.length))
        .sort();
      return names.length > 0 ? names : undefined;
    },
  };
}
