import { isUploadUrl } from '../../../src/images/uploadedPictures';
import { MARKDOWN_FORMAT } from '../../../src/richText/markdownText';
import type { FolderCollection } from '../config/folders';

/**
 * The content files ↔ the editor's entries. The editor chooses references by id (a store, the
 * categories); the content records carry the full reference the build reads and checks
 * (`store: { nid, title, url }`, `category: [{ id, title, parent }]`). A field left empty in
 * the editor is written as the content model wants it: `null` where the record has `| null`,
 * left out where the field is optional. Files are written as the seed keeps them (two-space
 * `JSON.stringify` and a newline), keys in the record's order, so an edit changes only its own
 * lines.
 */

export interface Lookups {
  stores: ReadonlyMap<string, { title: string; alias: string }>;
  categories: ReadonlyMap<number, { name: string; parent: number }>;
}

type Record_ = Record<string, unknown>;

interface Rules {
  /** Fields whose empty value is `null`. */
  nullable?: readonly string[];
  /** Fields left out when empty. */
  optional?: readonly string[];
  /** Text fields the record always has, '' when empty (Decap leaves an empty one out). */
  blank?: readonly string[];
}

const RULES: Record<FolderCollection, Rules> = {
  stores: { nullable: ['web', 'phone', 'banner'], blank: ['metaDesc'] },
  offers: { nullable: ['terms', 'pubDate', 'banner'] },
  articles: {
    nullable: ['banner'],
    optional: ['expiryDate', 'metaImage', 'metaDescription'],
    blank: ['summary'],
  },
  events: { nullable: ['banner'], optional: ['metaImage', 'metaDescription'], blank: ['summary'] },
  jobs: { nullable: ['terms'], optional: ['closingDate'] },
  gifts: { optional: ['description', 'originalPrice'] },
  slides: { nullable: ['link'], optional: ['publishDate', 'expiryDate'], blank: ['text'] },
  categories: {},
  pages: { nullable: ['banner'], optional: ['metaImage', 'metaDescription', 'metaTitle'] },
};

/** Empty as an editor leaves it: nothing, '', or an image, date or link without its value. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record_;
  // An image without its picture: its size fields keep their defaults.
  if ('width' in record && 'height' in record) return isEmpty(record.url);
  for (const key of ['url', 'value', 'path'] as const)
    if (key in record && typeof record[key] !== 'object') return isEmpty(record[key]);
  return Object.values(record).every(isEmpty);
}

/**
 * Drops an image's empty alt text and focal point (the record then has none, as the seed writes
 * it) and an uploaded picture's size (the build reads it from the file, decision 412), and gives
 * Markdown text Decap left out (an untouched new field) its empty value.
 */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (!value || typeof value !== 'object') return value;
  if ((value as Record_).format === MARKDOWN_FORMAT && !('value' in value))
    return { value: '', ...value };
  const upload = isUploadUrl((value as Record_).url);
  return Object.fromEntries(
    Object.entries(value as Record_)
      .filter(([key, inner]) => !(key === 'alt' && inner === ''))
      .filter(([key, inner]) => !(key === 'focus' && isEmpty(inner)))
      .filter(([key]) => !(upload && (key === 'width' || key === 'height')))
      .map(([key, inner]) => [key, tidy(inner)]),
  );
}

const storeRef = (id: unknown, lookups: Lookups) => {
  const store = lookups.stores.get(String(id));
  // An unknown store is left for the content build to name: it checks every reference.
  return { nid: String(id), title: store?.title ?? '', url: { path: store?.alias ?? '' } };
};

const categoryRefs = (ids: unknown, lookups: Lookups) =>
  (Array.isArray(ids) ? ids : []).map((id) => {
    const tid = Number(id);
    const category = lookups.categories.get(tid);
    return { id: tid, title: category?.name ?? '', parent: category?.parent ?? 0 };
  });

const numbers = (ids: unknown) => (Array.isArray(ids) ? ids.map(Number) : ids);

