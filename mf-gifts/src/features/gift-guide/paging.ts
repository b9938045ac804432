/** docs/reference/limits.md: the gift guide shows 8 gifts, and 'Load more' adds 8. */
export const GIFTS_PAGE_SIZE = 8;

/** How many of `total` results show after `pages` pages (the first page is 1). */
export function shownCount(pages: number, total: number): number {
  return Math.min(Math.max(pages, 1) * GIFTS_PAGE_SIZE, total);
}

/** Whether 'Load more' has anything left to add. */
export function hasMore(pages: number, total: number): boolean {
  return shownCount(pages, total) < total;
}

/** The words announced after a page loads: '16 of 20 gifts shown'. */
export function shownMessage(shown: number, total: number): string {
  return `${shown} of ${total} ${total === 1 ? 'gift' : 'gifts'} shown`;
}
