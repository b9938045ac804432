import { RECIPIENT_CATEGORIES } from 'shared-lib/content';
import christmas from '../../campaigns/christmas.json';
import everyday from '../../campaigns/default.json';
import {
  CAMPAIGN_RECIPIENTS,
  CampaignConfigError,
  validateCampaign,
  type CampaignErrorCode,
} from './validateCampaign';

const valid = { name: 'winter', heading: 'Winter warmers', intro: 'Stay warm.' };
const image = { url: '/images/x.png', alt: '', width: 10, height: 10 };

/** The codes of every problem validateCampaign names for `value`. */
function codesOf(value: unknown, name?: string): CampaignErrorCode[] {
  try {
    validateCampaign(value, name);
  } catch (error) {
    if (error instanceof CampaignConfigError) return error.problems.map((p) => p.code);
    throw error;
  }
  return [];
}

describe('validateCampaign', () => {
  it('accepts both shipped campaigns', () => {
    expect(validateCampaign(everyday, 'default').heading).toBe('Gift guide');
    const xmas = validateCampaign(christmas, 'christmas');
    expect(xmas.accent).toBe('sale');
    expect(xmas.featuredRecipients).toEqual(['Kids', 'For Her']);
  });

  it('fills the defaults: brand accent, no featured recipients or categories', () => {
    expect(validateCampaign(valid)).toEqual({
      ...valid,
      accent: 'brand',
      featuredRecipients: [],
      featuredCategories: [],
    });
  });

  it('knows the same recipients as the content model', () => {
    expect(CAMPAIGN_RECIPIENTS).toEqual(RECIPIENT_CATEGORIES);
  });

  it('names each problem', () => {
    expect(codesOf(null)).toEqual(['CAMPAIGN_NOT_OBJECT']);
    expect(codesOf([])).toEqual(['CAMPAIGN_NOT_OBJECT']);
    expect(codesOf({ ...valid, colour: 'red' })).toEqual(['CAMPAIGN_UNKNOWN_FIELD']);
    expect(codesOf({ ...valid, name: 'Winter Sale' })).toEqual(['CAMPAIGN_NAME_INVALID']);
    expect(codesOf(valid, 'summer')).toEqual(['CAMPAIGN_NAME_INVALID']);
    expect(codesOf({ ...valid, heading: ' ' })).toEqual(['CAMPAIGN_HEADING_MISSING']);
    expect(codesOf({ ...valid, intro: undefined })).toEqual(['CAMPAIGN_INTRO_MISSING']);
    expect(codesOf({ ...valid, accent: '#ff0000' })).toEqual(['CAMPAIGN_ACCENT_UNKNOWN']);
    expect(codesOf({ ...valid, heroImage: { url: 'x.png', width: 1, height: 1 } })).toEqual([
      'CAMPAIGN_HERO_IMAGE_INVALID',
    ]);
    expect(codesOf({ ...valid, heroImage: { ...image, width: 0 } })).toEqual([
      'CAMPAIGN_HERO_IMAGE_INVALID',
    ]);
    expect(codesOf({ ...valid, featuredRecipients: ['For Dad'] })).toEqual([
      'CAMPAIGN_RECIPIENT_UNKNOWN',
    ]);
    expect(
      codesOf({ ...valid, featuredCategories: [{ title: 'Sport', targetId: '20', image }] }),
    ).toEqual(['CAMPAIGN_CATEGORY_INVALID']);
    expect(codesOf({ ...valid, featuredCategories: [{ title: 'Sport', targetId: 20 }] })).toEqual([
      'CAMPAIGN_CATEGORY_INVALID',
    ]);
  });

  it('takes a curated list or a rule for the featured gifts, not both', () => {
    expect(codesOf({ ...valid, featuredGifts: { curated: ['a'] } })).toEqual([]);
    expect(
      codesOf({ ...valid, featuredGifts: { rule: { tags: ['Kids'], priceCap: 50 } } }),
    ).toEqual([]);
    expect(codesOf({ ...valid, featuredGifts: { rule: { tags: [], priceCap: 50 } } })).toEqual([]);
    expect(
      codesOf({ ...valid, featuredGifts: { curated: ['a'], rule: { tags: ['Kids'] } } }),
    ).toEqual(['CAMPAIGN_GIFTS_INVALID']);
    expect(codesOf({ ...valid, featuredGifts: {} })).toEqual(['CAMPAIGN_GIFTS_INVALID']);
    expect(codesOf({ ...valid, featuredGifts: { curated: [] } })).toEqual([
      'CAMPAIGN_GIFTS_INVALID',
    ]);
    expect(codesOf({ ...valid, featuredGifts: { rule: { tags: [] } } })).toEqual([
      'CAMPAIGN_GIFTS_INVALID',
    ]);
    expect(
      codesOf({ ...valid, featuredGifts: { rule: { tags: ['Kids'], priceCap: -5 } } }),
    ).toEqual(['CAMPAIGN_PRICE_CAP_INVALID']);
  });

  it('checks the dates: real days, the end not before the start', () => {
    expect(codesOf({ ...valid, start: '2026-11-01', end: '2026-12-26' })).toEqual([]);
    expect(codesOf({ ...valid, start: '2026-12-25', end: '2026-12-25' })).toEqual([]);
    expect(codesOf({ ...valid, start: '2026-02-30' })).toEqual(['CAMPAIGN_DATE_INVALID']);
    expect(codesOf({ ...valid, end: '26/12/2026' })).toEqual(['CAMPAIGN_DATE_INVALID']);
    expect(codesOf({ ...valid, start: '2026-12-27', end: '2026-12-26' })).toEqual([
      'CAMPAIGN_ENDS_BEFORE_START',
    ]);
  });

  it('names every problem at once in its message', () => {
    expect(() => validateCampaign({ name: 'x', accent: 'pink' }, 'x')).toThrow(
      /CAMPAIGN_HEADING_MISSING[\s\S]*CAMPAIGN_INTRO_MISSING[\s\S]*CAMPAIGN_ACCENT_UNKNOWN/,
    );
  });
});
