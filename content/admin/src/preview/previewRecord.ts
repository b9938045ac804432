import { Issues } from '../../../src/issues/Issues';
import { withMarkdownAsHtml } from '../../../src/richText/markdownText';
import { sanitizeHtmlFields } from '../../../src/sanitize/sanitizeHtmlFields';
import { COLLECTION_SCHEMAS } from '../config/collectionSchemas';
import type { FolderCollection } from '../config/folders';
import { toRecord, type Lookups } from '../format/contentFormats';

/**
 * The record a preview draws: what the format would write for the entry, its Markdown read as
 * HTML as the build reads it, with its HTML fields sanitized as the content build sanitizes them (the same schema marks, the same policy). A
 * preview shows what the page will show, and markup an editor pasted never runs in the editor.
 */
export function previewRecord(
  collection: FolderCollection,
  data: Record<string, unknown>,
  lookups: Lookups,
): Record<string, unknown> {
  // A preview has no file to name: a Markdown field that is not text is the build's to refuse.
  const schema = COLLECTION_SCHEMAS[collection];
  const record = withMarkdownAsHtml(
    toRecord(collection, data, lookups),
    schema,
    { file: '' },
    new Issues(),
  );
  sanitizeHtmlFields(schema, record as object);
  return record as Record<string, unknown>;
}
