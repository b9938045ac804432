import type { REMOTE_APPS, Exposed } from 'shared-lib/apps';

export type { BlockProps } from 'shared-lib/apps';

type RemoteApp = (typeof REMOTE_APPS)[number];

/** Federation name of each remote, as in the remotes manifest. */
export type RemoteName = RemoteApp['name'];

type ExposesOf<N extends RemoteName> = Extract<RemoteApp, { name: N }>['exposes'];
type ContractOf<E> = E extends Exposed<infer Contract> ? Contract : never;

/** The federation id of every exposed module: `{remote}/{module}` (`stores/StoreDetailPage`). */
export type RemoteModuleId = {
  [N in RemoteName]: `${N}/${Extract<keyof ExposesOf<N>, string>}`;
}[RemoteName];

/**
 * The contract of every module a remote exposes, keyed by its federation id (each declared once,
 * in the registry of the apps). A remote types its export with
 * `RemoteModules['stores/StoreDetailPage']`; the shell and other remotes load it through
 * `RemoteModule`, so both sides are checked against that one declaration.
 */
export type RemoteModules = {
  [Id in RemoteModuleId]: Id extends `${infer N extends RemoteName}/${infer M}`
    ? ContractOf<ExposesOf<N>[M & keyof ExposesOf<N>]>
    : never;
};

/** The remotes manifest (`/remotes.json`): remote name → address of its remoteEntry.js. */
export interface RemotesManifest {
  remotes: Record<RemoteName, string>;
  /**
   * Each remoteEntry.js's subresource integrity (`sha256-…`, from its release's files.json): a
   * generation's manifest has it, a development manifest not (decision 384).
   */
  integrity?: Partial<Record<RemoteName, string>>;
}
