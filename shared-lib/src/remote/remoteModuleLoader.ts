import type { RemoteModuleId } from '../contracts/remoteModules';

/** Loads a federated module by id; `null` when the remote answered without that module. */
export type RemoteModuleLoader = (id: RemoteModuleId) => Promise<unknown>;

/** Where remote modules are rendered: the pre-render in Node, or the browser. */
export type RemoteEnvironment = 'server' | 'browser';

let loader: RemoteModuleLoader | null = null;
let environment: RemoteEnvironment = 'browser';

/**
 * The host (the shell, its server renderer, or a remote running on its own) sets how modules are
 * loaded once, at start: this library is a shared singleton, so every remote that shows another
 * remote's module goes through the host's federation runtime.
 */
export function setRemoteModuleLoader(
  next: RemoteModuleLoader,
  where: RemoteEnvironment = 'browser',
): void {
  loader = next;
  environment = where;
}

export function getRemoteModuleLoader(): RemoteModuleLoader {
  if (!loader)
    throw new Error('No remote module loader: the host must call setRemoteModuleLoader.');
  return loader;
}

export function getRemoteEnvironment(): RemoteEnvironment {
  return environment;
}
