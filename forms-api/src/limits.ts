import { MAX_FILE_BYTES } from './config';

/**
 * Every multipart limit, explicit (busboy has no safe defaults for fields): a request over any of
 * them is cut off with 413 naming the field.
 */
export const LIMITS = {
  fileBytes: MAX_FILE_BYTES,
  files: 1,
  fields: 20,
  fieldNameBytes: 100,
  fieldValueBytes: 4096,
  parts: 22,
  /** Headers of one part (busboy's `headerPairs`). */
  headerPairs: 20,
} as const;

/** Largest body that could be within the limits: bigger Content-Length is refused unread. */
export const MAX_BODY_BYTES =
  LIMITS.fileBytes + LIMITS.fields * (LIMITS.fieldValueBytes + 512) + 64 * 1024;
