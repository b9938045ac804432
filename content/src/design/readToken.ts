import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const TOKENS_FILE = join(
  dirname(require.resolve('shared-lib/package.json')),
  'src/styles/tokens.css',
);

/**
 * The value of a design token (a custom property of shared-lib's tokens.css), for what is made
 * outside CSS (generated images, the web app manifest), so the colours stay in one place.
 */
export function readToken(name: string, file: string = TOKENS_FILE): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no ${name}`);
  return match[1]!.trim();
}
