import type { FederationAssets, RemoteModuleId } from 'shared-lib/contracts';

/** Entry address of each remote the shell registered (from the remotes manifest). */
export type RemoteEntries = ReadonlyMap<string, string>;

/**
 * Puts an address into the HTTP cache without reading it, asked as the page will ask for it: a
 * remote's script in cors mode without credentials (the runtime loads it with its hash, decision
 * 384), a stylesheet as a link does (no-cors, with credentials), so the cache answers that request.
 */
function warmHttpCache(url: string): void {
  const script = new URL(url).pathname.endsWith('.js');
  fetch(url, {
    mode: script ? 'cors' : 'no-cors',
    credentials: script ? 'same-origin' : 'include',
    priority: 'low',
  } as RequestInit).catch(() => undefined);
}

async function readAssets(url: string): Promise<FederationAssets | null> {
  try {
    const response = await fetch(url, { credentials: 'omit' });
    return response.ok ? ((await response.json()) as FederationAssets) : null;
  } catch {
    return null;
  }
}

/**
 * Fetches a remote page module's files ahead of a likely navigation without running them: the
 * remote's entry and the scripts and stylesheets its `federation-assets.json` lists for the module.
 * Running them instead (loading the module) cost the page the shopper is on a long task of about
 * 150 ms on a slow phone, for a page they may never open; fetched only, the code runs when the
 * page is opened, from the cache. Each file is fetched once.
 */
export function prefetchRemoteModuleFiles(
  entries: Promise<RemoteEntries>,
  warm: (url: string) => void = warmHttpCache,
) {
  const assetsByRemote = new Map<string, Promise<FederationAssets | null>>();
  const warmed = new Set<string>();
  const warmOnce = (url: string) => {
    if (warmed.has(url)) return;
    warmed.add(url);
    warm(url);
  };
  return async (moduleId: RemoteModuleId): Promise<void> => {
    const [remote, exposed] = moduleId.split('/') as [string, string];
    const entry = (await entries).get(remote);
    if (!entry) return;
    warmOnce(entry);
    let assets = assetsByRemote.get(remote);
    if (!assets) {
      assets = readAssets(new URL('federation-assets.json', entry).href);
      assetsByRemote.set(remote, assets);
    }
    const files = (await assets)?.exposes[`./${exposed}`];
    for (const file of [...(files?.js ?? []), ...(files?.css ?? [])])
      warmOnce(new URL(file, entry).href);
  };
}
