import { createHash } from 'node:crypto';

import { readToken } from '../design/readToken';

/** The design tokens' colours, for generated images to match the site. */
export interface Palette {
  brand: string;
  sale: string;
  highlight: string;
  surface: string;
  surfaceAlt: string;
  ink: string;
  border: string;
}

export function readPalette(): Palette {
  return {
    brand: readToken('--colour-brand'),
    sale: readToken('--colour-sale'),
    highlight: readToken('--colour-highlight'),
    surface: readToken('--colour-surface'),
    surfaceAlt: readToken('--colour-surface-alt'),
    ink: readToken('--colour-ink'),
    border: readToken('--colour-border'),
  };
}

/**
 * A colour of a name's own, the same at every build: a hue from the name's hash, dark enough for
 * white text on it to meet WCAG AA.
 */
export function colourOf(name: string, lightness = 32): string {
  const hash = createHash('sha256').update(name).digest();
  const hue = Math.round((hash[0]! / 256) * 360);
  const saturation = 45 + Math.round((hash[1]! / 256) * 30);
  return `hsl(${hue} ${saturation}% ${lightness}%)`;
}
