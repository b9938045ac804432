import { RECIPIENT_CATEGORIES } from 'shared-lib/content';

import { dateOnly, image, relation, select, string, text } from './fields';
import { CAMPAIGN_FILE_FORMAT } from './folders';

/**
 * The gift campaigns (mf-gifts/campaigns/{name}.json), checked by mf-gifts' build
 * (validateCampaign there): the gifts app's config, not content records. Its featured gifts are
 * chosen from the gifts (their ids, as the campaign lists them) or given as a rule; its dates
 * are the days it shows.
 */
export function campaignsCollection(campaigns: string): Record<string, unknown> {
  return {
    name: 'campaigns',
    label: 'Gift campaigns',
    folder: campaigns,
    extension: 'json',
    format: CAMPAIGN_FILE_FORMAT,
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
      {
        name: 'featuredGifts',
        label: 'Featured gifts (shown first in the guide, marked Featured)',
        widget: 'object',
        required: false,
        collapsed: false,
        fields: [
          relation('curated', 'Chosen gifts', 'gifts', { multiple: true, required: false }),
          {
            name: 'rule',
            label: 'Or, instead of choosing: every gift that matches',
            widget: 'object',
            required: false,
            collapsed: true,
            fields: [
              {
                name: 'tags',
                label: 'Tagged with any of (a recipient such as Kids, or a category name)',
                widget: 'list',
                required: false,
              },
              {
                name: 'priceCap',
                label: 'Priced at or under ($)',
                widget: 'number',
                value_type: 'float',
                min: 0,
                required: false,
              },
            ],
          },
        ],
      },
      dateOnly(
        'start',
        'First day shown (before it, the everyday guide; empty: no first day)',
        false,
      ),
      dateOnly('end', 'Last day shown (after it, the everyday guide; empty: no last day)', false),
    ],
  };
}
