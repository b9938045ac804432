import type { Thing, WithContext } from 'schema-dts';
import type { SiteData } from 'shared-lib/page-data';
import type { RenderedPage } from 'shared-lib/contracts';
import { absoluteUrl } from './centrePlace';
import { structuredDataFor } from './structuredDataFor';

export const NOT_FOUND_TITLE = 'Page Not Found';

/** One element of the page's part of `<head>`: a meta or link tag, or a JSON-LD script. */
export type HeadTag =
  | { tag: 'meta'; attributes: Record<string, string> }
  | { tag: 'link'; attributes: Record<string, string> }
  | { tag: 'json-ld'; data: WithContext<Thing> };

export interface PageHead {
  title: string;
  tags: HeadTag[];
}

const meta = (attributes: Record<string, string>): HeadTag => ({ tag: 'meta', attributes });

/**
 * The title ('%s - {site name}'), description, canonical address, share tags (Open Graph and
 * Twitter: title, url, image with its size, description) and structured data of a page. The
 * server writes them into the document; the browser rewrites them after each in-app navigation.
 */
export function pageHead(page: RenderedPage, siteData: SiteData, today: string): PageHead {
  const { site } = siteData;
  if (page.status === 'not-found') {
    return {
      title: `${NOT_FOUND_TITLE} - ${site.siteName}`,
      tags: [
        meta({ name: 'description', content: site.siteDescription }),
        meta({ name: 'robots', content: 'noindex' }),
      ],
    };
  }
  const { pageData } = page;
  const { share } = pageData;
  const title = `${pageData.title} - ${site.siteName}`;
  const url = absoluteUrl(site, pageData.path);
  const image = absoluteUrl(site, share.image);
  return {
    title,
    tags: [
      meta({ name: 'description', content: share.description }),
      { tag: 'link', attributes: { rel: 'canonical', href: url } },
      meta({
        property: 'og:type',
        content: pageData.template === 'article-detail' ? 'article' : 'website',
      }),
      meta({ property: 'og:site_name', content: site.siteName }),
      meta({ property: 'og:title', content: share.title }),
      meta({ property: 'og:url', content: url }),
      meta({ property: 'og:description', content: share.description }),
      meta({ property: 'og:image', content: image }),
      meta({ property: 'og:image:width', content: String(share.imageWidth) }),
      meta({ property: 'og:image:height', content: String(share.imageHeight) }),
      meta({ name: 'twitter:card', content: 'summary_large_image' }),
      meta({ name: 'twitter:title', content: share.title }),
      meta({ name: 'twitter:description', content: share.description }),
      meta({ name: 'twitter:image', content: image }),
      ...structuredDataFor(pageData, siteData, today).map((data): HeadTag => ({
        tag: 'json-ld',
        data,
      })),
    ],
  };
}
