import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One file of a folder as an origin node verifies it: its path, size, hash and time. */
export interface ManifestFile {
  /** Inside the folder, with `/` between names. */
  path: string;
  size: number;
  sha256: string;
  /** Kept on every node, so the servers' ETag and Last-Modified agree across nodes. */
  mtimeMs: number;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every regular file under `dir`, sorted by path, hashed (`known` skips files hashed before). */
export function folderManifest(
  dir: string,
  known: ReadonlyMap<string, ManifestFile> = new Map(),
): ManifestFile[] {
  if (!existsSync(dir)) return [];
  const files: ManifestFile[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(full, relative);
      else if (entry.isFile()) {
        const stats = statSync(full);
        const seen = known.get(relative);
        files.push(
          seen && seen.size === stats.size && seen.mtimeMs === stats.mtimeMs
            ? seen
            : {
                path: relative,
                size: stats.size,
                sha256: sha256Of(readFileSync(full)),
                mtimeMs: stats.mtimeMs,
              },
        );
      }
    }
  };
  walk(dir, '');
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
