import type { Category, Gift, Image, Store } from 'shared-lib/content';
import type { PageContexts, PageData, TemplateName } from 'shared-lib/page-data';

export function makeImage(overrides: Partial<Image> = {}): Image {
  return { url: '/images/example.png', alt: 'Example', width: 400, height: 400, ...overrides };
}

export function makeGift(overrides: Partial<Gift> = {}): Gift {
  const id = overrides.id ?? 'running-shoes';
  const title = overrides.title ?? 'Running shoes';
  return {
    id,
    title,
    description: { processed: `<p>${title} for every day.</p>` },
    image: {
      entity: {
        image: makeImage({ url: `/images/gifts/${id}.png`, alt: title, width: 800, height: 800 }),
        thumbnail: makeImage({ url: `/images/gifts/${id}-thumb.png`, alt: title }),
      },
    },
    price: 89.95,
    categories: [130],
    recipientCategories: ['For Him'],
    path: { alias: `/stores/nike/gift/${id}/` },
    store: { entity: { nid: 'nike', title: 'Nike', url: { path: '/stores/nike/' } } },
    ...overrides,
  };
}

/** `count` distinct gifts, 'Gift 1' to 'Gift {count}'. */
export function makeGifts(count: number, overrides: Partial<Gift> = {}): Gift[] {
  return Array.from({ length: count }, (_, index) =>
    makeGift({ id: `gift-${index + 1}`, title: `Gift ${index + 1}`, ...overrides }),
  );
}

export function makeCategory(tid: number, name: string, parent = 0, weight = 0): Category {
  return { id: String(tid), tid, name, parent, weight };
}

export const CATEGORIES: Category[] = [
  makeCategory(29, 'Fashion', 0, 1),
  makeCategory(101, 'Womens Clothing', 29, 0),
  makeCategory(20, 'Sport', 0, 4),
  makeCategory(130, 'Women and Mens sporting shoes', 20, 1),
  makeCategory(1, 'Home', 0, 3),
];

export function makeStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 'nike',
    type: 'store',
    title: 'Nike',
    path: { alias: '/stores/nike/' },
    about: { processed: '<p>Sportswear.</p>' },
    category: [{ id: 130, title: 'Women and Mens sporting shoes', parent: 20 }],
    thumb: makeImage({ alt: 'Nike shopfront' }),
    logo: makeImage({ url: '/images/stores/nike-logo.png', alt: 'Nike logo' }),
    web: null,
    phone: null,
    giftcards: true,
    shopNumber: '12',
    map: makeImage(),
    banner: null,
    metaDesc: 'Nike',
    offers: [],
    gifts: [],
    ...overrides,
  };
}

export function makePageData<T extends TemplateName>(
  template: T,
  context: PageContexts[T],
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
  };
}
