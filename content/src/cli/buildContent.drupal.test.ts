import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { NODES } from '../drupal/drupalModel';
import { serveJsonApi, type RunningJsonApiServer } from '../drupal/serveJsonApi';
import { toJsonApi } from '../drupal/toJsonApi';
import { loadContent } from '../load/loadContent';
import { makeTempDir, removeDir } from '../test-utils/contentDir';

const cli = join(__dirname, 'buildContent.ts');
const tsx = require.resolve('tsx/cli');

/**
 * Runs the CLI with the Drupal source at `baseUrl`. Asynchronously: the loopback Drupal answers
 * from this process, which must not be blocked while the CLI reads from it.
 */
function runCli(
  baseUrl: string,
  cwd: string,
  more: NodeJS.ProcessEnv = { DRUPAL_ALLOW_HTTP_LOOPBACK: '1' },
): Promise<{ code: number; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    INIT_CWD: cwd,
    CONTENT_SOURCE: 'drupal',
    DRUPAL_BASE_URL: baseUrl,
    ...more,
  };
  delete env.CONTENT_DIR;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, cli, '--out', 'out'],
      { cwd, env, timeout: 60_000 },
      (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
    );
  });
}

// Each run starts tsx and reads every collection: seconds on a busy machine.
jest.setTimeout(60_000);

describe('buildContent CLI with the Drupal source', () => {
  let work: string;
  let server: RunningJsonApiServer | undefined;
  beforeEach(() => {
    work = makeTempDir('content-cli-drupal-');
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    removeDir(work);
  });

  it('exits 1 on a broken reference, naming the collection address, item and field', async () => {
    const site = toJsonApi(loadContent(join(__dirname, '..', '..', 'seed')));
    const offer = site.get(NODES.offers.type)![0]!;
    offer.relationships.field_store = { data: { type: 'node--store', id: 'gone' } };
    server = await serveJsonApi(site, { pageSize: 20 });

    const result = await runCli(server.baseUrl, work);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${server.baseUrl}/jsonapi/node/offer: item "${String(offer.attributes.field_id)}" (index 0): field "store": refers to node--store "gone", which Drupal did not return`,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(work, 'out'))).toBe(false);
  });

  it('exits 3 naming the address when Drupal answers with an error', async () => {
    server = await serveJsonApi(new Map());
    const result = await runCli(server.baseUrl, work);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(
      `Drupal: ${server.baseUrl}/jsonapi/taxonomy_term/store_category answered 404 Not Found`,
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 before reading anything when the address is plain http, unless allowed on loopback', async () => {
    server = await serveJsonApi(new Map());
    const result = await runCli(server.baseUrl, work, {});
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `Drupal: ${server.baseUrl} is refused: Drupal is read over https only (DRUPAL_ALLOW_HTTP_LOOPBACK=1 allows http for 127.0.0.1 and localhost, for tests)`,
    );
    expect(server.requests).toEqual([]);
  });

  it('exits 3 naming the limit when the read goes past one', async () => {
    server = await serveJsonApi(toJsonApi(loadContent(join(__dirname, '..', '..', 'seed'))), {
      pageSize: 5,
    });
    const result = await runCli(server.baseUrl, work, {
      DRUPAL_ALLOW_HTTP_LOOPBACK: '1',
      DRUPAL_MAX_PAGES: '4',
    });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(
      'is refused: the read has reached its limit of 4 JSON:API pages (DRUPAL_MAX_PAGES)',
    );
    expect(server.requests).toHaveLength(4);
  });
});
