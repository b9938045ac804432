import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file whole or not at all (a temporary file renamed over it), readable by its owner
 * only when `mode` says so (a secret).
 */
export function writeAtomically(file: string, text: string, mode?: number): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, mode === undefined ? undefined : { mode });
  renameSync(temporary, file);
}
