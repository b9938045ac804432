import type { Article, Event } from 'shared-lib/content';
import { canberraMillis } from 'shared-lib/clock';
import { upcomingEvents } from 'shared-lib/events';
import type { WhatsOnFilter } from 'shared-lib/routes';

/**
 * The tabs of the What's On listing (block 5 (docs/reference/blocks.md#block-5): All plus one per category), one for every
 * filter the address accepts, so one is always pressed (decision 094): Blog for `?filter=blog`,
 * where the article page's 'Blog post' link leads.
 */
export const WHATS_ON_TABS: readonly { filter: WhatsOnFilter; label: string }[] = [
  { filter: 'all', label: 'All' },
  { filter: 'events', label: 'Events' },
  { filter: 'news', label: 'News' },
  { filter: 'blog', label: 'Blog' },
  { filter: 'articles', label: 'Articles' },
];

/** The `filter` query value as a filter; absent or unknown means 'all'. */
export function parseWhatsOnFilter(value: string | null): WhatsOnFilter {
  const tab = WHATS_ON_TABS.find(({ filter }) => filter === value?.toLowerCase());
  return tab?.filter ?? 'all';
}

export type WhatsOnItem = { kind: 'event'; event: Event } | { kind: 'article'; article: Article };

function showsArticle(filter: WhatsOnFilter, article: Article): boolean {
  switch (filter) {
    case 'all':
    case 'articles':
      return true;
    case 'news':
    case 'blog':
      return article.articleType === filter;
    case 'events':
      return false;
  }
}

function published(article: Article): number {
  return canberraMillis(article.pubDate.value) ?? 0;
}

/**
 * What the listing shows for a filter: upcoming events (end date today or later in Canberra),
 * soonest first, then articles ('articles' = news and blog), newest first.
 */
export function whatsOnItems(
  articles: Article[],
  events: Event[],
  filter: WhatsOnFilter,
  at: Date = new Date(),
): WhatsOnItem[] {
  const eventItems: WhatsOnItem[] =
    filter === 'all' || filter === 'events'
      ? upcomingEvents(events, at).map((event) => ({ kind: 'event', event }))
      : [];
  const articleItems: WhatsOnItem[] = articles
    .filter((article) => showsArticle(filter, article))
    .sort((a, b) => published(b) - published(a))
    .map((article) => ({ kind: 'article', article }));
  return [...eventItems, ...articleItems];
}
