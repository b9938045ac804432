import { FAILURE, PAGE_VIEW } from './siteEventExamples';
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
  it('accepts a page view and a failure as they are sent', () => {
    expect(parseSiteEvent(PAGE_VIEW)).toEqual(PAGE_VIEW);
    expect(parseSiteEvent(FAILURE)).toEqual(FAILURE);
    expect(parseSiteEvent({ ...FAILURE, kind: 'hydration', remote: null, release: null })).toEqual({
      ...FAILURE,
      kind: 'hydration',
      remote: null,
      release: null,
    });
  });

  it('names the field at fault', () => {
    expect(refusal([]).field).toBe('event');
    expect(refusal({ ...PAGE_VIEW, type: 'click' }).field).toBe('type');
    expect(refusal({ ...PAGE_VIEW, path: 'stores' }).field).toBe('path');
    expect(refusal({ ...PAGE_VIEW, path: `/${'a'.repeat(400)}` }).field).toBe('path');
    expect(refusal({ ...PAGE_VIEW, generation: 4 }).field).toBe('generation');
    expect(refusal({ ...PAGE_VIEW, releases: { shop: 'v1' } }).field).toBe('releases.shop');
    expect(refusal({ ...PAGE_VIEW, releases: { gifts: 'v 1' } }).field).toBe('releases.gifts');
    expect(refusal({ ...FAILURE, kind: 'crash' }).field).toBe('kind');
    expect(refusal({ ...FAILURE, remote: 'shop' }).field).toBe('remote');
    expect(refusal({ ...FAILURE, release: '<b>' }).field).toBe('release');
  });

  it('refuses any field beyond the event’s own, so nothing about a visitor is stored', () => {
    const error = refusal({ ...PAGE_VIEW, userAgent: 'Mozilla/5.0' });
    expect(error.field).toBe('userAgent');
    expect(error.message).toBe('userAgent: not a field of a pageview event');
    expect(refusal({ ...PAGE_VIEW, kind: 'render' }).field).toBe('kind');
  });
});
