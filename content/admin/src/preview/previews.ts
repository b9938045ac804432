import type { ComponentType } from 'react';
import type { Article, Event, Offer, Store } from 'shared-lib/content';

import type { Lookups } from '../format/contentFormats';
import { ContentPagePreview } from './ContentPagePreview';
import { remotePagePreview, type PreviewProps } from './remotePagePreview';

/** Collection → its preview: the remotes' own page modules, and the content page's layout. */
export function previews(lookups: () => Lookups): Record<string, ComponentType<PreviewProps>> {
  return {
    stores: remotePagePreview(
      {
        collection: 'stores',
        template: 'store-detail',
        module: 'stores/StoreDetailPage',
        // The plan, the offers and the similar stores of the published page; a new store's
        // shop is shown without the way there until it is built.
        context: (record, served) => {
          const store = record as unknown as Store;
          return {
            offers: [],
            gifts: [],
            similarStores: [],
            plan: { width: 0, height: 0, malls: [], features: [], shops: [] },
            ...served,
            store,
            location:
              served.location?.shopNumber === store.shopNumber
                ? served.location
                : { shopNumber: store.shopNumber, directions: '' },
          } as never;
        },
      },
      lookups,
    ),
    offers: remotePagePreview(
      {
        collection: 'offers',
        template: 'offer-detail',
        module: 'whats_on/OfferDetailPage',
        context: (record) => ({ offer: record as unknown as Offer }),
      },
      lookups,
    ),
    articles: remotePagePreview(
      {
        collection: 'articles',
        template: 'article-detail',
        module: 'whats_on/ArticleDetailPage',
        context: (record) => ({ article: record as unknown as Article }),
      },
      lookups,
    ),
    events: remotePagePreview(
      {
        collection: 'events',
        template: 'event-detail',
        module: 'whats_on/EventDetailPage',
        context: (record) => ({ event: record as unknown as Event }),
      },
      lookups,
    ),
    pages: ContentPagePreview,
  };
}
