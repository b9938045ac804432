import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import sharp from 'sharp';

import type { Palette } from './palette';

/** The site's icons: the favicon, the web app manifest's icons and the Apple touch icon. */
export const SITE_ICONS = [
  { url: '/icons/favicon-32.png', size: 32 },
  { url: '/icons/apple-touch-icon.png', size: 180 },
  { url: '/icons/icon-192.png', size: 192 },
  { url: '/icons/icon-512.png', size: 512 },
] as const;

/** A monogram of the centre on its brand colour, with room for a maskable crop. */
function iconSvg(palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${palette.brand}"/><circle cx="392" cy="120" r="56" fill="${palette.sale}"/><text x="256" y="300" font-family="DejaVu Sans, sans-serif" font-size="220" font-weight="700" fill="${palette.surface}" text-anchor="middle" dominant-baseline="middle">CO</text></svg>`;
}

/** What the icons were drawn from, to skip them when nothing changed. */
export const ICONS_STAMP = 'icons/.generated';

/**
 * Writes the icons into `outDir` (deterministic PNGs); returns how many were drawn: none when the
 * drawing is the one the icons there were made from.
 */
export async function writeSiteIcons(outDir: string, palette: Palette): Promise<number> {
  const svg = Buffer.from(iconSvg(palette));
  const stamp = createHash('sha256').update(JSON.stringify(SITE_ICONS)).update(svg).digest('hex');
  const stampPath = join(outDir, ICONS_STAMP);
  const upToDate =
    existsSync(stampPath) &&
    readFileSync(stampPath, 'utf8') === stamp &&
    SITE_ICONS.every(({ url }) => existsSync(join(outDir, url)));
  if (upToDate) return 0;
  for (const { url, size } of SITE_ICONS) {
    const file = join(outDir, url);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      await sharp(svg).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
    );
  }
  writeFileSync(stampPath, stamp);
  return SITE_ICONS.length;
}
