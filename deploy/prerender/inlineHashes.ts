import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The `sha256-…` sources of what the pages carry inline, for the Content-Security-Policy
 * (decision 160): style elements (the shared slider's layout rules), style attributes (content
 * colours) and executable inline scripts (the shell's starter at the end of every page, decision
 * 297; data blocks are not scripts).
 */
export interface InlineHashes {
  styleElements: string[];
  styleAttributes: string[];
  scripts: string[];
}

/** Written by the pre-render beside the pages; read when the nginx configuration is generated. */
export const CSP_HASHES_FILE = 'csp-hashes.json';

export const EMPTY_HASHES: InlineHashes = { styleElements: [], styleAttributes: [], scripts: [] };

export const cspHash = (text: string): string =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** An attribute value as the browser reads it (React escapes these five characters). */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? entity;
  });
}

const DATA_SCRIPT_TYPE = /\btype\s*=\s*"application\/(ld\+)?json"/i;

/** The hashes of one page's inline styles and scripts. */
export function inlineHashesOf(html: string): InlineHashes {
  const styleElements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) =>
    cspHash(match[1]!),
  );
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map((match) =>
    cspHash(decodeAttribute(match[1]!)),
  );
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes]) => !/\bsrc\s*=/.test(attributes!) && !DATA_SCRIPT_TYPE.test(attributes!),
    )
    .map((match) => cspHash(match[2]!));
  return { styleElements, styleAttributes, scripts };
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].sort();

export function mergeHashes(a: InlineHashes, b: InlineHashes): InlineHashes {
  return {
    styleElements: union(a.styleElements, b.styleElements),
    styleAttributes: union(a.styleAttributes, b.styleAttributes),
    scripts: union(a.scripts, b.scripts),
  };
}

export function readInlineHashes(shellDist: string): InlineHashes {
  const file = path.join(shellDist, CSP_HASHES_FILE);
  return existsSync(file)
    ? mergeHashes(EMPTY_HASHES, JSON.parse(readFileSync(file, 'utf8')) as InlineHashes)
    : EMPTY_HASHES;
}
