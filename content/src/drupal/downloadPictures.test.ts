import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { makeTempDir, removeDir } from '../test-utils/contentDir';
import { downloadPictures } from './downloadPictures';
import { FILE_TYPE, FILES_PATH } from './drupalModel';
import { DrupalError } from './DrupalError';
import type { Resource } from './jsonApiTypes';

const file = (path: string): Resource => ({
  type: FILE_TYPE,
  id: path,
  attributes: { uri: { value: `public://${path}`, url: `${FILES_PATH}/${path}` } },
  relationships: {},
});

describe('downloadPictures', () => {
  const picture = Buffer.from('not really a png, but bytes all the same');
  let server: Server;
  let baseUrl: string;
  let dir: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === `${FILES_PATH}/images/stores/nike/logo.png`) {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(picture);
      } else if (request.url === `${FILES_PATH}/images/broken.png`) {
        response.writeHead(500);
        response.end();
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    dir = makeTempDir('drupal-files-');
  });
  afterEach(() => removeDir(dir));

  it('saves the pictures Drupal serves at their content address and counts the missing', async () => {
    const report = await downloadPictures(
      baseUrl,
      [file('images/stores/nike/logo.png'), file('images/gone.png')],
      dir,
    );
    expect(report).toEqual({ saved: 1, missing: 1 });
    expect(readFileSync(join(dir, 'images/stores/nike/logo.png'))).toEqual(picture);
    expect(existsSync(join(dir, 'images/gone.png'))).toBe(false);
  });

  it('saves nothing when a file would be saved outside the content folder, naming the file', async () => {
    const outside = file('images/../../escaped.png');
    const download = downloadPictures(baseUrl, [file('images/stores/nike/logo.png'), outside], dir);
    await expect(download).rejects.toThrow(
      `Drupal: ${FILE_TYPE} images/../../escaped.png: field "uri" must not contain ".." (public://images/../../escaped.png)`,
    );
    expect(existsSync(join(dir, 'images/stores/nike/logo.png'))).toBe(false);
    expect(existsSync(join(dir, '../escaped.png'))).toBe(false);
  });

  it('stops naming the address when Drupal answers a picture with an error', async () => {
    const download = downloadPictures(baseUrl, [file('images/broken.png')], dir);
    await expect(download).rejects.toThrow(DrupalError);
    await expect(download).rejects.toThrow(
      `${baseUrl}${FILES_PATH}/images/broken.png answered 500`,
    );
  });
});
