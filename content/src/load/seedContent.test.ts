import { join } from 'node:path';

import { RECIPIENT_CATEGORIES } from 'shared-lib/content';

import { loadContent } from './loadContent';

/**
 * The committed seed is valid and covers the cases the site must show: every category pillar,
 * every gift recipient and price band, offers, events and slides on each side of today.
 */
describe('the seed content', () => {
  const content = loadContent(join(__dirname, '..', '..', 'seed'));

  it('has about 120 stores over every top-level category and most children', () => {
    expect(content.stores.length).toBeGreaterThanOrEqual(100);
    expect(content.stores.length).toBeLessThanOrEqual(150);
    const used = new Set(
      content.stores.flatMap((store) => store.category.flatMap((ref) => [ref.id, ref.parent])),
    );
    const top = content.categories.filter((category) => category.parent === 0);
    expect(top.filter((category) => !used.has(category.tid))).toEqual([]);
    const children = content.categories.filter((category) => category.parent !== 0);
    expect(
      children.filter((category) => used.has(category.tid)).length / children.length,
    ).toBeGreaterThan(0.8);
    expect(content.stores.some((store) => store.web === null)).toBe(true);
    expect(content.stores.some((store) => store.phone === null)).toBe(true);
    expect(content.stores.some((store) => store.banner === null)).toBe(true);
    expect(content.stores.some((store) => store.giftcards)).toBe(true);
  });

  it('has gifts for every recipient and every price band of docs/reference/rules.md#validation', () => {
    for (const recipient of RECIPIENT_CATEGORIES) {
      expect(content.gifts.some((gift) => gift.recipientCategories.includes(recipient))).toBe(true);
    }
    const bands: [number, number][] = [
      [0, 50.99],
      [51, 100.99],
      [101, 150.99],
      [151, 200.99],
      [201, 300.99],
      [301, Infinity],
    ];
    for (const [min, max] of bands)
      expect(content.gifts.some((gift) => gift.price >= min && gift.price <= max)).toBe(true);
    expect(content.gifts.some((gift) => gift.originalPrice !== undefined)).toBe(true);
  });

  it('has expired, current and future offers and events', () => {
    expect(content.offers.some((offer) => offer.expiry.value < '2026-01-01')).toBe(true);
    expect(
      content.offers.some(
        (offer) =>
          offer.expiry.value >= '2030-12-31' && (offer.pubDate?.value ?? '') <= '2026-01-01',
      ),
    ).toBe(true);
    expect(content.offers.some((offer) => (offer.pubDate?.value ?? '') >= '2030-06-01')).toBe(true);
    expect(content.offers.some((offer) => offer.terms === null)).toBe(true);
    expect(content.events.some((event) => event.endDate.value < '2026')).toBe(true);
    expect(
      content.events.some(
        (event) => event.startDate.value.startsWith('2026-01-01') && event.endDate.value >= '2030',
      ),
    ).toBe(true);
    expect(content.events.some((event) => event.startDate.value >= '2030')).toBe(true);
  });

  it('has slides for every visibility case', () => {
    const has = (publish: boolean, expiry: boolean) =>
      content.slides.some(
        (slide) =>
          (slide.publishDate !== undefined) === publish &&
          (slide.expiryDate !== undefined) === expiry,
      );
    expect([has(false, false), has(true, false), has(false, true), has(true, true)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('has the home page blocks of docs/reference/routes.md in order', () => {
    const home = content.pages.find((page) => page.type === 'homepage');
    expect(home?.path.alias).toBe('/welcome-canberra-outlet-centre/');
    expect(home?.blocks.map((block) => block.type)).toEqual([
      'hero_slider',
      'info_strip',
      'button_section',
      'spacer',
      'events',
      'store_tiles',
      'button_section',
      'latest_news',
      'social_banner',
    ]);
    expect(home?.blocks[4]).toMatchObject({ type: 'events', title: "WHAT'S ON?" });
    expect(home?.blocks[5]).toMatchObject({ sport: 20, fashion: 29, home: 1, family: 10 });
  });
});
