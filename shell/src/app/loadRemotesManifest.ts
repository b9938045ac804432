import type { RemotesManifest } from 'shared-lib/contracts';
import { reportFailure } from 'shared-lib/analytics';

export const REMOTES_MANIFEST_URL = '/remotes.json';

/**
 * Reads the remotes manifest. Without it the site still renders its own parts; every remote part
 * then shows its fallback.
 */
export async function loadRemotesManifest(): Promise<RemotesManifest> {
  try {
    const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`Failed to fetch ${REMOTES_MANIFEST_URL}.`);
    return (await response.json()) as RemotesManifest;
  } catch (error) {
    reportFailure('remotes manifest', error);
    return { remotes: {} as RemotesManifest['remotes'] };
  }
}
