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

  it("draws a block's Markdown text as the block's HTML, cleaned, in any block that has one", () => {
    const markdown = (value: string) => ({ value, format: 'markdown' });
    const page = previewRecord(
      'pages',
      {
        id: 'facilities',
        title: 'Facilities',
        blocks: [
          {
            id: 'more',
            type: 'rich_text',
            text: markdown('## Hours\n\n<b onclick="x()">Daily</b>'),
          },
          { id: 'side', type: 'image_text', text: markdown('[Win](javascript:alert(1))') },
          { id: 'map', type: 'map_contact', text: markdown('Shop T1<br>Fyshwick') },
        ],
      },
      lookups,
    ) as { blocks: Record<string, unknown>[] };

    expect(page.blocks.map((block) => block.text)).toEqual([
      '<h2>Hours</h2><p><b>Daily</b></p>',
      '<p><a>Win</a></p>',
      '<p>Shop T1<br />Fyshwick</p>',
    ]);
  });

  it("draws an article's Markdown body as the build writes it", () => {
    const record = previewRecord(
      'articles',
      { id: 'news', body: { value: '- one\n- two', format: 'markdown' } },
      lookups,
    ) as { body: unknown };
    expect(record.body).toEqual({ processed: '<ul><li>one</li><li>two</li></ul>' });
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
