import { WEEKDAYS } from 'shared-lib/content';

import { centrePlanFile } from './centrePlanFile';
import { dateOnly, link, image, string, text, tradingDayFields, type Field } from './fields';
import { JSON_FILE_FORMAT, type ContentFolders } from './folders';

/** The single-object files: site settings, trading hours, menus and the centre plan. */
export function settingsCollection(folders: ContentFolders): Record<string, unknown> {
  return {
    name: 'settings',
    label: 'Site settings, hours, menus and plan',
    format: JSON_FILE_FORMAT,
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
          {
            name: 'week',
            label: 'Regular hours',
            widget: 'object',
            collapsed: false,
            fields: WEEKDAYS.map((day) => ({
              name: day,
              label: `${day[0]!.toUpperCase()}${day.slice(1)}`,
              widget: 'object',
              collapsed: false,
              fields: tradingDayFields(),
            })),
          },
          {
            name: 'holidays',
            label: 'Public holidays',
            label_singular: 'public holiday',
            hint: "A holiday's hours replace its weekday's on that date.",
            widget: 'list',
            // An empty list is a valid file (no holidays announced yet).
            required: false,
            summary: '{{fields.name}} {{fields.date}}',
            fields: [string('name', 'Holiday'), dateOnly('date', 'Date'), ...tradingDayFields()],
          },
        ],
      },
      {
        name: 'menus',
        label: 'Menus',
        file: `${folders.content}menus.json`,
        fields: (['main', 'footer', 'social', 'map', 'signup'] as const).map((menu) => ({
          name: menu,
          label: `${menu[0]!.toUpperCase()}${menu.slice(1)} menu`,
          widget: 'list',
          // Only the main menu must have a link; the others may be empty, sign-up even absent.
          required: menu === 'main',
          ...(menu === 'main' ? { min: 1 } : {}),
          summary: '{{fields.label}}',
          fields: [...menuLinkFields(), menuLinkList('sublinks', 'Sub-links')],
        })),
      },
      centrePlanFile(folders),
    ],
  };
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
