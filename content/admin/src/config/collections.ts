import { RECIPIENT_CATEGORIES } from 'shared-lib/content';

import { blocksField } from './blocks';
import {
  alias,
  dateOnly,
  dateValue,
  flag,
  hidden,
  id,
  image,
  integer,
  link,
  optionalString,
  processed,
  relation,
  select,
  string,
  text,
  type Field,
} from './fields';

/** Where the content and the gift campaigns are, relative to the editor backend's root. */
export interface ContentFolders {
  content: string;
  /** mf-gifts/campaigns, when the backend can reach it (not for a content copy elsewhere). */
  campaigns: string | null;
}

/** The collections kept one file per item: their folder and the format that maps references. */
export const FOLDER_COLLECTIONS = [
  'stores',
  'offers',
  'articles',
  'events',
  'jobs',
  'gifts',
  'slides',
  'categories',
  'pages',
] as const;
export type FolderCollection = (typeof FOLDER_COLLECTIONS)[number];

const folder = (
  name: FolderCollection,
  label: string,
  fields: Field[],
  folders: ContentFolders,
  extra: Record<string, unknown> = {},
) => ({
  name,
  label,
  folder: `${folders.content}${name}`,
  extension: 'json',
  format: `content-${name}`,
  create: true,
  slug: '{{id}}',
  identifier_field: 'id',
  summary: '{{title}}',
  fields,
  ...extra,
});

const metaFields = (): Field[] => [
  image('metaImage', 'Share picture', { required: false }),
  optionalString('metaDescription', 'Share description'),
];

/**
 * Every collection the site reads, fields in the order of the content records and with the
 * content build's rules. References are chosen, not typed: categories from the taxonomy, a
 * store from the stores (the content formats write the full reference the build reads).
 */
