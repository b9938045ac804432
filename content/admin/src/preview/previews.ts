import type { ComponentType } from 'react';
import type { Article, CentrePlanDrawing, Event, Offer, Store } from 'shared-lib/content';

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
        // The centre plan for a store not published yet (the centre map's).
        borrowsFrom: '/centre-map/',
        // The offers, gifts, similar stores and the way to the shop of the published page; a
        // new store, or a moved one, shows its shop number without the way there until built.
        context: (record, served, borrowed) => {
          const store = record as unknown as Store;
          return {
            store,
            offers: served.offers ?? [],
            gifts: served.gifts ?? [],
            similarStores: served.similarStores ?? [],
            plan: served.plan ?? (borrowed.plan as CentrePlanDrawing),
            location:
              served.location?.shopNumber === store.shopNumber
                ? served.location
                : { shopNumber: store.shopNumber, directions: '' },
          };
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
