import { RECIPIENT_CATEGORIES } from 'shared-lib/content';

import {
  alias,
  flag,
  hidden,
  id,
  image,
  integer,
  optionalString,
  relation,
  richText,
  select,
  string,
  text,
  dateValue,
} from './fields';
import { folder, type ContentFolders, type FolderCollectionConfig } from './folders';

/**
 * The retail collections (content/src/schema/retail.ts), fields in the order of the records.
 * References are chosen, not typed: categories from the taxonomy, a store from the stores; the
 * content formats write the full reference the build reads.
 */
export function retailCollections(folders: ContentFolders): FolderCollectionConfig[] {
  return [
    folder(
      'stores',
      'Stores',
      [
        id('nike'),
        hidden('type', 'store'),
        string('title', 'Name'),
        alias('/stores/', '/stores/{store-slug}/'),
        richText('about', 'About'),
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
        richText('details', 'Details'),
        alias('/offers/', '/offers/{offer-slug}/'),
      ],
      folders,
    ),
    folder(
      'gifts',
      'Gifts',
      [
        id('running-shoes'),
        string('title', 'Title'),
        richText('description', 'Description', false),
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
}
