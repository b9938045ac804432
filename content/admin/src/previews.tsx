import { Component, type ComponentType, type ReactNode } from 'react';
import type { Article, Event, Offer, Page, Store } from 'shared-lib/content';
import type { PageContexts, PageData, TemplateName } from 'shared-lib/page-data';
import { MemoryRouter } from 'shared-lib/router';

import ArticleDetailPage from '../../../mf-whats-on/src/pages/ArticleDetailPage';
import EventDetailPage from '../../../mf-whats-on/src/pages/EventDetailPage';
import OfferDetailPage from '../../../mf-whats-on/src/pages/OfferDetailPage';
import StoreDetailPage from '../../../mf-stores/src/pages/StoreDetailPage';
import { ContentPage } from '../../../shell/src/pages/ContentPage';
import type { Lookups } from './format/contentFormats';
import { toRecord } from './format/contentFormats';

/** What Decap hands a preview: the entry being edited, as an Immutable map. */
interface PreviewProps {
  entry: { get(key: 'data'): { toJS(): Record<string, unknown> } };
}

/** A half-filled entry may not render yet: say so instead of blanking the preview. */
class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="note">The preview appears when the required fields are filled in.</p>
    ) : (
      this.props.children
    );
  }
}

const pageData = <T extends TemplateName>(template: T, context: PageContexts[T], path: string) =>
  ({ hash: 'preview', template, path, title: '', share: {}, context }) as unknown as PageData<T>;

/**
 * The site's own page components over the entry's record (the one the content build would
 * read), inside the site's layout classes and stylesheet: what the page will look like.
 */
export function previewOf<T extends TemplateName>(
  template: T,
  Page: ComponentType<{ pageData: PageData<T> }>,
  context: (record: Record<string, unknown>) => PageContexts[T],
  collection: Parameters<typeof toRecord>[0],
  lookups: () => Lookups,
): ComponentType<PreviewProps> {
  return function Preview({ entry }: PreviewProps) {
    const record = toRecord(collection, entry.get('data').toJS(), lookups());
    const path = (record.path as { alias?: string } | undefined)?.alias ?? '/';
    return (
      <MemoryRouter initialEntries={[path]}>
        <main className="site-main container">
          <PreviewBoundary>
            <Page pageData={pageData(template, context(record), path)} />
          </PreviewBoundary>
        </main>
      </MemoryRouter>
    );
  };
}

/** Collection → preview; the blocks of other remotes show their fallbacks in a page preview. */
export function previews(lookups: () => Lookups) {
  return {
    stores: previewOf(
      'store-detail',
      StoreDetailPage,
      (record) => ({ store: record as unknown as Store, offers: [], gifts: [], similarStores: [] }),
      'stores',
      lookups,
    ),
    offers: previewOf(
      'offer-detail',
      OfferDetailPage,
      (record) => ({ offer: record as unknown as Offer }),
      'offers',
      lookups,
    ),
    articles: previewOf(
      'article-detail',
      ArticleDetailPage,
      (record) => ({ article: record as unknown as Article }),
      'articles',
      lookups,
    ),
    events: previewOf(
      'event-detail',
      EventDetailPage,
      (record) => ({ event: record as unknown as Event }),
      'events',
      lookups,
    ),
    pages: previewOf(
      'content-page',
      ContentPage,
      (record) => ({ page: record as unknown as Page, related: {} }),
      'pages',
      lookups,
    ),
  };
}
