/** The shell build's list of its own files (written by its federation build). */
const SHELL_ASSETS_URL = '/federation-assets.json';

/**
 * The stylesheets the served site's pages link (the shell's, with shared-lib's tokens and fonts),
 * named with the build's hashes in the shell's list of its files: data, not a page, so the
 * editor's own origin can serve it (a page of the shop never runs there). Previews are drawn in
 * an iframe, which gets them through Decap's registerPreviewStyle.
 */
export async function siteStylesheets(): Promise<string[]> {
  const response = await fetch(SHELL_ASSETS_URL, { cache: 'no-cache' });
  if (!response.ok)
    throw new Error(`The site's ${SHELL_ASSETS_URL} could not be read (HTTP ${response.status})`);
  const { entry } = (await response.json()) as { entry: { css: string[] } };
  return entry.css.map((file) => new URL(file, window.location.origin).href);
}
