/** The design tokens the charts draw with, in the order series take them. */
const SERIES_TOKENS = [
  '--colour-brand',
  '--colour-sale',
  '--colour-open',
  '--colour-focus',
  '--colour-highlight',
  '--colour-default',
  '--colour-ink-muted',
  '--colour-sale-dark',
];

const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** The colour of the `index`th series: a design token's (chart.js draws on a canvas, not CSS). */
export const seriesColour = (index: number) => token(SERIES_TOKENS[index % SERIES_TOKENS.length]!);

/** Colours of the text, grid and release marks. */
export const chartInk = () => ({
  text: token('--colour-ink-muted'),
  grid: token('--colour-border'),
  mark: token('--colour-sale'),
  font: token('--font-sans'),
});
