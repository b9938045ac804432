import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-lib/apps';
import type { RemotesManifest } from 'shared-lib/contracts';
import type { SiteOrigins } from '../origins/siteOrigins';
import { entryOf } from '../origins/remoteEntries';
import { currentVersion, readHistory, releasesOf, REMOTE_WORKSPACES } from './releaseStore';
import { switchedOffRemotes } from './killSwitch';

/**
 * The remotes manifest of a site served with its releases: each remote at its promoted version
 * (deploy/release), or at its origin's root build when none is promoted or the version is gone.
 * A remote switched off (`release disable`) is left out: its parts render their fallback.
 */
export function servedManifest(origins: SiteOrigins, releasesRoot: string | null): RemotesManifest {
  const off = releasesRoot ? switchedOffRemotes(releasesRoot) : [];
  const entries = REMOTE_NAMES.filter((name) => !off.includes(name)).map((name) => {
    const releasesDir = releasesRoot ? releasesOf(releasesRoot, REMOTE_WORKSPACES[name]) : null;
    const version = releasesDir ? currentVersion(readHistory(releasesDir)) : null;
    const available = version && releasesDir && existsSync(path.join(releasesDir, version));
    return [name, entryOf(origins, name, available ? version : null)] as const;
  });
  return { remotes: Object.fromEntries(entries) as RemotesManifest['remotes'] };
}
