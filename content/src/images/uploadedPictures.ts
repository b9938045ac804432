import type { Issues, Where } from '../issues/Issues';
import { replaceObjects } from '../model/replaceObjects';
import { IMAGE_URL } from '../schema/common';
import { pictureSize } from './pictureSize';

/**
 * Where the editor's uploads are served (its `public_folder`); the files are the content
 * directory's `images/uploads/`.
 */
export const UPLOADS_URL = '/images/uploads/';

/** The bytes of an uploaded picture by its url, undefined when there is no such file. */
export type ReadUpload = (url: string) => Buffer | undefined;

/** An upload's url: under /images/uploads/, and a picture path the build takes. */
export const isUploadUrl = (url: unknown): url is string =>
  typeof url === 'string' &&
  url.startsWith(UPLOADS_URL) &&
  IMAGE_URL.test(url) &&
  !url.includes('..');

/**
 * A record with the size of every uploaded picture read from its file (decision 412): an image
 * whose url is under /images/uploads/ takes the width and height its PNG or JPEG declares,
 * whatever the record says. An upload that is not there, or is not a picture, is named in
 * `issues` (file, item, the image's `url`) and left as it is. Records without uploads are
 * returned as they are.
 */
export function withUploadedPictureSizes(
  record: unknown,
  readUpload: ReadUpload,
  where: Where,
  issues: Issues,
): unknown {
  return replaceObjects(record, (object, field) => {
    const { url } = object;
    if (!isUploadUrl(url)) return undefined;
    const at = field ? `${field}.url` : 'url';
    const bytes = readUpload(url);
    const size = bytes && pictureSize(bytes);
    if (!bytes) issues.add(where, at, `no uploaded picture "${url}": upload it again`);
    else if (!size) issues.add(where, at, `"${url}" is not a PNG or JPEG picture`);
    return size ? { ...object, width: size.width, height: size.height } : object;
  });
}
