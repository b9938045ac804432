import {
  lazy,
  Suspense,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remoteModules';
import { loadRemoteComponent, REMOTE_TIMEOUT_MS } from './loadRemoteComponent';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type AnyComponent = ComponentType<Record<string, unknown>>;
const lazyComponents = new Map<RemoteModuleId, LazyExoticComponent<AnyComponent>>();

function lazyRemote(id: RemoteModuleId, timeoutMs: number): LazyExoticComponent<AnyComponent> {
  let component = lazyComponents.get(id);
  if (!component) {
    component = lazy(async () => {
      try {
        return { default: (await loadRemoteComponent(id, timeoutMs)) as AnyComponent };
      } catch (error) {
        // Forget the failed attempt so that the next page that needs this module tries again.
        lazyComponents.delete(id);
        throw error;
      }
    });
    lazyComponents.set(id, component);
  }
  return component;
}

export interface RemoteModuleProps<Id extends RemoteModuleId> {
  id: Id;
  props: ComponentProps<RemoteModules[Id]>;
  /** Shown while the module loads. */
  loading?: ReactNode;
  /** Shown instead of the module when it fails; a short, quiet note by default. */
  fallback?: ReactNode;
  timeoutMs?: number;
}

export const REMOTE_FALLBACK_TEXT = 'This part of the page is not available right now.';

/**
 * Shows a module of a remote, loaded through the host's federation runtime. When the remote is
 * down, slow or throws, only this part of the page shows the fallback; the failure is reported
 * (console and analytics). Give it a `key` that changes with the page to retry after navigation.
 */
export function RemoteModule<Id extends RemoteModuleId>({
  id,
  props,
  loading = <p aria-busy="true" className="remote-loading">Loading...</p>,
  fallback = <p className="remote-fallback">{REMOTE_FALLBACK_TEXT}</p>,
  timeoutMs = REMOTE_TIMEOUT_MS,
}: RemoteModuleProps<Id>): ReactNode {
  const Component = lazyRemote(id, timeoutMs);
  return (
    <RemoteErrorBoundary source={`remote ${id}`} fallback={fallback}>
      <Suspense fallback={loading}>
        <Component {...(props as Record<string, unknown>)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
