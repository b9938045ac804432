import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
