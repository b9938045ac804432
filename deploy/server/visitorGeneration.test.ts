import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from './createStaticServer';
import { writeCanary } from '../generations/canaryState';
import { visitorGeneration } from '../generations/visitorGeneration';

describe('visitorGeneration (the Node server does what nginx does)', () => {
  let state: string;

  beforeEach(() => {
    state = mkdtempSync(path.join(tmpdir(), 'cohorts-'));
    for (const id of ['000001', '000002']) {
      mkdirSync(path.join(state, 'generations', id), { recursive: true });
      writeFileSync(path.join(state, 'generations', id, 'index.html'), `page of ${id}`);
    }
    symlinkSync('generations/000001', path.join(state, 'current'));
  });

  afterEach(() => rmSync(state, { recursive: true, force: true }));

  const startCanary = () => {
    symlinkSync('generations/000002', path.join(state, 'canary'));
    writeCanary(state, {
      workspace: 'mf-gifts',
      remote: 'gifts',
      version: 'v2',
      percent: 20,
      generation: '000002',
      stableGeneration: '000001',
      startedAt: new Date().toISOString(),
      by: 'test',
      limits: { minPageViews: 10, falseAbortRate: 0.005 },
    });
  };

  it('serves `current` and sets no cookie while no canary runs', () => {
    expect(visitorGeneration(state, undefined)).toEqual({ generation: '000001' });
    expect(visitorGeneration(state, 'site_cohort=canary')).toEqual({ generation: '000001' });
  });

  it('places a first visit in a cohort with its cookie, then keeps it there', () => {
    startCanary();
    expect(visitorGeneration(state, undefined, () => 0.1)).toEqual({
      generation: '000002',
      setCookie: 'site_cohort=canary; Path=/; Max-Age=43200; SameSite=Lax; HttpOnly',
    });
    expect(visitorGeneration(state, undefined, () => 0.5)).toMatchObject({
      generation: '000001',
      setCookie: expect.stringContaining('site_cohort=stable;'),
    });
    for (let page = 0; page < 20; page += 1) {
      expect(visitorGeneration(state, 'site_cohort=canary', () => 0.9)).toEqual({
        generation: '000002',
      });
      expect(visitorGeneration(state, 'site_cohort=stable', () => 0.0)).toEqual({
        generation: '000001',
      });
    }
  });

  it('is what the Node server answers a page with (real HTTP on loopback)', async () => {
    startCanary();
    const server = createStaticServer({ root: path.join(state, 'build'), spa: true, site: state });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const first = await fetch(url);
      const cohort = /site_cohort=(canary|stable);/.exec(
        first.headers.get('set-cookie') ?? '',
      )?.[1];
      const generation = cohort === 'canary' ? '000002' : '000001';
      expect(await first.text()).toBe(`page of ${generation}`);
      for (let page = 0; page < 20; page += 1) {
        const again = await fetch(url, { headers: { Cookie: `site_cohort=${cohort}` } });
        expect(again.headers.get('x-site-generation')).toBe(generation);
        expect(again.headers.get('set-cookie')).toBeNull();
        expect(await again.text()).toBe(`page of ${generation}`);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
