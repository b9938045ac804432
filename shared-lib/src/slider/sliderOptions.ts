/**
 * Options of the shared slider and the pure rules that resolve them per viewport width.
 * The defaults are those of docs/reference/limits.md#sliders: transition 300 ms, autoplay 2000 ms, wheel throttle 200 ms,
 * short-drag threshold 0.5 (else 0.15).
 */

/** What may change from a breakpoint up. */
export interface SliderBreakpointOptions {
  /** Slides in view; may be fractional (1.2 shows a fifth of the next slide). */
  itemsToShow?: number;
  /** Slides moved by the previous and next buttons and by autoplay. */
  itemsToSlide?: number;
  /** Whether the slider plays by itself at this width (the pace is `autoplayMs`). */
  autoplay?: boolean;
}

export interface SliderOptions extends SliderBreakpointOptions {
  /** Transition between slides, ms. */
  transitionMs?: number;
  /** Time each position stays before autoplay moves on, ms. */
  autoplayMs?: number;
  /** After the last slide comes the first again (and before the first, the last). */
  wrapAround?: boolean;
  /** A sideways wheel or trackpad swipe moves the slider, at most once per `wheelThrottleMs`. */
  wheel?: boolean;
  wheelThrottleMs?: number;
  /** A short drag is enough to change slide (tolerance 0.5 of a slide), else 0.15. */
  shortDrag?: boolean;
  /**
   * Options from a minimum viewport width (CSS px) up, keyed by that width, applied over the
   * base options in increasing order of width (as min-width media queries are).
   */
  breakpoints?: Record<number, SliderBreakpointOptions>;
}

/** Everything a slider needs at one width, with the defaults filled in. */
export interface ResolvedSliderOptions {
  itemsToShow: number;
  itemsToSlide: number;
  autoplay: boolean;
  transitionMs: number;
  autoplayMs: number;
  wrapAround: boolean;
  wheel: boolean;
  wheelThrottleMs: number;
  shortDrag: boolean;
}

export const SLIDER_DEFAULTS: ResolvedSliderOptions = {
  itemsToShow: 1,
  itemsToSlide: 1,
  autoplay: false,
  transitionMs: 300,
  autoplayMs: 2000,
  wrapAround: false,
  wheel: true,
  wheelThrottleMs: 200,
  shortDrag: true,
};

/** The breakpoint widths of a slider in increasing order, 0 (the base) first. */
export function sliderWidths(options: SliderOptions): number[] {
  const widths = Object.keys(options.breakpoints ?? {})
    .map(Number)
    .filter((width) => Number.isFinite(width) && width > 0);
  return [0, ...[...new Set(widths)].sort((a, b) => a - b)];
}

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}

/** The options in force at a viewport width (CSS px). */
export function resolveSliderOptions(options: SliderOptions, width: number): ResolvedSliderOptions {
  const { breakpoints = {}, ...base } = options;
  let resolved: ResolvedSliderOptions = { ...SLIDER_DEFAULTS, ...defined(base) };
  for (const from of sliderWidths(options)) {
    if (from === 0 || from > width) continue;
    resolved = { ...resolved, ...defined(breakpoints[from] ?? {}) };
  }
  return {
    ...resolved,
    itemsToShow: Math.max(1, resolved.itemsToShow),
    itemsToSlide: Math.max(1, Math.floor(resolved.itemsToSlide)),
  };
}

/** Whether the slider autoplays at any width (it then shows a pause control where it does). */
export function autoplaysAnywhere(options: SliderOptions): boolean {
  return sliderWidths(options).some((width) => resolveSliderOptions(options, width).autoplay);
}

/**
 * How many slides a drag moves: the dragged distance in slides plus the tolerance (0.5 with
 * `shortDrag`, else 0.15), rounded, in the direction of the drag. Positive `draggedSlides` means
 * the content was dragged towards the start (to see later slides).
 */
export function slidesMovedByDrag(draggedSlides: number, shortDrag: boolean): number {
  if (draggedSlides === 0) return 0;
  const tolerance = shortDrag ? 0.5 : 0.15;
  return Math.sign(draggedSlides) * Math.round(Math.abs(draggedSlides) + tolerance);
}

/**
 * The first slide in view after moving `by` slides (negative: back) from `current`, where
 * `lastIndex` is the last first-slide position that still fills the view. Without wrap-around it
 * stops at either end; with `rewind` (autoplay without wrap-around) it returns to the start after
 * the end. With wrap-around, positions are absolute and run on past either end.
 */
export function targetSlide(
  current: number,
  by: number,
  lastIndex: number,
  { wrapAround = false, rewind = false }: { wrapAround?: boolean; rewind?: boolean } = {},
): number {
  if (wrapAround) return current + by;
  const last = Math.max(0, lastIndex);
  if (rewind && by > 0 && current >= last) return 0;
  return Math.min(last, Math.max(0, current + by));
}

/** The number of slides at least partly in view before the script runs (fractions round up). */
export function slidesInView(itemsToShow: number): number {
  return Math.ceil(itemsToShow - 0.001);
}

/**
 * The class that scopes a slider's layout rules, made from its options alone: every slider with
 * the same options has the same rules, on the server and in the browser, so a
 * Content-Security-Policy can allow each stylesheet by its hash (decision 160).
 */
export function sliderScope(options: SliderOptions = {}): string {
  // FNV-1a, 32 bits: short, stable, and collisions only share identical-looking rules.
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(options)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `slider-${hash.toString(36)}`;
}

/**
 * The stylesheet that lays a slider out before its script runs, for the element with class
 * `className`: per breakpoint, the slide width (`--slider-items`), slides beyond the first in
 * view hidden (so that they are not reachable by Tab until the slider manages them), and the
 * pause control only where the slider autoplays.
 */
export function sliderLayoutCss(className: string, options: SliderOptions): string {
  const rules: string[] = [];
  for (const width of sliderWidths(options)) {
    const at = resolveSliderOptions(options, width);
    const body = [
      `.${className}{--slider-items:${at.itemsToShow}}`,
      `.${className} .slider__viewport:not([data-attached])>.slider__slide:nth-child(n+${slidesInView(at.itemsToShow) + 1}){visibility:hidden}`,
      `.${className} .slider__pause{display:${at.autoplay ? 'inline-flex' : 'none'}}`,
    ].join('');
    rules.push(width === 0 ? body : `@media (min-width:${width}px){${body}}`);
  }
  // Under reduced motion nothing plays by itself, so there is nothing to pause.
  rules.push(`@media (prefers-reduced-motion:reduce){.${className} .slider__pause{display:none}}`);
  return rules.join('');
}
