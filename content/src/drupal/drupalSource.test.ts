import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join, relative } from 'node:path';

import { writeSiteData } from '../build/buildSite';
import { ContentError } from '../load/ContentError';
import { loadContent } from '../load/loadContent';
import { makeTempDir, removeDir } from '../test-utils/contentDir';
import { NODES, collectionPath } from './drupalModel';
import type { Resource } from './jsonApiTypes';
import { loadDrupalContent } from './loadDrupalContent';
import { serveJsonApi, type RunningJsonApiServer } from './serveJsonApi';
import { toJsonApi, uuidFor, type JsonApiSite } from './toJsonApi';

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

const copySite = (site: JsonApiSite): JsonApiSite =>
  new Map([...site].map(([type, list]) => [type, structuredClone(list)]));

describe('Drupal as a content source', () => {
  const seed = loadContent(SEED);
  let server: RunningJsonApiServer | undefined;
  const outDirs: string[] = [];
  afterEach(async () => {
    await server?.close();
    server = undefined;
    outDirs.splice(0).forEach(removeDir);
  });
  const outDir = () => {
    const dir = makeTempDir('drupal-out-');
    outDirs.push(dir);
    return dir;
  };

  it('builds the same page data, site data and search index as the seed files', async () => {
    const site = toJsonApi(seed);
    // A draft that must not reach the site: unpublished nodes are skipped.
    const draft = structuredClone(site.get(NODES.offers.type)![0]!);
    draft.id = uuidFor(NODES.offers.type, 'draft-offer');
    draft.attributes = {
      ...draft.attributes,
      status: false,
      field_id: 'draft-offer',
      title: 'Draft',
    };
    site.get(NODES.offers.type)!.push(draft);
    // Small pages, so every collection of more than 7 items is read through links.next.
    server = await serveJsonApi(site, { pageSize: 7 });

    const drupal = await loadDrupalContent(server.baseUrl);
    expect(drupal.skipped).toBe(1);
    const stores = server.requests.filter((path) => path.startsWith(collectionPath('node--store')));
    expect(stores.length).toBe(Math.ceil(seed.stores.length / 7));
    expect(stores[1]).toContain('page%5Boffset%5D=7');
    expect(stores[0]).toContain('include=field_thumb.field_media_image');

    const fromFiles = outDir();
    const fromDrupal = outDir();
    const filesBuild = writeSiteData(seed, fromFiles);
    const drupalBuild = writeSiteData(drupal.content, fromDrupal);
    expect(drupalBuild).toEqual(filesBuild);
    const expected = readTree(fromFiles);
    const actual = readTree(fromDrupal);
    expect([...actual.keys()]).toEqual([...expected.keys()]);
    for (const [file, json] of expected) expect([file, actual.get(file)]).toEqual([file, json]);
    // The pictures Drupal holds are listed for download (public://images/… is /images/…).
    expect(drupal.files.length).toBeGreaterThan(seed.stores.length);
  });

  it('names the collection, item and field of every reference Drupal cannot resolve', async () => {
    const site = copySite(toJsonApi(seed));
    const offers = site.get(NODES.offers.type)!;
    const offer = offers[2]!;
    offer.relationships.field_store = { data: { type: 'node--store', id: 'deleted-store' } };
    const store = site.get(NODES.stores.type)![0]!;
    const thumb = store.relationships.field_thumb!.data as { id: string };
    // The media entity is gone: a thumbnail pointing nowhere.
    site.set(
      'media--image',
      site.get('media--image')!.filter((media: Resource) => media.id !== thumb.id),
    );
    server = await serveJsonApi(site, { pageSize: 50 });

    const error = await loadDrupalContent(server.baseUrl).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as ContentError).message.split('\n');
    const offersUrl = `${server.baseUrl}/jsonapi/node/offer`;
    expect(lines).toContain(
      `${offersUrl}: item "${String(offer.attributes.field_id)}" (index 2): field "store": refers to node--store "deleted-store", which Drupal did not return`,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${server.baseUrl}/jsonapi/node/store: item "${String(store.attributes.field_id)}" \\(index 0\\): field "thumb": refers to media--image "${thumb.id}"`,
        ),
      ),
    );
  });

  it('stops with the address and the answer when Drupal fails', async () => {
    server = await serveJsonApi(new Map());
    await expect(loadDrupalContent(server.baseUrl)).rejects.toThrow(
      `Drupal: ${server.baseUrl}/jsonapi/taxonomy_term/store_category answered 404 Not Found`,
    );
  });
});
