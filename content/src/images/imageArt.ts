import type { ImageSpec } from './imageSpecs';
import { colourOf, type Palette } from './palette';

// Text is drawn by the machine's fonts through fontconfig (Debian's fonts-dejavu-core).
const FONT = 'DejaVu Sans, sans-serif';

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
  }: { colour: string; weight?: number; maxSize: number; maxLines?: number },
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
        `<text x="${box.x + box.width / 2}" y="${top + index * size * 1.2}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${colour}" text-anchor="middle" dominant-baseline="central">${escapeXml(line)}</text>`,
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

/**
 * The SVG drawing of a generated content image: store logos as wordmarks in the store's own
 * colour, thumbnails and banners with their titles, centre maps with the shop marked, gifts with a
 * figure of who they are for, hero slides and the share image with their text.
 */
export function imageSvg(spec: ImageSpec, palette: Palette): string {
  const { width: w, height: h, label, detail } = spec;
  const own = colourOf(label);
  const min = Math.min(w, h);
  let body: string;
  switch (spec.kind) {
    case 'logo':
      body = `<rect width="${w}" height="${h}" fill="${palette.surface}"/><rect x="${min * 0.06}" y="${min * 0.06}" width="${w - min * 0.12}" height="${h - min * 0.12}" rx="${min * 0.08}" fill="${own}"/>${textBlock(label.toUpperCase(), { x: w * 0.1, y: h * 0.1, width: w * 0.8, height: h * 0.8 }, { colour: palette.surface, maxSize: h * 0.3, maxLines: 2 })}`;
      break;
    case 'thumb':
      body = `<rect width="${w}" height="${h}" fill="${own}"/><circle cx="${w * 0.85}" cy="${h * 0.15}" r="${min * 0.35}" fill="${colourOf(label, 42)}"/><rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${palette.ink}" fill-opacity="0.25"/>${textBlock(label, { x: w * 0.08, y: h * 0.2, width: w * 0.84, height: h * 0.55 }, { colour: palette.surface, maxSize: h * 0.14 })}`;
      break;
    case 'tile':
      body = `<rect width="${w}" height="${h}" fill="${own}"/><circle cx="${w * 0.85}" cy="${h * 0.15}" r="${min * 0.35}" fill="${colourOf(label, 42)}"/><circle cx="${w * 0.1}" cy="${h * 0.9}" r="${min * 0.25}" fill="${palette.surface}" fill-opacity="0.08"/>${tileIllustration(label, w / 2, h * 0.42, min * 0.22, palette.surface, own)}`;
      break;
    case 'map': {
      const columns = 8;
      const rows = 4;
      const cell = { w: (w * 0.9) / columns, h: (h * 0.62) / rows };
      const marked = (label.length * 7) % (columns * rows);
      const shops = Array.from({ length: columns * rows }, (_, index) => {
        const x = w * 0.05 + (index % columns) * cell.w;
        const y = h * 0.08 + Math.floor(index / columns) * cell.h;
        const fill = index === marked ? palette.sale : palette.surface;
        return `<rect x="${x + 3}" y="${y + 3}" width="${cell.w - 6}" height="${cell.h - 6}" fill="${fill}" stroke="${palette.border}" stroke-width="2"/>`;
      }).join('');
      body = `<rect width="${w}" height="${h}" fill="${palette.surfaceAlt}"/>${shops}${textBlock(`${label} · ${detail}`, { x: w * 0.05, y: h * 0.74, width: w * 0.9, height: h * 0.2 }, { colour: palette.ink, maxSize: h * 0.08, maxLines: 1 })}`;
      break;
    }
    case 'gift': {
      const picture = giftIllustration(detail, w / 2, h * 0.36, min * 0.2, own, palette.highlight);
      body = `<rect width="${w}" height="${h}" fill="${palette.surfaceAlt}"/>${picture}${textBlock(label, { x: w * 0.08, y: h * 0.64, width: w * 0.84, height: h * 0.3 }, { colour: palette.ink, maxSize: h * 0.09, maxLines: 3 })}`;
      break;
    }
    case 'slideMobile':
      // Seen about 375 px wide: the words fill the top half so they stay readable on a phone
      // and clear of the slider's caption, which sits at the bottom left.
      body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.brand}"/><stop offset="1" stop-color="${palette.sale}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${textBlock(label, { x: w * 0.04, y: h * 0.05, width: w * 0.92, height: h * 0.5 }, { colour: palette.surface, maxSize: min * 0.3, maxLines: 2 })}`;
      break;
    case 'slide':
    case 'share':
    case 'banner': {
      const base = spec.kind === 'banner' ? own : palette.brand;
      const accent = spec.kind === 'slide' ? palette.sale : colourOf(label, 45);
      body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.92}" cy="${h * 0.1}" r="${min * 0.45}" fill="${palette.surface}" fill-opacity="0.08"/><circle cx="${w * 0.08}" cy="${h * 0.95}" r="${min * 0.3}" fill="${palette.surface}" fill-opacity="0.08"/>${textBlock(label, { x: w * 0.08, y: h * 0.15, width: w * 0.84, height: h * 0.55 }, { colour: palette.surface, maxSize: min * 0.16 })}${detail ? textBlock(detail, { x: w * 0.08, y: h * 0.72, width: w * 0.84, height: h * 0.14 }, { colour: palette.highlight, weight: 400, maxSize: min * 0.08, maxLines: 1 }) : ''}`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