export function collections(folders: ContentFolders): Record<string, unknown>[] {
  const list: Record<string, unknown>[] = [
    {
      name: 'settings',
      label: 'Site settings, hours and menus',
      files: [
        {
          name: 'site',
          label: 'Site settings',
          file: `${folders.content}site.json`,
          fields: [
            string('siteName', 'Site name'),
            text('siteDescription', 'Description'),
            string('siteUrl', 'Site address', {
              pattern: [
                '^https?://[^\\s/]+(/\\S*[^/\\s])?$',
                'an absolute http(s) address not ending in "/"',
              ],
            }),
            string('address', 'Street address'),
            string('phone', 'Phone'),
            string('centreMapUrl', 'Centre map address', {
              pattern: ['^https?://\\S+$', 'must be an absolute http(s) address'],
            }),
          ],
        },
        {
          name: 'hours',
          label: 'Trading hours and holidays',
          file: `${folders.content}opening-hours.json`,
          fields: [
            string('defaultHours', 'Usual hours (e.g. 10am – 6pm)'),
            {
              name: 'holidays',
              label: 'Public holidays',
              widget: 'list',
              summary: '{{fields.name}} {{fields.date}}',
              fields: [
                string('name', 'Holiday'),
                dateOnly('date', 'Date'),
                string('hours', 'Hours that day (or "Closed")'),
                flag('closed', 'Closed all day'),
              ],
            },
          ],
        },
        {
          name: 'menus',
          label: 'Menus',
          file: `${folders.content}menus.json`,
          fields: ['main', 'footer', 'social', 'map', 'signup'].map((menu) => ({
            name: menu,
            label: `${menu[0]!.toUpperCase()}${menu.slice(1)} menu`,
            widget: 'list',
            required: menu !== 'signup',
            ...(menu === 'main' ? { min: 1 } : {}),
            summary: '{{fields.label}}',
            fields: [...menuLinkFields(), { ...menuLinkList('sublinks', 'Sub-links') }],
          })),
        },
      ],
    },
    folder(
      'pages',
      'Content pages',
      [
        id('about-us'),
        string('title', 'Title'),
        {
          name: 'path',
          label: 'Address',
          widget: 'object',
          fields: [
            string('alias', 'Address (/{page-slug}/)', {
              pattern: ['^/([a-z0-9]+(-[a-z0-9]+)*/)+$', 'must look like /about-us/'],
            }),
          ],
        },
        select('type', 'Kind', ['page', 'homepage'], { default: 'page' }),
        image('banner', 'Banner', { required: false, width: 1600, height: 800 }),
        ...metaFields(),
        optionalString('metaTitle', 'Share title'),
        blocksField,
      ],
      folders,
    ),
    folder(
      'stores',
      'Stores',
      [
        id('nike'),
        hidden('type', 'store'),
        string('title', 'Name'),
        alias('/stores/', '/stores/{store-slug}/'),
        processed('about', 'About'),
        relation('category', 'Categories', 'categories', {
          valueField: 'tid',
          searchField: 'name',
          multiple: true,
        }),
        image('thumb', 'Shop front (thumbnail)', { width: 400, height: 400 }),
        image('logo', 'Logo', { width: 300, height: 150 }),
        optionalString('web', 'Website', {
          pattern: ['^https?://\\S+$', 'must be an http(s) address'],
        }),
        optionalString('phone', 'Phone'),
        flag('giftcards', 'Takes centre gift cards'),
        string('shopNumber', 'Shop number'),
        image('map', 'Centre map with the shop marked', { width: 800, height: 600 }),
        image('banner', 'Banner', { required: false, width: 1600, height: 800 }),
        text('metaDesc', 'Share description', { required: false }),
        relation('offers', 'Offers', 'offers', { multiple: true, required: false }),
        relation('gifts', 'Gifts', 'gifts', { multiple: true, required: false }),
      ],
      folders,
    ),
    folder(
      'offers',
      'Offers',
      [
        id('nike-extra-20-off'),
        hidden('type', 'offer'),
        relation('store', 'Store', 'stores'),
        string('title', 'Title'),
        text('terms', 'Terms and conditions', { required: false }),
        dateValue('pubDate', 'Shown from', { required: false }),
        dateValue('expiry', 'Ends on'),
        image('thumb', 'Thumbnail', { width: 600, height: 400 }),
        image('banner', 'Banner', { required: false, width: 1600, height: 800 }),
        processed('details', 'Details'),
        alias('/offers/', '/offers/{offer-slug}/'),
      ],
      folders,
    ),
    folder(
      'articles',
      'Articles',
      [
        id('gift-ideas-under-50'),
        hidden('typename', 'article'),
        select('articleType', 'Kind', ['news', 'blog']),
        string('title', 'Title'),
        text('summary', 'Summary', { required: false }),
        dateValue('pubDate', 'Published on'),
        dateValue('expiryDate', 'Hidden after', { required: false }),
        image('thumbnail', 'Thumbnail', { width: 600, height: 400 }),
        image('banner', 'Banner', { required: false, width: 1600, height: 800 }),
        processed('body', 'Body'),
        ...metaFields(),
        alias('/whats-on/news/', '/whats-on/news/{article-slug}/'),
      ],
      folders,
    ),
    folder(
      'events',
      'Events',
      [
        id('easter-egg-hunt-2026'),
        string('title', 'Title'),
        text('summary', 'Summary', { required: false }),
        image('thumbnail', 'Thumbnail', { width: 600, height: 400 }),
        dateValue('startDate', 'Starts', { time: true }),
        dateValue('endDate', 'Ends', { time: true }),
        image('banner', 'Banner', { required: false, width: 1600, height: 800 }),
        processed('body', 'Body'),
        ...metaFields(),
        alias('/whats-on/events/', '/whats-on/events/{event-slug}/'),
      ],
      folders,
    ),
    folder(
      'jobs',
      'Job listings',
      [
        id('retail-assistant-nike'),
        string('title', 'Position'),
        processed('body', 'Description'),
        image('thumb', 'Thumbnail', { width: 400, height: 400 }),
        {
          name: 'employer',
          label: 'Employer',
          widget: 'object',
          fields: [
            string('title', 'Name'),
            {
              name: 'url',
              label: 'Employer page',
              widget: 'object',
              fields: [
                string('path', 'Site path (e.g. /stores/nike/)', {
                  pattern: ['^/', 'must be a site path starting with "/"'],
                }),
              ],
            },
          ],
        },
        text('terms', 'Terms', { required: false }),
        string('jobemail', 'Applications go to (email)', {
          pattern: ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'must be an email address'],
        }),
        flag('show', 'Show the application form'),
        alias('/jobs/', '/jobs/{job-slug}/'),
      ],
      folders,
    ),
    folder(
      'gifts',
      'Gifts',
      [
        id('running-shoes'),
        string('title', 'Title'),
        processed('description', 'Description', false),
        {
          name: 'image',
          label: 'Pictures',
          widget: 'object',
          fields: [
            {
              name: 'entity',
              label: 'Pictures',
              widget: 'object',
              fields: [
                image('image', 'Picture', { width: 800, height: 800 }),
                image('thumbnail', 'Thumbnail', { width: 400, height: 400 }),
              ],
            },
          ],
        },
        { name: 'price', label: 'Price ($)', widget: 'number', value_type: 'float', min: 0 },
        {
          name: 'originalPrice',
          label: 'Price before the reduction ($)',
          widget: 'number',
          value_type: 'float',
          min: 0,
          required: false,
        },
        relation('categories', 'Categories', 'categories', {
          valueField: 'tid',
          searchField: 'name',
          multiple: true,
        }),
        select('recipientCategories', 'For', RECIPIENT_CATEGORIES, { multiple: true, min: 1 }),
        {
          name: 'path',
          label: 'Address',
          widget: 'object',
          fields: [
            string('alias', 'Address (/stores/{store-slug}/gift/{gift-slug}/)', {
              pattern: [
                '^/stores/[a-z0-9]+(-[a-z0-9]+)*/gift/[a-z0-9]+(-[a-z0-9]+)*/$',
                'must look like /stores/nike/gift/running-shoes/',
              ],
            }),
          ],
        },
        relation('store', 'Store', 'stores'),
      ],
      folders,
    ),
    folder(
      'slides',
      'Home page slides',
      [
        id('slide-winter-sale'),
        link('link', 'Link', false),
        image('image', 'Picture (1920 × 690)', { width: 1920, height: 690 }),
        image('mobileimage', 'Phone picture (1920 × 690)', { width: 1920, height: 690 }),
        dateOnly('publishDate', 'Shown from', false),
        dateOnly('expiryDate', 'Hidden after', false),
        text('text', 'Text', { required: false }),
      ],
      folders,
      { summary: '{{text}}' },
    ),
    folder(
      'categories',
      'Store categories',
      [
        string('id', 'Term id (digits)', {
          pattern: ['^\\d+$', 'the term id written as digits'],
        }),
        integer('tid', 'Term id (the same number)', 1),
        string('name', 'Name'),
        integer('parent', 'Parent term id (0 for a top-level category)', 0),
        integer('weight', 'Order among its siblings', 0),
      ],
      folders,
      { summary: '{{name}}' },
    ),
  ];
  if (folders.campaigns !== null) list.push(campaignsCollection(folders.campaigns));
  return list;
}

