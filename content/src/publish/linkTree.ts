import { existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Hard-links every file under `from` into `to` (folders made): a copy that costs no disk and
 * almost no time. Safe only because everything that rewrites these files (the image writer,
 * the page data) replaces a file by rename, which never changes the linked original.
 */
export function linkTree(from: string, to: string): number {
  if (!existsSync(from)) return 0;
  mkdirSync(to, { recursive: true });
  let linked = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linked += linkTree(source, target);
    else if (entry.isFile() && !existsSync(target)) {
      linkSync(source, target);
      linked += 1;
    }
  }
  return linked;
}
