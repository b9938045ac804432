import { Script } from 'node:vm';
import {
  registerGlobalPlugins,
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/**
 * This process's own `require`, which webpack leaves as it is (it rewrites `require` and
 * `createRequire`): a remote's container requires Node's modules with it.
 */
declare const __non_webpack_require__: NodeJS.Require;

/** A remote's container, as the runtime's `loadEntry` hook hands it back. */
type RemoteContainer = Exclude<
  Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>,
  void
>;

/**
 * Runs a remote's Node container from its checked text as the Node runtime would run it fetched
 * (a CommonJS wrapper in this context), and returns the container.
 */
function runEntry(text: string, url: string, globalName: string): RemoteContainer {
  // The entry's exports: the container itself, or an object holding it by its name.
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = new Script(
    `(function(exports, module, require, __dirname, __filename) {${text}\n})`,
    { filename: url },
  ).runInThisContext() as (...args: unknown[]) => void;
  // The container's own folder is its address: its chunks are asked for beside it, through the
  // fetch hook below, and never found on this machine's disk by that name.
  wrapper(module.exports, module, __non_webpack_require__, new URL('.', url).href, url);
  const exported = module.exports;
  return (exported[globalName] ?? exported) as RemoteContainer;
}

/**
 * Makes the federation runtime load every remote's Node container, and each chunk of it, from
 * `files` only (address → text, each checked against its release's list by the pre-render),
 * never over the network: the host's `loadEntry` hook runs the entry, and the `fetch` hook of
 * each remote's own runtime hands over its chunks (a global plugin, so that the instances the
 * remotes create when they start have it too). An address not in `files` is refused.
 */
export function loadRemotesFrom(files: Record<string, string>): void {
  const textAt = (url: string): string => {
    const text = files[url];
    if (text === undefined)
      throw new Error(
        `${url} is not a checked file of a remote's Node container (files.json): not run`,
      );
    return text;
  };
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'site-checked-server-files',
    loadEntry: async ({ remoteInfo }) =>
      runEntry(textAt(remoteInfo.entry), remoteInfo.entry, remoteInfo.entryGlobalName),
    fetch: async (url) =>
      new Response(textAt(url), { headers: { 'Content-Type': 'text/javascript' } }),
  };
  registerGlobalPlugins([plugin]);
  registerPlugins([plugin]);
}
