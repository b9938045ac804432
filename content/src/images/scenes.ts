import { createHash } from 'node:crypto';

import { colourOf, type Palette } from './palette';

/**
 * Pictures without words for seed content (decision 242): the item's title is written beside its
 * picture on every card and page, so the picture shows a scene or a pattern in the item's own
 * colours instead. Every choice comes from the item's name, so the same content draws the same
 * picture at every build.
 */

interface Box {
  w: number;
  h: number;
}

/** The item's colours: its own hue dark, a second hue, and a pale tint of its own for grounds. */
export interface SceneColours {
  own: string;
  accent: string;
  pale: string;
  light: string;
}

export function sceneColours(name: string, palette: Palette): SceneColours {
  return {
    own: colourOf(name),
    accent: colourOf(`${name} accent`, 48),
    pale: colourOf(name, 92),
    light: palette.surface,
  };
}

/** A stream of numbers in [0, 1) from the name, for positions and choices. */
function randomOf(name: string): () => number {
  let counter = 0;
  let bytes = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + 2 > bytes.length) {
      bytes = createHash('sha256').update(`${name}#${counter}`).digest();
      counter += 1;
      at = 0;
    }
    const value = bytes.readUInt16BE(at) / 65536;
    at += 2;
    return value;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function shoppingBags({ w, h }: Box, c: SceneColours, random: () => number): string {
  const ground = h * 0.82;
  const bags = [c.own, c.accent, c.light]
    .map((fill, index) => {
      const bw = w * (0.18 + random() * 0.06);
      const bh = h * (0.36 + random() * 0.18);
      const x = w * (0.16 + index * 0.24) + random() * w * 0.04;
      const y = ground - bh;
      const handle = `M${round(x + bw * 0.28)} ${round(y)} q${round(bw * 0.22)} ${round(-bh * 0.45)} ${round(bw * 0.44)} 0`;
      return `<rect x="${round(x)}" y="${round(y)}" width="${round(bw)}" height="${round(bh)}" rx="${round(bw * 0.04)}" fill="${fill}"/><path d="${handle}" fill="none" stroke="${c.own}" stroke-width="${round(w * 0.012)}"/>`;
    })
    .join('');
  return `<rect width="${w}" height="${h}" fill="${c.pale}"/><rect y="${round(ground)}" width="${w}" height="${round(h - ground)}" fill="${c.accent}" fill-opacity="0.35"/>${bags}`;
}

/** A percent sign drawn with shapes (two rings and a bar), not written. */
function percentMark(cx: number, cy: number, size: number, colour: string): string {
  const ring = size * 0.2;
  const stroke = round(size * 0.09);
  return `<circle cx="${round(cx - size * 0.3)}" cy="${round(cy - size * 0.3)}" r="${round(ring)}" fill="none" stroke="${colour}" stroke-width="${stroke}"/><circle cx="${round(cx + size * 0.3)}" cy="${round(cy + size * 0.3)}" r="${round(ring)}" fill="none" stroke="${colour}" stroke-width="${stroke}"/><line x1="${round(cx + size * 0.42)}" y1="${round(cy - size * 0.5)}" x2="${round(cx - size * 0.42)}" y2="${round(cy + size * 0.5)}" stroke="${colour}" stroke-width="${stroke}" stroke-linecap="round"/>`;
}

function priceTag({ w, h }: Box, c: SceneColours, random: () => number): string {
  const min = Math.min(w, h);
  const size = min * 0.62;
  const cx = w * (0.45 + random() * 0.1);
  const cy = h * 0.5;
  const angle = Math.round(-20 + random() * 40);
  const tag = `M${round(cx - size * 0.6)} ${round(cy - size * 0.4)} H${round(cx + size * 0.35)} L${round(cx + size * 0.65)} ${round(cy)} L${round(cx + size * 0.35)} ${round(cy + size * 0.4)} H${round(cx - size * 0.6)} Z`;
  return `<rect width="${w}" height="${h}" fill="${c.own}"/><circle cx="${round(w * 0.1)}" cy="${round(h * 0.9)}" r="${round(min * 0.4)}" fill="${c.accent}" fill-opacity="0.6"/><g transform="rotate(${angle} ${round(cx)} ${round(cy)})"><path d="${tag}" fill="${c.light}"/><circle cx="${round(cx + size * 0.38)}" cy="${round(cy)}" r="${round(size * 0.06)}" fill="${c.own}"/>${percentMark(cx - size * 0.12, cy, size * 0.5, c.own)}</g>`;
}

function confetti({ w, h }: Box, c: SceneColours, random: () => number, count = 36): string {
  const min = Math.min(w, h);
  const colours = [c.light, c.accent, c.pale];
  return Array.from({ length: count }, (_, index) => {
    const x = round(random() * w);
    const y = round(random() * h);
    const size = round(min * (0.02 + random() * 0.04));
    const fill = colours[index % colours.length];
    return index % 2 === 0
      ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}"/>`
      : `<rect x="${x}" y="${y}" width="${size * 2}" height="${size}" fill="${fill}" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`;
  }).join('');
}

