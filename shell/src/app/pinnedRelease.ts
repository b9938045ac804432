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

/** The remote entries a page was rendered with, as a remotes manifest. */
export function pinnedManifest(release: PinnedRelease): RemotesManifest {
  const remotes = Object.fromEntries(
    Object.entries(release.remotes).map(([name, pinned]) => [name, pinned.entry]),
  );
  return { remotes: remotes as RemotesManifest['remotes'] };
}
