import { normalizePath } from './normalizePath';

/** Page data of a path: `/assets/data/{path}/index.json`; the home page's is `/assets/data/index.json`. */
export function pageDataUrl(pathname: string): string {
  return `/assets/data${normalizePath(pathname)}index.json`;
}

export const NOT_FOUND_PAGE_DATA_URL = '/assets/data/404/index.json';
export const SITE_DATA_URL = '/assets/data/site-data.json';
