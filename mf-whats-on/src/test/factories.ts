import type { Article, Event, JobListing, Offer } from 'shared-lib/content';
import { makeImage } from 'shared-lib/testing';

/** What's On thumbnails are 3:2. */
const THUMB_SIZE = { width: 600, height: 400 };

export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  const id = overrides.id ?? 'nike-20-off';
  const title = overrides.title ?? '20% off footwear';
  return {
    id,
    type: 'offer',
    store: { nid: 'nike', title: 'Nike', url: { path: '/stores/nike/' } },
    title,
    terms: 'While stocks last.',
    pubDate: null,
    expiry: { value: '2026-03-31' },
    thumb: makeImage({ url: `/images/offers/${id}.png`, alt: title, ...THUMB_SIZE }),
    banner: makeImage({
      url: `/images/offers/${id}-banner.png`,
      alt: '',
      width: 1600,
      height: 800,
    }),
    details: { processed: '<p>Take 20% off selected footwear.</p>' },
    path: { alias: `/offers/${id}/` },
    ...overrides,
  };
}

export function makeArticle(overrides: Partial<Article> = {}): Article {
  const id = overrides.id ?? 'autumn-fashion';
  const title = overrides.title ?? 'Autumn fashion edit';
  return {
    id,
    typename: 'article',
    articleType: 'news',
    title,
    summary: `<p>${title}: what to wear this season.</p>`,
    pubDate: { value: '2026-03-01' },
    thumbnail: makeImage({ url: `/images/articles/${id}.png`, alt: title, ...THUMB_SIZE }),
    banner: makeImage({
      url: `/images/articles/${id}-banner.png`,
      alt: `${title} banner`,
      width: 1600,
      height: 800,
    }),
    body: { processed: `<p>${title} body text.</p>` },
    path: { alias: `/whats-on/news/${id}/` },
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<Event> = {}): Event {
  const id = overrides.id ?? 'easter-hunt';
  const title = overrides.title ?? 'Easter egg hunt';
  return {
    id,
    title,
    summary: `${title} for the whole family.`,
    thumbnail: makeImage({ url: `/images/events/${id}.png`, alt: title, ...THUMB_SIZE }),
    startDate: { value: '2026-04-03T10:00:00+11:00' },
    endDate: { value: '2026-04-05T14:30:00+10:00' },
    banner: makeImage({
      url: `/images/events/${id}-banner.png`,
      alt: `${title} banner`,
      width: 1600,
      height: 800,
    }),
    body: { processed: `<p>${title} details.</p>` },
    path: { alias: `/whats-on/events/${id}/` },
    ...overrides,
  };
}

export function makeJob(overrides: Partial<JobListing> = {}): JobListing {
  const id = overrides.id ?? 'nike-retail-assistant';
  return {
    id,
    title: 'Retail assistant',
    body: { processed: '<p>Join our team.</p>' },
    thumb: makeImage(THUMB_SIZE),
    employer: { title: 'Nike', url: { path: '/stores/nike/' } },
    terms: 'Casual position, weekends required.',
    jobemail: 'jobs@example.com',
    show: true,
    path: { alias: `/jobs/${id}/` },
    ...overrides,
  };
}
