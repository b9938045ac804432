import type { KeenSliderPlugin } from 'keen-slider';
import { slidesMovedByDrag, targetSlide } from './sliderOptions';

/** Below this many px a press is a click, not a drag. */
export const CLICK_DISTANCE_PX = 5;

export interface DragRuleOptions {
  shortDrag: () => boolean;
  wrapAround: () => boolean;
  transitionMs: () => number;
  /** Told when a press moved far enough to be a drag (its click must not follow a link). */
  onDragged: () => void;
}

/**
 * Replaces keen-slider's own snap after a drag with the shared rule (slidesMovedByDrag): the
 * dragged distance in slides plus the short-drag tolerance, rounded. Registered after keen's
 * drag handlers, so its move replaces the animation keen has just started.
 */
export function dragRule(options: DragRuleOptions): KeenSliderPlugin {
  return (slider) => {
    let startPosition = 0;
    let startIndex = 0;
    slider.on('dragStarted', () => {
      const details = slider.track.details;
      startPosition = details.position;
      startIndex = details.abs;
    });
    slider.on('dragEnded', () => {
      const details = slider.track.details;
      const moved = details.position - startPosition;
      const slideSize = details.slides[details.rel]?.size ?? 1;
      const draggedPx = Math.abs(moved * slider.size);
      const by =
        draggedPx < CLICK_DISTANCE_PX
          ? 0
          : slidesMovedByDrag(moved / slideSize, options.shortDrag());
      if (draggedPx >= CLICK_DISTANCE_PX) options.onDragged();
      const target = targetSlide(startIndex, by, details.maxIdx, {
        wrapAround: options.wrapAround(),
      });
      slider.moveToIdx(target, true, { duration: options.transitionMs() });
    });
  };
}
