import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FederationAssets } from 'shared-lib/contracts';

/** Brotli bytes of federation code a page downloads, from the builds' own compressed copies. */
export interface FederationBytes {
  /** The shell's start script: the federation runtime, with webpack's (the shell's `main`). */
  runtime: number;
  /** Each remote's remoteEntry.js: its container, chunk map and share-scope data. */
  entries: Record<string, number>;
}

/** The size of the `.br` copy the build wrote beside `file`, as both servers send it. */
function brotliBytes(file: string): number {
  const copy = `${file}.br`;
  if (!existsSync(copy))
    throw new Error(`${copy} is missing: build the site first (npm run build)`);
  return statSync(copy).size;
}

/**
 * The federation code of each app, measured on disk: the same on every run, no browser needed.
 * `dists` maps each remote's name to its build folder.
 */
export function federationBytes(shellDist: string, dists: Record<string, string>): FederationBytes {
  const assets = JSON.parse(
    readFileSync(path.join(shellDist, 'federation-assets.json'), 'utf8'),
  ) as FederationAssets;
  const main = assets.entry.js.find((file) => file.startsWith('main.'));
  if (!main) throw new Error(`${shellDist}/federation-assets.json names no main script`);
  return {
    runtime: brotliBytes(path.join(shellDist, main)),
    entries: Object.fromEntries(
      Object.entries(dists).map(([name, dist]) => [
        name,
        brotliBytes(path.join(dist, 'remoteEntry.js')),
      ]),
    ),
  };
}

/** The federation code of a page whose parts come from `remotes`: the runtime and their entries. */
export const pageFederationBytes = (bytes: FederationBytes, remotes: readonly string[]): number =>
  remotes.reduce((total, name) => total + (bytes.entries[name] ?? 0), bytes.runtime);
