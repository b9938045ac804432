/** The type a file is by its own first bytes, whatever its name or declared type say. */
export type SniffedType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'unknown';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-', 'latin1');

/** Needs at most the first 8 bytes. */
export function sniffFileType(head: Buffer): SniffedType {
  if (head.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (head.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  if (head.subarray(0, PDF.length).equals(PDF)) return 'application/pdf';
  return 'unknown';
}

export const SNIFF_BYTES = 8;

/** The file name extensions of each accepted type, the one a stored or mailed name gets first. */
export const EXTENSIONS: Partial<Record<SniffedType, string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};
