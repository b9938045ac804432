import { downloadPictures } from '../drupal/downloadPictures';
import { DrupalReader } from '../drupal/DrupalReader';
import type { DrupalSite } from '../drupal/drupalSite';
import { loadDrupalContent } from '../drupal/loadDrupalContent';
import { formatIssue } from '../issues/ContentError';
import { displayName } from '../load/displayName';
import { loadContent } from '../load/loadContent';
import type { Content } from '../model/content';

export interface ReadOptions {
  /**
   * The content directory; with Drupal, where its pictures are saved, as the image step takes
   * a picture at `{contentDir}{url}` over a drawn one.
   */
  contentDir: string;
  /** Set to read the content from the centre's Drupal (JSON:API) instead. */
  drupal?: DrupalSite;
  displayBase?: string;
  log: (line: string) => void;
  warn: (line: string) => void;
}

/**
 * The validated content, from a content directory or from Drupal (decision 260): both go through
 * the same validation, so a ContentError names file (or collection address), item and field.
 */
export async function readContent({
  contentDir,
  drupal: site,
  displayBase,
  log,
  warn,
}: ReadOptions): Promise<Content> {
  const onWarning = (issue: Parameters<typeof formatIssue>[0]) =>
    warn(`Warning: ${formatIssue(issue)}`);
  if (site === undefined) {
    log(`Validating content in ${displayName(contentDir, displayBase ?? process.cwd())}…`);
    return loadContent(contentDir, { displayBase, onWarning });
  }
  log(`Reading and validating the content from Drupal at ${site.base}…`);
  // One reader for the pages and the pictures: one time limit for the whole read.
  const reader = new DrupalReader(site);
  const drupal = await loadDrupalContent(reader, { onWarning });
  log(`  ${drupal.pages} JSON:API pages read, ${drupal.skipped} unpublished items left out`);
  const pictures = await downloadPictures(reader, drupal.files, contentDir);
  log(`  ${pictures.saved} pictures saved, ${pictures.missing} not on Drupal (drawn instead)`);
  return drupal.content;
}
