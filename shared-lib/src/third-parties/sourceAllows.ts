/** An absolute address as the browser reads it; null for anything else. */
function absoluteUrl(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/**
 * Whether a Content-Security-Policy source expression of the site's kind (`https://host`,
 * `https://*.host`, `https://host/path/`) lets the browser load `address`, as the browser matches
 * it (CSP 3, "does url match expression"): the https scheme, the host (a `*.` source takes
 * subdomains only), the default port, and the path (a source path ending in `/` takes what is
 * under it, another only itself). The address is read as the browser reads it, so
 * `/recaptcha/../x` is `/x`. An address with credentials is refused: the site never needs them.
 */
export function sourceAllows(source: string, address: string): boolean {
  const url = absoluteUrl(address);
  if (!url) return false;
  const { wildcard, host, path } =
    /^https:\/\/(?<wildcard>\*\.)?(?<host>[^/:]+)(?<path>\/.*)?$/.exec(source)?.groups ?? {};
  if (!host || url.protocol !== 'https:' || url.port !== '') return false;
  if (url.username !== '' || url.password !== '') return false;
  const hostMatches = wildcard
    ? url.hostname.endsWith(`.${host.toLowerCase()}`)
    : url.hostname === host.toLowerCase();
  if (!hostMatches) return false;
  if (!path) return true;
  return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path;
}

/** Whether any of the sources lets the browser load `address`. */
export const sourcesAllow = (sources: readonly string[], address: string): boolean =>
  sources.some((source) => sourceAllows(source, address));
