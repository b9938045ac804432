import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

import { ContentError } from '../issues/ContentError';
import { makeTempDir, removeDir } from '../test-utils/contentDir';
import { downloadPictures } from './downloadPictures';
import { FILE_TYPE, FILES_PATH } from './drupalModel';
import { DrupalError } from './DrupalError';
import { DrupalReader } from './DrupalReader';
import { drupalSite, type DrupalLimits } from './drupalSite';
import type { Resource } from './jsonApiTypes';
import { serveJsonApi, type JsonApiServerOptions, type RunningJsonApiServer } from './serveJsonApi';

/** A file entity of Drupal at `public://{path}`, served at `url` (its files folder by default). */
const file = (path: string, url = `${FILES_PATH}/${path}`): Resource => ({
  type: FILE_TYPE,
  id: `file-${path}`,
  attributes: { uri: { value: `public://${path}`, url } },
  relationships: {},
});

describe('downloadPictures', () => {
  const picture = Buffer.from('not really a png, but bytes all the same');
  const running: RunningJsonApiServer[] = [];
  let work: string;
  /** The pictures' cache, four folders down, so that a path leaving it stays in the test's folder. */
  let cache: string;

  const drupal = async (options: JsonApiServerOptions = {}) => {
    const server = await serveJsonApi(new Map(), {
      files: { [`${FILES_PATH}/images/stores/nike/logo.png`]: picture },
      ...options,
    });
    running.push(server);
    return server;
  };
  const readerOf = (server: RunningJsonApiServer, limits: Partial<DrupalLimits> = {}) =>
    new DrupalReader(drupalSite(server.baseUrl, { allowHttpLoopback: true, limits }));

  beforeEach(() => {
    work = makeTempDir('drupal-files-');
    cache = join(work, 'a', 'b', 'c', 'cache');
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
    removeDir(work);
  });

  it('saves the pictures Drupal serves at their content address and counts the missing', async () => {
    const server = await drupal();
    const report = await downloadPictures(
      readerOf(server),
      [file('images/stores/nike/logo.png'), file('images/gone.png')],
      cache,
    );
    expect(report).toEqual({ saved: 1, missing: 1 });
    expect(readFileSync(join(cache, 'images/stores/nike/logo.png'))).toEqual(picture);
    expect(existsSync(join(cache, 'images/gone.png'))).toBe(false);
  });

  it('stops naming the address when Drupal answers a picture with an error', async () => {
    const server = await drupal({
      fixed: { [`${FILES_PATH}/images/broken.png`]: { status: 500 } },
    });
    const download = downloadPictures(readerOf(server), [file('images/broken.png')], cache);
    await expect(download).rejects.toThrow(DrupalError);
    await expect(download).rejects.toThrow(
      `${server.baseUrl}${FILES_PATH}/images/broken.png answered 500`,
    );
  });

  it('refuses a picture path that leaves the pictures folder, naming the file entity and field, and writes nothing', async () => {
    const server = await drupal();
    const escaping = file('images/../../../../x.png', `${FILES_PATH}/images/stores/nike/logo.png`);
    const error = await downloadPictures(
      readerOf(server),
      [file('images/stores/nike/logo.png'), escaping, file('images/./y.png')],
      cache,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as ContentError).message.split('\n');
    expect(lines).toContain(
      `${server.baseUrl}/jsonapi/file/file: item "file-images/../../../../x.png": field "uri.value": "public://images/../../../../x.png" is not a picture path below public://images/ (letters, digits, ".", "_" and "-" in each folder name; no "..")`,
    );
    expect(lines.some((line) => line.includes('"public://images/./y.png"'))).toBe(true);
    // Nothing was fetched or written: not the good picture, and nothing above the cache.
    expect(server.requests).toEqual([]);
    expect(existsSync(join(work, 'a', 'x.png'))).toBe(false);
    expect(readdirSync(work)).toEqual([]);
  });

  it('does not write through a folder of the cache that links outside it', async () => {
    const server = await drupal();
    const outside = join(work, 'outside');
    mkdirSync(outside);
    mkdirSync(join(cache, 'images'), { recursive: true });
    symlinkSync(outside, join(cache, 'images', 'stores'));
    await expect(
      downloadPictures(readerOf(server), [file('images/stores/nike/logo.png')], cache),
    ).rejects.toThrow(
      `${join(cache, 'images/stores')} is not a folder of the pictures' cache: remove it and build again`,
    );
    expect(readdirSync(outside, { recursive: true })).toEqual([]);
  });

  it('fetches pictures from the Drupal site only: another host, or a redirect to one, is refused before it is asked', async () => {
    const elsewhere = await drupal();
    const server = await drupal({
      fixed: {
        [`${FILES_PATH}/images/moved.png`]: {
          status: 302,
          location: `${elsewhere.baseUrl}${FILES_PATH}/images/stores/nike/logo.png`,
        },
        [`${FILES_PATH}/images/renamed.png`]: {
          status: 301,
          location: `${FILES_PATH}/images/stores/nike/logo.png`,
        },
      },
    });
    const offSite = `${elsewhere.baseUrl}${FILES_PATH}/images/stores/nike/logo.png`;
    await expect(
      downloadPictures(readerOf(server), [file('images/a.png', offSite)], cache),
    ).rejects.toThrow(`${offSite}: refused, not on the Drupal site ${server.baseUrl}`);
    await expect(
      downloadPictures(readerOf(server), [file('images/moved.png')], cache),
    ).rejects.toThrow(
      `${server.baseUrl}${FILES_PATH}/images/moved.png redirects to ${offSite}: refused, not on the Drupal site ${server.baseUrl}`,
    );
    expect(elsewhere.requests).toEqual([]);
    // A redirect on the site itself is followed.
    expect(await downloadPictures(readerOf(server), [file('images/renamed.png')], cache)).toEqual({
      saved: 1,
      missing: 0,
    });
    expect(readFileSync(join(cache, 'images/renamed.png'))).toEqual(picture);
  });

  it('refuses a picture larger than the picture limit, naming it and its variable', async () => {
    const server = await drupal();
    await expect(
      downloadPictures(
        readerOf(server, { pictureBytes: 10 }),
        [file('images/stores/nike/logo.png')],
        cache,
      ),
    ).rejects.toThrow(
      `${server.baseUrl}${FILES_PATH}/images/stores/nike/logo.png is refused: larger than 10 bytes (DRUPAL_MAX_PICTURE_BYTES)`,
    );
    expect(existsSync(join(cache, 'images/stores/nike/logo.png'))).toBe(false);
  });
});
