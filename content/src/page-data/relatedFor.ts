import type { Page } from 'shared-lib/content';
import type { RelatedContent } from 'shared-lib/page-data';

import type { SiteIndex } from './SiteIndex';

/**
 * What the blocks of a page need besides the page (a key only when a block uses it). Lists are
 * not filtered by date: visibility of offers, slides and events is decided in the browser.
 */
export function relatedFor(page: Page, index: SiteIndex): RelatedContent {
  const related: RelatedContent = {};
  const types = new Set(page.blocks.map((block) => block.type));

  const slideIds = page.blocks.flatMap((block) =>
    block.type === 'hero_slider' ? block.slides : [],
  );
  if (slideIds.length > 0) {
    const slides = new Map(index.content.slides.map((slide) => [slide.id, slide]));
    // In block order, each slide once.
    related.slides = [...new Set(slideIds)].flatMap((id) => slides.get(id) ?? []);
  }
  if (types.has('events') || types.has('whats_on')) related.events = index.events;
  const articleTypes = new Set(
    page.blocks.flatMap((block) => (block.type === 'latest_news' ? block.types : [])),
  );
  // The What's On listing filters by type in the browser (its filter buttons), so it needs all.
  if (types.has('whats_on')) related.articles = index.articles;
  else if (articleTypes.size > 0)
    related.articles = index.articles.filter((article) => articleTypes.has(article.articleType));
  if (types.has('latest_offers')) related.offers = index.offers;
  if (types.has('job_listings')) related.jobs = index.jobs;
  const storeBlocks =
    types.has('store_directory') || types.has('store_search') || types.has('shop_by_category');
  if (storeBlocks) related.stores = index.storeSummaries;
  if (types.has('gift_guide')) related.gifts = index.gifts;
  // Store tiles and gift generator tiles are labelled and linked by category; the gift guide
  // offers and matches categories.
  const categoryBlocks = ['store_tiles', 'gift_generator', 'gift_guide'] as const;
  if (storeBlocks || categoryBlocks.some((type) => types.has(type)))
    related.categories = index.categories;
  return related;
}
