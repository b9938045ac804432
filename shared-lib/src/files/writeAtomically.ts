import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Makes a directory's entries (a rename into it) survive a power cut. */
export function fsyncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a file whole or not at all, and durably: the bytes go to a temporary file beside it,
 * which is flushed to disk, renamed over the file (rename(2) replaces it in one step), and the
 * folder flushed, so that after a crash the file is the old one or the new one, never a part.
 * The one implementation for the whole repository (node only; the browser never imports it).
 * `mode`: the new file's permissions (0o600 for a secret).
 */
export function writeAtomically(
  file: string,
  data: string | Uint8Array,
  { mode = 0o644 }: { mode?: number } = {},
): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true });
  const temporary = path.join(
    dir,
    `.${path.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`,
  );
  const fd = openSync(temporary, 'wx', mode);
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    for (let offset = 0; offset < bytes.length;)
      offset += writeSync(fd, bytes, offset, bytes.length - offset);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  fsyncDirectory(dir);
}
