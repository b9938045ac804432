import { makeContent, makePage, makeStore } from '../test-utils/factories';
import { makeTempDir, removeDir, writeContentDir } from '../test-utils/contentDir';
import type { ContentIssue } from '../issues/ContentError';
import { loadContent } from './loadContent';

describe('loadContent sanitizes rich text', () => {
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

  it('says nothing about rich text that was already clean', () => {
    writeContentDir(makeContent(), dir);
    const onWarning = jest.fn();
    loadContent(dir, { displayBase: dir, onWarning });
    expect(onWarning).not.toHaveBeenCalled();
  });
});
