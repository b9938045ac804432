import { createHash } from 'node:crypto';

import type { ImageSpec } from './imageSpecs';
import { colourOf, type Palette } from './palette';
import { campaignSvg, sceneSvg } from './scenes';

// Text is drawn by the machine's fonts through fontconfig (Debian's fonts-dejavu-core).
const FONT = 'DejaVu Sans, sans-serif';
const SERIF = 'DejaVu Serif, serif';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits text into at most `maxLines` lines of about `perLine` characters, on word boundaries. */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, Math.max(1, perLine - 1))}…`;
  return kept;
}

/** Centred lines of text that fit a box: the font size shrinks for long words. */
function textBlock(
  text: string,
  box: { x: number; y: number; width: number; height: number },
  {
    colour,
    weight = 700,
    maxSize,
    maxLines = 3,
    family = FONT,
  }: { colour: string; weight?: number; maxSize: number; maxLines?: number; family?: string },
): string {
  // DejaVu Sans is about 0.6 em a character, its bold about 0.66.
  const em = weight >= 600 ? 0.66 : 0.6;
  const perLine = (at: number) => Math.max(4, Math.floor(box.width / (at * em)));
  let size = maxSize;
  // Shrink until the whole text fits in `maxLines` lines; only a text too long even at the
  // smallest size is cut short.
  let all = wrapText(text, perLine(size), Number.MAX_SAFE_INTEGER);
  const longest = () => Math.max(...all.map((line) => line.length), 1);
  while (
    size > 10 &&
    (all.length > maxLines ||
      longest() * size * em > box.width ||
      all.length * size * 1.2 > box.height)
  ) {
    size = Math.floor(size * 0.9);
    all = wrapText(text, perLine(size), Number.MAX_SAFE_INTEGER);
  }
  const lines = wrapText(text, perLine(size), maxLines);
  const top = box.y + box.height / 2 - ((lines.length - 1) * size * 1.2) / 2;
  return lines
    .map(
      (line, index) =>
        `<text x="${box.x + box.width / 2}" y="${top + index * size * 1.2}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${colour}" text-anchor="middle" dominant-baseline="central">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** A simple picture of what a gift is for: a figure per recipient category. */
function giftIllustration(
  detail: string,
  cx: number,
  cy: number,
  r: number,
  colour: string,
  accent: string,
): string {
  switch (detail) {
    case 'Kids':
      return `<polygon points="${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
        .map((i) => {
          const angle = (Math.PI / 5) * i - Math.PI / 2;
          const radius = i % 2 === 0 ? r : r / 2.2;
          return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
        })
        .join(' ')}" fill="${accent}"/>`;
    case 'Home':
      return `<path d="M${cx - r} ${cy} L${cx} ${cy - r} L${cx + r} ${cy} V${cy + r} H${cx - r} Z" fill="${colour}"/><rect x="${cx - r / 4}" y="${cy + r / 3}" width="${r / 2}" height="${(2 * r) / 3}" fill="${accent}"/>`;
    case 'For Her':
      return `<path d="M${cx} ${cy + r} C ${cx - 1.6 * r} ${cy - 0.2 * r}, ${cx - 0.6 * r} ${cy - 1.3 * r}, ${cx} ${cy - 0.4 * r} C ${cx + 0.6 * r} ${cy - 1.3 * r}, ${cx + 1.6 * r} ${cy - 0.2 * r}, ${cx} ${cy + r} Z" fill="${accent}"/>`;
    case 'For Him':
      // A bow tie.
      return `<path d="M${cx} ${cy} L${cx - r} ${cy - 0.6 * r} V${cy + 0.6 * r} Z M${cx} ${cy} L${cx + r} ${cy - 0.6 * r} V${cy + 0.6 * r} Z" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${r / 4}" fill="${accent}"/>`;
    default:
      // A wrapped present.
      return `<rect x="${cx - r}" y="${cy - r * 0.7}" width="${2 * r}" height="${1.7 * r}" rx="${r / 8}" fill="${colour}"/><rect x="${cx - r / 8}" y="${cy - r * 0.7}" width="${r / 4}" height="${1.7 * r}" fill="${accent}"/><rect x="${cx - r}" y="${cy - r * 0.1}" width="${2 * r}" height="${r / 4}" fill="${accent}"/>`;
  }
}

/**
 * A figure for a tile the site captions itself (gift generator categories, store pillars): a
 * shirt, a house, a ball, a family of circles; a present for anything else.
 */
