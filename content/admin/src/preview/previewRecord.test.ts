import { makeStore } from '../../../src/test-utils/factories';
import { toEntry } from '../format/contentFormats';
import { previewRecord } from './previewRecord';

const lookups = { stores: new Map(), categories: new Map() };

describe('previewRecord', () => {
  it("cleans a page's HTML fields as the build does, whatever block holds them", () => {
    const page = previewRecord(
      'pages',
      {
        id: 'facilities',
        title: 'Facilities',
        blocks: [
          {
            id: 'icons',
            type: 'icon_grid',
            items: [
              { icon: 'wifi', title: 'Wi-Fi <b>', text: '<p>Free.</p><script>alert(1)</script>' },
            ],
          },
          { id: 'more', type: 'rich_text', text: '<img src="x" onerror="alert(1)">' },
          // Half filled in: still drawn, still clean.
          { id: 'draft', type: 'image_text', text: '<a href="javascript:alert(1)">Win</a>' },
        ],
      },
      lookups,
    ) as { blocks: Record<string, unknown>[] };

    expect(page.blocks[0]).toEqual({
      id: 'icons',
      type: 'icon_grid',
      items: [{ icon: 'wifi', title: 'Wi-Fi <b>', text: '<p>Free.</p>' }],
    });
    expect(page.blocks[1]!.text).toBe('<img src="x" />');
    expect(page.blocks[2]!.text).toBe('<a>Win</a>');
  });

  it("cleans a store's about text before the store page module draws it", () => {
    const store = makeStore({ about: { processed: '<p onclick="alert(1)">About</p>' } });
    const record = previewRecord('stores', toEntry('stores', store as never), lookups) as {
      about: { processed: string };
    };
    expect(record.about.processed).toBe('<p>About</p>');
  });

  it("draws an offer's Markdown details as the build writes them, cleaned", () => {
    const record = previewRecord(
      'offers',
      {
        id: 'sale',
        details: { value: '**Half** off <img src=x onerror=alert(1)>', format: 'markdown' },
      },
      lookups,
    ) as { details: unknown };
    expect(record.details).toEqual({
      processed: '<p><strong>Half</strong> off <img src="x" /></p>',
    });
  });
});
