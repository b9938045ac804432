import path from 'node:path';

/** Files whose name stays the same from one release to the next: always revalidated. */
const ENTRY_FILES = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'build-info.json',
]);
const HASHED_NAME = /\.[0-9a-f]{8,}\.(js|css|json)$/;

/**
 * Entry files must never be cached stale (a release flips them); content-hashed bundles and the
 * search index (named by the build hash) never
 * change and are immutable; page data and images are revalidated because a content build can
 * change them under the same name.
 */
export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (ENTRY_FILES.has(name)) return 'no-cache';
  if (HASHED_NAME.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
