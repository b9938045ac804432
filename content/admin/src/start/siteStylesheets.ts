/**
 * The stylesheets the served site's pages link (the shell's, with shared-lib's tokens and fonts):
 * read from its home page, as their names carry the build's hashes. Previews are drawn in an
 * iframe, which gets them through Decap's registerPreviewStyle.
 */
export async function siteStylesheets(): Promise<string[]> {
  const response = await fetch('/', { cache: 'no-cache' });
  if (!response.ok)
    throw new Error(`The site's home page could not be read (HTTP ${response.status})`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return [...page.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => new URL(link.getAttribute('href') ?? '', window.location.origin).href,
  );
}
