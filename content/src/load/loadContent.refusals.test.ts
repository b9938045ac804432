import { join } from 'node:path';

import type { Block } from 'shared-lib/content';

import { makeContent } from '../test-utils/factories';
import { makeTempDir, removeDir, writeContentDir } from '../test-utils/contentDir';
import { ContentError } from '../issues/ContentError';
import { loadContent } from './loadContent';

// Fields whose text would reach CSS, a third party's script or frame, or a path of the build's
// folders: only values of the kinds the site writes itself are taken, and a refusal names the
// file, the item and the field.

const PAGE_FILE = join('pages', 'about-us.json');

function problemsWith(blocks: Block[], dir: string, change?: (page: object) => void): string[] {
  const content = makeContent();
  content.pages[1]!.blocks = blocks;
  change?.(content.pages[1]!);
  writeContentDir(content, dir);
  try {
    loadContent(dir, { displayBase: dir });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message.split('\n');
  }
  return [];
}

const button = (colour: string) =>
  ({
    size: 'halves',
    title: 'Join',
    colour,
    link: { path: '/stores/' },
    big: false,
  }) as never;

describe('loadContent refuses', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => removeDir(dir));

  it.each([
    '#e5007e',
    'red',
    'red;background-image:url(https://evil.example/x.png)',
    'var(--colour-sale)',
  ])('an image button colour that is not a design token: %s', (colour) => {
    const blocks: Block[] = [
      { id: 'b', type: 'button_section', size: 'halves', items: [button(colour)] },
    ];
    expect(problemsWith(blocks, dir)).toContain(
      `${PAGE_FILE}: item "about-us": field "blocks[0].items[0].colour": must be one of: brand, sale, pink, blue`,
    );
  });

  it('takes every design-token colour of an image button', () => {
    const blocks: Block[] = [
      {
        id: 'b',
        type: 'button_section',
        size: 'halves',
        items: ['brand', 'sale', 'pink', 'blue'].map(button),
      },
    ];
    expect(problemsWith(blocks, dir)).toEqual([]);
  });

  it.each([
    'https://evil.example/feed.js',
    'https://www.googletagmanager.com/gtm.js?id=GTM-EVIL',
    'https://cdn.lightwidget.com.evil.example/feed.js',
    'http://cdn.lightwidget.com/widgets/lightwidget.js',
  ])('a social feed script the policy does not let in: %s', (feedScript) => {
    const blocks: Block[] = [{ id: 's', type: 'social_banner', heading: 'Social', feedScript }];
    expect(problemsWith(blocks, dir)).toContain(
      `${PAGE_FILE}: item "about-us": field "blocks[0].feedScript": must be an address under https://cdn.lightwidget.com (the social feed script: the site's Content-Security-Policy allows no other)`,
    );
  });

  it.each(['https://evil.example/map', 'https://snazzymaps.com.evil.example/embed/1'])(
    'a map frame the policy does not let in: %s',
    (mapUrl) => {
      const blocks: Block[] = [
        { id: 'm', type: 'map_contact', heading: 'Find us', text: '', mapUrl, reversed: false },
      ];
      expect(problemsWith(blocks, dir)).toContain(
        `${PAGE_FILE}: item "about-us": field "blocks[0].mapUrl": must be an address under https://snazzymaps.com (the map is embedded in an iframe: the site's Content-Security-Policy allows no other)`,
      );
    },
  );

  it('takes the embeds the policy lets in', () => {
    const blocks: Block[] = [
      {
        id: 's',
        type: 'social_banner',
        heading: 'Social',
        feedScript: 'https://cdn.lightwidget.com/widgets/lightwidget.js',
      },
      {
        id: 'm',
        type: 'map_contact',
        heading: 'Find us',
        text: '',
        mapUrl: 'https://snazzymaps.com/embed/512345',
        reversed: false,
      },
    ];
    expect(problemsWith(blocks, dir)).toEqual([]);
  });

  it.each([
    '/images/../../etc/passwd.png',
    '/images/pages/../../../shell/dist/index.png',
    '/images/a/../b.jpg',
  ])('a picture address with "..": %s', (url) => {
    const problems = problemsWith([], dir, (page) =>
      Object.assign(page, { banner: { url, width: 1920, height: 480 } }),
    );
    expect(problems).toContain(
      `${PAGE_FILE}: item "about-us": field "banner.url": must not contain ".."`,
    );
  });
});
