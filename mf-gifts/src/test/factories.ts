import type { Category, Gift } from 'shared-lib/content';
import { makeImage } from 'shared-lib/testing';

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
