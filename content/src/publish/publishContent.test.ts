import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { pageDataUrl } from 'shared-lib/routes';

import { CONTENT_FILES } from '../model/content';
import { buildSite } from '../pipeline/buildSite';
import { ContentError } from '../issues/ContentError';
import { makeTempDir, removeDir, writeContentDir } from '../test-utils/contentDir';
import { makeContent } from '../test-utils/factories';
import { publishContent } from './publishContent';

// Builds draw the content's images with sharp: seconds on a busy machine.
jest.setTimeout(60_000);

const inode = (file: string) => statSync(file).ino;

describe('publishContent', () => {
  const content = makeContent();
  const offer = content.offers[0]!;
  let contentDir: string;
  let baseDir: string;
  let outDir: string;
  beforeEach(async () => {
    contentDir = writeContentDir(content);
    baseDir = makeTempDir('content-base-');
    outDir = join(makeTempDir('content-published-'), 'out');
    await buildSite({ contentDir, outDir: baseDir });
  });
  afterEach(() => {
    for (const dir of [contentDir, baseDir, join(outDir, '..')]) removeDir(dir);
  });

  it('writes the new page data, redraws only the pictures whose words changed, and leaves the served files as they were', async () => {
    const storeLogo = join(baseDir, content.stores[0]!.logo.url);
    const offerThumb = join(baseDir, offer.thumb.url);
    const servedThumb = readFileSync(offerThumb);
    writeFileSync(
      join(contentDir, CONTENT_FILES.offers),
      JSON.stringify([{ ...offer, title: 'Everything half price today' }], null, 2),
    );

    const result = await publishContent({ contentDir, baseDir, outDir });

    const pageData = readFileSync(join(outDir, pageDataUrl(offer.path.alias)), 'utf8');
    expect(pageData).toContain('Everything half price today');
    expect(result.images.written).toBeGreaterThan(0);
    expect(result.images.written).toBeLessThan(result.images.total);
    // The unchanged picture is the served file itself; the offer's is a new one.
    expect(inode(join(outDir, content.stores[0]!.logo.url))).toBe(inode(storeLogo));
    expect(inode(join(outDir, offer.thumb.url))).not.toBe(inode(offerThumb));
    expect(readFileSync(offerThumb).equals(servedThumb)).toBe(true);
  });

  it('publishes an icon grid with a script in its text without the script, and warns naming the file, item and field', async () => {
    const page = content.pages[1]!;
    const grid = {
      id: 'facilities',
      type: 'icon_grid',
      items: [
        {
          icon: 'wifi',
          title: 'Free Wi-Fi',
          text: '<p>Ask at the desk.</p><script>window.injected = true</script><p onmouseover="window.injected = true">Hover</p>',
        },
      ],
    };
    writeFileSync(
      join(contentDir, 'pages', `${page.id}.json`),
      JSON.stringify({ ...page, blocks: [grid] }, null, 2),
    );
    const warnings: string[] = [];

    await publishContent({ contentDir, baseDir, outDir, warn: (line) => warnings.push(line) });

    const pageData = readFileSync(join(outDir, pageDataUrl(page.path.alias)), 'utf8');
    expect(pageData).toContain('<p>Ask at the desk.</p><p>Hover</p>');
    // Nothing written for the site (page data, site data, search index) carries the script.
    const written = (readdirSync(outDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.json'))
      .map((file) => readFileSync(join(outDir, file), 'utf8'));
    expect(written.length).toBeGreaterThan(3);
    expect(written.filter((text) => text.includes('window.injected'))).toEqual([]);
    expect(warnings).toEqual([
      `Warning: ${join(contentDir, 'pages', `${page.id}.json`)}: item "${page.id}": field "blocks[0].items[0].text": rich text: removed <script>, onmouseover on <p> (not allowed on the site)`,
    ]);
  });

  it('refuses bad content naming the file, item and field, and writes no page data', async () => {
    writeFileSync(
      join(contentDir, CONTENT_FILES.offers),
      JSON.stringify([{ ...offer, title: '' }], null, 2),
    );
    const publishing = publishContent({ contentDir, baseDir, outDir });
    await expect(publishing).rejects.toBeInstanceOf(ContentError);
    await expect(publishing).rejects.toThrow(new RegExp(`offers\\.json.*${offer.id}.*title`, 's'));
    expect(existsSync(join(outDir, 'build-info.json'))).toBe(false);
  });
});
