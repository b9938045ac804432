import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutsideReference {
  file: string;
  line: number;
  text: string;
  why: string;
}

// Written in pieces so that this file does not match its own patterns.
const ISSUE = 'iss' + 'ue';
const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  {
    pattern: new RegExp(`\\b${ISSUE}s? #?\\d+|\\(#\\d+\\)`, 'i'),
    why: 'names a tracker entry that a clone does not contain: say what was meant',
  },
  {
    pattern: new RegExp(
      [
        'spec sec' + 'tion',
        'site-' + 'spec',
        'known-' + 'facts',
        '\\bthe sp' + "ec(?:'s)?\\b",
      ].join('|'),
      'i',
    ),
    why: 'points to a document outside the repository: point to docs/reference/ instead',
  },
  {
    pattern: new RegExp(
      ['\\.\\./sha' + 'red(?![\\w-])', '/wo' + 'rk/', 'sha' + 'red/(?:spec|notes)/'].join('|'),
    ),
    why: 'points to a folder outside the repository',
  },
];

const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#)([^)\s]+)\)/g;
const REFERENCE_POINTER = /docs\/reference\/([a-z-]+\.md)(?:#([a-z0-9-]+))?/g;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-');
}

/** The anchors a markdown file offers: its headings and its `<a id="…">` marks. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, id] of markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(id!);
  for (const [, heading] of markdown.matchAll(/^#+ (.+)$/gm)) anchors.add(headingAnchor(heading!));
  return anchors;
}

/**
 * Everything in one tracked file that a reader of the repository alone could not follow: names of
 * outside documents or tracker entries, markdown links that leave the repository or lead nowhere,
 * and pointers into the product reference (a file of docs/reference and an anchor in it) whose
 * file or anchor is missing. `root` is the repository's root; `file` is relative to it.
 */
export function outsideReferences(root: string, file: string, text: string): OutsideReference[] {
  const found: OutsideReference[] = [];
  const lines = text.split('\n');
  lines.forEach((content, index) => {
    const at = { file, line: index + 1, text: content.trim() };
    for (const { pattern, why } of FORBIDDEN) if (pattern.test(content)) found.push({ ...at, why });
    if (file.endsWith('.md')) {
      for (const [, target] of content.matchAll(MARKDOWN_LINK)) {
        const resolved = path.resolve(root, path.dirname(file), target!.split('#')[0]!);
        if (!resolved.startsWith(root + path.sep) && resolved !== root)
          found.push({ ...at, why: `links outside the repository (${target})` });
        else if (!existsSync(resolved)) found.push({ ...at, why: `links to a missing ${target}` });
        else if (target!.includes('#') && resolved.endsWith('.md')) {
          const anchor = target!.split('#')[1]!;
          if (!anchorsOf(readFileSync(resolved, 'utf8')).has(anchor))
            found.push({ ...at, why: `links to #${anchor}, which ${target!.split('#')[0]} lacks` });
        }
      }
    }
    for (const [, name, anchor] of content.matchAll(REFERENCE_POINTER)) {
      const referenceFile = path.join(root, 'docs/reference', name!);
      if (!existsSync(referenceFile))
        found.push({ ...at, why: `points to docs/reference/${name}, which does not exist` });
      else if (anchor && !anchorsOf(readFileSync(referenceFile, 'utf8')).has(anchor))
        found.push({ ...at, why: `points to #${anchor}, which docs/reference/${name} lacks` });
    }
  });
  return found;
}
