import { blocksField } from './blocks';
import {
  alias,
  dateOnly,
  dateValue,
  flag,
  hidden,
  id,
  image,
  link,
  optionalString,
  richText,
  select,
  string,
  text,
  type Field,
} from './fields';
import { folder, type ContentFolders, type FolderCollectionConfig } from './folders';

const metaFields = (): Field[] => [
  image('metaImage', 'Share picture', { required: false }),
  optionalString('metaDescription', 'Share description'),
];

/**
 * The editorial collections and the content pages (content/src/schema/editorial.ts and
 * page.ts), fields in the order of the records.
 */
export function editorialCollections(folders: ContentFolders): FolderCollectionConfig[] {
  return [
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
        richText('body', 'Body'),
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
        richText('body', 'Body'),
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
        richText('body', 'Description'),
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
        dateOnly('closingDate', 'Applications close (empty: open until filled)', false),
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
  ];
}
