import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { PageData } from 'shared-lib/page-data';
import { pageDataUrl } from 'shared-lib/routes';

import { buildSite } from '../build/buildSite';
import { ContentError } from '../load/ContentError';
import { makeTempDir, removeDir, writeContentDir } from '../test-utils/contentDir';
import { makeContent } from '../test-utils/factories';
import { publishContent, publishImages } from './publishContent';

// The first build draws the content's images with sharp: seconds on a busy machine.
jest.setTimeout(60_000);

const pageAt = (siteDir: string, route: string) =>
  JSON.parse(readFileSync(join(siteDir, pageDataUrl(route)), 'utf8')) as PageData;

describe('publishContent', () => {
  let contentDir: string;
  let siteDir: string;
  beforeEach(async () => {
    contentDir = writeContentDir(makeContent());
    siteDir = makeTempDir('publish-site-');
    await buildSite({ contentDir, outDir: siteDir });
  });
  afterEach(() => {
    removeDir(contentDir);
    removeDir(siteDir);
  });

  it("switches in an offer's new title and names exactly the pages that show it", async () => {
    const content = makeContent();
    content.offers[0]!.title = 'Two for one';
    writeContentDir(content, contentDir);

    const result = publishContent({ contentDir, siteDir });

    // The search page too: it names the new search index.
    expect(result.changedRoutes.sort()).toEqual([
      '/offers/',
      '/offers/half-price/',
      '/search/',
      '/stores/nike/',
    ]);
    expect(result.removedRoutes).toEqual([]);
    expect(pageAt(siteDir, '/offers/half-price/').title).toBe('Two for one');
    // Every file carries the new hash, and so does build-info.json.
    expect(pageAt(siteDir, '/about-us/').hash).toBe(result.hash);
    expect(JSON.parse(readFileSync(join(siteDir, 'build-info.json'), 'utf8'))).toMatchObject({
      hash: result.hash,
    });
    // The offer's pictures carry its title: drawn again after the pages, the rest kept.
    const made = await publishImages(result.content, contentDir, siteDir);
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThan(5);
  });

  it('drops the page data of a removed store', async () => {
    const content = makeContent();
    content.stores = content.stores.filter((store) => store.id !== 'adidas');
    writeContentDir(content, contentDir);

    const result = publishContent({ contentDir, siteDir });
    expect(result.removedRoutes).toEqual(['/stores/adidas/']);
    expect(() => pageAt(siteDir, '/stores/adidas/')).toThrow();
  });

  it('leaves the served site as it was when the content is invalid', async () => {
    const before = readFileSync(join(siteDir, pageDataUrl('/offers/half-price/')), 'utf8');
    const content = makeContent();
    content.offers[0]!.title = '';
    writeContentDir(content, contentDir);

    expect(() => publishContent({ contentDir, siteDir })).toThrow(ContentError);
    expect(readFileSync(join(siteDir, pageDataUrl('/offers/half-price/')), 'utf8')).toBe(before);
  });
});
