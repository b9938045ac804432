import path from 'node:path';
import { sharedDir } from './siteState';

/** The response header naming the generation a page, or a file of it, came from. */
export const GENERATION_HEADER = 'X-Site-Generation';

export interface ServedLayout {
  /** The app's build. */
  root: string;
  /** The shell's site state folder: pages and the files that agree with them, per generation. */
  site?: string;
  /** A remote's released versions, served under /releases/{version}/. */
  releases?: string;
}

/** Where released versions are served on a remote's origin. */
const RELEASES_PREFIX = `releases${path.sep}`;

/**
 * The files that may answer a path (relative to the origin's root, already checked to stay
 * inside it), in order: the served folder's (a generation's, or a candidate's preview: pages,
 * remotes.json, sitemap…, `folder` relative to the state folder), the files shared by
 * generations (remote stylesheet copies), then the build's. A remote's `/releases/{version}/…`
 * comes from its releases folder only.
 */
export function candidateFiles(
  layout: ServedLayout,
  folder: string | null,
  relative: string,
): string[] {
  if (layout.releases && relative.startsWith(RELEASES_PREFIX))
    return [path.join(layout.releases, relative.slice(RELEASES_PREFIX.length))];
  if (!layout.site) return [path.join(layout.root, relative)];
  return [
    ...(folder ? [path.join(layout.site, folder, relative)] : []),
    path.join(sharedDir(layout.site), relative),
    path.join(layout.root, relative),
  ];
}
