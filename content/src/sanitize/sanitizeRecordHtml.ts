import { sanitizeRichText } from './sanitizeRichText';

/** Blocks whose `text` is rich text (the content schema's `html()` fields). */
const BLOCKS_WITH_RICH_TEXT = new Set(['rich_text', 'image_text', 'map_contact']);

export interface SanitizedField {
  /** Dotted path inside the record, as validation names fields: `body.processed`, `blocks[2].text`. */
  field: string;
  removed: string[];
}

function richTextKeys(value: Record<string, unknown>): string[] {
  const keys: string[] = [];
  if (typeof value.processed === 'string') keys.push('processed');
  if (
    typeof value.type === 'string' &&
    BLOCKS_WITH_RICH_TEXT.has(value.type) &&
    typeof value.text === 'string'
  )
    keys.push('text');
  return keys;
}

/**
 * Sanitizes every rich-text field of a validated content record in place (a `processed` text
 * anywhere, and the `text` of rich-text, image-and-text and map-and-contact blocks), and says
 * which fields lost something.
 */
export function sanitizeRecordHtml(record: unknown, path = ''): SanitizedField[] {
  if (Array.isArray(record))
    return record.flatMap((item, index) => sanitizeRecordHtml(item, `${path}[${index}]`));
  if (record === null || typeof record !== 'object') return [];
  const object = record as Record<string, unknown>;
  const changes: SanitizedField[] = [];
  const rich = richTextKeys(object);
  for (const [key, value] of Object.entries(object)) {
    const field = path ? `${path}.${key}` : key;
    if (rich.includes(key)) {
      const { html, removed } = sanitizeRichText(value as string);
      object[key] = html;
      if (removed.length > 0) changes.push({ field, removed });
    } else {
      changes.push(...sanitizeRecordHtml(value, field));
    }
  }
  return changes;
}
