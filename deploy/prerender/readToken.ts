import { readFileSync } from 'node:fs';

const TOKENS_FILE = require.resolve('shared-lib/styles/tokens.css');

/** The value of a design token (a custom property of tokens.css), for files that are not CSS. */
export function readToken(name: string, file: string = TOKENS_FILE): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no ${name}`);
  return match[1]!.trim();
}
