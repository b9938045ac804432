import {
  SLIDER_DEFAULTS,
  autoplaysAnywhere,
  resolveSliderOptions,
  sliderLayoutCss,
  sliderScope,
  sliderWidths,
  slidesMovedByDrag,
  targetSlide,
  type SliderOptions,
} from './sliderOptions';

// The gift slider of docs/reference/limits.md: 5 items step 2 from 1500 px, 4 step 2 from 1100, 2 from
// 800, 1 with autoplay below; no wheel control or infinite scroll.
const giftSlider: SliderOptions = {
  itemsToShow: 1,
  autoplay: true,
  wheel: false,
  breakpoints: {
    800: { itemsToShow: 2, autoplay: false },
    1100: { itemsToShow: 4, itemsToSlide: 2 },
    1500: { itemsToShow: 5, itemsToSlide: 2 },
  },
};

describe('resolveSliderOptions', () => {
  it('fills in the defaults of docs/reference/limits.md', () => {
    expect(resolveSliderOptions({}, 1280)).toEqual({
      itemsToShow: 1,
      itemsToSlide: 1,
      autoplay: false,
      transitionMs: 300,
      autoplayMs: 2000,
      wrapAround: false,
      wheel: true,
      wheelThrottleMs: 200,
      shortDrag: true,
    });
    expect(SLIDER_DEFAULTS.wheelThrottleMs).toBe(200);
  });

  it('applies the breakpoints from their width up, in increasing order', () => {
    expect(resolveSliderOptions(giftSlider, 375)).toMatchObject({
      itemsToShow: 1,
      itemsToSlide: 1,
      autoplay: true,
      wheel: false,
    });
    expect(resolveSliderOptions(giftSlider, 799)).toMatchObject({ itemsToShow: 1, autoplay: true });
    expect(resolveSliderOptions(giftSlider, 800)).toMatchObject({
      itemsToShow: 2,
      autoplay: false,
    });
    expect(resolveSliderOptions(giftSlider, 1280)).toMatchObject({
      itemsToShow: 4,
      itemsToSlide: 2,
      autoplay: false,
    });
    expect(resolveSliderOptions(giftSlider, 1920)).toMatchObject({
      itemsToShow: 5,
      itemsToSlide: 2,
    });
  });

  it('keeps a base value where a breakpoint leaves it undefined', () => {
    const options: SliderOptions = {
      autoplayMs: 12000,
      breakpoints: { 800: { autoplay: undefined } },
    };
    expect(resolveSliderOptions(options, 900)).toMatchObject({
      autoplayMs: 12000,
      autoplay: false,
    });
  });

  it('keeps fractional items in view and whole steps of at least one', () => {
    const offers: SliderOptions = { breakpoints: { 800: { itemsToShow: 1.2, itemsToSlide: 0 } } };
    expect(resolveSliderOptions(offers, 900)).toMatchObject({ itemsToShow: 1.2, itemsToSlide: 1 });
  });
});

describe('sliderWidths and autoplaysAnywhere', () => {
  it('lists 0 and the breakpoint widths in order', () => {
    expect(sliderWidths(giftSlider)).toEqual([0, 800, 1100, 1500]);
    expect(sliderWidths({})).toEqual([0]);
  });

  it('knows whether the slider plays by itself at some width', () => {
    expect(autoplaysAnywhere(giftSlider)).toBe(true);
    expect(autoplaysAnywhere({ breakpoints: { 800: { itemsToShow: 2 } } })).toBe(false);
    expect(autoplaysAnywhere({ breakpoints: { 1500: { autoplay: true } } })).toBe(true);
  });
});

describe('slidesMovedByDrag', () => {
  it('moves a slide for any drag with the short-drag tolerance of 0.5', () => {
    expect(slidesMovedByDrag(0.05, true)).toBe(1);
    expect(slidesMovedByDrag(-0.05, true)).toBe(-1);
    expect(slidesMovedByDrag(1.2, true)).toBe(2);
  });

  it('needs 0.35 of a slide with the tolerance of 0.15', () => {
    expect(slidesMovedByDrag(0.3, false)).toBe(0);
    expect(slidesMovedByDrag(0.36, false)).toBe(1);
    expect(slidesMovedByDrag(-1.4, false)).toBe(-2);
  });

  it('does not move without a drag', () => {
    expect(slidesMovedByDrag(0, true)).toBe(0);
  });
});

describe('targetSlide', () => {
  it('stops at either end without wrap-around', () => {
    expect(targetSlide(0, -1, 4)).toBe(0);
    expect(targetSlide(3, 2, 4)).toBe(4);
    expect(targetSlide(4, 1, 4)).toBe(4);
  });

  it('returns to the start after the end when rewinding (autoplay)', () => {
    expect(targetSlide(4, 1, 4, { rewind: true })).toBe(0);
    expect(targetSlide(2, 1, 4, { rewind: true })).toBe(3);
  });

  it('runs on past the ends with wrap-around', () => {
    expect(targetSlide(4, 1, 4, { wrapAround: true })).toBe(5);
    expect(targetSlide(0, -2, 4, { wrapAround: true })).toBe(-2);
  });
});

describe('sliderScope', () => {
  it('is the same for the same options and differs for others', () => {
    expect(sliderScope({ ...giftSlider })).toBe(sliderScope(giftSlider));
    expect(sliderScope(giftSlider)).not.toBe(sliderScope({ itemsToShow: 1.2 }));
    expect(sliderScope(giftSlider)).toMatch(/^slider-[a-z0-9]+$/);
  });
});

describe('sliderLayoutCss', () => {
  it('lays out the slides in view per breakpoint and hides the pause control where nothing plays', () => {
    const css = sliderLayoutCss('slider-a', giftSlider);
    expect(css).toContain('.slider-a{--slider-items:1}');
    expect(css).toContain('@media (min-width:800px){.slider-a{--slider-items:2}');
    expect(css).toContain('@media (min-width:1500px){.slider-a{--slider-items:5}');
    expect(css).toContain('>.slider__slide:nth-child(n+2){visibility:hidden}');
    expect(css).toContain('>.slider__slide:nth-child(n+6){visibility:hidden}');
    expect(css).toMatch(
      /^\.slider-a\{--slider-items:1\}.*\.slider-a \.slider__pause\{display:inline-flex\}/,
    );
    expect(css).toContain(
      '@media (min-width:800px){.slider-a{--slider-items:2}.slider-a .slider__viewport',
    );
    expect(css).toContain('.slider-a .slider__pause{display:none}}@media (min-width:1100px)');
    expect(css).toContain(
      '@media (prefers-reduced-motion:reduce){.slider-a .slider__pause{display:none}}',
    );
  });

  it('counts a partly visible slide as in view', () => {
    const css = sliderLayoutCss('slider-b', { itemsToShow: 1.2 });
    expect(css).toContain('nth-child(n+3){visibility:hidden}');
  });
});
