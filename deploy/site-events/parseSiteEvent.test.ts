import { FAILURE, PAGE_ERROR, PAGE_VIEW, SEARCH, VITALS } from './siteEventExamples';
import { parseSiteEvent, SiteEventError } from './parseSiteEvent';

function refusal(value: unknown): SiteEventError {
  try {
    parseSiteEvent(value);
  } catch (error) {
    if (error instanceof SiteEventError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('parseSiteEvent', () => {
  it('accepts every kind of event as pages send them', () => {
    for (const event of [PAGE_VIEW, FAILURE, PAGE_ERROR, VITALS, SEARCH])
      expect(parseSiteEvent(event)).toEqual(event);
    expect(parseSiteEvent({ ...FAILURE, kind: 'hydration', remote: null, release: null })).toEqual({
      ...FAILURE,
      kind: 'hydration',
      remote: null,
      release: null,
    });
    expect(parseSiteEvent({ ...VITALS, inp: null, page: 'a1b2c3d4e5f6a7b8' })).toMatchObject({
      inp: null,
      page: 'a1b2c3d4e5f6a7b8',
    });
  });

  it('names the field at fault', () => {
    expect(refusal([]).field).toBe('event');
    expect(refusal({ ...PAGE_VIEW, type: 'click' }).field).toBe('type');
    expect(refusal({ ...PAGE_VIEW, path: 'stores' }).field).toBe('path');
    expect(refusal({ ...PAGE_VIEW, path: `/${'a'.repeat(400)}` }).field).toBe('path');
    expect(refusal({ ...PAGE_VIEW, generation: 4 }).field).toBe('generation');
    expect(refusal({ ...PAGE_VIEW, route: 'shop' }).field).toBe('route');
    expect(refusal({ ...PAGE_VIEW, releases: { shop: 'v1' } }).field).toBe('releases.shop');
    expect(refusal({ ...PAGE_VIEW, releases: { gifts: 'v 1' } }).field).toBe('releases.gifts');
    expect(refusal({ ...FAILURE, kind: 'crash' }).field).toBe('kind');
    expect(refusal({ ...FAILURE, remote: 'shop' }).field).toBe('remote');
    expect(refusal({ ...FAILURE, release: '<b>' }).field).toBe('release');
    expect(refusal({ ...FAILURE, page: 'x' }).field).toBe('page');
    expect(refusal({ ...VITALS, device: 'iPhone 17' }).field).toBe('device');
    expect(refusal({ ...VITALS, cls: 'low' }).field).toBe('cls');
    expect(refusal({ ...VITALS, lcp: 120_000 }).field).toBe('lcp');
    expect(refusal({ ...SEARCH, query: '' }).field).toBe('query');
    expect(refusal({ ...SEARCH, results: 1.5 }).field).toBe('results');
  });

  it('refuses any field beyond the event’s own, so nothing about a visitor is stored', () => {
    const error = refusal({ ...PAGE_VIEW, userAgent: 'Mozilla/5.0' });
    expect(error.field).toBe('userAgent');
    expect(error.message).toBe('userAgent: not a field of a pageview event');
    expect(refusal({ ...PAGE_VIEW, kind: 'render' }).field).toBe('kind');
    expect(refusal({ ...VITALS, screen: '390x844' }).field).toBe('screen');
    expect(refusal({ ...SEARCH, path: '/search/' }).field).toBe('path');
  });
});
