import { EXTENSIONS, type SniffedType } from './fileType';
import { withoutUnsafeCharacters } from './safeText';

/**
 * The original file name kept only as data and as the mailed attachment's name: its base name
 * without control, bidi or path characters, at most 120 characters, and with the extension of the
 * type its own bytes are (a PDF named `cv.html` becomes `cv.pdf`), so nobody opens it as
 * something else.
 */
export function cleanFileName(name: string | undefined, sniffed: SniffedType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = withoutUnsafeCharacters(base)
    .replace(/["<>|:*?]/g, '')
    .trim();
  const extensions = EXTENSIONS[sniffed];
  if (!extensions) return (cleaned || 'upload').slice(0, 120);
  const dot = cleaned.lastIndexOf('.');
  const extension = dot >= 0 ? cleaned.slice(dot).toLowerCase() : '';
  if (extensions.includes(extension)) return cleaned.slice(-120);
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim() || 'upload';
  return `${stem.slice(0, 120 - extensions[0]!.length)}${extensions[0]}`;
}
