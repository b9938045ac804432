export { ContentImage, type ContentImageProps } from './ContentImage';
export { RichText, type RichTextProps } from './RichText';
export {
  Slider,
  SLIDER_DEFAULTS,
  resolveSliderOptions,
  type SliderProps,
  type SliderOptions,
  type SliderBreakpointOptions,
  type ResolvedSliderOptions,
} from './slider';
export { useHydrated } from './useHydrated';
