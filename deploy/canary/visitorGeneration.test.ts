import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeCanary } from './canaryState';
import { visitorGeneration } from './visitorGeneration';

describe('visitorGeneration (the Node server does what nginx does)', () => {
  let state: string;

  beforeEach(() => {
    state = mkdtempSync(path.join(tmpdir(), 'cohorts-'));
    for (const id of ['000001', '000002'])
      mkdirSync(path.join(state, 'generations', id), { recursive: true });
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
      limits: { minPageViews: 10, maxExcess: 0.05 },
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
});
