import type { PageData, SiteData } from '../page-data/types';
import type { SearchIndexFile } from '../search/types';
import type { RemoteModuleId, RemoteName } from './remoteModules';

/** The page a document shows: the browser hydrates with the same one the server rendered. */
export type RenderedPage =
  | { status: 'ready'; pageData: PageData; path: string }
  | { status: 'not-found'; pageData: PageData | null; path: string };

/** `federation-assets.json` of an app's browser build (tooling/webpack/FederationAssetsPlugin.cjs). */
export interface FederationAssets {
  entry: { js: string[]; css: string[] };
  exposes: Record<string, { js: string[]; css: string[] }>;
  /** The shell's template chunks loaded on demand, by chunk name (`page-search`, ...). */
  pages?: Record<string, { js: string[]; css: string[] }>;
}

/** A remote as the manifest names it, with its Node container and its browser build's files. */
export interface RemoteBuild {
  name: RemoteName;
  /** The browser's remoteEntry.js, as in /remotes.json. */
  browserEntry: string;
  /** The Node container beside it (`server/remoteEntry.js`): its address, the key of its text. */
  serverEntry: string;
  assets: FederationAssets;
  /**
   * The stylesheets of its exposed modules: absolute address → the address of the shell origin's
   * content-addressed copy the page links (`/assets/remote-styles/remote.{hash}.css`).
   */
  stylesheetCopies: Record<string, string>;
}

/**
 * What a pre-rendered page was rendered with, written into it: the generation of the site it
 * belongs to and each remote's entry and release. The browser runs the page with exactly these
 * entries, whatever the served remotes manifest says by then (a release switched meanwhile).
 */
export interface PinnedRelease {
  generation: string;
  remotes: Partial<
    Record<RemoteName, { entry: string; release: string | null; integrity?: string }>
  >;
}

export interface RendererOptions {
  remotes: RemoteBuild[];
  /**
   * Every file of the remotes' Node containers by the address the federation runtime asks for
   * it at (`…/server/{file}`), read from their release folders and checked against their lists
   * of files (decision 360): the renderer runs remote code from these only, never fetched.
   */
  serverFiles: Record<string, string>;
  /** The shell's own browser build. */
  shellAssets: FederationAssets;
  buildHash: string;
  /** The browser's theme colour (the design tokens' brand colour). */
  themeColour: string;
  /**
   * The origins the remotes manifest may point at, written into every page: the shell in the
   * browser refuses any other (decision 162). None: every origin is accepted (dev servers).
   */
  remoteOrigins?: string[];
  /** Written into every page; none for pages rendered outside a served site. */
  release?: PinnedRelease;
}

export interface RenderInput {
  page: RenderedPage;
  siteData: SiteData;
  /** The Canberra date to render today-dependent rules for (yyyy-MM-dd). */
  renderDate: string;
}

export interface RenderResult {
  html: string;
  remoteModules: RemoteModuleId[];
  /** Remote modules that failed to load: their fallback is in the page. */
  failures: { id: RemoteModuleId; reason: string }[];
  /**
   * The text of each style element the page's components wrote (the sliders' layout rules, made
   * from their options in code), as they wrote it: never read back from the page.
   */
  styleElements: string[];
}

/**
 * The shell's Node build (`shell/dist/server/main.js`) exports `createRenderer`; the pre-render
 * (deploy/prerender) calls it. Pages are rendered one at a time.
 */
export interface PageRenderer {
  /**
   * The text of the executable inline scripts pages carry (the starter on every page, the search
   * page's own), from their sources.
   */
  inlineScripts: string[];
  renderPage(input: RenderInput): Promise<RenderResult>;
  /**
   * The results of each word searched for, rendered ahead as the search page shows them
   * (decision 334): one fragment of HTML per word of a document's title that finds anything.
   */
  renderSearchResults(file: SearchIndexFile): Promise<{ term: string; html: string }[]>;
}

export type CreateRenderer = (options: RendererOptions) => Promise<PageRenderer>;
