import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every script element and script preload of a page: what is left is the page as pre-rendered. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/(ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload" as="script"[^>]*>/g, '');
}

/**
 * A copy of the served site (the shell's build, then the served generation's pages and shared
 * files over it) whose pages carry no JavaScript, to measure what the scripts cost against the
 * same HTML, styles and images.
 */
export function makeZeroJsCopy(sources: string[], target: string): void {
  rmSync(target, { recursive: true, force: true });
  for (const source of sources) cpSync(source, target, { recursive: true });
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (name === 'index.html')
        writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
    }
  };
  visit(target);
}