function tileIllustration(
  label: string,
  cx: number,
  cy: number,
  r: number,
  ink: string,
  accent: string,
): string {
  switch (label) {
    case 'Fashion':
      return `<path d="M${cx - 0.35 * r} ${cy - r} L${cx - r} ${cy - 0.6 * r} L${cx - 0.75 * r} ${cy - 0.1 * r} L${cx - 0.5 * r} ${cy - 0.25 * r} V${cy + r} H${cx + 0.5 * r} V${cy - 0.25 * r} L${cx + 0.75 * r} ${cy - 0.1 * r} L${cx + r} ${cy - 0.6 * r} L${cx + 0.35 * r} ${cy - r} Q${cx} ${cy - 0.6 * r} ${cx - 0.35 * r} ${cy - r} Z" fill="${ink}"/>`;
    case 'Sport':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ink}"/><path d="M${cx - r} ${cy} Q${cx} ${cy - 0.5 * r} ${cx + r} ${cy} M${cx} ${cy - r} Q${cx - 0.5 * r} ${cy} ${cx} ${cy + r}" stroke="${accent}" stroke-width="${r / 12}" fill="none"/>`;
    case 'Family':
      return [
        [-0.55, -0.3, 0.32],
        [0.55, -0.3, 0.32],
        [0, 0.35, 0.24],
      ]
        .map(
          ([dx, dy, size]) =>
            `<circle cx="${cx + dx! * r}" cy="${cy + dy! * r}" r="${size! * r}" fill="${ink}"/>`,
        )
        .join('');
    default:
      return giftIllustration(label, cx, cy, r, ink, accent);
  }
}

/** A store's logo for the seed: its name as a wordmark in its own colour on a light ground. */
function wordmark(label: string, w: number, h: number, palette: Palette): string {
  const own = colourOf(label);
  const hash = createHash('sha256').update(label).digest();
  // Some stores set their names in capitals, some in a serif: a little variety between cards.
  const text = hash[2]! % 2 === 0 ? label.toUpperCase() : label;
  const family = hash[3]! % 3 === 0 ? SERIF : FONT;
  return `<rect width="${w}" height="${h}" fill="${palette.surface}"/>${textBlock(text, { x: w * 0.08, y: h * 0.12, width: w * 0.84, height: h * 0.62 }, { colour: own, maxSize: h * 0.34, maxLines: 2, family })}<rect x="${w * 0.38}" y="${h * 0.8}" width="${w * 0.24}" height="${h * 0.04}" fill="${colourOf(`${label} accent`, 48)}"/>`;
}

/**
 * The SVG drawing of a generated content image: store logos as wordmarks on a light ground,
 * thumbnails as scenes or patterns in the item's colours and banners and slides as campaign art
 * (their titles are written beside them, so the pictures carry no words of their own), a plan of
 * shops for store maps, gifts with a figure of who they are for, and the share image with the
 * site's name.
 */
export function imageSvg(spec: ImageSpec, palette: Palette): string {
  const { width: w, height: h, label, detail } = spec;
  const min = Math.min(w, h);
  let body: string;
  switch (spec.kind) {
    case 'logo':
      body = wordmark(label, w, h, palette);
      break;
    case 'thumb':
      body = sceneSvg(label, { w, h }, palette, detail);
      break;
    case 'tile': {
      const own = colourOf(label);
      body = `<rect width="${w}" height="${h}" fill="${own}"/><circle cx="${w * 0.85}" cy="${h * 0.15}" r="${min * 0.35}" fill="${colourOf(label, 42)}"/><circle cx="${w * 0.1}" cy="${h * 0.9}" r="${min * 0.25}" fill="${palette.surface}" fill-opacity="0.08"/>${tileIllustration(label, w / 2, h * 0.42, min * 0.22, palette.surface, own)}`;
      break;
    }
    case 'map': {
      const columns = 8;
      const rows = 4;
      const cell = { w: (w * 0.9) / columns, h: (h * 0.8) / rows };
      const marked = (label.length * 7) % (columns * rows);
      const shops = Array.from({ length: columns * rows }, (_, index) => {
        const x = w * 0.05 + (index % columns) * cell.w;
        const y = h * 0.1 + Math.floor(index / columns) * cell.h;
        const fill = index === marked ? palette.sale : palette.surface;
        return `<rect x="${x + 3}" y="${y + 3}" width="${cell.w - 6}" height="${cell.h - 6}" fill="${fill}" stroke="${palette.border}" stroke-width="2"/>`;
      }).join('');
      body = `<rect width="${w}" height="${h}" fill="${palette.surfaceAlt}"/>${shops}`;
      break;
    }
    case 'gift':
      body = `<rect width="${w}" height="${h}" fill="${palette.surfaceAlt}"/>${giftIllustration(detail, w / 2, h / 2, min * 0.3, colourOf(label), palette.highlight)}`;
      break;
    case 'slide':
    case 'slideMobile':
    case 'banner':
      body = campaignSvg(label, { w, h }, palette);
      break;
    case 'share':
      body = `<rect width="${w}" height="${h}" fill="${palette.brand}"/><circle cx="${w * 0.92}" cy="${h * 0.1}" r="${min * 0.45}" fill="${palette.surface}" fill-opacity="0.08"/>${textBlock(label, { x: w * 0.08, y: h * 0.15, width: w * 0.84, height: h * 0.7 }, { colour: palette.surface, maxSize: min * 0.16 })}`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
