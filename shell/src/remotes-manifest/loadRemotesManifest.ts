import type { RemotesManifest } from 'shared-lib/contracts';
import { reportFailure } from 'shared-lib/analytics';

export const REMOTES_MANIFEST_URL = '/remotes.json';

/** The manifest as read when the shell started: a release changes the served one. */
let startText: string | null = null;

async function fetchManifestText(): Promise<string> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Failed to fetch ${REMOTES_MANIFEST_URL}.`);
  return response.text();
}

/**
 * Reads the remotes manifest. Without it the site still renders its own parts; every remote part
 * then shows its fallback.
 */
export async function loadRemotesManifest(): Promise<RemotesManifest> {
  try {
    const text = await fetchManifestText();
    const manifest = JSON.parse(text) as RemotesManifest;
    startText = text;
    return manifest;
  } catch (error) {
    reportFailure('remotes manifest', error);
    return { remotes: {} as RemotesManifest['remotes'] };
  }
}

/**
 * Whether a remote has been released or rolled back since this tab started (the served manifest
 * differs from the one it registered): the next page is then loaded from the server, with the new
 * versions, rather than rendered with the old ones (decision 164). A failed check changes nothing.
 */
export async function remotesManifestChanged(): Promise<boolean> {
  if (startText === null) return false;
  try {
    return (await fetchManifestText()) !== startText;
  } catch {
    return false;
  }
}
