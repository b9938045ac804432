import { imageSpecs } from '../images/imageSpecs';
import { readPalette } from '../images/palette';
import { writeSiteIcons } from '../images/siteIcons';
import { writeImages, type ImageReport } from '../images/writeImages';
import { formatIssue } from '../issues/ContentError';
import { displayName } from '../load/displayName';
import { loadContent } from '../load/loadContent';
import { buildPages, buildSiteData } from '../page-data/buildPages';
import { contentHash } from '../page-data/contentHash';
import { writePageData } from '../page-data/writePageData';
import { writeSearchIndex } from '../search/writeSearchIndex';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Directory that file names in content errors are shown relative to. */
  displayBase?: string;
  log?: (line: string) => void;
  /** Where warnings go (rich text the sanitizer changed); the build goes on. */
  warn?: (line: string) => void;
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
  outDir,
  displayBase,
  log = () => {},
  warn = log,
}: BuildOptions): Promise<BuildResult> {
  log(`Validating content in ${displayName(contentDir, displayBase ?? process.cwd())}…`);
  const content = loadContent(contentDir, {
    ...(displayBase === undefined ? {} : { displayBase }),
    onWarning: (issue) => warn(`Warning: ${formatIssue(issue)}`),
  });

  const images = imageSpecs(content);
  log(`Writing ${images.length} images and their WebP copies…`);
  const palette = readPalette();
  const imageReport = await writeImages(images, outDir, { palette, contentDir });
  const icons = await writeSiteIcons(outDir, palette);
  log(
    `  ${imageReport.written} made, ${imageReport.skipped} already up to date; ${icons} icons drawn`,
  );

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
  return { hash, routes: info.routes, images: imageReport };
}
