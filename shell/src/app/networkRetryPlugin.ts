import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** One more try after a short pause: a remote that is really down costs the shopper < 2 s. */
export const NETWORK_RETRY = { retryTimes: 1, retryDelay: 400 };

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

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

/**
 * Retries loading a remote's entry only when the network failed (decision 165), through the
 * federation retry plugin (@module-federation/retry-plugin 0.17.1), which is loaded only then:
 * retrying a 500 or an HTML page would only add the same failure and delay the fallback.
 */
export function networkRetryPlugin(
  detect: (url: string) => Promise<boolean> = isNetworkFailure,
): ModuleFederationRuntimePlugin {
  const loadEntryError = async (args: Parameters<LoadEntryError>[0]): Promise<unknown> => {
    if (!(await detect(args.remoteInfo.entry))) return undefined;
    const { RetryPlugin } = await import(
      /* webpackChunkName: "retry-plugin" */ '@module-federation/retry-plugin'
    );
    const retry = RetryPlugin({ script: NETWORK_RETRY }) as unknown as {
      loadEntryError: (hookArgs: typeof args) => Promise<unknown>;
    };
    return retry.loadEntryError(args);
  };
  // The hook's declared result is a promise of a promise; the runtime awaits either.
  return { name: 'network-retry', loadEntryError: loadEntryError as unknown as LoadEntryError };
}
