/** Node's socket errors: the database's server cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE']);

/**
 * True when `error` says the database cannot take a request now (its server down, shutting down,
 * starting, or out of connections) rather than that the request or the code was wrong: the
 * submission is then answered 503 with Retry-After, and the form sends it again under its
 * submission id, which stores it once.
 */
export function isStoreUnavailable(error: unknown): boolean {
  // Not `instanceof Error`: Node's socket errors may come from another realm (a vm, a worker).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE: class 08 (connection exception), admin and crash shutdown, cannot connect now,
    // too many connections.
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300') return true;
  }
  // node-postgres's own words for a connection lost or never made within its time.
  return (
    typeof message === 'string' &&
    /^Connection terminated|timeout exceeded when trying to connect/.test(message)
  );
}
