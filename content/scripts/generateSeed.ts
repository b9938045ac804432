/**
 * Writes seed/categories/, stores/, offers/ and gifts/ (one file per item) from the tables in
 * scripts/seed/. The JSON is the committed seed; this script exists so that the many
 * cross-references (store.gifts, offer.store, gift.store, category refs) are
 * consistent by construction. Run: `npm run seed:generate -w content`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Category, Gift, Image, Offer, Store, StoreRef } from 'shared-lib/content';

import { editorJson } from '../src/model/editorJson';
import { MARKDOWN_FORMAT, type MarkdownText } from '../src/richText/markdownText';
import { categoryTree } from './seed/categoryTree';
import { giftTable } from './seed/giftTable';
import { offerTable } from './seed/offerTable';
import { slugify } from './seed/slugify';
import { storeTable } from './seed/storeTable';

const seedDir = join(__dirname, '..', 'seed');

/**
 * Paragraphs as the editor writes rich text (decision 411), each character Markdown would read
 * as markup escaped: the text is shown as written.
 */
const markdown = (...paragraphs: string[]): MarkdownText => ({
  value: paragraphs.map((text) => text.replace(/[\\`*_[\]<>#|~]/g, (c) => `\\${c}`)).join('\n\n'),
  format: MARKDOWN_FORMAT,
});

/** A store, an offer or a gift as its file holds it: the rich text in Markdown. */
type StoreFile = Omit<Store, 'about'> & { about: MarkdownText };
type OfferFile = Omit<Offer, 'details'> & { details: MarkdownText };
type GiftFile = Omit<Gift, 'description'> & { description?: MarkdownText };

/**
 * Writes a collection as one file per item named by its id, as the editor writes them (decision
 * 262). The folder is emptied first so that an item taken out of the tables disappears, and a
 * list file of the collection is removed since the folder would hide it.
 */
function writeCollection(folder: string, items: readonly { id: string }[]): void {
  const dir = join(seedDir, folder);
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}.json`, { force: true });
  mkdirSync(dir);
  for (const item of items) writeFileSync(join(dir, `${item.id}.json`), editorJson(item));
  console.log(`wrote ${items.length} files in seed/${folder}/`);
}

function uniqueSlug(title: string, taken: Set<string>): string {
  const slug = slugify(title);
  if (taken.has(slug)) throw new Error(`Duplicate slug "${slug}" for "${title}"`);
  taken.add(slug);
  return slug;
}

const categories: Category[] = categoryTree.flatMap((top, topWeight) => [
  { id: String(top.id), tid: top.id, name: top.name, parent: 0, weight: topWeight },
  ...top.children.map((child, weight) => ({
    id: String(child.id),
    tid: child.id,
    name: child.name,
    parent: top.id,
    weight,
  })),
]);
const categoryById = new Map(categories.map((category) => [category.tid, category]));
function categoryRef(id: number): Store['category'][number] {
  const category = categoryById.get(id);
  if (!category) throw new Error(`Unknown category ${id}`);
  return { id, title: category.name, parent: category.parent };
}

const storeSlugs = new Set<string>();
const stores: StoreFile[] = storeTable.map((row, i) => {
  const slug = uniqueSlug(row.title, storeSlugs);
  const shopNumber = `T${i + 1}`;
  // Varied by index so the seed covers stores without phone, without banner and with gift cards.
  const giftcards = i % 3 === 0;
  const primary = row.categories[0] ?? 0;
  const banner: Image | null =
    i % 5 === 3
      ? null
      : { url: `/images/banners/category-${primary}.png`, width: 1600, height: 800 };
  return {
    id: slug,
    type: 'store',
    title: row.title,
    path: { alias: `/stores/${slug}/` },
    about: markdown(
      `${row.title} brings ${row.what} to Canberra Outlet Centre in Fyshwick, with savings of up to 70% off recommended retail prices.`,
      `Find us at shop ${shopNumber}${giftcards ? '; Canberra Outlet Centre gift cards are welcome' : ''}.`,
    ),
    category: row.categories.map(categoryRef),
    thumb: {
      url: `/images/stores/${slug}/thumb.png`,
      alt: `${row.title} store front`,
      width: 400,
      height: 400,
    },
    logo: {
      url: `/images/stores/${slug}/logo.png`,
      alt: `${row.title} logo`,
      width: 300,
      height: 150,
    },
    web: row.web,
    phone: i % 9 === 4 ? null : `(02) 6280 ${2000 + i * 7}`,
    giftcards,
    shopNumber,
    map: {
      url: `/images/stores/${slug}/map.png`,
      alt: `Centre map showing ${row.title} at shop ${shopNumber}`,
      width: 800,
      height: 500,
    },
    banner,
    metaDesc: `Shop ${row.title} at Canberra Outlet Centre, Fyshwick: ${row.what} at outlet prices.`,
    gifts: [],
  };
});
const storeByTitle = new Map(stores.map((store) => [store.title, store]));
function storeOf(title: string): StoreFile {
  const store = storeByTitle.get(title);
  if (!store) throw new Error(`Unknown store "${title}"`);
  return store;
}
const storeRef = (store: StoreFile): StoreRef => ({
  nid: store.id,
  title: store.title,
  url: { path: store.path.alias },
});

const offerSlugs = new Set<string>();
const offers: OfferFile[] = offerTable.map((row) => {
  const store = storeOf(row.store);
  const slug = uniqueSlug(`${store.title} ${row.title}`, offerSlugs);
  return {
    id: slug,
    type: 'offer',
    store: storeRef(store),
    title: row.title,
    terms: row.terms,
    pubDate: row.pubDate === null ? null : { value: row.pubDate },
    expiry: { value: row.expiry },
    thumb: { url: `/images/offers/${slug}.png`, alt: row.title, width: 600, height: 400 },
    banner: row.banner
      ? { url: `/images/offers/${slug}-banner.png`, width: 1600, height: 800 }
      : null,
    details: markdown(row.details),
    path: { alias: `/offers/${slug}/` },
  };
});

const giftSlugs = new Set<string>();
const gifts: GiftFile[] = giftTable.map((row) => {
  const store = storeOf(row.store);
  const slug = uniqueSlug(row.title, giftSlugs);
  store.gifts.push(slug);
  return {
    id: slug,
    title: row.title,
    ...(row.description ? { description: markdown(row.description) } : {}),
    image: {
      entity: {
        image: { url: `/images/gifts/${slug}.png`, alt: row.title, width: 800, height: 800 },
        thumbnail: {
          url: `/images/gifts/${slug}-thumb.png`,
          alt: row.title,
          width: 400,
          height: 400,
        },
      },
    },
    price: row.price,
    ...(row.originalPrice === undefined ? {} : { originalPrice: row.originalPrice }),
    categories: row.categories,
    recipientCategories: row.recipients,
    path: { alias: `/stores/${store.id}/gift/${slug}/` },
    store: { entity: storeRef(store) },
  };
});

writeCollection('categories', categories);
writeCollection('stores', stores);
writeCollection('offers', offers);
writeCollection('gifts', gifts);
