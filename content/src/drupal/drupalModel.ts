import type { BlockType } from 'shared-lib/content';

import { CONTENT_FILES } from '../model/content';

/**
 * How the centre's Drupal holds the content: one JSON:API resource type per collection, images
 * as media entities pointing at files, store categories as taxonomy terms, page blocks as
 * paragraphs, site settings and trading hours as one config page and the centre plan as another,
 * menus as menu links. The
 * generator (`toJsonApi`) and the adapter (`fromJsonApi`) both read this table, so the seed and
 * the Drupal shape cannot drift apart.
 *
 * A record field maps to a Drupal field named `field_{snake_case}` (`shopNumber` →
 * `field_shop_number`), except `title` and `path`, which Drupal nodes have of their own. Fields
 * not listed under `fields` are plain attributes and keep their value.
 */

export type FieldKind =
  /** media--image → file--file; the alt text, width and height are the reference's meta. */
  | { kind: 'image' }
  /** A gift's media--gift_image: `{ entity: { image, thumbnail } }`. */
  | { kind: 'giftImage' }
  /** node--store → `{ nid, title, url: { path } }`. */
  | { kind: 'storeRef' }
  /** node--store → `{ entity: { nid, title, url: { path } } }`. */
  | { kind: 'storeEntity' }
  /** taxonomy terms → `[{ id, title, parent }]` (a store's categories). */
  | { kind: 'categoryRefs' }
  /** taxonomy terms → term ids. */
  | { kind: 'termIds' }
  /** one taxonomy term → its id. */
  | { kind: 'termId' }
  /** nodes of another collection → their ids. */
  | { kind: 'nodeIds'; target: NodeCollection }
  /** paragraphs, one per block. */
  | { kind: 'blocks' }
  /**
   * A list of structured items inside a block (a button section's buttons), as paragraphs of
   * their own (`paragraph--{bundle}`) whose `fields` are references in turn.
   */
  | { kind: 'paragraphs'; bundle: string; fields: Record<string, FieldKind> }
  /** a Drupal date field (a string) ↔ `{ value }`. */
  | { kind: 'date' }
  /** a formatted text field `{ value, format, processed }` ↔ `{ processed }`. */
  | { kind: 'text' };

export type NodeCollection =
  | Exclude<
      keyof typeof CONTENT_FILES,
      'site' | 'menus' | 'openingHours' | 'centrePlan' | 'categories'
    >
  | 'pages';

export interface NodeSpec {
  /** JSON:API resource type, e.g. `node--store`. */
  type: string;
  fields: Record<string, FieldKind>;
}

const image = { kind: 'image' } as const;
const text = { kind: 'text' } as const;
const date = { kind: 'date' } as const;

export const NODES: Record<NodeCollection, NodeSpec> = {
  stores: {
    type: 'node--store',
    fields: {
      about: text,
      category: { kind: 'categoryRefs' },
      thumb: image,
      logo: image,
      map: image,
      banner: image,
      gifts: { kind: 'nodeIds', target: 'gifts' },
    },
  },
  offers: {
    type: 'node--offer',
    fields: {
      store: { kind: 'storeRef' },
      pubDate: date,
      expiry: date,
      thumb: image,
      banner: image,
      details: text,
    },
  },
  articles: {
    type: 'node--article',
    fields: {
      pubDate: date,
      expiryDate: date,
      thumbnail: image,
      banner: image,
      body: text,
      metaImage: image,
    },
  },
  events: {
    type: 'node--event',
    fields: {
      thumbnail: image,
      startDate: date,
      endDate: date,
      banner: image,
      body: text,
      metaImage: image,
    },
  },
  gifts: {
    type: 'node--gift',
    fields: {
      description: text,
      image: { kind: 'giftImage' },
      categories: { kind: 'termIds' },
      store: { kind: 'storeEntity' },
    },
  },
  jobs: { type: 'node--job', fields: { body: text, thumb: image } },
  slides: { type: 'node--slide', fields: { image, mobileimage: image } },
  pages: {
    type: 'node--page',
    fields: { banner: image, metaImage: image, blocks: { kind: 'blocks' } },
  },
};

/** Fields of a block paragraph (`paragraph--{block type}`) that are references. */
export const BLOCK_FIELDS: Partial<Record<BlockType, Record<string, FieldKind>>> = {
  hero_slider: { slides: { kind: 'nodeIds', target: 'slides' } },
  image_text: { image },
  button_section: { items: { kind: 'paragraphs', bundle: 'image_button', fields: { image } } },
  gift_generator: {
    categories: {
      kind: 'paragraphs',
      bundle: 'gift_category',
      fields: { image, targetId: { kind: 'termId' } },
    },
  },
  store_tiles: {
    sport: { kind: 'termId' },
    fashion: { kind: 'termId' },
    home: { kind: 'termId' },
    family: { kind: 'termId' },
  },
};

export const TERM_TYPE = 'taxonomy_term--store_category';
export const MEDIA_IMAGE = 'media--image';
export const MEDIA_GIFT_IMAGE = 'media--gift_image';
export const FILE_TYPE = 'file--file';
export const SETTINGS_TYPE = 'config_pages--site_settings';
/** Malls, rows of shops and features stay compound fields of the one config page. */
export const CENTRE_PLAN_TYPE = 'config_pages--centre_plan';
export const MENU_LINK_TYPE = 'menu_link_content--menu_link_content';
export const PARAGRAPH_PREFIX = 'paragraph--';
/** Drupal's stand-in for "no parent" in a term's parent relationship. */
export const VIRTUAL_ROOT = 'virtual';
/** Public files are served from here; `public://images/x.png` is the content's `/images/x.png`. */
export const FILES_PATH = '/sites/default/files';

/** The JSON:API collection address of a resource type: `node--store` → `/jsonapi/node/store`. */
export const collectionPath = (type: string): string => `/jsonapi/${type.replace('--', '/')}`;

/** `shopNumber` → `field_shop_number`; `title` and `path` are a node's own fields. */
export function drupalName(field: string): string {
  if (field === 'title' || field === 'path') return field;
  return `field_${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
}

/** `field_shop_number` → `shopNumber`. */
export function recordName(field: string): string {
  if (!field.startsWith('field_')) return field;
  return field
    .slice('field_'.length)
    .replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
