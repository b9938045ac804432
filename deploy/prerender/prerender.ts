import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from 'shared-lib/files';
import type {
  CreateRenderer,
  FederationAssets,
  RemoteBuild,
  PinnedRelease,
  RemoteName,
  RemotesManifest,
  RendererOptions,
} from 'shared-lib/contracts';
import { canberraDate } from 'shared-lib/clock';
import type { PageData, SiteData } from 'shared-lib/page-data';
import { pageDataUrl, SITE_DATA_URL } from 'shared-lib/routes';
import { searchIndexUrl, searchResultsUrl, type SearchIndexFile } from 'shared-lib/search';
import { readToken } from 'content/design-tokens';
import { releaseOfEntry } from '../origins/remoteEntries';
import { allowedRemoteOrigins, SITE_ORIGINS_FILE, type SiteOrigins } from '../origins/siteOrigins';
import {
  checkServerFiles,
  SERVER_DIR,
  serverEntryOf,
  type RemoteOnDisk,
} from './checkedServerFiles';
import { compressPages } from './compressPages';
import { CSP_HASHES_FILE, hashesOf, mergeHashes, type InlineHashes } from './inlineHashes';
import { robotsTxt, sitemapXml, webManifest } from './siteFiles';

export interface PrerenderOptions {
  /** The shell's build: its page data, server build and assets are read; nothing is written. */
  shellDist: string;
  /**
   * The new generation's folder: every page, remotes.json, csp-hashes.json (the hashes of its own
   * pages' inline texts), sitemap…
   */
  outDir: string;
  /** Where the remote stylesheet copies go (`assets/remote-styles/…`, shared by generations). */
  sharedDir: string;
  /** The remotes to render with. */
  manifest: RemotesManifest;
  /**
   * Where each remote of the manifest is on this machine: the release (or build) folder its
   * Node container is read from, checked against that folder's `files.json` (decision 360).
   */
  remoteFolders: Partial<Record<RemoteName, Omit<RemoteOnDisk, 'name' | 'serverEntry'>>>;
  /** The site's origins: the manifest may only point at its remotes' (decision 162). */
  origins: SiteOrigins | null;
  /** The generation the pages belong to, written into each of them with its remotes' releases. */
  generation: string;
  /** The inline hashes of the generation served now: its pages are served until the switch. */
  earlierHashes: InlineHashes;
  /** The Canberra date today-dependent rules are rendered for; today by default. */
  renderDate?: string;
  /**
   * Called, before the new pages are served, with the hashes the server's policy must allow from
   * then on: the new pages' and those of the pages served until the switch, no others.
   */
  onNewHashes?: (hashes: InlineHashes) => Promise<unknown>;
  /** Published content (build-info.json, site and page data) to render instead of the build's. */
  contentRoot?: string;
  log?: (line: string) => void;
}

