import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** One more try after a short pause: a remote that is really down costs the shopper < 2 s. */
export const NETWORK_RETRY_DELAY_MS = 400;

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

/**
 * Whether a script failed for want of any answer (connection refused or reset, name not found)
 * rather than with one (a 500, an HTML page, a script that throws): a script element's error event
 * cannot tell, so the address is asked again. A no-cors request resolves for any HTTP answer and
 * rejects only when the network failed.
 */
export async function isNetworkFailure(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    await fetchImpl(url, {
      method: 'HEAD',
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
    });
    return false;
  } catch {
    return true;
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries loading a remote's entry once, and only when the network failed (decision 165):
 * retrying a 500 or an HTML page would only add the same failure and delay the fallback. Built on
 * the runtime's own `loadEntryError` hook (decision 230): the registry's retry plugin is made for
 * an older runtime and brought a second federation SDK.
 */
export function networkRetryPlugin(
  detect: (url: string) => Promise<boolean> = isNetworkFailure,
  delayMs = NETWORK_RETRY_DELAY_MS,
): ModuleFederationRuntimePlugin {
  const loadEntryError = async ({
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: LoadEntryErrorArgs) => {
    if (!(await detect(remoteInfo.entry))) return undefined;
    await pause(delayMs);
    // The runtime keeps the failed load under this key until it settles; without removing it the
    // retry would be handed the same failure instead of a new request.
    delete globalLoading[uniqueKey];
    try {
      return await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
    } catch {
      // The runtime then fails with the first error, as without a retry.
      return undefined;
    }
  };
  // The hook's declared result is a promise of a promise; the runtime awaits either.
  return { name: 'network-retry', loadEntryError: loadEntryError as unknown as LoadEntryError };
}
