import type { DrupalSite } from '../drupal/drupalSite';
import { imageSpecs } from '../images/imageSpecs';
import { readPalette } from '../images/palette';
import { writeSiteIcons } from '../images/siteIcons';
import { writeImages, type ImageReport } from '../images/writeImages';
import { readContent } from './readContent';
import { writeSiteData } from '../page-data/writeSiteData';

export interface BuildOptions {
  /** The content directory; with `drupal`, where Drupal's pictures are saved. */
  contentDir: string;
  /** Set to read the content from the centre's Drupal (JSON:API). */
  drupal?: DrupalSite;
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
 * Content in, site data out: validates everything first (a ContentError leaves `outDir`
 * untouched), then writes the images and the page data.
 */
export async function buildSite({
  contentDir,
  drupal,
  outDir,
  displayBase,
  log = () => {},
  warn = log,
}: BuildOptions): Promise<BuildResult> {
  const content = await readContent({ contentDir, drupal, displayBase, log, warn });

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
