import { sourcesOf, type PolicyDirective, type ThirdPartyName } from 'shared-lib/third-parties';

import { MARKDOWN_FORMAT } from '../../../src/richText/markdownText';

/**
 * Decap CMS field builders whose rules are the content build's (content/src/schema): required
 * fields, patterns and formats, so the editor refuses what the build would refuse. Decap fields
 * are required unless `required: false`.
 */

export type Field = Record<string, unknown> & { name: string; label: string };

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const LINK = '^(/|https?://[^\\s/]+|mailto:|tel:)';

export const string = (name: string, label: string, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  widget: 'string',
  ...extra,
});
export const optionalString = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  string(name, label, { required: false, ...extra });
export const text = (name: string, label: string, extra: Partial<Field> = {}): Field => ({
  name,
  label,
  widget: 'text',
  ...extra,
});
/** Every record has its flags, true or false: Decap writes the default of an untouched one. */
export const flag = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'boolean',
  default: false,
});
export const integer = (name: string, label: string, min: number): Field => ({
  name,
  label,
  widget: 'number',
  value_type: 'int',
  min,
});
export const hidden = (name: string, value: string): Field => ({
  name,
  label: name,
  widget: 'hidden',
  default: value,
});
export const select = (
  name: string,
  label: string,
  options: readonly string[],
  extra: Partial<Field> = {},
): Field => ({ name, label, widget: 'select', options: [...options], ...extra });

/** The item's id: also its file name, so lowercase words and hyphens. */
export const id = (hint: string): Field =>
  string('id', 'Id (file name; never change it once published)', {
    pattern: [`^${SLUG}$`, `lowercase letters, digits and single hyphens, e.g. ${hint}`],
  });

/** `path.alias`: the page's address, e.g. /stores/{slug}/. */
export const alias = (prefix: string, example: string): Field => ({
  name: 'path',
  label: 'Address',
  widget: 'object',
  collapsed: false,
  fields: [
    string('alias', `Address (${example})`, {
      pattern: [
        `^${prefix.replace(/\//g, '\\/')}${SLUG}\\/$`,
        `must look like ${example}: lowercase words joined by hyphens, ending in "/"`,
      ],
    }),
  ],
});

const percent = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'number',
  value_type: 'int',
  min: 0,
  max: 100,
  step: 5,
  required: false,
});

/**
 * A picture's width or height, never asked for (Decap does not check a hidden field): the
 * collection's size for a picture the build draws, none for an upload (the build reads it).
 */
const size = (name: 'width' | 'height', value: number | undefined): Field => ({
  name,
  label: name,
  widget: 'hidden',
  required: false,
  ...(value ? { default: value } : {}),
});

/**
 * An image record: the picture (under /images/), its alt text and its focal point. Its size is
 * never typed (decision 412): an uploaded picture's is read from its file by the build (the
 * format writes none), and a picture the build draws, given by its address, is drawn at the
 * collection's size for that field (kept as the file has it).
 */
export const image = (
  name: string,
  label: string,
  { required = true, width, height }: { required?: boolean; width?: number; height?: number } = {},
): Field => ({
  name,
  label,
  widget: 'object',
  required,
  collapsed: false,
  fields: [
    {
      name: 'url',
      label: 'Picture',
      widget: 'image',
      required,
      // Decap checks an image widget's pattern against its media object, not the path, so
      // every picture would fail it: the path rule is the content build's (IMAGE_URL there).
    },
    optionalString('alt', 'Alt text (what the picture shows; empty for decoration)'),
    size('width', width),
    size('height', height),
    {
      name: 'focus',
      label: 'Focal point',
      hint: 'Kept in view where the site crops the picture; empty for its centre.',
      widget: 'object',
      required: false,
      collapsed: true,
      fields: [percent('x', 'Across (% from the left)'), percent('y', 'Down (% from the top)')],
    },
  ],
});

/**
 * Rich text the editor writes in Markdown with a formatting toolbar (`{ value, format:
 * 'markdown' }`, decision 411), for every rich text field but an icon grid item's line
 * (config/blocks.ts): the build reads it as the HTML its schema has there (a record's
 * `{ processed }`, a block's text) and sanitizes it as it does all HTML. The toolbar offers only
 * markup the site allows (content/src/sanitize/richTextPolicy.ts): no first-level heading (the
 * page's title is one), no pictures or code blocks inside the text.
 */
