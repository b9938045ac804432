/**
 * The search index of a content build. The build hash is in the name, so the file never changes
 * under one address and is served immutable; a new build's pages ask for the new name.
 */
export function searchIndexUrl(hash: string): string {
  return `/assets/data/search-index.${hash}.json`;
}
