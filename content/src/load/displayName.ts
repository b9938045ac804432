import { isAbsolute, relative } from 'node:path';

/** A path as shown to the person running the build: relative to `base` when inside it. */
export function displayName(path: string, base: string): string {
  const shown = relative(base, path);
  return shown === '' || shown.startsWith('..') || isAbsolute(shown) ? path : shown;
}
