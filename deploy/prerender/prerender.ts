import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  CreateRenderer,
  FederationAssets,
  RemoteBuild,
  RemoteName,
  RemotesManifest,
  RendererOptions,
} from 'shared-lib/contracts';
import { canberraDate } from 'shared-lib/hours';
import type { PageData, SiteData } from 'shared-lib/page-data';
import { pageDataUrl, SITE_DATA_URL } from 'shared-lib/routes';
import { readToken } from '../../content/src/design/readToken';
import { robotsTxt, sitemapXml, webManifest } from './siteFiles';

export interface PrerenderOptions {
  /** The shell's build: its remotes.json, page data and server build are read, its HTML written. */
  shellDist: string;
  /** The Canberra date today-dependent rules are rendered for; today by default. */
  renderDate?: string;
  log?: (line: string) => void;
}

export interface PrerenderReport {
  pages: number;
  failures: { path: string; id: string; reason: string }[];
  seconds: number;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Writes a file whole or not at all: a shopper never gets half a page while the pre-render runs. */
function writeAtomically(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Failed to fetch ${url}: HTTP ${response.status}`);
  return response.text();
}

const fetchJson = async <T>(url: string): Promise<T> => JSON.parse(await fetchText(url)) as T;

/**
 * Each remote as the manifest names it: its Node container beside its browser entry
 * (`…/server/remoteEntry.js`) and the files of its browser build, read over HTTP from there.
 */
async function remoteBuilds(manifest: RemotesManifest): Promise<RemoteBuild[]> {
  return Promise.all(
    Object.entries(manifest.remotes).map(async ([name, browserEntry]) => {
      const assets = await fetchJson<FederationAssets>(
        new URL('federation-assets.json', browserEntry).href,
      );
      const stylesheetUrls = [
        ...new Set(Object.values(assets.exposes).flatMap((files) => files.css)),
      ].map((file) => new URL(file, browserEntry).href);
      const stylesheets = Object.fromEntries(
        await Promise.all(stylesheetUrls.map(async (url) => [url, await fetchText(url)] as const)),
      );
      return {
        name: name as RemoteName,
        browserEntry,
        serverEntry: new URL('server/remoteEntry.js', browserEntry).href,
        assets,
        stylesheets,
      };
    }),
  );
}

const htmlFileOf = (shellDist: string, route: string) => path.join(shellDist, route, 'index.html');

/**
 * Renders every route of the content build into `{shellDist}/{path}/index.html` with the shell's
 * Node build, which loads each remote's Node container through the remotes manifest exactly as
 * the browser loads the remotes, so re-running it after a remote release or a manifest change
 * updates every page without rebuilding any app. Also writes sitemap.xml, robots.txt and the web
 * app manifest. A remote that fails to load leaves its fallback in the page and is reported.
 */
export async function prerender({
  shellDist,
  renderDate = canberraDate(),
  log = console.log,
}: PrerenderOptions) {
  const started = Date.now();
  const manifest = readJson<RemotesManifest>(path.join(shellDist, 'remotes.json'));
  const { hash, routes } = readJson<{ hash: string; routes: string[] }>(
    path.join(shellDist, 'build-info.json'),
  );
  const siteData = readJson<SiteData>(path.join(shellDist, SITE_DATA_URL));
  const options: RendererOptions = {
    remotes: await remoteBuilds(manifest),
    shellAssets: readJson<FederationAssets>(path.join(shellDist, 'federation-assets.json')),
    buildHash: hash,
    themeColour: readToken('--colour-brand'),
  };
  // The shell's Node build (webpack target async-node) is plain CommonJS.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const server = require(path.join(shellDist, 'server', 'main.js')) as {
    createRenderer: CreateRenderer;
  };
  const renderer = await server.createRenderer(options);

  const failures: PrerenderReport['failures'] = [];
  for (const route of routes) {
    const pageData = readJson<PageData>(path.join(shellDist, pageDataUrl(route)));
    const page =
      pageData.template === 'not-found'
        ? ({ status: 'not-found', pageData, path: route } as const)
        : ({ status: 'ready', pageData, path: route } as const);
    const result = await renderer.renderPage({ page, siteData, renderDate });
    for (const failure of result.failures) failures.push({ path: route, ...failure });
    writeAtomically(htmlFileOf(shellDist, route), result.html);
  }
  writeAtomically(
    path.join(shellDist, 'sitemap.xml'),
    sitemapXml(siteData.site, routes, renderDate),
  );
  writeAtomically(path.join(shellDist, 'robots.txt'), robotsTxt(siteData.site));
  writeAtomically(
    path.join(shellDist, 'manifest.webmanifest'),
    webManifest(siteData.site, {
      theme: readToken('--colour-brand'),
      background: readToken('--colour-surface'),
    }),
  );

  const report: PrerenderReport = {
    pages: routes.length,
    failures,
    seconds: (Date.now() - started) / 1000,
  };
  for (const failure of failures)
    log(
      `  ! ${failure.path}: ${failure.id} failed (${failure.reason}); its fallback is in the page`,
    );
  log(`Pre-rendered ${report.pages} pages for ${renderDate} in ${report.seconds.toFixed(1)} s`);
  return report;
}