function bunting({ w, h }: Box, c: SceneColours, random: () => number): string {
  const flags = 9;
  const sag = h * 0.1;
  const rope = h * 0.14;
  const flagsSvg = Array.from({ length: flags }, (_, index) => {
    const x = (w / flags) * index + w / flags / 2;
    const y = rope + Math.sin((Math.PI * (index + 0.5)) / flags) * sag;
    const fill = [c.own, c.accent, c.light][index % 3];
    const half = w / flags / 2.6;
    return `<path d="M${round(x - half)} ${round(y)} L${round(x + half)} ${round(y)} L${round(x)} ${round(y + half * 1.6)} Z" fill="${fill}"/>`;
  }).join('');
  const hill = (height: number, fill: string) =>
    `<path d="M0 ${round(h)} V${round(h - height)} Q${round(w * (0.2 + random() * 0.3))} ${round(h - height * 1.8)} ${round(w * 0.6)} ${round(h - height)} T${w} ${round(h - height * 0.9)} V${h} Z" fill="${fill}"/>`;
  return `<rect width="${w}" height="${h}" fill="${c.pale}"/><circle cx="${round(w * (0.6 + random() * 0.25))}" cy="${round(h * 0.45)}" r="${round(Math.min(w, h) * 0.16)}" fill="${c.light}"/>${hill(h * 0.3, c.accent)}${hill(h * 0.18, c.own)}<path d="M0 ${round(rope)} Q${w / 2} ${round(rope + sag * 2)} ${w} ${round(rope)}" fill="none" stroke="${c.own}" stroke-width="${round(h * 0.008)}"/>${flagsSvg}`;
}

function stripes({ w, h }: Box, c: SceneColours, random: () => number): string {
  const band = Math.min(w, h) * (0.08 + random() * 0.06);
  const count = Math.ceil((w + h) / band / 2) + 1;
  const lines = Array.from(
    { length: count },
    (_, index) =>
      `<rect x="${round(index * band * 2 - h)}" y="0" width="${round(band)}" height="${round(h * 2)}" fill="${index % 3 === 0 ? c.accent : c.light}" fill-opacity="${index % 3 === 0 ? 0.8 : 0.25}" transform="rotate(35 ${round(index * band * 2 - h)} 0)"/>`,
  ).join('');
  return `<rect width="${w}" height="${h}" fill="${c.own}"/>${lines}<circle cx="${round(w * 0.5)}" cy="${round(h * 0.5)}" r="${round(Math.min(w, h) * 0.22)}" fill="${c.light}"/><circle cx="${round(w * 0.5)}" cy="${round(h * 0.5)}" r="${round(Math.min(w, h) * 0.13)}" fill="${c.own}"/>`;
}

// A price tag says 'a deal': offers only. Events and stories get bunting, bags and patterns.
const OFFER_SCENES = [shoppingBags, priceTag, stripes] as const;
const OTHER_SCENES = [shoppingBags, bunting, stripes] as const;

/**
 * A scene or pattern for a thumbnail (offers, events, articles, store fronts), picked by name
 * among those that suit its collection.
 */
export function sceneSvg(name: string, box: Box, palette: Palette, collection = ''): string {
  const random = randomOf(name);
  const colours = sceneColours(name, palette);
  const scenes = collection === 'offers' ? OFFER_SCENES : OTHER_SCENES;
  const scene = scenes[Math.floor(random() * scenes.length)]!;
  return scene(box, colours, random) + confetti(box, colours, random, 6);
}

/**
 * A campaign banner without words: a bold diagonal in the item's colours, a starburst carrying a
 * drawn percent sign, and confetti, as centres' sale banners look.
 */
export function campaignSvg(name: string, { w, h }: Box, palette: Palette): string {
  const random = randomOf(name);
  const c = sceneColours(name, palette);
  const min = Math.min(w, h);
  const burstX = w * (0.62 + random() * 0.14);
  const burstY = h * 0.5;
  const points = Array.from({ length: 32 }, (_, index) => {
    const angle = (Math.PI / 16) * index;
    const radius = min * (index % 2 === 0 ? 0.36 : 0.3);
    return `${round(burstX + radius * Math.cos(angle))},${round(burstY + radius * Math.sin(angle))}`;
  }).join(' ');
  return `<rect width="${w}" height="${h}" fill="${c.own}"/><path d="M0 ${round(h * 0.7)} L${round(w * 0.55)} 0 H${round(w * 0.75)} L${round(w * 0.2)} ${h} H0 Z" fill="${c.accent}"/><path d="M${round(w * 0.05)} ${h} L${round(w * 0.85)} 0 H${round(w * 0.9)} L${round(w * 0.1)} ${h} Z" fill="${c.light}" fill-opacity="0.25"/>${confetti({ w, h }, c, random, 16)}<polygon points="${points}" fill="${palette.highlight}"/>${percentMark(burstX, burstY, min * 0.3, palette.ink)}`;
}
