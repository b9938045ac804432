import type { Image, OpeningHours, Store, StoreSummary } from 'shared-lib/content';
import type { PageContexts, PageData, SiteData, TemplateName } from 'shared-lib/page-data';

export function makeImage(overrides: Partial<Image> = {}): Image {
  return { url: '/images/example.png', alt: 'Example', width: 400, height: 400, ...overrides };
}

export function makeStore(overrides: Partial<Store> = {}): Store {
  const slug = overrides.id ?? 'nike';
  const title = overrides.title ?? 'Nike';
  return {
    id: slug,
    type: 'store',
    title,
    path: { alias: `/stores/${slug}/` },
    about: { processed: `<p>${title} sells sportswear.</p>` },
    category: [{ id: 130, title: 'Women and Mens sporting shoes', parent: 20 }],
    thumb: makeImage({ url: `/images/stores/${slug}-thumb.png`, alt: `${title} shopfront` }),
    logo: makeImage({ url: `/images/stores/${slug}-logo.png`, alt: `${title} logo` }),
    web: 'https://www.example.com/',
    phone: '02 6100 0000',
    giftcards: false,
    shopNumber: '12',
    map: makeImage({ url: `/images/stores/${slug}-map.png`, alt: `Map showing ${title}` }),
    banner: makeImage({
      url: `/images/stores/${slug}-banner.png`,
      alt: '',
      width: 1600,
      height: 800,
    }),
    metaDesc: `${title} at the outlet centre`,
    offers: [],
    gifts: [],
    ...overrides,
  };
}

export function makeStoreSummary(overrides: Partial<Store> = {}): StoreSummary {
  const { id, title, path, thumb, category, about } = makeStore(overrides);
  return { id, title, path, thumb, category, about };
}

export function makePageData<T extends TemplateName>(
  template: T,
  context: PageContexts[T],
  overrides: Partial<PageData<T>> = {},
): PageData<T> {
  return {
    hash: 'test-hash',
    template,
    path: '/',
    title: 'Test page',
    share: {
      title: 'Test page',
      url: '/',
      image: '/images/default2by1.jpg',
      imageWidth: 1200,
      imageHeight: 627,
      description: '',
    },
    context,
    ...overrides,
  };
}

export function makeOpeningHours(overrides: Partial<OpeningHours> = {}): OpeningHours {
  return {
    defaultHours: '10am – 6pm',
    holidays: [{ name: 'Christmas Day', date: '2026-12-25', hours: '', closed: true }],
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
