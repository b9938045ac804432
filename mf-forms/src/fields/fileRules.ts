import { MAX_UPLOAD_BYTES } from 'shared-lib/form-rules';

export { MAX_UPLOAD_BYTES };

/** A chosen file: only what the rules read, so tests need no real bytes. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export const isUnderUploadLimit = (file: FileLike) => file.size < MAX_UPLOAD_BYTES;

/** PNG or JPG by media type, or by extension when the browser reports no type. */
export function isPngOrJpeg(file: FileLike): boolean {
  if (file.type) return file.type === 'image/png' || file.type === 'image/jpeg';
  return /\.(png|jpe?g)$/i.test(file.name);
}

/** A PDF by media type, or by extension when the browser reports no type. */
export function isPdf(file: FileLike): boolean {
  if (file.type) return file.type === 'application/pdf';
  return /\.pdf$/i.test(file.name);
}

/** '2.4 MB', '830 KB': how big a chosen file is, next to its name. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
