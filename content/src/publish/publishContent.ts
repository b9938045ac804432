import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  type Dirent,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';

import { pageDataUrl, searchPath } from 'shared-lib/routes';

import { writeSiteData } from '../build/buildSite';
import { imageSpecs } from '../images/imageSpecs';
import { readPalette } from '../images/palette';
import { writeImages } from '../images/writeImages';
import { loadContent } from '../load/loadContent';
import type { Content } from '../model/content';

export interface PublishOptions {
  /** The content folder the editor writes. */
  contentDir: string;
  /** The served site (the shell's build, holding the content build's output). */
  siteDir: string;
  displayBase?: string;
}

export interface PublishResult {
  hash: string;
  /** Routes whose page data changed (or are new): their pre-rendered pages must be rendered. */
  changedRoutes: string[];
  /** Routes no longer in the content: their page data is gone. */
  removedRoutes: string[];
  /** Every route, for rendering the rest with the new hash afterwards. */
  routes: string[];
  /** The published content, for its pictures (`publishImages`). */
  content: Content;
  seconds: number;
}

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/** A page-data file without its hash: what a page shows (every file's hash changes together). */
function shownOf(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(readFileSync(file, 'utf8')) as { hash?: string };
  delete data.hash;
  return JSON.stringify(data);
}

const readHash = (siteDir: string): string | undefined => {
  const file = join(siteDir, 'build-info.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { hash: string }).hash
    : undefined;
};

const readRoutes = (siteDir: string): string[] => {
  const file = join(siteDir, 'build-info.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { routes: string[] }).routes
    : [];
};

/**
 * Makes the pictures of published content whose source changed (an offer's pictures carry its
 * title): after its pages, so that the words are live first. Returns how many were made.
 */
export async function publishImages(
  content: Content,
  contentDir: string,
  siteDir: string,
): Promise<number> {
  const report = await writeImages(imageSpecs(content), siteDir, {
    palette: readPalette(),
    contentDir,
  });
  return report.written;
}

/**
 * Publishes the content folder into the served site without a rebuild: validates it (a
 * ContentError leaves the site as it was), writes the page data,
 * site data and search index beside the served ones and switches them in by rename, each file
 * whole, build-info.json last. Returns the routes whose pre-rendered pages show something new.
 */
export function publishContent({
  contentDir,
  siteDir,
  displayBase,
}: PublishOptions): PublishResult {
  const started = Date.now();
  const content = loadContent(contentDir, displayBase === undefined ? {} : { displayBase });

  const staging = mkdtempSync(join(siteDir, '.publish-'));
  try {
    const { hash, routes } = writeSiteData(content, staging);
    const before = readRoutes(siteDir);
    const changedRoutes = routes.filter(
      (route) =>
        shownOf(join(staging, pageDataUrl(route))) !== shownOf(join(siteDir, pageDataUrl(route))),
    );
    const removedRoutes = before.filter((route) => !routes.includes(route));
    // The search page loads the index its HTML names (by hash): new content, new index.
    const search = searchPath();
    if (hash !== readHash(siteDir) && routes.includes(search) && !changedRoutes.includes(search))
      changedRoutes.push(search);
    // Page data and the search index first, build-info.json last: it names what is live.
    const files = filesUnder(staging).sort((a, b) =>
      a === 'build-info.json' ? 1 : b === 'build-info.json' ? -1 : 0,
    );
    for (const file of files) {
      mkdirSync(dirname(join(siteDir, file)), { recursive: true });
      renameSync(join(staging, file), join(siteDir, file));
    }
    for (const route of removedRoutes) rmSync(join(siteDir, pageDataUrl(route)), { force: true });
    return {
      hash,
      changedRoutes,
      removedRoutes,
      routes,
      content,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
