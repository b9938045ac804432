import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { loadContent } from '../../../src/load/loadContent';
import { makeTempDir, removeDir } from '../../../src/test-utils/contentDir';
import { collections, FOLDER_COLLECTIONS, type FolderCollection } from '../config/collections';
import {
  contentFormat as formatWithFields,
  isEmpty,
  toEntry,
  type FieldShape,
  type Lookups,
} from './contentFormats';

const SEED = join(__dirname, '..', '..', '..', 'seed');
const seed = loadContent(SEED);
const lookups: Lookups = {
  stores: new Map(
    seed.stores.map((store) => [store.id, { title: store.title, alias: store.path.alias }]),
  ),
  categories: new Map(
    seed.categories.map((category) => [
      category.tid,
      { name: category.name, parent: category.parent },
    ]),
  ),
};
const configured = collections({ content: '', campaigns: null });
/** The format as the editor registers it, with the collection's fields. */
const contentFormat = (collection: FolderCollection, current: () => Lookups) =>
  formatWithFields(
    collection,
    current,
    configured.find((candidate) => candidate.name === collection)!.fields as FieldShape[],
  );
const readSeed = (folder: string, id: string) =>
  readFileSync(join(SEED, folder, `${id}.json`), 'utf8');

describe('content formats (the files the editor reads and writes)', () => {
  // Decap ends every file it writes with a newline, as the seed files end.
  it('gives back every seed file byte for byte when an entry is opened and saved unchanged', () => {
    for (const collection of FOLDER_COLLECTIONS) {
      const items: { id: string }[] = collection === 'pages' ? seed.pages : seed[collection];
      const format = contentFormat(collection, () => lookups);
      for (const { id } of items) {
        const file = readSeed(collection, id);
        expect([collection, id, `${format.toFile(format.fromFile(file))}\n`]).toEqual([
          collection,
          id,
          file,
        ]);
      }
    }
  });

  it('writes the keys in the order of the records, wherever Decap moved an edited one', () => {
    const format = contentFormat('offers', () => lookups);
    const file = readSeed('offers', seed.offers[0]!.id);
    const { title, store, ...rest } = format.fromFile(file);
    const moved = { ...rest, thumb: { height: 400, ...(rest.thumb as object) }, store, title };
    expect(`${format.toFile(moved)}\n`).toBe(file);
  });

  it('shows references as the ids the editor chooses, and writes the full reference', () => {
    const offer = seed.offers[0]!;
    const entry = toEntry('offers', offer as unknown as Record<string, unknown>);
    expect(entry.store).toBe(offer.store.nid);
    const store = seed.stores.find((candidate) => candidate.category.length > 1)!;
    const storeEntry = toEntry('stores', store as unknown as Record<string, unknown>);
    expect(storeEntry.category).toEqual(store.category.map((category) => category.id));
    const format = contentFormat('stores', () => lookups);
    // Decap's relation widget gives ids as text.
    const saved = JSON.parse(
      format.toFile({ ...storeEntry, category: (storeEntry.category as number[]).map(String) }),
    ) as typeof store;
    expect(saved.category).toEqual(store.category);
  });

  it('writes a new store the content build reads: empty nullable fields null, lists empty', () => {
    const dir = makeTempDir('editor-format-');
    try {
      const entry = {
        id: 'new-shop',
        type: 'store',
        title: 'New Shop',
        path: { alias: '/stores/new-shop/' },
        about: { processed: '<p>New.</p>' },
        category: ['129'],
        thumb: { url: '/images/stores/new-shop/thumb.png', alt: '', width: 400, height: 400 },
        logo: {
          url: '/images/uploads/new-shop-logo.png',
          alt: 'New Shop logo',
          width: 300,
          height: 150,
        },
        web: '',
        giftcards: false,
        shopNumber: 'T99',
        map: { url: '/images/stores/new-shop/map.png', width: 800, height: 600 },
        // As Decap leaves them: a banner with its default size only, no share description.
        banner: { width: 1600, height: 800 },
      };
      const file = contentFormat('stores', () => lookups).toFile(entry);
      const record = JSON.parse(file) as Record<string, unknown>;
      expect(record).toMatchObject({
        web: null,
        phone: null,
        banner: null,
        metaDesc: '',
        offers: [],
        gifts: [],
        category: [{ id: 129, title: 'Womens and Mens Sports apparel', parent: 20 }],
      });
      expect(record.thumb).toEqual({
        url: '/images/stores/new-shop/thumb.png',
        width: 400,
        height: 400,
      });
      // The content build reads it beside the seed.
      cpSync(SEED, dir, { recursive: true });
      writeFileSync(join(dir, 'stores', 'new-shop.json'), file);
      const loaded = loadContent(dir).stores.find((store) => store.id === 'new-shop');
      expect(loaded?.logo.url).toBe('/images/uploads/new-shop-logo.png');
    } finally {
      removeDir(dir);
    }
  });

  it('takes an image, a date or a link without its value as empty', () => {
    expect(isEmpty({ url: '', alt: '', width: 1600, height: 800 })).toBe(true);
    expect(isEmpty({ width: 1600, height: 800 })).toBe(true);
    expect(isEmpty({ value: '' })).toBe(true);
    expect(isEmpty({ path: '/' })).toBe(false);
    expect(isEmpty({ processed: '' })).toBe(true);
    expect(isEmpty([])).toBe(false);
  });
});
