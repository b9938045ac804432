import { join } from 'node:path';

import { buildSite, type BuildResult } from '../pipeline/buildSite';
import { linkTree } from './linkTree';

/** The folders of a content build whose files a publish keeps unless their source changed. */
const CARRIED_FOLDERS = ['images', 'icons'] as const;

export interface PublishOptions {
  /** The content folder the editor writes. */
  contentDir: string;
  /** The content output served now (the site's build, or the last published content). */
  baseDir: string;
  /** A new, empty folder for the published content. */
  outDir: string;
  displayBase?: string;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

/**
 * Builds the content output of a publish in seconds: the pictures and icons served now are
 * linked in (the image writer then redraws only those whose source changed, such as an offer's
 * titled picture), and the page data, site data and search index are written whole. The content
 * is validated before anything is written, as in a build, so bad content names its file, item
 * and field and changes nothing served.
 */
export async function publishContent({
  contentDir,
  baseDir,
  outDir,
  displayBase,
  log,
  warn,
}: PublishOptions): Promise<BuildResult> {
  for (const folder of CARRIED_FOLDERS) linkTree(join(baseDir, folder), join(outDir, folder));
  return buildSite({
    contentDir,
    outDir,
    ...(displayBase === undefined ? {} : { displayBase }),
    ...(log ? { log } : {}),
    ...(warn ? { warn } : {}),
  });
}
