export { ContentImage, type ContentImageProps } from './ContentImage';
export { RichText, type RichTextProps } from './RichText';
export { useHydrated } from './useHydrated';
