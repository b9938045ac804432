import type { SiteMetadata } from 'shared-lib/content';

/**
 * `sitemap.xml` of every public route (not the 404 page), each with the date the page was last
 * rendered from its content.
 */
export function sitemapXml(site: SiteMetadata, routes: string[], lastModified: string): string {
  const urls = routes
    .filter((route) => route !== '/404/')
    .map(
      (route) =>
        `  <url><loc>${escapeXml(`${site.siteUrl}${route}`)}</loc><lastmod>${lastModified}</lastmod></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/** `robots.txt`: everything may be crawled; the sitemap is named. */
export function robotsTxt(site: SiteMetadata): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
}

/** The web app manifest: name, colours (from the design tokens) and icons. */
export function webManifest(
  site: SiteMetadata,
  colours: { theme: string; background: string },
): string {
  return `${JSON.stringify(
    {
      name: site.siteName,
      short_name: 'Outlet Centre',
      description: site.siteDescription,
      start_url: '/',
      scope: '/',
      display: 'browser',
      lang: 'en-AU',
      theme_color: colours.theme,
      background_color: colours.background,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
