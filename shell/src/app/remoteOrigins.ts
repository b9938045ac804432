import type { RemoteName, RemotesManifest } from 'shared-lib/contracts';

/** The meta element the pre-render writes: the origins the remotes manifest may point at. */
export const REMOTE_ORIGINS_META = 'remote-origins';

/** The allowed origins of the page, or null when the page names none (the dev servers' page). */
export function readAllowedRemoteOrigins(doc: Document): string[] | null {
  const content = doc.querySelector(`meta[name="${REMOTE_ORIGINS_META}"]`)?.getAttribute('content');
  return content === null || content === undefined ? null : content.split(/\s+/).filter(Boolean);
}

export interface ManifestCheck {
  accepted: [RemoteName, string][];
  refused: { name: string; entry: string; reason: string }[];
}

/**
 * Splits the manifest's entries into those the shell may load and those it must refuse: an entry
 * that is not an http(s) address on an allowed origin could run anyone's code in the page.
 */
export function checkManifestOrigins(
  manifest: RemotesManifest,
  allowed: string[] | null,
  base: string,
): ManifestCheck {
  const check: ManifestCheck = { accepted: [], refused: [] };
  for (const [name, entry] of Object.entries(manifest.remotes ?? {})) {
    let origin: string | null = null;
    try {
      const url = new URL(entry, base);
      if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
    } catch {
      origin = null;
    }
    if (!origin) check.refused.push({ name, entry, reason: 'not an http(s) address' });
    else if (allowed && !allowed.includes(origin))
      check.refused.push({ name, entry, reason: `${origin} is not an allowed remote origin` });
    else check.accepted.push([name as RemoteName, entry]);
  }
  return check;
}
