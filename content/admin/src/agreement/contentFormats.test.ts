import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { collections } from '../config/collections';
import { FOLDER_COLLECTIONS } from '../config/folders';
import { validateLikeTheBuild } from '../config/collectionSchemas';
import { notMarkdown, type EditorField } from './editorFields';
import { lookupsOf, readFolder, SEED, seedFolders } from './seedFolders';
import { isEmpty, toEntry } from '../format/contentFormats';
import { folderFormats } from '../format/folderFormats';
import { jsonFile } from '../format/jsonFile';

/** A picture as the editor uploads it, of one colour, in the format its name says. */
const pictureBytes = (name: string) => {
  const picture = sharp({
    create: { width: 400, height: 300, channels: 3, background: '#1e5aa0' },
  });
  return (name.endsWith('.png') ? picture.png() : picture.jpeg()).toBuffer();
};

const seed = seedFolders();
afterAll(() => seed.done());
const lookups = lookupsOf(seed.dir);
const configured = collections({ content: '', campaigns: null });
const formats = folderFormats(configured, () => lookups);
const fieldsOf = (collection: string) =>
  (configured.find((candidate) => candidate.name === collection)?.fields ?? []) as EditorField[];
const first = (collection: (typeof FOLDER_COLLECTIONS)[number]) =>
  readFolder(seed.dir, collection)[0]!;
const without = (entry: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(entry).filter(([name]) => name !== key));
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.filter((line, index) => line !== b[index]);
};

