import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FederationAssets } from 'shared-lib/contracts';
import { median } from './medians';

export const gzipBytes = (file: string): number =>
  gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Compressed size of each app's remoteEntry.js (none for the shell, which exposes nothing), its
 * first load (entry and bootstrap) and its exposed modules.
 */
export function appSizes(dist: string) {
  const assets = JSON.parse(
    readFileSync(path.join(dist, 'federation-assets.json'), 'utf8'),
  ) as FederationAssets;
  const sum = (files: string[]) =>
    files.reduce((total, file) => total + gzipBytes(path.join(dist, file)), 0);
  return {
    remoteEntryBytes: existsSync(path.join(dist, 'remoteEntry.js'))
      ? gzipBytes(path.join(dist, 'remoteEntry.js'))
      : 0,
    entryBytes: sum([...assets.entry.js, ...assets.entry.css]),
    exposes: Object.fromEntries(
      Object.entries(assets.exposes).map(([name, files]) => [
        name,
        sum([...files.js, ...files.css]),
      ]),
    ),
  };
}

/** Page-data files: how many, and their compressed sizes. */
export function pageDataSizes(dataDir: string) {
  const sizes: number[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (name.endsWith('.json')) sizes.push(gzipBytes(file));
    }
  };
  visit(dataDir);
  return {
    files: sizes.length,
    medianBytes: median(sizes),
    maxBytes: Math.max(...sizes),
    totalBytes: sizes.reduce((a, b) => a + b, 0),
  };
}
