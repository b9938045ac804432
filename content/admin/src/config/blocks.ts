import { BUTTON_COLOURS, type BlockType } from 'shared-lib/content';

import {
  embedAddress,
  flag,
  image,
  link,
  optionalString,
  relation,
  richText,
  select,
  string,
  text,
  type Field,
} from './fields';

/**
 * One Decap list type per block kind of the content model (content/src/schema/blocks.ts), so a
 * page's blocks are a typed list: Decap writes each item's kind into `type`, as the content does.
 */

const ICONS = ['clock', 'wifi', 'parking', 'disabled', 'map', 'parents', 'box', 'shop'];
const blockId = string('id', 'Block id (unique on the page)', {
  pattern: ['^\\S+$', 'must not contain spaces'],
});
const title = string('title', 'Heading');
/** A block's text: rich text in Markdown, read by the build as the block's HTML (decision 411). */
const blockText = richText('text', 'Text', false);
const category = (name: string, label: string) =>
  relation(name, label, 'categories', { valueField: 'tid', searchField: 'name' });

/** Every kind is required by the type, so a new block kind fails the typecheck until it is here. */
export type BlockKind = BlockType;

const BLOCKS: Record<BlockKind, { label: string; fields: Field[] }> = {
  hero_slider: {
    label: 'Hero slider',
    fields: [relation('slides', 'Slides', 'slides', { searchField: 'text', multiple: true })],
  },
  info_strip: {
    label: 'Quick info strip',
    fields: [
      {
        name: 'maplink',
        label: 'Directions link',
        widget: 'object',
        fields: [link('url', 'Directions')],
      },
    ],
  },
  button_section: {
    label: 'Image buttons',
    fields: [
      select('size', 'Size', ['halves', 'full']),
      {
        name: 'items',
        label: 'Buttons',
        widget: 'list',
        // The build takes an empty list, but not a missing one: a new block starts with [].
        required: false,
        default: [],
        fields: [
          select('size', 'Size', ['halves', 'full']),
          image('image', 'Picture', { required: false }),
          string('title', 'Title'),
          optionalString('desc', 'Description'),
          select('colour', 'Colour', BUTTON_COLOURS),
          link('link', 'Link'),
          flag('big', 'Big'),
        ],
      },
    ],
  },
  spacer: {
    label: 'Spacer',
    fields: [select('colour', 'Colour', ['grey', 'white', 'transparent'])],
  },
  events: { label: 'Upcoming events', fields: [title] },
  store_tiles: {
    label: 'Store tiles',
    fields: [
      category('sport', 'Sport category'),
      category('fashion', 'Fashion category'),
      category('home', 'Home category'),
      category('family', 'Family category'),
    ],
  },
  latest_news: {
    label: 'Latest news',
    fields: [title, select('types', 'Kinds', ['news', 'blog'], { multiple: true, min: 1 })],
  },
  social_banner: {
    label: 'Social banner',
    fields: [
      string('heading', 'Heading'),
      embedAddress('feedScript', 'Feed script address', 'social widget', 'script-src', false),
    ],
  },
  image_text: {
    label: 'Image and text',
    fields: [
      optionalString('title', 'Heading'),
      blockText,
      image('image', 'Picture', { required: false }),
      flag('reversed', 'Picture on the right'),
      select('background', 'Background', ['grey', 'white']),
    ],
  },
  rich_text: { label: 'Text', fields: [blockText] },
  icon_grid: {
    label: 'Icon grid',
    fields: [
      {
        name: 'items',
        label: 'Items',
        widget: 'list',
        min: 1,
        fields: [
          select('icon', 'Icon', ICONS),
          string('title', 'Title'),
          // A line under the item's title, HTML without a paragraph: Markdown would make one
          // (decision 411), so it stays a text area.
          text('text', 'Text (HTML)', { required: false }),
        ],
      },
    ],
  },
  map_contact: {
    label: 'Map and contact',
    fields: [
      string('heading', 'Heading'),
      blockText,
      embedAddress('mapUrl', 'Map address (embedded)', 'map iframe', 'frame-src'),
      flag('reversed', 'Map on the left'),
    ],
  },
  form: { label: 'Form', fields: [string('formName', 'Form name')] },
  gift_generator: {
    label: 'Gift generator',
    fields: [
      text('intro', 'Introduction', { required: false }),
      link('link', 'Link'),
      {
        name: 'categories',
        label: 'Tiles',
        widget: 'list',
        required: false,
        default: [],
        fields: [
          string('title', 'Title'),
          category('targetId', 'Category'),
          image('image', 'Picture'),
        ],
      },
    ],
  },
  gift_guide: { label: 'Gift guide', fields: [title] },
  store_directory: { label: 'Store directory', fields: [flag('filters', 'With filters')] },
  store_search: { label: 'Store search', fields: [] },
  shop_by_category: { label: 'Shop by category', fields: [] },
  latest_offers: { label: 'Latest offers', fields: [title] },
  job_listings: { label: 'Job listings', fields: [title] },
  whats_on: { label: "What's On listing", fields: [optionalString('title', 'Heading')] },
};

/** The `blocks` field of a page: a typed list, one type per block kind. */
export const blocksField: Field = {
  name: 'blocks',
  label: 'Blocks',
  widget: 'list',
  // A page may have none yet (the build takes an empty list).
  required: false,
  typeKey: 'type',
  types: Object.entries(BLOCKS).map(([name, { label, fields }]) => ({
    name,
    label,
    widget: 'object',
    fields: [blockId, ...fields],
  })),
};
