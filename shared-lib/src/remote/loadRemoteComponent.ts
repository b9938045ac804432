import type { ComponentType } from 'react';
import type { RemoteModuleId } from '../contracts/remoteModules';
import { getRemoteModuleLoader } from './remoteModuleLoader';
import { RemoteLoadError } from '../remote-errors/RemoteLoadError';

/**
 * How long a remote may take before its part of the page gives up (the runtime's own is 20 s):
 * with the page's own start, a stalled remote settles within 10 s of the click (decision 163).
 */
export const REMOTE_TIMEOUT_MS = 6000;

function isComponent(value: unknown): value is ComponentType<never> {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/**
 * Loads a remote module and returns its default export as a component, failing with a
 * RemoteLoadError when the remote is down, answers without the module, or takes longer than
 * `timeoutMs`.
 */
export async function loadRemoteComponent(
  id: RemoteModuleId,
  timeoutMs: number = REMOTE_TIMEOUT_MS,
): Promise<ComponentType<never>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError(`${id} did not load within ${timeoutMs} ms`, id)),
      timeoutMs,
    );
  });
  try {
    const loaded = await Promise.race([getRemoteModuleLoader()(id), timeout]);
    const component = (loaded as { default?: unknown } | null)?.default ?? loaded;
    if (!isComponent(component)) throw new RemoteLoadError(`${id} has no component to show`, id);
    return component;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(`${id} failed to load: ${(error as Error)?.message ?? error}`, id);
  } finally {
    clearTimeout(timer);
  }
}
