export { Slider, type SliderProps } from './Slider';
export { SliderStyleRecordContext } from './sliderStyleRecord';
export {
  SLIDER_DEFAULTS,
  resolveSliderOptions,
  type SliderOptions,
  type SliderBreakpointOptions,
  type ResolvedSliderOptions,
} from './sliderOptions';
