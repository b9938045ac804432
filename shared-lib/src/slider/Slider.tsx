import {
  Children,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { reportInteraction } from '../analytics';
import { dragRule } from './dragRule';
import {
  autoplaysAnywhere,
  resolveSliderOptions,
  sliderLayoutCss,
  sliderScope,
  sliderWidths,
  targetSlide,
  type SliderOptions,
} from './sliderOptions';
import { SliderStyleRecordContext } from './sliderStyleRecord';
import { useMediaQuery, useViewportWidth } from './useMediaState';

export interface SliderProps {
  /** The carousel's accessible name, e.g. 'Featured' or 'Latest offers'. */
  label: string;
  /** One child per slide (keyed when the list can change). */
  children: ReactNode;
  /** Per-slider options over the defaults of docs/reference/limits.md (see SliderOptions). */
  options?: SliderOptions;
  /** Extra class on the outer element (the app's own styling). */
  className?: string;
  /** A slide's accessible name; '{n} of {count}' by default. */
  slideLabel?: (index: number, count: number) => string;
}

interface SliderState {
  /** The first slide in view (relative index). */
  current: number;
  /** The absolute position, which runs on past the ends with wrap-around. */
  position: number;
  maxIndex: number;
  /** Per slide: fully in view (the others are inert: not reachable by Tab nor announced). */
  inView: boolean[];
}

const defaultSlideLabel = (index: number, count: number) => `${index + 1} of ${count}`;

function sameState(a: SliderState | null, b: SliderState): boolean {
  return (
    !!a &&
    a.current === b.current &&
    a.position === b.position &&
    a.maxIndex === b.maxIndex &&
    a.inView.join() === b.inView.join()
  );
}

function readState(slider: KeenSliderInstance): SliderState | null {
  const details = slider.track.details;
  if (!details) return null;
  return {
    current: details.rel,
    position: details.abs,
    maxIndex: details.maxIdx,
    inView: details.slides.map((slide) => slide.portion > 0.99),
  };
}

/**
 * The one slider of the site, on keen-slider. The server renders the slides laid out by CSS
 * (the first ones in view per breakpoint, the rest hidden), so the first slides show before any
 * script and nothing moves when keen-slider attaches after hydration. Previous and next buttons,
 * arrow keys, drag (the short-drag rule of docs/reference/limits.md#sliders) and a sideways wheel move it; when it
 * autoplays, it pauses on hover and on focus, shows a pause control, and never plays under
 * prefers-reduced-motion. Slides not fully in view are inert.
 *
 * Its layout needs `shared-lib/styles/slider.css` on the page (the shell links it).
 */
export function Slider({
  label,
  children,
  options = {},
  className,
  slideLabel = defaultSlideLabel,
}: SliderProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const scope = sliderScope(options);
  const layoutCss = useMemo(() => sliderLayoutCss(scope, options), [scope, options]);
  useContext(SliderStyleRecordContext)?.add(layoutCss);
  const optionsKey = JSON.stringify(options);

  const viewportRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const draggedRef = useRef(false);
  const [state, setState] = useState<SliderState | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const width = useViewportWidth();
  const resolved = resolveSliderOptions(options, width ?? 0);
  const resolvedRef = useRef(resolved);
  resolvedRef.current = resolved;
  const reducedMotionRef = useRef(reducedMotion);
  reducedMotionRef.current = reducedMotion;
  const transitionMs = () => (reducedMotionRef.current ? 0 : resolvedRef.current.transitionMs);

  const attached = state !== null;
  const hasAutoplay = autoplaysAnywhere(options);
  const playing =
    attached &&
    resolved.autoplay &&
    !reducedMotion &&
    !userPaused &&
    !hovered &&
    !focused &&
    count > resolved.itemsToShow;

  // keen-slider attaches after hydration; its code loads then, off the first load.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || count < 2) return;
    let cancelled = false;
    const parsed = JSON.parse(optionsKey) as SliderOptions;
    const base = resolveSliderOptions(parsed, 0);
    const breakpoints: NonNullable<KeenSliderOptions['breakpoints']> = {};
    for (const from of sliderWidths(parsed).slice(1)) {
      breakpoints[`(min-width: ${from}px)`] = {
        slides: { perView: resolveSliderOptions(parsed, from).itemsToShow, spacing: 0 },
      };
    }
    const update = (slider: KeenSliderInstance) => {
      const next = readState(slider);
      if (next) setState((previous) => (sameState(previous, next) ? previous : next));
    };
    void import('keen-slider').then(({ default: KeenSlider }) => {
      if (cancelled) return;
      const slider = new KeenSlider(
        viewport,
        {
          selector: '.slider__slide',
          loop: base.wrapAround,
          defaultAnimation: { duration: transitionMs() },
          slides: { perView: base.itemsToShow, spacing: 0 },
          breakpoints,
          created: update,
          detailsChanged: update,
          optionsChanged: update,
        },
        [
          dragRule({
            shortDrag: () => resolvedRef.current.shortDrag,
            wrapAround: () => resolvedRef.current.wrapAround,
            transitionMs,
            onDragged: () => {
              draggedRef.current = true;
              reportInteraction({
                target: label,
                action: 'drag',
                interactionType: 'slider',
              });
            },
          }),
        ],
      );
      // keen-slider logs and swallows its own errors, leaving an empty object: a slider that
      // failed to start stays as the server laid it out.
      if (typeof slider.destroy === 'function') sliderRef.current = slider;
    });
    return () => {
      cancelled = true;
      sliderRef.current?.destroy();
      sliderRef.current = null;
      setState(null);
    };
    // transitionMs and label read refs or are only used for reports.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optionsKey, count]);

  const move = useCallback((by: number, rewind = false) => {
    const slider = sliderRef.current;
    const details = slider?.track.details;
    if (!slider || !details) return;
    const target = targetSlide(details.abs, by, details.maxIdx, {
      wrapAround: resolvedRef.current.wrapAround,
      rewind,
    });
    slider.moveToIdx(target, true, {
      duration: reducedMotionRef.current ? 0 : resolvedRef.current.transitionMs,
    });
  }, []);

  const step = resolved.itemsToSlide;
  const position = state?.position ?? 0;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => move(step, true), resolved.autoplayMs);
    return () => window.clearTimeout(timer);
  }, [playing, position, step, resolved.autoplayMs, move]);

  // A sideways wheel or trackpad swipe moves the slider, at most once per throttle period; an
  // up-and-down wheel keeps scrolling the page.
  const wheel = resolved.wheel;
  const wheelThrottleMs = resolved.wheelThrottleMs;
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !wheel || !attached) return;
    let last = 0;
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaX) <= Math.abs(event.deltaY)) return;
      event.preventDefault();
      if (event.timeStamp - last < wheelThrottleMs) return;
      last = event.timeStamp;
      move(event.deltaX > 0 ? step : -step);
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [wheel, wheelThrottleMs, attached, step, move]);

  const control = (action: string, by: number) => {
    reportInteraction({ target: label, action, interactionType: 'slider' });
    move(by);
  };
  const atStart = !resolved.wrapAround && (state?.current ?? 0) <= 0;
  const atEnd = !resolved.wrapAround && !!state && state.current >= state.maxIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (/^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    if (event.key === 'ArrowRight' && !atEnd) {
      event.preventDefault();
      control('next', step);
    } else if (event.key === 'ArrowLeft' && !atStart) {
      event.preventDefault();
      control('previous', -step);
    }
  };

  // A drag that ends over a link must not follow it.
  const onClickCapture = (event: MouseEvent) => {
    if (!draggedRef.current) return;
    draggedRef.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const classes = ['slider', scope, className].filter(Boolean).join(' ');
  return (
    // Arrow keys from the slider's own buttons and slides bubble up here; the section is the
    // carousel the keys move, not a control of its own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={classes}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <style dangerouslySetInnerHTML={{ __html: layoutCss }} />
      <div
        ref={viewportRef}
        className="slider__viewport"
        data-attached={attached ? '' : undefined}
        aria-live={playing ? 'off' : 'polite'}
        onClickCapture={onClickCapture}
        // Focus moving into a partly hidden slide would scroll the viewport under keen-slider.
        onScroll={(event) => {
          event.currentTarget.scrollLeft = 0;
        }}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className="slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index, count)}
            inert={attached && !state.inView[index] ? true : undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="slider__controls">
          <button
            type="button"
            className="slider__button slider__button--previous"
            aria-label="Previous slide"
            disabled={atStart}
            onClick={() => control('previous', -step)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {hasAutoplay && (
            <button
              type="button"
              className="slider__button slider__pause"
              aria-label={userPaused ? 'Play slides' : 'Pause slides'}
              onClick={() => {
                reportInteraction({
                  target: label,
                  action: userPaused ? 'play' : 'pause',
                  interactionType: 'slider',
                });
                setUserPaused(!userPaused);
              }}
            >
              <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
            </button>
          )}
          <button
            type="button"
            className="slider__button slider__button--next"
            aria-label="Next slide"
            disabled={atEnd}
            onClick={() => control('next', step)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
