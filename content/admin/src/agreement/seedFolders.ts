import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { makeTempDir, removeDir } from '../../../src/test-utils/contentDir';
import { FOLDER_COLLECTIONS, type FolderCollection } from '../config/folders';
import type { Lookups } from '../format/contentFormats';

export const SEED = join(__dirname, '..', '..', '..', 'seed');

const seedFile = (item: unknown) => `${JSON.stringify(item, null, 2)}\n`;

/**
 * The seed in the editor's layout, `{collection}/{id}.json`: the seed folder itself once it is
 * kept that way, else a copy made from its list files (`stores.json`, ...) and its pages, each
 * item written as the seed's one-file-per-item form writes it.
 */
export function seedFolders(): { dir: string; done(): void } {
  if (existsSync(join(SEED, 'stores'))) return { dir: SEED, done: () => {} };
  const dir = makeTempDir('editor-seed-');
  for (const collection of FOLDER_COLLECTIONS) {
    mkdirSync(join(dir, collection));
    const items: { id: string }[] =
      collection === 'pages'
        ? readdirSync(join(SEED, 'pages')).map(
            (name) => JSON.parse(readFileSync(join(SEED, 'pages', name), 'utf8')) as { id: string },
          )
        : (JSON.parse(readFileSync(join(SEED, `${collection}.json`), 'utf8')) as { id: string }[]);
    for (const item of items)
      writeFileSync(join(dir, collection, `${item.id}.json`), seedFile(item));
  }
  return { dir, done: () => removeDir(dir) };
}

/** Every file of a folder collection: its id (the file name) and its text. */
export function readFolder(dir: string, collection: FolderCollection) {
  return readdirSync(join(dir, collection))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({
      id: name.slice(0, -'.json'.length),
      file: readFileSync(join(dir, collection, name), 'utf8'),
    }));
}

/** The references the formats write, from the stores and categories of a content folder. */
export function lookupsOf(dir: string): Lookups {
  const records = <T>(collection: FolderCollection) =>
    readFolder(dir, collection).map(({ file }) => JSON.parse(file) as T);
  return {
    stores: new Map(
      records<{ id: string; title: string; path: { alias: string } }>('stores').map((store) => [
        store.id,
        { title: store.title, alias: store.path.alias },
      ]),
    ),
    categories: new Map(
      records<{ tid: number; name: string; parent: number }>('categories').map((category) => [
        category.tid,
        { name: category.name, parent: category.parent },
      ]),
    ),
  };
}
