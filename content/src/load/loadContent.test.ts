import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { makeContent, makeStore } from '../test-utils/factories';
import { makeTempDir, removeDir, writeContentDir } from '../test-utils/contentDir';
import { editorJson } from '../model/editorJson';
import { ContentError } from '../issues/ContentError';
import { loadContent } from './loadContent';

/** The message of the ContentError that loading `dir` throws. */
function loadError(dir: string): string {
  try {
    loadContent(dir, { displayBase: dir });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected a ContentError');
}

describe('loadContent', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => removeDir(dir));

  it('loads a valid content directory', () => {
    writeContentDir(makeContent(), dir);
    const content = loadContent(dir);
    expect(content.stores.map((store) => store.id)).toEqual(['nike', 'adidas']);
    expect(content.pages.map((page) => page.id)).toEqual(['about-us', 'home']);
    expect(content.site.siteName).toBe('Canberra Outlet Centre');
  });

  it('reads each collection from its folder, one file per item, in file-name order', () => {
    const content = makeContent();
    writeContentDir(content, dir, 'folders');
    const loaded = loadContent(dir);
    expect(loaded.stores.map((store) => store.id)).toEqual(['adidas', 'nike']);
    expect(loaded.slides).toEqual(content.slides);
    expect(loaded.categories).toHaveLength(content.categories.length);
  });

  it('reads a collection from its list file when it has no folder', () => {
    const content = makeContent();
    writeContentDir(content, dir, 'folders');
    rmSync(join(dir, 'stores'), { recursive: true });
    writeFileSync(join(dir, 'stores.json'), editorJson(content.stores));
    expect(loadContent(dir).stores.map((store) => store.id)).toEqual(['nike', 'adidas']);
  });

  it('names the item file, the item and the field of a broken field in a folder', () => {
    const content = makeContent();
    content.stores[1] = makeStore({
      id: 'adidas',
      title: 'Adidas',
      path: { alias: '/shops/adidas/' },
    });
    writeContentDir(content, dir, 'folders');
    writeFileSync(join(dir, 'offers', 'broken.json'), '{ "id": "broken", }');
    const message = loadError(dir);
    expect(message).toContain(
      `${join('stores', 'adidas.json')}: item "adidas": field "path.alias": must start with "/stores/"`,
    );
    expect(message).toMatch(/^offers\/broken\.json: is not valid JSON: .*line 1/m);
  });

  it('names the file, the item with its index and the field of a broken field', () => {
    const content = makeContent();
    content.stores[1] = makeStore({
      id: 'adidas',
      title: 'Adidas',
      path: { alias: '/shops/adidas/' },
    });
    writeContentDir(content, dir);
    expect(loadError(dir)).toContain(
      'stores.json: item "adidas" (index 1): field "path.alias": must start with "/stores/"',
    );
  });

  it('lists every problem, one per line, across files', () => {
    const content = makeContent();
    (content.stores[1] as unknown as Record<string, unknown>).giftcards = 'yes';
    content.articles[0]!.pubDate = { value: '2026-02-30' };
    (content.site as unknown as Record<string, unknown>).siteUrl = 'https://example.com/';
    writeContentDir(content, dir);
    const lines = loadError(dir).split('\n');
    expect(lines[0]).toBe('Content is invalid (3 problems):');
    expect(lines.slice(1).sort()).toEqual([
      'articles.json: item "a-story" (index 0): field "pubDate.value": must be a date (yyyy-MM-dd) or a local date-time (yyyy-MM-ddTHH:mm:ss)',
      'site.json: field "siteUrl": must not end with "/" (page paths start with one)',
      'stores.json: item "adidas" (index 1): field "giftcards": must be a boolean, not "yes"',
    ]);
  });

  it('names a misspelt field as unknown', () => {
    const content = makeContent();
    (content.events[0] as unknown as Record<string, unknown>).titel = 'Typo';
    writeContentDir(content, dir);
    expect(loadError(dir)).toContain(
      'events.json: item "a-market" (index 0): field "titel": is not a known field',
    );
  });

  it('names a missing file', () => {
    writeContentDir(makeContent(), dir);
    rmSync(join(dir, 'offers.json'));
    expect(loadError(dir)).toContain('offers.json: file not found');
  });

  it('names a file with invalid JSON and where the syntax breaks', () => {
    writeContentDir(makeContent(), dir);
    writeFileSync(join(dir, 'gifts.json'), '[\n  { "id": "a", }\n]');
    expect(loadError(dir)).toMatch(/^gifts\.json: is not valid JSON: .*line 2/m);
  });

  it('names a list file that is not an array', () => {
    writeContentDir(makeContent(), dir);
    writeFileSync(join(dir, 'jobs.json'), '{}');
    expect(loadError(dir)).toContain('jobs.json: must be a JSON array of items');
  });

  it('names a page by its file and id, and the block field inside it', () => {
    const content = makeContent();
    content.pages[1]!.blocks = [{ id: 'x', type: 'spacer', colour: 'pink' as 'grey' }];
    writeContentDir(content, dir);
    expect(loadError(dir)).toContain(
      `${join('pages', 'about-us.json')}: item "about-us": field "blocks[0].colour": must be one of: grey, white, transparent`,
    );
  });

  it('requires the gift guide block to have a title', () => {
    const content = makeContent();
    content.pages[1]!.blocks = [{ id: 'x', type: 'gift_guide' } as never];
    writeContentDir(content, dir);
    expect(loadError(dir)).toContain('field "blocks[0].title": is required');
  });

  it("takes the What's On block with or without a heading, and nothing else", () => {
    const content = makeContent();
    content.pages[1]!.blocks = [
      { id: 'titled', type: 'whats_on', title: 'Things to do' },
      { id: 'plain', type: 'whats_on' },
    ];
    writeContentDir(content, dir);
    const loaded = loadContent(dir).pages.find((page) => page.id === content.pages[1]!.id);
    expect(loaded?.blocks).toEqual(content.pages[1]!.blocks);

    content.pages[1]!.blocks = [{ id: 'x', type: 'whats_on', filter: 'events' } as never];
    writeContentDir(content, dir);
    expect(loadError(dir)).toContain('field "blocks[0].filter": is not a known field');
  });

  it('rejects a block of an unknown type', () => {
    const content = makeContent();
    content.pages[1]!.blocks = [{ id: 'x', type: 'carousel' } as never];
    writeContentDir(content, dir);
    expect(loadError(dir)).toMatch(/field "blocks\[0\]\.type": must be one of: hero_slider, /);
  });

  it('shows file names relative to the display base', () => {
    const content = makeContent();
    content.slides[0]!.image.width = 1919;
    writeContentDir(content, dir);
    let message = '';
    try {
      loadContent(dir, { displayBase: join(dir, '..') });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      `${join(dir.split('/').pop()!, 'slides.json')}: item "slide-1" (index 0): field "image": must be 1920x690`,
    );
  });
});
