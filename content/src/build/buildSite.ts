import { imageSpecs } from '../images/imageSpecs';
import { readPalette } from '../images/palette';
import { writeSiteIcons } from '../images/siteIcons';
import { writeImages, type ImageReport } from '../images/writeImages';
import { displayName } from '../load/displayName';
import { loadContent } from '../load/loadContent';
import type { Content } from '../model/content';
import { buildPages, buildSiteData } from '../page-data/buildPages';
import { contentHash } from '../page-data/contentHash';
import { writePageData } from '../page-data/writePageData';
import { writeSearchIndex } from '../search/writeSearchIndex';

export interface BuildOptions {
  /** The content directory; also where real pictures are looked for (`{contentDir}{url}`). */
  contentDir: string;
  /** Content already loaded from another source (Drupal); `contentDir` then only holds pictures. */
  content?: Content;
  outDir: string;
  /** Directory that file names in content errors are shown relative to. */
  displayBase?: string;
  log?: (line: string) => void;
}

export interface BuildResult {
  hash: string;
  routes: string[];
  images: ImageReport;
}

/**
 * Content directory in, site data out: validates everything first (a ContentError leaves
 * `outDir` untouched), then writes the images and the page data.
 */
export async function buildSite({
  contentDir,
  content: loaded,
  outDir,
  displayBase,
  log = () => {},
}: BuildOptions): Promise<BuildResult> {
  if (!loaded)
    log(`Validating content in ${displayName(contentDir, displayBase ?? process.cwd())}…`);
  const content =
    loaded ?? loadContent(contentDir, displayBase === undefined ? {} : { displayBase });

  const images = imageSpecs(content);
  log(`Writing ${images.length} images and their WebP copies…`);
  const palette = readPalette();
  const imageReport = await writeImages(images, outDir, { palette, contentDir });
  const icons = await writeSiteIcons(outDir, palette);
  log(
    `  ${imageReport.written} made, ${imageReport.skipped} already up to date; ${icons} icons drawn`,
  );

  return { ...writeSiteData(content, outDir, log), images: imageReport };
}

/**
 * The page data of every route, the site data, build info and the search index: everything of
 * a build that is not a picture.
 */
export function writeSiteData(
  content: Content,
  outDir: string,
  log: (line: string) => void = () => {},
): Omit<BuildResult, 'images'> {
  const pages = buildPages(content);
  const seen = new Set<string>();
  for (const page of pages) {
    // Validation keeps addresses unique; a repeat here would silently overwrite a page.
    if (seen.has(page.path)) throw new Error(`Two pages for ${page.path}`);
    seen.add(page.path);
  }
  const siteData = buildSiteData(content);
  const hash = contentHash(pages, siteData);
  log(`Writing ${pages.length} pages…`);
  const info = writePageData(outDir, pages, siteData, hash);
  // After the page data: writing it empties the data folder the index lives in.
  const indexSize = writeSearchIndex(outDir, content, hash);
  log(`Wrote the search index (${Math.round(indexSize / 1024)} KB before compression)`);
  return { hash, routes: info.routes };
}
