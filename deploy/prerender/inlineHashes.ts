import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The `sha256-…` sources of what the pages carry inline, for the Content-Security-Policy
 * (decision 160): the style elements the site's components write (the shared slider's layout
 * rules) and the executable inline scripts of the page's template (the shell's starter, decision
 * 297). Each is hashed from the text the site's code made, as the renderer reports it, never read
 * from a rendered page, so nothing in the content can add one (decision 301). Style attributes
 * have none: the site writes none.
 */
export interface InlineHashes {
  styleElements: string[];
  scripts: string[];
}

/** Written by the pre-render beside the pages; read when the nginx configuration is generated. */
export const CSP_HASHES_FILE = 'csp-hashes.json';

export const EMPTY_HASHES: InlineHashes = { styleElements: [], scripts: [] };

export const cspHash = (text: string): string =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])].sort();

export function mergeHashes(a: InlineHashes, b: InlineHashes): InlineHashes {
  return {
    styleElements: union(a.styleElements, b.styleElements),
    scripts: union(a.scripts, b.scripts),
  };
}

/** The hashes of the inline texts the site's code wrote into its pages. */
export const hashesOf = (texts: { styleElements: Iterable<string>; scripts: Iterable<string> }) =>
  mergeHashes(EMPTY_HASHES, {
    styleElements: [...texts.styleElements].map(cspHash),
    scripts: [...texts.scripts].map(cspHash),
  });

/** A generation's hashes; what a file of an older kind holds besides is left out. */
export function readInlineHashes(generationDir: string): InlineHashes {
  const file = path.join(generationDir, CSP_HASHES_FILE);
  if (!existsSync(file)) return EMPTY_HASHES;
  const { styleElements = [], scripts = [] } = JSON.parse(
    readFileSync(file, 'utf8'),
  ) as Partial<InlineHashes>;
  return mergeHashes(EMPTY_HASHES, { styleElements, scripts });
}