export interface PrerenderReport {
  pages: number;
  failures: { path: string; id: string; reason: string }[];
  seconds: number;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Writes into the new generation, which nobody is served from before it is complete. */
function writeFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Failed to fetch ${url}: HTTP ${response.status}`);
  return response.text();
}

const fetchJson = async <T>(url: string): Promise<T> => JSON.parse(await fetchText(url)) as T;

/** Where the shell's origin serves its copies of the remotes' stylesheets. */
export const REMOTE_STYLES_DIR = 'assets/remote-styles';

/**
 * Copies a remote's stylesheet to the shell's origin under a name made of its content's hash
 * (immutable: older copies stay for pages still open) and returns the copy's address. Pages link
 * the copy: no inline style for the Content-Security-Policy to hash, no wait on a remote origin
 * before the first paint, and one cached file for every page that shows the module (decision 161).
 */
function copyStylesheet(sharedDir: string, css: string): string {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 20);
  const relative = `${REMOTE_STYLES_DIR}/remote.${hash}.css`;
  const file = path.join(sharedDir, relative);
  // Whole or not at all: a shared file may be read while it is written.
  if (!existsSync(file)) writeAtomically(file, css);
  return `/${relative}`;
}

/**
 * Each remote as the manifest names it: its Node container beside its browser entry
 * (`…/server/remoteEntry.js`, whose files the renderer gets checked from disk) and the files of
 * its browser build, read over HTTP from there.
 */
async function remoteBuilds(manifest: RemotesManifest, sharedDir: string): Promise<RemoteBuild[]> {
  return Promise.all(
    Object.entries(manifest.remotes).map(async ([name, browserEntry]) => {
      const assets = await fetchJson<FederationAssets>(
        new URL('federation-assets.json', browserEntry).href,
      );
      const stylesheetUrls = [
        ...new Set(Object.values(assets.exposes).flatMap((files) => files.css)),
      ].map((file) => new URL(file, browserEntry).href);
      const stylesheetCopies = Object.fromEntries(
        await Promise.all(
          stylesheetUrls.map(
            async (url) => [url, copyStylesheet(sharedDir, await fetchText(url))] as const,
          ),
        ),
      );
      return {
        name: name as RemoteName,
        browserEntry,
        serverEntry: serverEntryOf(browserEntry),
        assets,
        stylesheetCopies,
      };
    }),
  );
}

const htmlFileOf = (outDir: string, route: string) => path.join(outDir, route, 'index.html');

/** What each page names as its generation and the release of each remote (pinned in the browser). */
const pinnedRelease = (generation: string, manifest: RemotesManifest): PinnedRelease => ({
  generation,
  remotes: Object.fromEntries(
    Object.entries(manifest.remotes).map(([name, entry]) => {
      const integrity = manifest.integrity?.[name as RemoteName];
      return [name, { entry, release: releaseOfEntry(entry), ...(integrity ? { integrity } : {}) }];
    }),
  ),
});

/**
 * The manifest's entries on the allowed origins (site-origins.json, written beside it by the
 * serve scripts), and a failure for each other one: the pre-render never loads code from an
 * origin the pages' Content-Security-Policy and the shell would refuse.
 */
function allowedEntries(
  manifest: RemotesManifest,
  origins: SiteOrigins | null,
): { manifest: RemotesManifest; refused: PrerenderReport['failures'] } {
  if (!origins) return { manifest, refused: [] };
  const allowed = allowedRemoteOrigins(origins);
  const refused: PrerenderReport['failures'] = [];
  const remotes = Object.fromEntries(
    Object.entries(manifest.remotes).filter(([name, entry]) => {
      const origin = URL.canParse(entry) ? new URL(entry).origin : entry;
      if (allowed.includes(origin)) return true;
      refused.push({
        path: '/remotes.json',
        id: name,
        reason: `${entry} is not on an allowed remote origin (${SITE_ORIGINS_FILE})`,
      });
      return false;
    }),
  ) as RemotesManifest['remotes'];
  return { manifest: { remotes }, refused };
}

/**
 * Renders every route of the content build into `{outDir}/{path}/index.html` with the shell's
 * Node build, which loads each remote's Node container through the remotes manifest exactly as
 * the browser loads the remotes, so rendering again after a remote release updates every page
 * without rebuilding any app. Also writes the manifest it rendered with, the inline hashes,
 * sitemap.xml, robots.txt and the web app manifest: everything that must agree with the pages.
 * A remote that fails to load leaves its fallback in the page and is reported.
 */
export async function prerender({
  shellDist,
  outDir,
  sharedDir,
  manifest: requested,
  remoteFolders,
  origins,
  generation,
  earlierHashes,
  renderDate = canberraDate(),
  log = console.log,
  onNewHashes,
  contentRoot = shellDist,
}: PrerenderOptions) {
  const started = Date.now();
  const allowed = allowedEntries(requested, origins);
  const { refused } = allowed;
  const { hash, routes } = readJson<{ hash: string; routes: string[] }>(
    path.join(contentRoot, 'build-info.json'),
  );
  const siteData = readJson<SiteData>(path.join(contentRoot, SITE_DATA_URL));
  // Before any page, every remote's Node container as its release listed it, or nothing at all.
  const checked = checkServerFiles(
    Object.entries(allowed.manifest.remotes).map(([name, browserEntry]) => {
      const onDisk = remoteFolders[name as RemoteName];
      if (!onDisk)
        throw new Error(`No folder on this machine is given for ${name} (${browserEntry})`);
      return { name: name as RemoteName, serverEntry: serverEntryOf(browserEntry), ...onDisk };
    }),
  );
  if (checked.refused.length > 0) {
    for (const { id, reason } of checked.refused) log(`  ! ${id}: ${reason}`);
    log(`Rendered no page of generation ${generation}: a remote's Node container is refused`);
    return {
      pages: 0,
      // No page was rendered: the refusal is reported at the Node containers' folder.
      failures: checked.refused.map((refusal) => ({ path: SERVER_DIR, ...refusal })),
      seconds: (Date.now() - started) / 1000,
    };
  }
  // The pages and the generation's manifest name each entry with the hash its release lists.
  const manifest: RemotesManifest = { ...allowed.manifest, integrity: checked.entryIntegrity };
  const options: RendererOptions = {
    remotes: await remoteBuilds(manifest, sharedDir),
    serverFiles: checked.files,
    shellAssets: readJson<FederationAssets>(path.join(shellDist, 'federation-assets.json')),
    buildHash: hash,
    themeColour: readToken('--colour-brand'),
    remoteOrigins: origins ? allowedRemoteOrigins(origins) : undefined,
    release: pinnedRelease(generation, manifest),
  };
  // The shell's Node build (webpack target async-node) is plain CommonJS.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const server = require(path.join(shellDist, 'server', 'main.js')) as {
    createRenderer: CreateRenderer;
  };
  const renderer = await server.createRenderer(options);

  const failures: PrerenderReport['failures'] = [...refused];
  // A remote the manifest leaves out is switched off (`release disable`): its parts render their
  // fallback, as asked, which is no failure.
  const isSwitchedOff = (id: string) => !(id.slice(0, id.indexOf('/')) in requested.remotes);
  // The inline texts as the site's code wrote them, never read back from the pages: whatever a
  // page's content holds, it adds no hash to the policy (decision 301).
  const styleElements = new Set<string>();
  const pages: { route: string; html: string }[] = [];
  for (const route of routes) {
    const pageData = readJson<PageData>(path.join(contentRoot, pageDataUrl(route)));
    const page =
      pageData.template === 'not-found'
        ? ({ status: 'not-found', pageData, path: route } as const)
        : ({ status: 'ready', pageData, path: route } as const);
    const result = await renderer.renderPage({ page, siteData, renderDate });
    for (const failure of result.failures)
      if (!isSwitchedOff(failure.id)) failures.push({ path: route, ...failure });
    for (const style of result.styleElements) styleElements.add(style);
    pages.push({ route, html: result.html });
  }
  const hashes = hashesOf({ styleElements, scripts: renderer.inlineScripts });
  writeFile(path.join(outDir, CSP_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
  await onNewHashes?.(mergeHashes(hashes, earlierHashes));
  for (const { route, html } of pages) writeFile(htmlFileOf(outDir, route), html);
  // Each word's search results, as the search page shows them, for its own script to show at once.
  const searchStarted = Date.now();
  const searchResults = await renderer.renderSearchResults(
    readJson<SearchIndexFile>(path.join(contentRoot, searchIndexUrl(hash))),
  );
  for (const { term, html } of searchResults)
    writeFile(path.join(outDir, searchResultsUrl(term)), html);
  const searchSeconds = (Date.now() - searchStarted) / 1000;
  writeFile(path.join(outDir, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(siteData.site, routes, renderDate));
  writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteData.site));
  writeFile(
    path.join(outDir, 'manifest.webmanifest'),
    webManifest(siteData.site, {
      theme: readToken('--colour-brand'),
      background: readToken('--colour-surface'),
    }),
  );

  // Sent as they are by both servers from now on: no page is compressed per request.
  const compressed = await compressPages(outDir);
  if (existsSync(sharedDir)) await compressPages(sharedDir);

  const report: PrerenderReport = {
    pages: routes.length,
    failures,
    seconds: (Date.now() - started) / 1000,
  };
  for (const failure of failures)
    log(
      `  ! ${failure.path}: ${failure.id} failed (${failure.reason}); its fallback is in the page`,
    );
  log(
    `Pre-rendered ${report.pages} pages of generation ${generation} for ${renderDate} and the results of ${searchResults.length} search words (${searchSeconds.toFixed(1)} s) in ${report.seconds.toFixed(1)} s, of which ${compressed.seconds.toFixed(1)} s compressing ${compressed.files} files (${megabytes(compressed.bytes)} MB, ${megabytes(compressed.brotliBytes)} MB with brotli)`,
  );
  return report;
}
