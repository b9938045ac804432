import { join } from 'node:path';

import { loadContent } from '../load/loadContent';
import { collectionPath, TERM_TYPE } from './drupalModel';
import { DrupalError } from './DrupalError';
import { DrupalReader } from './DrupalReader';
import {
  DEFAULT_DRUPAL_LIMITS,
  drupalSite,
  drupalSiteOptionsFromEnv,
  type DrupalLimits,
} from './drupalSite';
import { loadDrupalContent } from './loadDrupalContent';
import { serveJsonApi, type JsonApiServerOptions, type RunningJsonApiServer } from './serveJsonApi';
import { toJsonApi, type JsonApiSite } from './toJsonApi';

const seedSite = (): JsonApiSite => toJsonApi(loadContent(join(__dirname, '..', '..', 'seed')));

describe('the address of the Drupal site', () => {
  it('is https; plain http only on loopback, and only when allowed for tests', () => {
    expect(drupalSite('https://cms.example.com/').base).toBe('https://cms.example.com');
    expect(() => drupalSite('http://cms.example.com')).toThrow(
      'Drupal: http://cms.example.com is refused: Drupal is read over https only (DRUPAL_ALLOW_HTTP_LOOPBACK=1 allows http for 127.0.0.1 and localhost, for tests)',
    );
    expect(() => drupalSite('http://127.0.0.1:8086')).toThrow(DrupalError);
    expect(() => drupalSite('http://cms.example.com', { allowHttpLoopback: true })).toThrow(
      'is refused',
    );
    expect(() => drupalSite('http://10.0.0.5', { allowHttpLoopback: true })).toThrow('is refused');
    for (const loopback of ['http://127.0.0.1:8086', 'http://localhost:8086', 'http://[::1]:8086'])
      expect(drupalSite(loopback, { allowHttpLoopback: true }).origin).toBe(loopback);
    expect(() => drupalSite('ftp://cms.example.com')).toThrow('is refused');
  });

  it('takes its limits from the environment, refusing a value that is not a positive number', () => {
    expect(drupalSiteOptionsFromEnv({})).toEqual({ limits: {}, allowHttpLoopback: false });
    expect(
      drupalSite('https://cms.example.com', {
        ...drupalSiteOptionsFromEnv({ DRUPAL_MAX_PAGES: '20', DRUPAL_MAX_SECONDS: '1.5' }),
      }).limits,
    ).toEqual({ ...DEFAULT_DRUPAL_LIMITS, pages: 20, seconds: 1.5 });
    expect(drupalSiteOptionsFromEnv({ DRUPAL_ALLOW_HTTP_LOOPBACK: '1' }).allowHttpLoopback).toBe(
      true,
    );
    expect(() => drupalSiteOptionsFromEnv({ DRUPAL_MAX_PICTURE_BYTES: 'lots' })).toThrow(
      'DRUPAL_MAX_PICTURE_BYTES must be a positive number (got "lots")',
    );
    expect(() => drupalSiteOptionsFromEnv({ DRUPAL_MAX_RESPONSE_BYTES: '0' })).toThrow(
      'DRUPAL_MAX_RESPONSE_BYTES must be a positive number',
    );
  });
});

describe('a read of Drupal', () => {
  const running: RunningJsonApiServer[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
  });
  const drupal = async (options: JsonApiServerOptions, site: JsonApiSite = seedSite()) => {
    const server = await serveJsonApi(site, options);
    running.push(server);
    return server;
  };
  const load = (server: RunningJsonApiServer, limits: Partial<DrupalLimits> = {}) =>
    loadDrupalContent(
      new DrupalReader(drupalSite(server.baseUrl, { allowHttpLoopback: true, limits })),
    );
  const categories = (server: RunningJsonApiServer) =>
    `${server.baseUrl}${collectionPath(TERM_TYPE)}`;

  it('stops at its page limit, naming the page refused and the limit', async () => {
    const server = await drupal({ pageSize: 7 });
    await expect(load(server, { pages: 3 })).rejects.toThrow(
      /is refused: the read has reached its limit of 3 JSON:API pages \(DRUPAL_MAX_PAGES\)$/,
    );
    expect(server.requests).toHaveLength(3);
  });

  it('refuses an answer larger than its limit, naming it and the limit', async () => {
    const server = await drupal({});
    await expect(load(server, { responseBytes: 2000 })).rejects.toThrow(
      `Drupal: ${categories(server)} is refused: larger than 2000 bytes (DRUPAL_MAX_RESPONSE_BYTES)`,
    );
  });

  it('stops when the whole read takes longer than its time limit', async () => {
    const server = await drupal({ delayMs: 400 });
    await expect(load(server, { seconds: 0.2 })).rejects.toThrow(
      `Drupal: ${categories(server)} is refused: the read has reached its limit of 0.2 s (DRUPAL_MAX_SECONDS)`,
    );
  });

  it('follows links.next on the Drupal site only', async () => {
    const elsewhere = await drupal({}, new Map());
    const server = await drupal({ pageSize: 7, linksOrigin: elsewhere.baseUrl });
    await expect(load(server)).rejects.toThrow(
      new RegExp(
        `^Drupal: ${elsewhere.baseUrl}/jsonapi/.*: refused, not on the Drupal site ${server.baseUrl}$`,
      ),
    );
    expect(elsewhere.requests).toEqual([]);
  });

  it('follows a redirect on the site, and refuses one to another host before asking it', async () => {
    const elsewhere = await drupal({}, new Map());
    const categoriesPath = collectionPath(TERM_TYPE);
    const server = await drupal({
      fixed: {
        '/old-categories': { status: 301, location: categoriesPath },
        [categoriesPath]: { status: 307, location: `${elsewhere.baseUrl}${categoriesPath}` },
        '/loop': { status: 302, location: '/loop' },
      },
    });
    const reader = new DrupalReader(drupalSite(server.baseUrl, { allowHttpLoopback: true }));
    await expect(reader.page(`${server.baseUrl}/old-categories`)).rejects.toThrow(
      `Drupal: ${server.baseUrl}${categoriesPath} redirects to ${elsewhere.baseUrl}${categoriesPath}: refused, not on the Drupal site ${server.baseUrl}`,
    );
    expect(server.requests).toEqual(['/old-categories', categoriesPath]);
    expect(elsewhere.requests).toEqual([]);
    await expect(reader.page(`${server.baseUrl}/loop`)).rejects.toThrow(
      `Drupal: ${server.baseUrl}/loop is refused: more than 5 redirects`,
    );
  });
});
