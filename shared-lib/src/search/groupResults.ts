import { SEARCH_TYPES, type SearchDocument } from './types';

export interface ResultGroup {
  /** 'General pages', 'Events', 'Offers', 'Stores', or a type's own name ('Gift', 'News'). */
  heading: string;
  /** Stores show as a card grid, everything else as a bulleted list of links. */
  kind: 'cards' | 'links';
  documents: SearchDocument[];
}

const NAMED_GROUPS: ReadonlyArray<{ heading: string; types: readonly string[] }> = [
  { heading: 'General pages', types: [SEARCH_TYPES.basicPage, SEARCH_TYPES.homepage] },
  { heading: 'Events', types: [SEARCH_TYPES.event] },
  { heading: 'Offers', types: [SEARCH_TYPES.offer] },
  { heading: 'Stores', types: [SEARCH_TYPES.store] },
];

/**
 * A type's name for a heading: the content system's prefix ('node--', 'paragraph--') removed and
 * its words split: 'node--gift' → 'Gift', 'node--job_listing' → 'Job Listing', 'giftIdea' → 'Gift Idea'.
 */
export function typeName(type: string): string {
  const name = type.includes('--') ? type.slice(type.lastIndexOf('--') + 2) : type;
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Search results in the groups of docs/reference/routes.md#search: General pages (basic pages and the home page), Events,
 * Offers, Stores, then every other type under its type name in order of first appearance. Within
 * a group results keep their rank; empty groups are left out.
 */
export function groupResults(documents: readonly SearchDocument[]): ResultGroup[] {
  const named = NAMED_GROUPS.map(({ heading, types }) => ({
    heading,
    kind: types.includes(SEARCH_TYPES.store) ? ('cards' as const) : ('links' as const),
    documents: documents.filter((document) => types.includes(document.type)),
  }));
  const namedTypes = new Set(NAMED_GROUPS.flatMap((group) => group.types));
  const others = new Map<string, ResultGroup>();
  for (const document of documents) {
    if (namedTypes.has(document.type)) continue;
    const heading = typeName(document.type);
    const group = others.get(heading) ?? { heading, kind: 'links' as const, documents: [] };
    group.documents.push(document);
    others.set(heading, group);
  }
  return [...named, ...others.values()].filter((group) => group.documents.length > 0);
}