export const richText = (name: string, label: string, required = true): Field => ({
  name,
  label,
  widget: 'object',
  collapsed: false,
  required,
  fields: [
    {
      name: 'value',
      label,
      widget: 'markdown',
      required: false,
      default: '',
      modes: ['rich_text', 'raw'],
      buttons: [
        'bold',
        'italic',
        'link',
        'heading-two',
        'heading-three',
        'quote',
        'bulleted-list',
        'numbered-list',
      ],
      editor_components: [],
      sanitize_preview: true,
    },
    hidden('format', MARKDOWN_FORMAT),
  ],
});

/** `{ value }`: yyyy-MM-dd, or a local Canberra date-time when `time`. */
export const dateValue = (
  name: string,
  label: string,
  { time = false, required = true } = {},
): Field => ({
  name,
  label,
  widget: 'object',
  collapsed: false,
  required,
  fields: [
    {
      name: 'value',
      label: time ? 'Date and time (Canberra)' : 'Date',
      widget: 'datetime',
      required,
      format: time ? 'YYYY-MM-DDTHH:mm:ss' : 'YYYY-MM-DD',
      date_format: 'D MMMM YYYY',
      time_format: time ? 'h:mm a' : false,
      picker_utc: true,
    },
  ],
});

/** A site path or an http(s), mailto: or tel: address (`{ path }`). */
export const link = (name: string, label: string, required = true): Field => ({
  name,
  label,
  widget: 'object',
  collapsed: false,
  required,
  fields: [
    string('path', 'Link (a site path like /stores/, or a full address)', {
      required,
      pattern: [LINK, 'must start with "/" or be an http(s), mailto: or tel: address'],
    }),
  ],
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A policy source as a pattern of the addresses it takes: the host (a `*.` source: a subdomain
 * of it), then its path (a directory source: what is under it), then nothing or the rest. Looser
 * than the browser (it does not resolve `..`): the content build checks the address exactly.
 */
function sourcePattern(source: string): string {
  const host = source.replace(/^https:\/\/\*\./, 'https://');
  const wildcard = host !== source ? '[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.' : '';
  const [origin, ...path] = host.replace(/^https:\/\//, '').split('/');
  const address = `https:\\/\\/${wildcard}${escapeRegExp(origin!)}`;
  if (path.length === 0) return `${address}(?:[/?#]|$)`;
  const rest = escapeRegExp(`/${path.join('/')}`);
  return source.endsWith('/') ? `${address}${rest}` : `${address}${rest}(?:[?#]|$)`;
}

/**
 * An address the page embeds from a third party: on the sources the site's
 * Content-Security-Policy lets that party in by (shared-lib/third-parties), as the build requires.
 */
export const embedAddress = (
  name: string,
  label: string,
  party: ThirdPartyName,
  directive: PolicyDirective,
  required = true,
): Field => {
  const sources = sourcesOf(party, directive);
  return string(name, label, {
    required,
    pattern: [
      `^(?:${sources.map(sourcePattern).join('|')})`,
      `must be an address under ${sources.join(' or ')}`,
    ],
  });
};

/** One or many items of another collection, chosen by title. */
export const relation = (
  name: string,
  label: string,
  collection: string,
  {
    valueField = 'id',
    searchField = 'title',
    multiple = false,
    required = true,
  }: { valueField?: string; searchField?: string; multiple?: boolean; required?: boolean } = {},
): Field => ({
  name,
  label,
  widget: 'relation',
  collection,
  value_field: valueField,
  search_fields: [searchField],
  display_fields: [searchField],
  multiple,
  required,
  options_length: 200,
});

/** A plain yyyy-MM-dd string (a holiday, a slide's first day). */
export const dateOnly = (name: string, label: string, required = true): Field => ({
  name,
  label,
  widget: 'datetime',
  required,
  format: 'YYYY-MM-DD',
  date_format: 'D MMMM YYYY',
  time_format: false,
  picker_utc: true,
});

/** A 24-hour time of day, HH:mm, as the trading hours are checked (content/src/schema/site.ts). */
const time = (name: string, label: string, hint?: string): Field =>
  string(name, label, {
    required: false,
    ...(hint ? { hint } : {}),
    pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'a 24-hour time like 09:30 or 18:00'],
  });

/**
 * A day's trading: closed, or the opening and closing times (the build requires both when open and
 * the closing after the opening; 00:00 closes at midnight).
 */
export const tradingDayFields = (): Field[] => [
  flag('closed', 'Closed all day'),
  time('opens', 'Opens (24-hour, e.g. 10:00)'),
  time('closes', 'Closes (24-hour, e.g. 18:00)', '00:00 closes at midnight.'),
];
