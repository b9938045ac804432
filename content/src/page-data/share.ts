import type { Image, ShareMetadata, SiteMetadata } from 'shared-lib/content';
import { cutSummary, SUMMARY_LENGTH } from 'shared-lib/text';

import { DEFAULT_SHARE_IMAGE } from 'shared-lib/content';

export interface ShareSource {
  title: string;
  path: string;
  /** Candidates in order of preference (e.g. metaImage, banner); the default share image follows. */
  images?: (Image | null | undefined)[];
  /** Candidates in order of preference, HTML allowed; the site description follows. */
  descriptions?: (string | null | undefined)[];
}

/**
 * Share tags of a page (docs/reference/routes.md and docs/reference/limits.md): its address on the site, the first image it has
 * or the default 1200x627 share image, and the first non-empty description stripped of markup
 * and cut at 200 characters.
 */
export function shareFor(source: ShareSource, site: SiteMetadata): ShareMetadata {
  const image =
    source.images?.find((candidate): candidate is Image => Boolean(candidate)) ??
    DEFAULT_SHARE_IMAGE;
  const description =
    [...(source.descriptions ?? []), site.siteDescription]
      .map((candidate) => cutSummary(candidate ?? '', SUMMARY_LENGTH))
      .find((text) => text !== '') ?? '';
  return {
    title: source.title,
    url: `${site.siteUrl}${source.path}`,
    image: image.url,
    imageWidth: image.width,
    imageHeight: image.height,
    description,
  };
}
