import type { Image } from 'shared-lib/content';

import type { Issues } from '../issues/Issues';
import { DEFAULT_IMAGES } from '../model/defaultImages';
import { walkImages } from '../model/walkImages';
import { LIST_NAMES, type CheckInput } from './CheckInput';
import { formatWhere } from './formatWhere';

/**
 * One image file has one size: records may share an image url (banners by category), but only
 * with the same width and height, since the build writes exactly one raster per url.
 */
export function checkImages(input: CheckInput, issues: Issues): void {
  const first = new Map<string, { image: Image; owner: object; field: string }>();
  const defaults = new Map(DEFAULT_IMAGES.map((image) => [image.url, image]));
  const visitRecord = (owner: object) =>
    walkImages(owner, (image, field) => {
      const reserved = defaults.get(image.url);
      if (reserved && (reserved.width !== image.width || reserved.height !== image.height)) {
        issues.at(
          owner,
          field,
          `"${image.url}" is a default image of the build and must be ${reserved.width}x${reserved.height}`,
        );
        return;
      }
      const seen = first.get(image.url);
      if (!seen) {
        first.set(image.url, { image, owner, field });
      } else if (seen.image.width !== image.width || seen.image.height !== image.height) {
        issues.at(
          owner,
          field,
          `"${image.url}" is ${image.width}x${image.height} here but ${seen.image.width}x${seen.image.height} in ${formatWhere(issues.whereOf(seen.owner))} field "${seen.field}"`,
        );
      }
    });
  if (input.menus) visitRecord(input.menus);
  for (const list of LIST_NAMES) for (const item of input[list]) visitRecord(item);
}
