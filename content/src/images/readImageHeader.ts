import { closeSync, openSync, readSync } from 'node:fs';

export interface Size {
  width: number;
  height: number;
}

export interface ImageHeader extends Size {
  format: 'png' | 'jpeg';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the IHDR chunk right after the signature holds width and height. */
function pngHeader(head: Buffer): ImageHeader | null {
  if (
    head.length < 24 ||
    !head.subarray(0, 8).equals(PNG_SIGNATURE) ||
    head.toString('ascii', 12, 16) !== 'IHDR'
  )
    return null;
  return { format: 'png', width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** JPEG: walk the markers to the first start-of-frame (SOF0..SOF15 except DHT, JPG and DAC). */
function jpegHeader(data: Buffer): ImageHeader | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1]!;
    const length = data.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return {
        format: 'jpeg',
        height: data.readUInt16BE(offset + 5),
        width: data.readUInt16BE(offset + 7),
      };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * Format, width and height of a PNG or JPEG file from its header, or null when the file is
 * missing or not a readable image. Reads only the first 64 KB: enough for any header this build
 * writes.
 */
export function readImageHeader(path: string): ImageHeader | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    const head = Buffer.alloc(64 * 1024);
    const read = readSync(fd, head, 0, head.length, 0);
    const bytes = head.subarray(0, read);
    return pngHeader(bytes) ?? jpegHeader(bytes);
  } finally {
    closeSync(fd);
  }
}
