import type { PostalAddress } from 'schema-dts';
import type { SiteMetadata } from 'shared-lib/content';

/**
 * The centre's address as a schema.org PostalAddress when the content's one-line address reads
 * '{street}, {suburb} {STATE} {postcode}'; otherwise the text as written.
 */
export function centreAddress(site: SiteMetadata): PostalAddress | string {
  const match = /^([^,]+),\s*(.+?)\s+(ACT|NSW|VIC|QLD|SA|WA|TAS|NT)\s+(\d{4})\b/.exec(site.address);
  if (!match) return site.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: match[1]!,
    addressLocality: match[2]!,
    addressRegion: match[3]!,
    postalCode: match[4]!,
    addressCountry: 'AU',
  };
}

/** Absolute address of a path or image on the site. */
export const absoluteUrl = (site: SiteMetadata, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${site.siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
