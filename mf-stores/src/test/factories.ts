import type { OpeningHours, Store, StoreSummary } from 'shared-lib/content';
import type { SiteData } from 'shared-lib/page-data';
import { makeStore, makeWeek } from 'shared-lib/testing';

export function makeStoreSummary(overrides: Partial<Store> = {}): StoreSummary {
  const { id, title, path, logo, category, about, shopNumber } = makeStore(overrides);
  return { id, title, path, logo, category, about, shopNumber };
}

export function makeOpeningHours(overrides: Partial<OpeningHours> = {}): OpeningHours {
  return {
    week: makeWeek(),
    holidays: [{ name: 'Christmas Day', date: '2026-12-25', closed: true }],
    ...overrides,
  };
}

export function makeSiteData(overrides: Partial<SiteData> = {}): SiteData {
  return {
    hash: 'test-hash',
    site: {
      siteName: 'Canberra Outlet Centre',
      siteDescription: 'The only outlet centre in Canberra',
      siteUrl: 'https://example.com',
      address: 'Fyshwick ACT',
      phone: '02 6100 0000',
      centreMapUrl: 'https://example.com/centre-map.pdf',
    },
    menus: { main: [], footer: [], social: [], map: [] },
    openingHours: makeOpeningHours(),
    ...overrides,
  };
}
