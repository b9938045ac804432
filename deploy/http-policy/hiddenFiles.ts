/**
 * Files of a build that no browser gets from either server (decision 362): source maps (the
 * sources of every script, kept for reading stack traces here) and the Node builds the
 * pre-render runs from disk (the shell's `server/`; a remote's `server/` in its build, in a
 * release and in a seasonal variant). Patterns over the decoded, normalized path, in the
 * regular expressions both JavaScript and nginx (PCRE) read.
 */
export const HIDDEN_FILES = {
  /** The shell's origin: its pages are folders, so `/server/` below the root is a page's. */
  pages: String.raw`^/server/|\.map$`,
  /** A remote's origin: builds only, each with its Node container in a `server/` folder. */
  remote: String.raw`/server/|\.map$`,
} as const;

export type OriginKind = keyof typeof HIDDEN_FILES;

/** Whether `pathname` (decoded, `/`-separated, no `.` or `..` part) is never served. */
export const isHiddenFile = (pathname: string, origin: OriginKind): boolean =>
  new RegExp(HIDDEN_FILES[origin]).test(pathname);

/** The same patterns as nginx maps from `$uri` to `$site_hidden_{kind}_file` (1: hidden). */
export const nginxHiddenFileMaps = (): string =>
  (Object.keys(HIDDEN_FILES) as OriginKind[])
    .map((kind) =>
      [
        `map $uri $site_hidden_${kind}_file {`,
        '  default 0;',
        `  "~${HIDDEN_FILES[kind]}" 1;`,
        '}',
      ].join('\n'),
    )
    .join('\n');
