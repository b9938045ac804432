import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type CreateScript = NonNullable<ModuleFederationRuntimePlugin['createScript']>;

/**
 * Subresource integrity for the remotes' entries (decision 384): the script element the
 * federation runtime inserts for a remote's `remoteEntry.js` carries the hash its release lists
 * (from the page's pinned release, or the generation's remotes manifest) and asks in cors mode,
 * so an entry changed where it is served is refused by the browser and never runs: the remote's
 * parts fail as for a remote that is down. The entry then loads its own chunks with their
 * hashes. An address with no hash (a development manifest) loads as before.
 *
 * @param integrityOf each entry's address → its integrity, filled once the manifest is read
 */
export function entryIntegrityPlugin(
  integrityOf: ReadonlyMap<string, string>,
): ModuleFederationRuntimePlugin {
  const createScript = ({ url, attrs }: Parameters<CreateScript>[0]) => {
    const integrity = integrityOf.get(url);
    if (!integrity) return undefined;
    const script = document.createElement('script');
    // What the runtime would have set itself: this element replaces the one it would make.
    for (const [name, value] of Object.entries(attrs ?? {}))
      if (name === 'async' || name === 'defer') script[name] = Boolean(value);
      else script.setAttribute(name, String(value));
    script.setAttribute('crossorigin', 'anonymous');
    script.setAttribute('integrity', integrity);
    script.src = url;
    return script;
  };
  return { name: 'entry-integrity', createScript: createScript as CreateScript };
}
