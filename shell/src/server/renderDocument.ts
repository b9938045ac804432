import {
  DOCUMENT_STATE_ID,
  jsonForScript,
  serializeDocumentState,
  type DocumentState,
} from '../document/documentState';
import { escapeHtml, headHtml } from '../head/headHtml';
import { pageHead } from '../head/pageHead';
import { shellPages } from '../routing/pageTemplates';
import type { FederationAssets, PinnedRelease } from 'shared-lib/contracts';
import { searchIndexUrl } from 'shared-lib/search';
import { REMOTE_ORIGINS_META } from '../app/remoteOrigins';
import { PINNED_RELEASE_ID } from '../app/pinnedRelease';
import { startAfterLoadScript } from './startAfterLoadScript';
import { SEARCH_EARLY_SCRIPT } from './searchEarlyScript';

export interface DocumentParts {
  /** The server-rendered markup of the root element. */
  body: string;
  state: DocumentState;
  buildHash: string;
  shellAssets: FederationAssets;
  /**
   * The stylesheets of the remote modules on the page: their address at the remote and the shell
   * origin's copy the page links.
   */
  remoteStyles: { href: string; copy: string }[];
  /** The browser's theme colour (the design tokens' brand colour). */
  themeColour: string;
  /** The origins the remotes manifest may point at (decision 162). */
  remoteOrigins?: string[];
  /** The generation and the remote releases the page was rendered with. */
  release?: PinnedRelease;
}

/** The shell's files are served from the site's root (publicPath '/'). */
const shellFile = (file: string) => `/${file}`;

/**
 * The whole HTML document of a page: its head (title, share tags, structured data, the shell's
 * stylesheet and the shell origin's copies of those of the remotes it shows: a remote that is
 * slow or down must never hold up the first paint, and the page carries no inline style a
 * Content-Security-Policy would have to hash (decision 161); `data-href` tells the remote's
 * runtime they are there), the pre-rendered markup, the state the
 * browser hydrates with, and the shell's scripts, started once the page has loaded: they never
 * block or slow the first paint.
 */
export function renderDocument(parts: DocumentParts): string {
  const { body, state, buildHash, shellAssets, remoteStyles, themeColour, remoteOrigins, release } =
    parts;
  const { site } = state.siteData;
  const stylesheets = shellAssets.entry.css.map(shellFile);
  const styles = [...new Map(remoteStyles.map((style) => [style.href, style.copy])).entries()];
  // The search page runs its query over the index as soon as it hydrates: fetched with the page.
  // Before that, its own script shows a one-word query's results rendered ahead (decision 334).
  const isSearch = state.page.status === 'ready' && state.page.pageData.template === 'search';
  const searchIndex = isSearch
    ? `<link rel="preload" href="${escapeHtml(searchIndexUrl(state.siteData.hash))}" as="fetch" crossorigin>`
    : '';
  // The entry and the chunks it imports at once, then the chunk of the page's template if the
  // shell loads it on demand (decision 291), started after the page has loaded: a chunk only
  // registers its modules, so hydration does not wait for one more round trip.
  const template = state.page.status === 'ready' ? state.page.pageData.template : 'not-found';
  const templateChunk = shellPages[template]?.chunk;
  // A template's chunk group holds chunks the entry has already (bootstrap, with the stylesheets):
  // each file is started once.
  const scripts = [
    ...new Set([
      ...shellAssets.entry.js.filter((file) => file.startsWith('main.')),
      ...shellAssets.entry.js.filter((file) => !file.startsWith('main.')),
      ...((templateChunk && shellAssets.pages?.[templateChunk]?.js) || []),
    ]),
  ].map(shellFile);
  return `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="build-hash" content="${escapeHtml(buildHash)}">
    <meta name="render-date" content="${escapeHtml(state.renderDate)}">
    <meta name="theme-color" content="${escapeHtml(themeColour)}">
    ${remoteOrigins ? `<meta name="${REMOTE_ORIGINS_META}" content="${escapeHtml(remoteOrigins.join(' '))}">` : ''}
    ${release ? `<script type="application/json" id="${PINNED_RELEASE_ID}">${jsonForScript(release)}</script>` : ''}
    ${headHtml(pageHead(state.page, state.siteData, state.renderDate))}
    <link rel="icon" href="/icons/favicon-32.png" sizes="32x32" type="image/png">
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
    <link rel="manifest" href="/manifest.webmanifest">
    <link rel="sitemap" type="application/xml" title="${escapeHtml(site.siteName)}" href="/sitemap.xml">
    ${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ')}
    ${styles.map(([href, copy]) => `<link rel="stylesheet" href="${escapeHtml(copy)}" data-href="${escapeHtml(href)}">`).join('\n    ')}
    ${searchIndex}
  </head>
  <body>
    <div id="root">${body}</div>
    ${isSearch ? `<script>${SEARCH_EARLY_SCRIPT}</script>` : ''}
    <script type="application/json" id="${DOCUMENT_STATE_ID}">${serializeDocumentState(state)}</script>
    ${startAfterLoadScript(scripts)}
  </body>
</html>
`;
}
