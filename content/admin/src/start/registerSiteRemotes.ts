import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from 'shared-lib/contracts';
import { setRemoteModuleLoader } from 'shared-lib/remote';

/** The remotes manifest the served site answers with: the remotes its pages load. */
const REMOTES_MANIFEST_URL = '/remotes.json';

/**
 * Registers the served site's remotes with the federation runtime and hands the shared remote
 * loader to the previews, as the shell does: a preview shows the remote's own page module, from
 * the release the site serves.
 */
export async function registerSiteRemotes(): Promise<void> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok)
    throw new Error(`The remotes manifest could not be read (HTTP ${response.status})`);
  const { remotes } = (await response.json()) as RemotesManifest;
  registerRemotes(
    Object.entries(remotes ?? {}).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
  setRemoteModuleLoader((id) => loadRemote(id));
}
