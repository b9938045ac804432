import {
  lazy,
  memo,
  Suspense,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remoteModules';
import { reportFailure } from '../analytics/events';
import { loadRemoteComponent, REMOTE_TIMEOUT_MS } from './loadRemoteComponent';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { getRemoteEnvironment } from './remoteModuleLoader';
import { RemoteRenderRecordContext } from './RemoteRenderRecord';
import { whenNearViewport } from './whenNearViewport';
import {
  fallbackRegion,
  findRegion,
  frozenRegion,
  regionOf,
  type RegionComponent,
} from './regions';

/**
 * How this part of the page came to be: rendered by the pre-render in Node ('server'), adopted
 * from pre-rendered HTML in the browser ('hydrate'), or rendered in the browser ('client').
 */
type RenderMode = 'server' | 'hydrate' | 'client';
type LazyRegion = LazyExoticComponent<RegionComponent>;

const sharedLazies = new Map<string, LazyRegion>();

/**
 * One lazy component per module for the server and the browser. In the browser a failed attempt
 * is forgotten, so the next page that needs the module tries again and a failure shows the
 * fallback; the server renders the fallback into the page and records the failure.
 */
function sharedLazy(id: RemoteModuleId, mode: 'server' | 'client', timeoutMs: number): LazyRegion {
  const key = `${mode}:${id}`;
  let component = sharedLazies.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        return { default: regionOf(await loadRemoteComponent(id, timeoutMs)) };
      } catch (error) {
        if (mode === 'server') return { default: fallbackRegion(id, (error as Error).message) };
        sharedLazies.delete(key);
        throw error;
      }
    });
    sharedLazies.set(key, component);
  }
  return component;
}

/**
 * While hydrating, React keeps the pre-rendered HTML of this part on screen until the module has
 * loaded. If it never loads (the remote is down), the part keeps that HTML, readable and with
 * working plain links, instead of the fallback; the failure is still reported.
 */
function hydratingLazy(
  id: RemoteModuleId,
  regionId: string,
  timeoutMs: number,
  whenVisible: boolean,
): LazyRegion {
  return lazy(async () => {
    if (whenVisible) await whenNearViewport(findRegion(regionId));
    try {
      return { default: regionOf(await loadRemoteComponent(id, timeoutMs)) };
    } catch (error) {
      reportFailure(`remote ${id}`, error);
      return { default: frozenRegion(findRegion(regionId)?.innerHTML ?? '') };
    }
  });
}

function initialMode(regionId: string): RenderMode {
  if (getRemoteEnvironment() === 'server') return 'server';
  // Read once, in the browser only: whether the pre-rendered HTML holds this part (React's useId
  // is the same on the server and while hydrating). It decides how to load, not what to render.
  return findRegion(regionId) ? 'hydrate' : 'client';
}

export interface RemoteModuleProps<Id extends RemoteModuleId> {
  id: Id;
  props: ComponentProps<RemoteModules[Id]>;
  /** Shown while the module loads in the browser (never on a pre-rendered page). */
  loading?: ReactNode;
  /** Shown instead of the module when it fails; a short, quiet note by default. */
  fallback?: ReactNode;
  timeoutMs?: number;
  /**
   * On a pre-rendered page, load and hydrate this part only when it comes near the screen (or is
   * focused or touched), for parts below the first screen: until then it is the pre-rendered
   * HTML, readable and with working plain links, and costs the phone no script at all.
   */
  hydrateWhenVisible?: boolean;
}

export const REMOTE_FALLBACK_TEXT = 'This part of the page is not available right now.';

function RemoteModuleView<Id extends RemoteModuleId>({
  id,
  props,
  loading = (
    <p aria-busy="true" className="remote-loading">
      Loading...
    </p>
  ),
  fallback = <p className="remote-fallback">{REMOTE_FALLBACK_TEXT}</p>,
  timeoutMs = REMOTE_TIMEOUT_MS,
  hydrateWhenVisible = false,
}: RemoteModuleProps<Id>): ReactNode {
  const regionId = useId();
  const [mode] = useState(() => initialMode(regionId));
  const [Region] = useState(() =>
    mode === 'hydrate'
      ? hydratingLazy(id, regionId, timeoutMs, hydrateWhenVisible)
      : sharedLazy(id, mode, timeoutMs),
  );
  useContext(RemoteRenderRecordContext)?.rendered.add(id);
  return (
    <RemoteErrorBoundary source={`remote ${id}`} fallback={fallback}>
      <Suspense fallback={mode === 'server' ? fallback : loading}>
        <Region
          regionId={regionId}
          moduleId={id}
          moduleProps={props as Record<string, unknown>}
          fallback={fallback}
        />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function samePropsShallow(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) =>
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/**
 * Shows a module of a remote, loaded through the host's federation runtime. When the remote is
 * down, slow or throws, only this part of the page shows the fallback (or, on a pre-rendered page,
 * keeps its pre-rendered HTML); the failure is reported (console and analytics). Give it a `key`
 * that changes with the page to retry after navigation. It re-renders only when `id`, `timeoutMs`
 * or one of the values in `props` changes (`loading` and `fallback` are usually written inline):
 * an update that reached a part still waiting to hydrate would make React drop its pre-rendered
 * HTML and show the loading state.
 */
export const RemoteModule = memo(
  RemoteModuleView,
  (before, after) =>
    before.id === after.id &&
    before.timeoutMs === after.timeoutMs &&
    before.hydrateWhenVisible === after.hydrateWhenVisible &&
    samePropsShallow(before.props as object, after.props as object),
) as typeof RemoteModuleView;