function menuLinkFields(): Field[] {
  return [
    string('label', 'Label'),
    link('url', 'Link'),
    {
      name: 'callout',
      label: 'Callout',
      widget: 'object',
      required: false,
      fields: [string('title', 'Title', { required: false }), link('url', 'Link', false)],
    },
    image('calloutImage', 'Callout picture', { required: false }),
  ];
}

function menuLinkList(name: string, label: string): Field {
  return {
    name,
    label,
    widget: 'list',
    required: false,
    summary: '{{fields.label}}',
    fields: menuLinkFields(),
  };
}

function campaignsCollection(campaigns: string): Record<string, unknown> {
  return {
    name: 'campaigns',
    label: 'Gift campaigns',
    folder: campaigns,
    extension: 'json',
    format: 'json',
    create: true,
    slug: '{{name}}',
    identifier_field: 'name',
    summary: '{{heading}}',
    fields: [
      string('name', 'Name (file name)', {
        pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'lowercase words joined by hyphens'],
      }),
      string('heading', 'Heading'),
      text('intro', 'Introduction'),
      select('accent', 'Accent colour', ['brand', 'sale', 'highlight', 'open']),
      image('heroImage', 'Hero picture', { required: false, width: 1600, height: 800 }),
      select('featuredRecipients', 'Recipients offered first', RECIPIENT_CATEGORIES, {
        multiple: true,
      }),
      {
        name: 'featuredCategories',
        label: 'Generator tiles',
        widget: 'list',
        fields: [
          string('title', 'Title'),
          relation('targetId', 'Category', 'categories', {
            valueField: 'tid',
            searchField: 'name',
          }),
          image('image', 'Picture', { width: 600, height: 600 }),
        ],
      },
      dateOnly('start', 'First day', false),
      dateOnly('end', 'Last day', false),
    ],
  };
}
