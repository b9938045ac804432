import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp, { type Sharp } from 'sharp';
import { derivativeUrl, derivativeWidths } from 'shared-lib/content';
import { writeAtomically } from 'shared-lib/files';

import { imageSvg } from './imageArt';
import type { ImageSpec } from './imageSpecs';
import type { Palette } from './palette';

export interface ImageReport {
  total: number;
  written: number;
  skipped: number;
}

/** Bumped when the drawings or encodings change, so every image is made again. */
const RENDERER_VERSION = 'svg-3';
/** What each generated image was made from, to skip what is up to date. */
export const IMAGES_MANIFEST = 'images/.generated.json';

// Encodings are fixed (and sharp writes no timestamps), so the same content gives the same bytes.
const encode = {
  png: (image: Sharp) =>
    image.png({ compressionLevel: 9, adaptiveFiltering: false, palette: true, colours: 128 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 4 }),
};

const formatOf = (url: string): keyof typeof encode =>
  /\.jpe?g$/i.test(url) ? 'jpeg' : /\.webp$/i.test(url) ? 'webp' : 'png';

/** The files an image is served as: the original and its WebP copies. */
export function outputsOf(spec: Pick<ImageSpec, 'url' | 'width'>): string[] {
  return [spec.url, ...derivativeWidths(spec.width).map((width) => derivativeUrl(spec.url, width))];
}

async function makeImage(spec: ImageSpec, source: Buffer, outDir: string): Promise<void> {
  const { data, info } = await sharp(source, { density: 72 })
    .resize(spec.width, spec.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  writeAtomically(join(outDir, spec.url), await encode[formatOf(spec.url)](raw()).toBuffer());
  for (const width of derivativeWidths(spec.width)) {
    const copy = width === spec.width ? raw() : raw().resize(width);
    writeAtomically(
      join(outDir, derivativeUrl(spec.url, width)),
      await encode.webp(copy).toBuffer(),
    );
  }
}

/**
 * Makes every image the site serves at `{outDir}{url}`, at its declared size, with WebP copies
 * at the standard widths up to it (`shared-lib/content` names them). An image the content
 * directory holds (`{contentDir}{url}`) is the source; otherwise the image is drawn from what it
 * shows. An image whose source is unchanged since the last build is skipped.
 */
export async function writeImages(
  specs: readonly ImageSpec[],
  outDir: string,
  {
    palette,
    contentDir,
    concurrency = 3,
  }: { palette: Palette; contentDir?: string; concurrency?: number },
): Promise<ImageReport> {
  const manifestPath = join(outDir, IMAGES_MANIFEST);
  const made: Record<string, string> = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>)
    : {};
  const next: Record<string, string> = {};
  let written = 0;
  const queue = [...specs];
  const work = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      const given = contentDir ? join(contentDir, spec.url) : '';
      const source =
        given && existsSync(given) ? readFileSync(given) : Buffer.from(imageSvg(spec, palette));
      const key = createHash('sha256')
        .update(RENDERER_VERSION)
        .update(JSON.stringify([spec.width, spec.height]))
        .update(source)
        .digest('hex');
      next[spec.url] = key;
      if (made[spec.url] === key && outputsOf(spec).every((file) => existsSync(join(outDir, file))))
        continue;
      await makeImage(spec, source, outDir);
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, work));
  writeAtomically(
    manifestPath,
    Buffer.from(`${JSON.stringify(next, Object.keys(next).sort(), 1)}\n`),
  );
  return { total: specs.length, written, skipped: specs.length - written };
}
