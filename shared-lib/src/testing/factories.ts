import { WEEKDAYS, type Image, type OpeningHours, type Store } from '../content/types';
import type { PageContexts, PageData, TemplateName } from '../page-data/types';

/**
 * Test data builders shared by the remotes' tests: small valid records, each taking the fields a
 * test cares about as overrides. Builders only one app needs stay in that app's `src/test`.
 */

/** A 400 × 400 image with alt text. */
export function makeImage(overrides: Partial<Image> = {}): Image {
  return { url: '/images/example.png', alt: 'Example', width: 400, height: 400, ...overrides };
}

/** A store (Nike by default) whose addresses, images and text follow its `id` and `title`. */
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
    gifts: [],
    ...overrides,
  };
}

/** The page data a remote page receives for `template`, with the given context. */
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

/** A week of the same hours every day (10am – 6pm unless given), as the seed's. */
export function makeWeek(opens = '10:00', closes = '18:00'): OpeningHours['week'] {
  const day = { closed: false, opens, closes };
  return Object.fromEntries(
    WEEKDAYS.map((weekday) => [weekday, { ...day }]),
  ) as OpeningHours['week'];
}
