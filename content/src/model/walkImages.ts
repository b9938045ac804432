import type { Image } from 'shared-lib/content';

/** True for a validated Image record: a url with a pixel size. */
function isImage(value: unknown): value is Image {
  const v = value as Partial<Image> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.url === 'string' &&
    typeof v.width === 'number' &&
    typeof v.height === 'number'
  );
}

/**
 * Calls `visit` for every Image inside a record, with its dotted field path. Walking the
 * structure (rather than listing image fields) means a new image field in a type is never missed
 * by the image build or the size check.
 */
export function walkImages(
  value: unknown,
  visit: (image: Image, field: string) => void,
  field = '',
): void {
  if (isImage(value)) {
    visit(value, field);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => walkImages(item, visit, `${field}[${i}]`));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value))
      walkImages(child, visit, field ? `${field}.${key}` : key);
  }
}
