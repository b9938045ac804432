import { fileWithoutLinks } from './fileWithoutLinks';

/**
 * A file compressed once, when it was written: a build's (tooling/webpack/precompress.cjs) or a
 * generation's pages and page data (deploy/prerender/compressPages.ts), sent as it is.
 */
export interface Precompressed {
  file: string;
  encoding: 'br' | 'gzip';
  size: number;
}

const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const accepts = (acceptEncoding: string, encoding: string): boolean =>
  new RegExp(`(^|[\\s,])${encoding}(?!;q=0(\\.0*)?\\b)([\\s,;]|$)`).test(acceptEncoding);

/**
 * The compressed copy of a file that the browser accepts, brotli first, reached from `folder` as
 * the file itself is (no link); null when none was written (a small file, one that compresses
 * badly), which is then compressed on the fly.
 */
export async function precompressedFor(
  folder: string,
  file: string,
  acceptEncoding: string,
): Promise<Precompressed | null> {
  for (const { encoding, suffix } of VARIANTS) {
    if (!accepts(acceptEncoding, encoding)) continue;
    const stats = await fileWithoutLinks(folder, file + suffix);
    if (stats) return { file: file + suffix, encoding, size: stats.size };
  }
  return null;
}
