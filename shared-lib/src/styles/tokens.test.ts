import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUTTON_COLOURS } from '../content/blocks';

// The palette's promise (docs/design-system.md): every text colour meets WCAG AA (4.5:1) on the
// surfaces it is paired with, and the focus ring stands out (3:1, WCAG 1.4.11) from them.
const tokens = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

/** The hex colour of a token, following `var(--other)` references. */
function colour(name: string): string {
  const match = new RegExp(`--colour-${name}:\\s*([^;]+);`).exec(tokens);
  if (!match) throw new Error(`tokens.css has no --colour-${name}`);
  const value = match[1]!.trim();
  const reference = /^var\(--colour-([\w-]+)\)$/.exec(value);
  if (reference) return colour(reference[1]!);
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value))
    throw new Error(`--colour-${name} is not a hex colour`);
  return value;
}

/** Relative luminance (WCAG 2.x). */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const TEXT_PAIRS: [text: string, surface: string][] = [
  ['ink', 'surface'],
  ['ink', 'surface-alt'],
  ['ink', 'error-surface'],
  ['ink', 'success-surface'],
  ['ink-muted', 'surface'],
  ['ink-muted', 'surface-alt'],
  ['link', 'surface'],
  ['link', 'surface-alt'],
  ['link-hover', 'surface'],
  ['link-hover', 'surface-alt'],
  ['brand-contrast', 'brand'],
  ['brand-contrast', 'surface-dark'],
  ['sale-contrast', 'sale'],
  ['sale-contrast', 'sale-dark'],
  ['sale', 'surface'],
  ['highlight-contrast', 'highlight'],
  ['error', 'surface'],
  ['error', 'error-surface'],
  ['open', 'surface'],
  ['closed', 'surface'],
  ['default', 'surface'],
  ['disabled', 'disabled-surface'],
];

describe('design tokens', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#777', '#fff')).toBeCloseTo(4.48, 2);
  });

  it.each(TEXT_PAIRS)('%s text on %s meets WCAG AA (4.5:1)', (text, surface) => {
    expect(contrast(colour(text), colour(surface))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(BUTTON_COLOURS)('white text on a %s image button meets WCAG AA (4.5:1)', (name) => {
    expect(contrast(colour('brand-contrast'), colour(name))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['surface', 'surface-alt', 'brand'])(
    'the focus ring stands out from %s (3:1, or its white halo does)',
    (surface) => {
      const ring = contrast(colour('focus'), colour(surface));
      const halo = contrast(colour('focus-halo'), colour(surface));
      expect(Math.max(ring, halo)).toBeGreaterThanOrEqual(3);
    },
  );

  it('keeps pointer targets at least 24 CSS px (WCAG 2.5.8) and controls at 44 px', () => {
    const size = (name: string) => {
      const match = new RegExp(`--${name}:\\s*([\\d.]+)(rem|px);`).exec(tokens);
      if (!match) throw new Error(`tokens.css has no --${name}`);
      return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
    };
    expect(size('target-min-aa')).toBeGreaterThanOrEqual(24);
    expect(size('target-min')).toBeGreaterThanOrEqual(44);
  });
});
