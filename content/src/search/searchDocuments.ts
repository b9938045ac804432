import type { Image } from 'shared-lib/content';
import { homePath } from 'shared-lib/routes';
import { SEARCH_TYPES, type SearchDocument } from 'shared-lib/search';

import type { Content } from '../model/content';

/** A search document with the text it is found by. */
export interface IndexedDocument extends SearchDocument {
  body: string;
}

const TAG = /<[^>]*>/g;
const ENTITY = /&(?:nbsp|amp|lt|gt|quot|#39);/g;
const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Rich text as plain words: tags become spaces so that words on either side stay apart. */
export function plainText(html: string): string {
  return html
    .replace(TAG, ' ')
    .replace(ENTITY, (entity) => ENTITIES[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Field names whose strings are addresses, ids or settings, not words a shopper reads.
const NOT_TEXT = new Set([
  'id',
  'type',
  'url',
  'path',
  'alias',
  'colour',
  'size',
  'form',
  'target',
]);

/** Every readable string of a page's blocks (headings, rich text, button titles), for its body. */
function blockText(value: unknown, key = ''): string[] {
  if (NOT_TEXT.has(key)) return [];
  if (typeof value === 'string') return [plainText(value)];
  if (Array.isArray(value)) return value.flatMap((item) => blockText(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([field, inner]) => blockText(inner, field));
  }
  return [];
}

function document(
  id: string,
  type: string,
  title: string,
  alias: string,
  body: string[],
  thumb?: Image,
): IndexedDocument {
  return {
    id: `${type}:${id}`,
    type,
    title,
    path: { alias },
    ...(thumb ? { thumb } : {}),
    body: body.filter(Boolean).join(' '),
  };
}

/**
 * The documents site search finds (docs/reference/rules.md#validation): stores, gifts, offers, news and blog
 * articles, events, basic pages and the home page. Job listings are left out: they are reached
 * from their employer's page and expire quickly.
 */
export function searchDocuments(content: Content): IndexedDocument[] {
  return [
    ...content.pages.map((page) =>
      page.type === 'homepage'
        ? document(page.id, SEARCH_TYPES.homepage, page.title, homePath(), blockText(page.blocks))
        : document(page.id, SEARCH_TYPES.basicPage, page.title, page.path.alias, [
            page.metaDescription ?? '',
            ...blockText(page.blocks),
          ]),
    ),
    ...content.stores.map((store) =>
      document(
        store.id,
        SEARCH_TYPES.store,
        store.title,
        store.path.alias,
        [plainText(store.about.processed), ...store.category.map((category) => category.title)],
        store.thumb,
      ),
    ),
    ...content.offers.map((offer) =>
      document(offer.id, SEARCH_TYPES.offer, offer.title, offer.path.alias, [
        offer.store.title,
        plainText(offer.details.processed),
      ]),
    ),
    ...content.articles.map((article) =>
      document(
        article.id,
        article.articleType === 'blog' ? SEARCH_TYPES.blog : SEARCH_TYPES.news,
        article.title,
        article.path.alias,
        [article.summary, plainText(article.body.processed)],
      ),
    ),
    ...content.events.map((event) =>
      document(event.id, SEARCH_TYPES.event, event.title, event.path.alias, [
        event.summary,
        plainText(event.body.processed),
      ]),
    ),
    ...content.gifts.map((gift) =>
      document(gift.id, SEARCH_TYPES.gift, gift.title, gift.path.alias, [
        gift.store.entity.title,
        plainText(gift.description?.processed ?? ''),
      ]),
    ),
  ];
}
