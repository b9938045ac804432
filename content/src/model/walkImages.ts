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
 * Calls `visit` for every Image inside a record, with its dotted field path and the objects that
 * hold it (the record first, the image's own parent last). Walking the structure (rather than
 * listing image fields) means a new image field in a type is never missed by the image build or
 * the size check.
 */
export function walkImages(
  value: unknown,
  visit: (image: Image, field: string, owners: readonly Record<string, unknown>[]) => void,
  field = '',
  owners: readonly Record<string, unknown>[] = [],
): void {
  if (isImage(value)) {
    visit(value, field, owners);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => walkImages(item, visit, `${field}[${i}]`, owners));
  } else if (typeof value === 'object' && value !== null) {
    const inside = [...owners, value as Record<string, unknown>];
    for (const [key, child] of Object.entries(value))
      walkImages(child, visit, field ? `${field}.${key}` : key, inside);
  }
}
