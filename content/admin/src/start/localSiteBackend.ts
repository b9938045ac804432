import type CMS from 'decap-cms-app';

import { signedRequest, type LocalSession } from './editorBackend';

/** The name the local backend is registered under in Decap. */
export const LOCAL_SITE_BACKEND = 'local-site';

/** The parts of Decap's proxy backend this one changes. */
interface ProxyBackend {
  branch: string;
  request: (payload: Parameters<typeof signedRequest>[2]) => Promise<unknown>;
}

/**
 * Registers the local backend: Decap's proxy backend, each of whose requests carries this
 * start's secret.
 */
export function registerLocalSiteBackend(cms: typeof CMS, session: LocalSession): void {
  const proxy = cms.getBackend('proxy');
  if (!proxy) throw new Error("Decap's proxy backend is not registered");
  // Decap builds a backend with `new`: a constructor that returns an object gives that object.
  function LocalSiteBackend(...args: unknown[]): ProxyBackend {
    const backend = (proxy!.init as (...init: unknown[]) => ProxyBackend)(...args);
    backend.request = (payload) => signedRequest(session, backend.branch, payload);
    return backend;
  }
  cms.registerBackend(LOCAL_SITE_BACKEND, LocalSiteBackend);
}
