import type { RemoteName } from 'shared-lib/contracts';
import type { SiteOrigins } from './siteOrigins';

/** Where a version of a remote is served, under its own origin. */
export const releasePath = (version: string) => `/releases/${version}/`;

/** The remoteEntry.js address of a version, or of the origin's root build for `null`. */
export function entryOf(origins: SiteOrigins, name: RemoteName, version: string | null): string {
  return `${origins.remotes[name]}${version ? releasePath(version) : '/'}remoteEntry.js`;
}

/** The released version an entry address names, or null for a build at the origin's root. */
export function releaseOfEntry(entry: string): string | null {
  return /\/releases\/([^/]+)\/remoteEntry\.js$/.exec(entry)?.[1] ?? null;
}
