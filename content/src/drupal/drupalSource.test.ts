import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join, relative } from 'node:path';

import type { Block } from 'shared-lib/content';

import { ContentError, formatIssue, type ContentIssue } from '../issues/ContentError';
import { loadContent } from '../load/loadContent';
import { writeSiteData } from '../page-data/writeSiteData';
import { makeTempDir, removeDir } from '../test-utils/contentDir';
import { collectionPath, MEDIA_IMAGE, NODES } from './drupalModel';
import { DrupalReader } from './DrupalReader';
import { drupalSite } from './drupalSite';
import { loadDrupalContent } from './loadDrupalContent';
import { serveJsonApi, type RunningJsonApiServer } from './serveJsonApi';
import { toJsonApi } from './toJsonApi';

const SEED = join(__dirname, '..', '..', 'seed');

/** Every file under a folder, relative to it, with its parsed JSON. */
function readTree(dir: string): Map<string, unknown> {
  const entries = (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[]).filter(
    (entry) => entry.isFile(),
  );
  return new Map(
    entries
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((path) => [relative(dir, path), JSON.parse(readFileSync(path, 'utf8')) as unknown]),
  );
}

/** A read of the loopback Drupal at `baseUrl`, with the default limits. */
const readerOf = (baseUrl: string) =>
  new DrupalReader(drupalSite(baseUrl, { allowHttpLoopback: true }));

/** The ContentError loading from `baseUrl` throws, as its lines. */
async function problems(baseUrl: string): Promise<string[]> {
  const error = await loadDrupalContent(readerOf(baseUrl)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).message.split('\n');
}

describe('Drupal as a content source', () => {
  const seed = loadContent(SEED);
  let server: RunningJsonApiServer | undefined;
  const dirs: string[] = [];
  afterEach(async () => {
    await server?.close();
    server = undefined;
    dirs.splice(0).forEach(removeDir);
  });
  const tempDir = () => {
    const dir = makeTempDir('drupal-out-');
    dirs.push(dir);
    return dir;
  };

  it('builds the same page data, site data and search index as the seed files', async () => {
    // Small pages, so that every collection of more than 7 items is read through links.next.
    server = await serveJsonApi(toJsonApi(seed), { pageSize: 7 });
    const drupal = await loadDrupalContent(readerOf(server.baseUrl));

    const stores = server.requests.filter((path) => path.startsWith(collectionPath('node--store')));
    expect(stores).toHaveLength(Math.ceil(seed.stores.length / 7));
    expect(stores[1]).toContain('page%5Boffset%5D=7');
    expect(decodeURIComponent(stores[0]!)).toContain('include=field_thumb.field_media_image');
    expect(drupal.skipped).toBe(0);
    // Every record and field, the centre plan's and the menus' included, came back as it was.
    expect(drupal.content).toEqual(seed);

    const fromFiles = tempDir();
    const fromDrupal = tempDir();
    expect(writeSiteData(drupal.content, fromDrupal)).toEqual(writeSiteData(seed, fromFiles));
    const expected = readTree(fromFiles);
    const actual = readTree(fromDrupal);
    expect([...actual.keys()]).toEqual([...expected.keys()]);
    for (const [file, json] of expected) expect([file, actual.get(file)]).toEqual([file, json]);
    // Every picture is a file entity, listed for download (public://images/… is /images/…).
    expect(drupal.files.length).toBeGreaterThan(seed.stores.length);
  });

  it('leaves an unpublished node out, and the lists that referred to it go without it', async () => {
    const site = toJsonApi(seed);
    const gift = site.get(NODES.gifts.type)![0]!;
    gift.attributes.status = false;
    const giftId = gift.attributes.field_id as string;
    server = await serveJsonApi(site, { pageSize: 50 });

    const drupal = await loadDrupalContent(readerOf(server.baseUrl));
    expect(drupal.skipped).toBe(1);
    expect(drupal.content.gifts.map((each) => each.id)).not.toContain(giftId);
    expect(drupal.content.gifts).toHaveLength(seed.gifts.length - 1);
    expect(drupal.content.stores.flatMap((store) => store.gifts)).not.toContain(giftId);
    const routes = writeSiteData(drupal.content, tempDir()).routes;
    expect(routes).not.toContain(seed.gifts.find((each) => each.id === giftId)!.path.alias);
  });

  it('names the collection, item and field of every reference Drupal cannot resolve', async () => {
    const site = toJsonApi(seed);
    const offer = site.get(NODES.offers.type)![2]!;
    offer.relationships.field_store = { data: { type: 'node--store', id: 'deleted-store' } };
    // The media entity of the first store's thumbnail is gone: a reference pointing nowhere.
    const store = site.get(NODES.stores.type)![0]!;
    const thumb = store.relationships.field_thumb!.data as { id: string };
    site.set(
      MEDIA_IMAGE,
      site.get(MEDIA_IMAGE)!.filter((media) => media.id !== thumb.id),
    );
    server = await serveJsonApi(site, { pageSize: 50 });

    const lines = await problems(server.baseUrl);
    expect(lines).toContain(
      `${server.baseUrl}/jsonapi/node/offer: item "${String(offer.attributes.field_id)}" (index 2): field "store": refers to node--store "deleted-store", which Drupal did not return`,
    );
    expect(lines).toContain(
      `${server.baseUrl}/jsonapi/node/store: item "${String(store.attributes.field_id)}" (index 0): field "thumb": refers to media--image "${thumb.id}", which Drupal did not return`,
    );
    // The reference says why the field is empty; validation does not say it again.
    expect(lines.filter((line) => line.endsWith('is required'))).toEqual([]);
  });

  it('sanitizes what Drupal sends for a field rendered as HTML, and says so naming the collection, item and field', async () => {
    const injected = structuredClone(seed);
    const page = injected.pages.find((each) =>
      each.blocks.some((block) => block.type === 'icon_grid'),
    )!;
    const grid = page.blocks.findIndex((block) => block.type === 'icon_grid');
    const item = (page.blocks[grid] as Extract<Block, { type: 'icon_grid' }>).items[0]!;
    item.text = `<p>Open daily.</p><script>alert('drupal')</script>`;
    injected.stores[0]!.about.processed = '<p>About.</p><img src="x" onerror="alert(1)">';
    const warnings: ContentIssue[] = [];
    server = await serveJsonApi(toJsonApi(injected), { pageSize: 50 });

    const drupal = await loadDrupalContent(readerOf(server.baseUrl), {
      onWarning: (warning) => warnings.push(warning),
    });

    const loaded = drupal.content.pages.find((each) => each.id === page.id)!;
    expect((loaded.blocks[grid] as Extract<Block, { type: 'icon_grid' }>).items[0]!.text).toBe(
      '<p>Open daily.</p>',
    );
    expect(drupal.content.stores[0]!.about.processed).toBe('<p>About.</p><img src="x" />');
    expect(warnings.map(formatIssue)).toEqual([
      `${server.baseUrl}/jsonapi/node/store: item "${injected.stores[0]!.id}" (index 0): field "about.processed": rich text: removed onerror on <img> (not allowed on the site)`,
      `${server.baseUrl}/jsonapi/node/page: item "${page.id}": field "blocks[${grid}].items[0].text": rich text: removed <script> (not allowed on the site)`,
    ]);
  });

  it('stops with the address and the answer when Drupal fails', async () => {
    server = await serveJsonApi(new Map());
    await expect(loadDrupalContent(readerOf(server.baseUrl))).rejects.toThrow(
      `Drupal: ${server.baseUrl}/jsonapi/taxonomy_term/store_category`,
    );
  });
});
