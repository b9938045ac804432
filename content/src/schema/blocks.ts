import {
  BUTTON_COLOURS,
  type Block,
  type BlockType,
  type ButtonColour,
  type IconName,
  type ImageButton,
} from 'shared-lib/content';
import {
  sourcesAllow,
  sourcesOf,
  type PolicyDirective,
  type ThirdPartyName,
} from 'shared-lib/third-parties';
import {
  array,
  boolean,
  lazy,
  mixed,
  number,
  object,
  string,
  type ObjectSchema,
  type Schema,
} from 'yup';

import { html, id, imageSchema, linkTarget, rule, text, urlPathSchema } from './common';

/** One schema per content block type (docs/reference/blocks.md), chosen by the block's `type`. */

const ICONS: readonly IconName[] = [
  'clock',
  'wifi',
  'parking',
  'disabled',
  'map',
  'parents',
  'box',
  'shop',
];
const base = <T extends BlockType>(type: T) => ({
  id: id(),
  type: string<T>().required().oneOf([type]),
});
const categoryId = () => number().required().integer().positive();
const size = () => string<'halves' | 'full'>().required().oneOf(['halves', 'full']);

/**
 * An address the page embeds from a third party (`party`'s sources of `directive` in the site's
 * Content-Security-Policy): any other would be blocked by the browser, or would run what the
 * policy was not written for.
 */
const embedAddress = (party: ThirdPartyName, directive: PolicyDirective, what: string) => {
  const sources = sourcesOf(party, directive);
  return string().test(
    rule(
      'embed',
      `must be an address under ${sources.join(' or ')} (${what}: the site's Content-Security-Policy allows no other)`,
      (value) => sourcesAllow(sources, value),
    ),
  );
};

const imageButtonSchema: ObjectSchema<ImageButton> = object({
  size: size(),
  image: imageSchema.optional().default(undefined),
  title: text(),
  desc: string().optional(),
  colour: string<ButtonColour>().required().oneOf(BUTTON_COLOURS),
  link: urlPathSchema.required(),
  big: boolean().required(),
}).noUnknown();

const blockSchemas: { [T in BlockType]: ObjectSchema<Extract<Block, { type: T }>> } = {
  hero_slider: object({
    ...base('hero_slider'),
    slides: array().of(id()).required().min(1),
  }).noUnknown(),
  info_strip: object({
    ...base('info_strip'),
    maplink: object({ url: object({ path: linkTarget() }).noUnknown().required() })
      .noUnknown()
      .required(),
  }).noUnknown(),
  button_section: object({
    ...base('button_section'),
    size: size(),
    items: array().of(imageButtonSchema).required(),
  }).noUnknown(),
  spacer: object({
    ...base('spacer'),
    colour: string<'grey' | 'white' | 'transparent'>()
      .required()
      .oneOf(['grey', 'white', 'transparent']),
  }).noUnknown(),
  events: object({ ...base('events'), title: text() }).noUnknown(),
  store_tiles: object({
    ...base('store_tiles'),
    sport: categoryId(),
    fashion: categoryId(),
    home: categoryId(),
    family: categoryId(),
  }).noUnknown(),
  latest_news: object({
    ...base('latest_news'),
    title: text(),
    types: array()
      .of(string<'news' | 'blog'>().required().oneOf(['news', 'blog']))
      .required()
      .min(1),
  }).noUnknown(),
  social_banner: object({
    ...base('social_banner'),
    heading: text(),
    feedScript: embedAddress('social widget', 'script-src', 'the social feed script').optional(),
  }).noUnknown(),
  image_text: object({
    ...base('image_text'),
    title: string().optional(),
    text: html(),
    image: imageSchema.optional().default(undefined),
    reversed: boolean().required(),
    background: string<'grey' | 'white'>().required().oneOf(['grey', 'white']),
  }).noUnknown(),
  rich_text: object({ ...base('rich_text'), text: html() }).noUnknown(),
  icon_grid: object({
    ...base('icon_grid'),
    items: array()
      .of(
        object({
          icon: mixed<IconName>().required().oneOf(ICONS),
          title: text(),
          text: html(),
        }).noUnknown(),
      )
      .required()
      .min(1),
  }).noUnknown(),
  map_contact: object({
    ...base('map_contact'),
    heading: text(),
    text: html(),
    mapUrl: embedAddress('map iframe', 'frame-src', 'the map is embedded in an iframe').required(),
    reversed: boolean().required(),
  }).noUnknown(),
  form: object({ ...base('form'), formName: text() }).noUnknown(),
  gift_generator: object({
    ...base('gift_generator'),
    intro: string().defined(),
    link: urlPathSchema.required(),
    categories: array()
      .of(
        object({
          title: text(),
          targetId: categoryId(),
          image: imageSchema.required(),
        }).noUnknown(),
      )
      .required(),
  }).noUnknown(),
  gift_guide: object({ ...base('gift_guide'), title: text() }).noUnknown(),
  store_directory: object({
    ...base('store_directory'),
    filters: boolean().required(),
  }).noUnknown(),
  store_search: object(base('store_search')).noUnknown(),
  shop_by_category: object(base('shop_by_category')).noUnknown(),
  latest_offers: object({ ...base('latest_offers'), title: text() }).noUnknown(),
  job_listings: object({ ...base('job_listings'), title: text() }).noUnknown(),
  whats_on: object({ ...base('whats_on'), title: string().optional() }).noUnknown(),
};

const BLOCK_TYPES = Object.keys(blockSchemas) as BlockType[];

const unknownBlock = object({
  type: string()
    .required()
    .test('block-type', `must be one of: ${BLOCK_TYPES.join(', ')}`, () => false),
});

/** The schema for one block, picked by its `type` so errors speak about that block's fields. */
export const blockSchema: Schema<Block> = lazy((value: unknown) => {
  const type = (value as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type in blockSchemas
    ? blockSchemas[type as BlockType]
    : unknownBlock;
}) as unknown as Schema<Block>;
