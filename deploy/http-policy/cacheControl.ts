/**
 * How long a response may be cached, by what its file is (decision 160), for the Node server and
 * the generated nginx configuration alike (nginx gets the same patterns through
 * `nginxCacheControlMap`):
 * - names that stay the same from one release to the next (entry files, the manifests) are
 *   revalidated, as a release flips them;
 * - content-hashed names (`main.28185eae9c.js`, the search index named by the build hash, the font
 *   `4f2981d82860061bca3e.woff2`) never change and are immutable;
 * - everything else (page data and images, which a content build may change under the same name)
 *   is revalidated, and so is every error.
 */
export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ENTRY_FILES = [
  'index.html',
  'remotes.json',
  'site-origins.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'build-info.json',
  'service-worker.js',
];
const HASHED_EXTENSIONS = [
  'js',
  'css',
  'json',
  'woff2',
  'woff',
  'png',
  'jpe?g',
  'webp',
  'avif',
  'svg',
];

/** Statuses whose body is the file itself; any other answer is revalidated. */
const FILE_STATUSES = ['200', '206', '304'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Patterns over a path, written in the regular expressions both JavaScript and nginx (PCRE) read. */
export const ENTRY_FILE = `/(${ENTRY_FILES.map(escape).join('|')})$`;
export const HASHED_FILE = `[/.][0-9a-f]{8,}\\.(${HASHED_EXTENSIONS.join('|')})$`;

/** Cache-Control for a file served at (or stored under) `file`, answered with `status`. */
export function cacheControlFor(file: string, status = 200): string {
  const normalized = file.replace(/\\/g, '/');
  if (!FILE_STATUSES.includes(String(status))) return REVALIDATE;
  if (new RegExp(ENTRY_FILE).test(normalized)) return REVALIDATE;
  if (new RegExp(HASHED_FILE).test(normalized)) return IMMUTABLE;
  return REVALIDATE;
}

/** The same policy as an nginx `map` from "$status $uri" to the variable `variable`. */
export function nginxCacheControlMap(variable: string): string {
  const statuses = `^(${FILE_STATUSES.join('|')}) .*`;
  return [
    `map "$status $uri" $${variable} {`,
    `  default "${REVALIDATE}";`,
    `  "~${statuses}${ENTRY_FILE}" "${REVALIDATE}";`,
    `  "~${statuses}${HASHED_FILE}" "${IMMUTABLE}";`,
    '}',
  ].join('\n');
}
