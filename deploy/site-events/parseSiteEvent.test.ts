import { parseSiteEvent, SiteEventError } from './parseSiteEvent';

const pageView = {
  type: 'pageview',
  path: '/stores/',
  generation: '000004',
  releases: { gifts: 'v2', stores: null },
};
const failure = {
  type: 'failure',
  path: '/gift-generator/',
  generation: '000004',
  kind: 'render',
  remote: 'gifts',
  release: 'v2',
};

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
  it('accepts a page view and a failure as they are sent', () => {
    expect(parseSiteEvent(pageView)).toEqual(pageView);
    expect(parseSiteEvent(failure)).toEqual(failure);
    expect(parseSiteEvent({ ...failure, kind: 'hydration', remote: null, release: null })).toEqual({
      ...failure,
      kind: 'hydration',
      remote: null,
      release: null,
    });
  });

  it('names the field at fault', () => {
    expect(refusal([]).field).toBe('event');
    expect(refusal({ ...pageView, type: 'click' }).field).toBe('type');
    expect(refusal({ ...pageView, path: 'stores' }).field).toBe('path');
    expect(refusal({ ...pageView, path: `/${'a'.repeat(400)}` }).field).toBe('path');
    expect(refusal({ ...pageView, generation: 4 }).field).toBe('generation');
    expect(refusal({ ...pageView, releases: { shop: 'v1' } }).field).toBe('releases.shop');
    expect(refusal({ ...pageView, releases: { gifts: 'v 1' } }).field).toBe('releases.gifts');
    expect(refusal({ ...failure, kind: 'crash' }).field).toBe('kind');
    expect(refusal({ ...failure, remote: 'shop' }).field).toBe('remote');
    expect(refusal({ ...failure, release: '<b>' }).field).toBe('release');
  });

  it('refuses any field beyond the event’s own, so nothing about a visitor is stored', () => {
    const error = refusal({ ...pageView, userAgent: 'Mozilla/5.0' });
    expect(error.field).toBe('userAgent');
    expect(error.message).toBe('userAgent: not a field of a pageview event');
    expect(refusal({ ...pageView, kind: 'render' }).field).toBe('kind');
  });
});
