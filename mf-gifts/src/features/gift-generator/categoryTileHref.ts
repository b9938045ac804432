/**
 * A generator tile's link: the configured path with `?category={id}`, keeping any query or hash
 * the editor put on the path.
 */
export function categoryTileHref(path: string, categoryId: number): string {
  const [withoutHash, hash] = path.split('#', 2) as [string, string | undefined];
  const [base, query = ''] = withoutHash.split('?', 2) as [string, string | undefined];
  const search = new URLSearchParams(query);
  search.set('category', String(categoryId));
  return `${base}?${search.toString()}${hash === undefined ? '' : `#${hash}`}`;
}
