import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  type Dirent,
} from 'node:fs';
import { join, relative } from 'node:path';

import type { PageData, SiteData } from 'shared-lib/page-data';

import { ContentError } from '../issues/ContentError';
import { makeTempDir, removeDir, writeContentDir } from '../test-utils/contentDir';
import { makeContent } from '../test-utils/factories';
import { buildSite } from './buildSite';

/** Every file under a folder, relative to it, sorted. */
const listFiles = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

// Each build draws the content's images with sharp: seconds on a busy machine.
jest.setTimeout(60_000);

describe('buildSite', () => {
  let contentDir: string;
  let outDir: string;
  beforeEach(() => {
    contentDir = writeContentDir(makeContent());
    outDir = makeTempDir('content-out-');
  });
  afterEach(() => {
    removeDir(contentDir);
    removeDir(outDir);
  });

  it('writes page data for every route, site data and build info, all with one hash', async () => {
    const result = await buildSite({ contentDir, outDir });
    const data = join(outDir, 'assets', 'data');
    const home = readJson<PageData>(join(data, 'index.json'));
    expect(home).toMatchObject({ hash: result.hash, template: 'home', path: '/', title: 'Home' });
    expect(Object.keys(home)).toEqual(['hash', 'template', 'path', 'title', 'share', 'context']);
    expect(readJson<PageData>(join(data, 'stores', 'nike', 'index.json')).template).toBe(
      'store-detail',
    );
    expect(readJson<PageData>(join(data, '404', 'index.json'))).toMatchObject({
      hash: result.hash,
      template: 'not-found',
    });
    expect(readJson<SiteData>(join(data, 'site-data.json'))).toMatchObject({
      hash: result.hash,
      site: { siteName: 'Canberra Outlet Centre' },
    });
    expect(readJson(join(outDir, 'build-info.json'))).toEqual({
      hash: result.hash,
      routes: result.routes,
    });
    for (const route of result.routes) {
      expect(readJson<PageData>(join(data, route, 'index.json')).hash).toBe(result.hash);
    }
    expect(existsSync(join(outDir, 'images', 'default2by1.jpg'))).toBe(true);
    expect(existsSync(join(outDir, 'images', 'stores', 'nike', 'thumb.png'))).toBe(true);
    for (const icon of ['favicon-32.png', 'icon-192.png', 'icon-512.png', 'apple-touch-icon.png']) {
      expect(existsSync(join(outDir, 'icons', icon))).toBe(true);
    }
  });

  it('is reproducible and removes page data of routes that no longer exist', async () => {
    const first = await buildSite({ contentDir, outDir });
    const stale = join(outDir, 'assets', 'data', 'stores', 'gone', 'index.json');
    mkdirSync(join(stale, '..'), { recursive: true });
    writeFileSync(stale, '{}');
    const second = await buildSite({ contentDir, outDir });
    expect(second.hash).toBe(first.hash);
    expect(second.images.written).toBe(0);
    expect(existsSync(stale)).toBe(false);
  });

  it('writes the same image bytes in two fresh builds, and skips every image when nothing changed', async () => {
    const first = await buildSite({ contentDir, outDir });
    expect(first.images.written).toBe(first.images.total);
    const other = makeTempDir('content-out-again-');
    try {
      await buildSite({ contentDir, outDir: other });
      const files = listFiles(join(outDir, 'images'));
      expect(files.length).toBeGreaterThan(first.images.total);
      expect(listFiles(join(other, 'images'))).toEqual(files);
      const differing = files.filter(
        (file) =>
          !readFileSync(join(outDir, 'images', file)).equals(
            readFileSync(join(other, 'images', file)),
          ),
      );
      expect(differing).toEqual([]);
    } finally {
      removeDir(other);
    }
    const again = await buildSite({ contentDir, outDir });
    expect(again.images).toEqual({
      total: first.images.total,
      written: 0,
      skipped: first.images.total,
    });
  });

  it('writes nothing when the content is invalid', async () => {
    const content = makeContent();
    content.stores[0]!.title = '';
    writeContentDir(content, contentDir);
    const out = join(outDir, 'site');
    await expect(buildSite({ contentDir, outDir: out })).rejects.toThrow(ContentError);
    expect(existsSync(out)).toBe(false);
  });

  it('writes sanitized rich text into the page data and warns about what it removed', async () => {
    const content = makeContent();
    const store = content.stores[0]!;
    store.about = { processed: '<p>Shoes.</p><img src="x" onerror="steal()">' };
    writeContentDir(content, contentDir);
    const warnings: string[] = [];
    await buildSite({
      contentDir,
      outDir,
      displayBase: contentDir,
      warn: (line) => warnings.push(line),
    });
    expect(warnings).toEqual([
      `Warning: stores.json: item "${store.id}" (index 0): field "about.processed": rich text: removed onerror on <img> (not allowed on the site)`,
    ]);
    const written = readFileSync(join(outDir, `assets/data${store.path.alias}index.json`), 'utf8');
    expect(written).toContain('<p>Shoes.</p><img src=\\"x\\" />');
    expect(written).not.toContain('onerror');
  });
});
