import { PageDataError } from './PageDataError';
import { takePrefetched } from './prefetch';

/**
 * Fetches a page-data (or site-data) file and checks it belongs to the same build as the HTML:
 * 404 → NOT_FOUND, other non-200 or a network failure → 'Failed to fetch {url}.', unparseable
 * → 'Failed to parse JSON', no hash → 'JSON data {url} is missing a hash.', another hash →
 * INVALID_HASH (the caller reloads the browser at the target address).
 */
export async function fetchPageData<T extends { hash: string }>(
  url: string,
  expectedHash: string,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  let response: Response;
  try {
    response = (await takePrefetched(url)) ?? (await fetchImpl(url, { credentials: 'include' }));
  } catch {
    throw new PageDataError(`Failed to fetch ${url}.`, 'FETCH_FAILED', url);
  }
  if (response.status === 404) {
    throw new PageDataError(`No page data at ${url}.`, 'NOT_FOUND', url);
  }
  if (!response.ok) throw new PageDataError(`Failed to fetch ${url}.`, 'FETCH_FAILED', url);

  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw new PageDataError('Failed to parse JSON', 'PARSE_FAILED', url);
  }
  const hash = (json as { hash?: unknown } | null)?.hash;
  if (typeof hash !== 'string' || hash === '') {
    throw new PageDataError(`JSON data ${url} is missing a hash.`, 'MISSING_HASH', url);
  }
  if (hash !== expectedHash) {
    throw new PageDataError(`JSON data ${url} comes from another build.`, 'INVALID_HASH', url);
  }
  return json as T;
}
