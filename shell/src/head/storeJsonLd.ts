import type { Store as StoreLd, WithContext } from 'schema-dts';
import type { SiteMetadata, Store } from 'shared-lib/content';
import { absoluteUrl, centreAddress } from './centrePlace';

/** A store page as a schema.org Store inside the centre. */
export function storeJsonLd(store: Store, site: SiteMetadata): WithContext<StoreLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: store.title,
    url: absoluteUrl(site, store.path.alias),
    description: store.metaDesc,
    image: absoluteUrl(site, store.logo.url),
    logo: absoluteUrl(site, store.logo.url),
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.web ? { sameAs: store.web } : {}),
    address: centreAddress(site),
    containedInPlace: {
      '@type': 'ShoppingCenter',
      name: site.siteName,
      url: `${site.siteUrl}/`,
      address: centreAddress(site),
    },
  };
}
