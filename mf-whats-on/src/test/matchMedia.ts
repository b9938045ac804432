/**
 * jsdom has no matchMedia; the shared slider's keen-slider reads it for its breakpoints once it
 * attaches after hydration. Nothing matches here (the smallest screen).
 */
export function stubMatchMedia(): void {
  window.matchMedia = (media: string) =>
    ({
      media,
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
}
