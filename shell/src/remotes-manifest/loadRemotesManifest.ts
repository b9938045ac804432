import type { RemotesManifest } from 'shared-lib/contracts';
import { reportFailure } from 'shared-lib/analytics';

export const REMOTES_MANIFEST_URL = '/remotes.json';

/** The entries this tab started with (the page's pinned ones, or the manifest it read). */
let startManifest: RemotesManifest | null = null;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Failed to fetch ${REMOTES_MANIFEST_URL}.`);
  return (await response.json()) as RemotesManifest;
}

/** Remembers the entries the tab registered: later navigations compare the served ones with them. */
export function rememberStartManifest(manifest: RemotesManifest): void {
  startManifest = manifest;
}

/**
 * Reads the remotes manifest. Without it the site still renders its own parts; every remote part
 * then shows its fallback.
 */
export async function loadRemotesManifest(): Promise<RemotesManifest> {
  try {
    return await fetchManifest();
  } catch (error) {
    reportFailure('remotes manifest', error);
    return { remotes: {} as RemotesManifest['remotes'] };
  }
}

/** Whether two manifests name the same entry for every remote (key order and spacing aside). */
export function sameEntries(a: RemotesManifest, b: RemotesManifest): boolean {
  const names = new Set([...Object.keys(a.remotes ?? {}), ...Object.keys(b.remotes ?? {})]);
  const entry = (manifest: RemotesManifest, name: string) =>
    (manifest.remotes as Record<string, string> | undefined)?.[name];
  return [...names].every((name) => entry(a, name) === entry(b, name));
}

/**
 * Whether a remote has been released or rolled back since this tab started (the served manifest
 * names other entries than the ones it registered): the next page is then loaded from the
 * server, with the new versions, rather than rendered with the old ones (decision 164). A failed
 * check changes nothing.
 */
export async function remotesManifestChanged(): Promise<boolean> {
  if (startManifest === null) return false;
  try {
    return !sameEntries(await fetchManifest(), startManifest);
  } catch {
    return false;
  }
}
