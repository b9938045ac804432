import { select, string, type Field } from './fields';
import type { ContentFolders } from './folders';

/** Plan units are the drawing's viewBox: any scale, so positions from 0 and sizes above 0. */
const coordinate = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'number',
  value_type: 'float',
  min: 0,
});
// Decap's minimum is inclusive; the build refuses 0, which the smallest step above it keeps out.
const length = (name: string, label: string, required = true): Field => ({
  ...coordinate(name, label),
  min: 0.01,
  required,
});

const rect = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'object',
  collapsed: true,
  fields: [
    coordinate('x', 'Left (x)'),
    coordinate('y', 'Top (y)'),
    length('width', 'Width'),
    length('height', 'Height'),
  ],
});

const planId = (example: string) =>
  string('id', `Id (e.g. ${example})`, { pattern: ['^\\S+$', 'must not contain spaces'] });

/** `centre-plan.json` (content/src/schema/centrePlan.ts): malls with rows of shops, and features. */
export function centrePlanFile(folders: ContentFolders): Record<string, unknown> {
  return {
    name: 'centre-plan',
    label: 'Centre plan',
    file: `${folders.content}centre-plan.json`,
    fields: [
      length('width', 'Drawing width'),
      length('height', 'Drawing height'),
      length('shopDepth', 'Depth of a shop'),
      {
        name: 'malls',
        label: 'Malls',
        widget: 'list',
        min: 1,
        summary: '{{fields.name}}',
        fields: [
          planId('north-mall'),
          string('name', 'Name'),
          rect('corridor', 'Corridor'),
          {
            name: 'rows',
            label: 'Rows of shops',
            widget: 'list',
            min: 1,
            summary: '{{fields.side}} {{fields.from}}–{{fields.to}}',
            fields: [
              select('side', 'Side of the corridor', ['above', 'below', 'left', 'right']),
              coordinate('from', 'From'),
              coordinate('to', 'To (greater than From)'),
              {
                name: 'shops',
                label: 'Shop numbers, in order',
                widget: 'list',
                min: 1,
                field: string('shop', 'Shop number', {
                  pattern: ['^\\S+$', 'must not contain spaces'],
                }),
              },
            ],
          },
        ],
      },
      {
        name: 'features',
        label: 'Entrances, toilets and other features',
        widget: 'list',
        required: false,
        summary: '{{fields.name}}',
        fields: [
          planId('main-entrance'),
          select('kind', 'Kind', ['entrance', 'toilets', 'parents-room', 'food-court', 'parking']),
          string('name', 'Name'),
          string('description', 'Description'),
          coordinate('x', 'Left (x)'),
          coordinate('y', 'Top (y)'),
          length('width', 'Width (an area; leave empty for a point)', false),
          length('height', 'Height (an area; leave empty for a point)', false),
        ],
      },
    ],
  };
}