/** Blocks whose category fields Decap's relation widget gives as text. */
function blockNumbers(blocks: unknown): unknown {
  if (!Array.isArray(blocks)) return blocks;
  return blocks.map((block: Record_) => {
    if (block.type === 'store_tiles')
      return Object.fromEntries(
        Object.entries(block).map(([key, value]) => [
          key,
          ['sport', 'fashion', 'home', 'family'].includes(key) ? Number(value) : value,
        ]),
      );
    if (block.type === 'gift_generator' && Array.isArray(block.categories))
      return {
        ...block,
        categories: block.categories.map((tile: Record_) => ({
          ...tile,
          targetId: Number(tile.targetId),
        })),
      };
    return block;
  });
}

/** A content file's record as the editor shows it: references as the ids it chooses. */
export function toEntry(collection: FolderCollection, record: Record_): Record_ {
  const entry = { ...record };
  if (collection === 'stores' && Array.isArray(record.category))
    entry.category = record.category.map((ref: { id: number }) => ref.id);
  if (collection === 'offers' && record.store) entry.store = (record.store as { nid: string }).nid;
  if (collection === 'gifts' && record.store)
    entry.store = (record.store as { entity: { nid: string } }).entity.nid;
  return entry;
}

/** An editor's entry as the content record the build reads. */
export function toRecord(collection: FolderCollection, entry: Record_, lookups: Lookups): Record_ {
  const { nullable = [], optional = [], blank = [] } = RULES[collection];
  const record: Record_ = {};
  for (const [key, value] of Object.entries(entry)) {
    if (isEmpty(value) && optional.includes(key)) continue;
    if (isEmpty(value) && nullable.includes(key)) record[key] = null;
    else if (collection === 'stores' && key === 'category')
      record[key] = categoryRefs(value, lookups);
    else if (collection === 'offers' && key === 'store') record[key] = storeRef(value, lookups);
    else if (collection === 'gifts' && key === 'store')
      record[key] = { entity: storeRef(value, lookups) };
    else if (collection === 'gifts' && key === 'categories') record[key] = numbers(value);
    else if (collection === 'pages' && key === 'blocks') record[key] = tidy(blockNumbers(value));
    else record[key] = tidy(value);
  }
  // Decap leaves out a nullable field never touched in a new entry; the record has it as null.
  for (const key of nullable) if (!(key in record)) record[key] = null;
  for (const key of blank) if (!(key in record)) record[key] = '';
  if (collection === 'stores' && !Array.isArray(record.gifts)) record.gifts = [];
  return record;
}

/** The part of a Decap field the order of a record's keys is read from. */
export interface FieldShape {
  name: string;
  fields?: FieldShape[];
  types?: FieldShape[];
}

/**
 * Keys in the order of the collection's fields (the order of the content records), nested
 * objects and list items too: Decap moves a key it has edited to the end, which would make an
 * edit's diff touch lines it did not change.
 */
export function orderLike(value: unknown, fields: readonly FieldShape[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => orderLike(item, fields));
  if (!value || typeof value !== 'object' || !fields) return value;
  const record = value as Record_;
  const typed = fields.find((field) => field.name === record.type && field.fields);
  // A block: its id, its kind, then its own fields, as the pages are written.
  const [first, ...others] = typed?.fields ?? [];
  const shape = typed && first ? [first, { name: 'type' }, ...others] : fields;
  const rank = (key: string) => {
    const at = shape.findIndex((field) => field.name === key);
    return at === -1 ? shape.length : at;
  };
  return Object.fromEntries(
    Object.keys(record)
      .sort((a, b) => rank(a) - rank(b))
      .map((key) => {
        const field = shape.find((candidate) => candidate.name === key);
        return [key, orderLike(record[key], field?.fields ?? field?.types)];
      }),
  );
}

/** Decap's formatter for one collection's files; `fields` are the collection's. */
export function contentFormat(
  collection: FolderCollection,
  lookups: () => Lookups,
  fields: readonly FieldShape[],
) {
  return {
    fromFile: (content: string) => toEntry(collection, JSON.parse(content) as Record_),
    toFile: (data: Record_) =>
      `${JSON.stringify(orderLike(toRecord(collection, data, lookups()), fields), null, 2)}\n`,
  };
}
