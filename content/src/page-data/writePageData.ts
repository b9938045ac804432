import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { PageData, SiteData } from 'shared-lib/page-data';
import { pageDataUrl, SITE_DATA_URL } from 'shared-lib/routes';

import type { PageEntry } from './PageEntry';

export interface BuildInfo {
  hash: string;
  /** Every path that has a page-data file, in build order. */
  routes: string[];
}

function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(value));
}

/**
 * Writes `/assets/data{path}index.json` per page, `/assets/data/site-data.json` and
 * `/build-info.json` under `outDir`. The data folder is emptied first so that a page removed
 * from the content does not survive from an earlier build.
 */
export function writePageData(
  outDir: string,
  pages: readonly PageEntry[],
  siteData: Omit<SiteData, 'hash'>,
  hash: string,
): BuildInfo {
  rmSync(join(outDir, 'assets', 'data'), { recursive: true, force: true });
  for (const page of pages) {
    const data: PageData = { hash, ...page };
    writeJson(join(outDir, pageDataUrl(page.path)), data);
  }
  const site: SiteData = { hash, ...siteData };
  writeJson(join(outDir, SITE_DATA_URL), site);
  const info: BuildInfo = { hash, routes: pages.map((page) => page.path) };
  writeFileSync(join(outDir, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
  return info;
}
