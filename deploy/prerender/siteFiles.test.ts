import type { SiteMetadata } from 'shared-lib/content';
import { robotsTxt, sitemapXml, webManifest } from './siteFiles';

const site: SiteMetadata = {
  siteName: 'Canberra Outlet Centre',
  siteDescription: 'The only outlet centre in Canberra.',
  siteUrl: 'https://www.example.com.au',
  address: '337 Canberra Avenue, Fyshwick ACT 2609',
  phone: '(02) 6280 2999',
  centreMapUrl: 'https://www.example.com.au/map.pdf',
};

describe('site files', () => {
  it('lists every public route in the sitemap with its date, not the 404 page, escaping addresses', () => {
    const xml = sitemapXml(site, ['/', '/stores/', '/stores/b&b/', '/404/'], '2026-11-22');
    expect(xml).toContain(
      '<url><loc>https://www.example.com.au/</loc><lastmod>2026-11-22</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://www.example.com.au/stores/b&amp;b/</loc>');
    expect(xml).not.toContain('/404/');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('names the sitemap in robots.txt', () => {
    expect(robotsTxt(site)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.com.au/sitemap.xml\n',
    );
  });

  it('gives the web app manifest the site name, colours and icons', () => {
    const manifest = JSON.parse(
      webManifest(site, { theme: '#13294b', background: '#fff' }),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: site.siteName,
      start_url: '/',
      theme_color: '#13294b',
      lang: 'en-AU',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ]);
  });
});
