import { createContext } from 'react';
import type { RemoteModuleId } from '../contracts/remoteModules';

/**
 * What the server renderer learns while rendering a page: the remote modules the page shows (so
 * the page links their stylesheets) and those that failed to load (so the pre-render reports them).
 */
export interface RemoteRenderRecord {
  rendered: Set<RemoteModuleId>;
  failed: Map<RemoteModuleId, string>;
}

export const RemoteRenderRecordContext = createContext<RemoteRenderRecord | null>(null);

export function createRemoteRenderRecord(): RemoteRenderRecord {
  return { rendered: new Set(), failed: new Map() };
}
