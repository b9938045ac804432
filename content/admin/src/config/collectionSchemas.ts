import { ValidationError, type Schema } from 'yup';

import { withUploadedPictureSizes, type ReadUpload } from '../../../src/images/uploadedPictures';
import { Issues } from '../../../src/issues/Issues';
import { withMarkdownAsHtml } from '../../../src/richText/markdownText';
import { CONTENT_SCHEMAS } from '../../../src/schema/contentSchemas';
import { FOLDER_COLLECTIONS, type FolderCollection } from './folders';

/** The content build's schema of each folder collection's records. */
export const COLLECTION_SCHEMAS = Object.fromEntries(
  FOLDER_COLLECTIONS.map((collection) => [collection, CONTENT_SCHEMAS[collection]]),
) as Record<FolderCollection, Schema<unknown>>;

/**
 * Validates as the content build does: Markdown text read as HTML and uploaded pictures' sizes
 * read with `readUpload`, then strict, every problem at once (what those cannot read is left as
 * it is, for the schema to refuse).
 */
export function validateLikeTheBuild(
  collection: FolderCollection,
  record: unknown,
  readUpload: ReadUpload = () => undefined,
) {
  const where = { file: collection };
  const schema = COLLECTION_SCHEMAS[collection];
  const html = withMarkdownAsHtml(record, schema, where, new Issues());
  const sized = withUploadedPictureSizes(html, readUpload, where, new Issues());
  return schema.validateSync(sized, { strict: true, abortEarly: false });
}

/** What the content build would say of a record: nothing when it would accept it. */
export function problemsOf(collection: FolderCollection, record: unknown): string[] {
  try {
    validateLikeTheBuild(collection, record);
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The build's messages leave the field to its report (content/src/schema/locale.ts).
    return (error.inner.length > 0 ? error.inner : [error]).map((failure) =>
      failure.path ? `${failure.path} ${failure.message}` : failure.message,
    );
  }
}
