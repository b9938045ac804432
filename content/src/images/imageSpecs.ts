import { DEFAULT_SHARE_IMAGE, PILLAR_IMAGES, type Image } from 'shared-lib/content';

import { byId } from '../model/byId';
import { DEFAULT_IMAGES } from '../model/defaultImages';
import type { Content } from '../model/content';
import { walkImages } from '../model/walkImages';

/** What a generated image shows. */
export type ImageKind =
  'logo' | 'thumb' | 'tile' | 'map' | 'banner' | 'gift' | 'slide' | 'slideMobile' | 'share';

export interface ImageSpec extends Pick<Image, 'url' | 'width' | 'height'> {
  kind: ImageKind;
  /** The words on the image: a store's name, an offer's title, a slide's text. */
  label: string;
  /**
   * What a gift is for (its first recipient category), which its figure shows; for a thumbnail,
   * the collection it belongs to, which picks its scenes (a price tag only for offers).
   */
  detail: string;
}

function kindOf(collection: string, field: string): ImageKind {
  if (collection === 'gifts') return 'gift';
  if (collection === 'slides') return /(^|\.)mobileimage$/.test(field) ? 'slideMobile' : 'slide';
  // The gift generator's category tiles: the site writes the category under the picture.
  if (/(^|\.)categories\[\d+\]\.image$/.test(field)) return 'tile';
  if (/(^|\.)logo$/.test(field)) return 'logo';
  if (/(^|\.)map$/.test(field)) return 'map';
  if (/(^|\.)(thumb|thumbnail)$/.test(field)) return 'thumb';
  return 'banner';
}

function labelOf(record: Record<string, unknown>): string {
  const text = [record.title, record.text, record.label, record.name].find(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  return (text as string | undefined) ?? '';
}

/**
 * The words of the nearest object holding the image that has any: a button of a page's button
 * section shows its own title, not the page's.
 */
function nearestLabel(owners: readonly Record<string, unknown>[]): string {
  for (let index = owners.length - 1; index >= 0; index -= 1) {
    const label = labelOf(owners[index]!);
    if (label) return label;
  }
  return '';
}

function detailOf(collection: string, record: Record<string, unknown>, kind: ImageKind): string {
  if (collection === 'gifts')
    return ((record.recipientCategories as string[] | undefined) ?? [])[0] ?? '';
  return kind === 'thumb' ? collection : '';
}

/**
 * Every image the site needs, one per url sorted by url, with what it shows: the images the content
 * names (each labelled from its record) and the build's defaults (share image, store banner).
 */
export function imageSpecs(content: Content): ImageSpec[] {
  const byUrl = new Map<string, ImageSpec>();
  const add = (image: Image, spec: Omit<ImageSpec, 'url' | 'width' | 'height'>) => {
    if (!byUrl.has(image.url))
      byUrl.set(image.url, { url: image.url, width: image.width, height: image.height, ...spec });
  };
  for (const [pillar, image] of Object.entries(PILLAR_IMAGES)) {
    // 'Shop by Category' tiles: a picture of the pillar in its own colour (the site writes
    // 'Outlet {pillar}' under it, so the picture has no words of its own).
    add(image, { kind: 'tile', label: pillar[0]!.toUpperCase() + pillar.slice(1), detail: '' });
  }
  for (const image of DEFAULT_IMAGES) {
    add(image, {
      kind: image.url === DEFAULT_SHARE_IMAGE.url ? 'share' : 'banner',
      label: content.site.siteName,
      detail: '',
    });
  }
  for (const [collection, records] of Object.entries(content)) {
    // In id order: the first record naming a url labels its picture.
    const list = Array.isArray(records) ? [...(records as { id: string }[])].sort(byId) : [records];
    for (const record of list as Record<string, unknown>[]) {
      walkImages(record, (image, field, owners) => {
        const kind = kindOf(collection, field);
        add(image, {
          kind,
          label: nearestLabel(owners) || content.site.siteName,
          detail: detailOf(collection, record, kind),
        });
      });
    }
  }
  return [...byUrl.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}
