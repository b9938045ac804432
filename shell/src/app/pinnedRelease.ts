import type { PinnedRelease, RemotesManifest } from 'shared-lib/contracts';

/** The data block (never executed, so no policy hash) naming what the page was rendered with. */
export const PINNED_RELEASE_ID = 'site-release';

/** The pinned release of a pre-rendered page; null on a page without one (the dev servers'). */
export function readPinnedRelease(doc: Document): PinnedRelease | null {
  const text = doc.getElementById(PINNED_RELEASE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PinnedRelease;
  } catch {
    return null;
  }
}

/** The remote entries a page was rendered with, and their hashes, as a remotes manifest. */
export function pinnedManifest(release: PinnedRelease): RemotesManifest {
  const pinned = Object.entries(release.remotes);
  const remotes = Object.fromEntries(pinned.map(([name, remote]) => [name, remote.entry]));
  const integrity = Object.fromEntries(
    pinned.flatMap(([name, remote]) => (remote.integrity ? [[name, remote.integrity]] : [])),
  );
  return {
    remotes: remotes as RemotesManifest['remotes'],
    ...(Object.keys(integrity).length > 0 ? { integrity } : {}),
  };
}
