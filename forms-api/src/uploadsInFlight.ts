import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder uploads stream into on this machine while they arrive (`{dataDir}/tmp`), whatever
 * the engine: created, and emptied of what a crash left (an instance owns its data folder).
 */
export function uploadsInFlightDir(dataDir: string): string {
  const dir = path.join(dataDir, 'tmp');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { force: true });
  return dir;
}
