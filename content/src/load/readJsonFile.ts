import { readFileSync } from 'node:fs';

import type { Issues, Where } from '../issues/Issues';

/** Line and column of a character offset, for JSON syntax errors that give only a position. */
function lineAndColumn(source: string, position: number): string {
  const before = source.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

export type ReadResult = { ok: true; value: unknown } | { ok: false };

/** Reads and parses one JSON file; a missing file or bad JSON becomes an issue naming the file. */
export function readJsonFile(path: string, where: Where, issues: Issues): ReadResult {
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    issues.add(
      where,
      undefined,
      code === 'ENOENT' ? 'file not found' : `cannot be read (${code ?? String(error)})`,
    );
    return { ok: false };
  }
  try {
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const at = position ? ` (${lineAndColumn(source, Number(position[1]))})` : '';
    issues.add(where, undefined, `is not valid JSON: ${message}${at}`);
    return { ok: false };
  }
}
