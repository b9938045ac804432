import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { ReadUpload } from '../images/uploadedPictures';
import type { Issues, Where } from '../issues/Issues';
import { displayName } from './displayName';
import { readJsonFile, type ReadResult } from './readJsonFile';

/**
 * Where the raw records of a content set come from. Names are a content directory's file names
 * (`site.json`, `stores/nike.json` or `stores.json`, `pages/home.json`), so that every source
 * goes through the same validation and its problems name the same files.
 */
export interface ContentSource {
  /** How a file (or folder) is named in issues. */
  describe(name: string): string;
  read(name: string, where: Where, issues: Issues): ReadResult;
  /** The `.json` file names in a folder (`pages`, `stores`), sorted; undefined without it. */
  folderFiles(folder: string): string[] | undefined;
  /**
   * The editor's uploaded pictures, read for their size (decision 412); a source without uploads
   * (Drupal gives every picture's size) has none.
   */
  readUpload?: ReadUpload;
}

/** A content directory, its file names shown relative to `displayBase`. */
export function directorySource(dir: string, displayBase: string): ContentSource {
  const root = resolve(dir);
  const base = resolve(displayBase);
  return {
    describe: (name) => displayName(join(root, name), base),
    read: (name, where, issues) => readJsonFile(join(root, name), where, issues),
    readUpload(url) {
      try {
        return readFileSync(join(root, url));
      } catch {
        return undefined;
      }
    },
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

/**
 * Records already in memory, keyed by file name (`stores.json`, `pages/home.json`), as an adapter
 * maps them; `describe` names where a file's records came from in issues.
 */
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
