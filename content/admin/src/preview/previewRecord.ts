import { sanitizeHtmlFields } from '../../../src/sanitize/sanitizeHtmlFields';
import { COLLECTION_SCHEMAS } from '../config/collectionSchemas';
import type { FolderCollection } from '../config/folders';
import { toRecord, type Lookups } from '../format/contentFormats';

/**
 * The record a preview draws: what the format would write for the entry, with its HTML fields
 * sanitized as the content build sanitizes them (the same schema marks, the same policy). A
 * preview shows what the page will show, and markup an editor pasted never runs in the editor.
 */
export function previewRecord(
  collection: FolderCollection,
  data: Record<string, unknown>,
  lookups: Lookups,
): Record<string, unknown> {
  const record = toRecord(collection, data, lookups);
  sanitizeHtmlFields(COLLECTION_SCHEMAS[collection], record);
  return record;
}