describe('content formats (the files the editor reads and writes)', () => {
  it.each(FOLDER_COLLECTIONS)(
    'gives back every %s file byte for byte when it is opened and saved unchanged',
    (collection) => {
      const files = readFolder(seed.dir, collection);
      expect(files.length).toBeGreaterThan(0);
      const format = formats[collection];
      for (const { id, file } of files)
        expect([id, format.toFile(format.fromFile(file))]).toEqual([id, file]);
    },
  );

  it.each(FOLDER_COLLECTIONS)(
    'writes %s records the content build accepts, an edited title changing one line',
    (collection) => {
      const format = formats[collection];
      for (const { file } of readFolder(seed.dir, collection)) {
        const entry = format.fromFile(file);
        const key = collection === 'categories' ? 'name' : 'title';
        if (!(key in entry)) continue;
        // Decap moves the key it edited to the end of the entry.
        const saved = format.toFile({ ...without(entry, key), [key]: 'A new title' });
        expect(changedLines(file, saved)).toHaveLength(1);
        expect(() => validateLikeTheBuild(collection, JSON.parse(saved))).not.toThrow();
      }
    },
  );

  it.each(FOLDER_COLLECTIONS)(
    'has the rich text of every %s file in Markdown, which the editor shows in its field',
    (collection) => {
      for (const { id, file } of readFolder(seed.dir, collection))
        expect([id, notMarkdown(fieldsOf(collection), JSON.parse(file))]).toEqual([id, []]);
    },
  );

  it('names rich text the editor would show empty: HTML in a record or a block', () => {
    const page = {
      body: { processed: '<p>HTML.</p>' },
      blocks: [
        { type: 'rich_text', text: { value: 'Markdown.', format: 'markdown' } },
        { type: 'map_contact', text: '<p>HTML.</p>' },
        { type: 'icon_grid', items: [{ text: '<p>A text area of HTML.</p>' }] },
      ],
    };
    const fields = [...fieldsOf('pages'), ...fieldsOf('articles')];
    expect(notMarkdown(fields, page)).toEqual(['blocks[1].text', 'body']);
  });

  it('writes the keys in the order of the records, wherever Decap moved an edited one', () => {
    const { file } = first('offers');
    const { title, store, ...rest } = formats.offers.fromFile(file);
    const moved = { ...rest, thumb: { height: 400, ...(rest.thumb as object) }, store, title };
    expect(formats.offers.toFile(moved)).toBe(file);
  });

  it('shows references as the ids the editor chooses, and writes the full reference', () => {
    const offer = JSON.parse(first('offers').file) as { store: { nid: string } };
    expect(toEntry('offers', offer).store).toBe(offer.store.nid);
    const store = readFolder(seed.dir, 'stores')
      .map(({ file }) => JSON.parse(file) as { category: { id: number }[] })
      .find((candidate) => candidate.category.length > 1)!;
    const entry = toEntry('stores', store);
    expect(entry.category).toEqual(store.category.map((category) => category.id));
    // Decap's relation widget gives ids as text.
    const saved = JSON.parse(
      formats.stores.toFile({ ...entry, category: (entry.category as number[]).map(String) }),
    ) as typeof store;
    expect(saved.category).toEqual(store.category);
  });

  it('writes empty optional fields as the schema wants: null, left out, or empty text', () => {
    const job = formats.jobs.fromFile(first('jobs').file);
    const withoutClosing = JSON.parse(
      formats.jobs.toFile({ ...job, closingDate: '', terms: '' }),
    ) as Record<string, unknown>;
    expect('closingDate' in withoutClosing).toBe(false);
    expect(withoutClosing.terms).toBeNull();
    expect(() => validateLikeTheBuild('jobs', withoutClosing)).not.toThrow();

    const article = formats.articles.fromFile(first('articles').file);
    const noSummary = without(article, 'summary');
    const written = JSON.parse(
      formats.articles.toFile({
        ...noSummary,
        expiryDate: { value: '' },
        banner: { width: 1600, height: 800 },
      }),
    ) as Record<string, unknown>;
    expect(written).toMatchObject({ summary: '', banner: null });
    expect('expiryDate' in written).toBe(false);
    expect(() => validateLikeTheBuild('articles', written)).not.toThrow();
  });

  it('writes a new store, as Decap leaves its untouched fields, that the build accepts', async () => {
    const [categoryId, category] = [...lookups.categories][0]!;
    const entry = {
      id: 'new-shop',
      type: 'store',
      title: 'New Shop',
      path: { alias: '/stores/new-shop/' },
      about: { processed: '<p>New.</p>' },
      category: [String(categoryId)],
      thumb: { url: '/images/uploads/new-shop-front.jpg', alt: '', width: 400, height: 400 },
      logo: { url: '/images/uploads/new-shop-logo.png', alt: 'New Shop', width: 300, height: 150 },
      web: '',
      giftcards: false,
      shopNumber: 'T99',
      map: { url: '/images/uploads/new-shop-map.png', width: 800, height: 600 },
      banner: { width: 1600, height: 800 },
    };
    const record = JSON.parse(formats.stores.toFile(entry)) as Record<string, unknown>;
    expect(record).toMatchObject({
      web: null,
      phone: null,
      banner: null,
      metaDesc: '',
      gifts: [],
      category: [{ id: categoryId, title: category.name, parent: category.parent }],
    });
    // An upload's size is the build's to read from the file: the record has none.
    expect(record.thumb).toEqual({ url: '/images/uploads/new-shop-front.jpg' });
    const uploads = new Map<string, Buffer>(
      await Promise.all(
        ['new-shop-front.jpg', 'new-shop-logo.png', 'new-shop-map.png'].map(
          async (name) => [`/images/uploads/${name}`, await pictureBytes(name)] as const,
        ),
      ),
    );
    expect(() => validateLikeTheBuild('stores', record, (url) => uploads.get(url))).not.toThrow();
    expect(() => validateLikeTheBuild('stores', record)).toThrow();
  });

  it("writes a new block's untouched Markdown text as empty text the build accepts", () => {
    const page = formats.pages.fromFile(first('pages').file);
    // Decap fills in the hidden format of a new block, not the text never typed.
    const added = { id: 'new-text', type: 'rich_text', text: { format: 'markdown' } };
    const record = JSON.parse(
      formats.pages.toFile({ ...page, blocks: [...(page.blocks as unknown[]), added] }),
    ) as { blocks: unknown[] };
    expect(record.blocks.at(-1)).toEqual({
      id: 'new-text',
      type: 'rich_text',
      text: { value: '', format: 'markdown' },
    });
    expect(() => validateLikeTheBuild('pages', record)).not.toThrow();
  });

  it('writes a single-object file as the seed keeps its files', () => {
    const site = readFileSync(join(SEED, 'site.json'), 'utf8');
    const written = jsonFile.toFile({ ...jsonFile.fromFile(site) });
    expect(JSON.parse(written)).toEqual(JSON.parse(site));
    expect(written).toBe(`${JSON.stringify(JSON.parse(site), null, 2)}\n`);
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
