import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressPages } from 'deploy/compress-pages';

/** Every script element and script preload of a page: what is left is the page as pre-rendered. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/(ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" as="script"[^>]*>/g, '');
}

/**
 * A copy of the served site (the shell's build, then the served generation's pages and shared
 * files over it) whose pages carry no JavaScript, to measure what the scripts cost against the
 * same HTML, styles and images. A generation's pages come with brotli and gzip copies, which the
 * servers send to any browser that accepts them: each page's copies are written again from the
 * page without its scripts, as the generation's were from the page.
 */
export async function makeZeroJsCopy(sources: string[], target: string): Promise<void> {
  rmSync(target, { recursive: true, force: true });
  for (const source of sources) cpSync(source, target, { recursive: true });
  const pages = readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const page of pages) {
    writeFileSync(page, withoutScripts(readFileSync(page, 'utf8')));
    for (const copy of ['.br', '.gz']) rmSync(page + copy, { force: true });
  }
  await compressPages(target);
}
