import { RECIPIENT_CATEGORIES } from 'shared-lib/content';

import { dateOnly, image, relation, select, string, text } from './fields';
import { JSON_FILE_FORMAT } from './folders';

/**
 * The gift campaigns (mf-gifts/campaigns/{name}.json), checked by mf-gifts' build
 * (validateCampaign there): the gifts app's config, not content records, with no references
 * to map.
 */
export function campaignsCollection(campaigns: string): Record<string, unknown> {
  return {
    name: 'campaigns',
    label: 'Gift campaigns',
    folder: campaigns,
    extension: 'json',
    format: JSON_FILE_FORMAT,
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
