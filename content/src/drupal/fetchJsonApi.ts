import { DrupalError } from './DrupalError';
import type { CollectionDocument, Resource } from './jsonApiTypes';

export interface FetchedCollection {
  data: Resource[];
  included: Resource[];
  /** How many pages `links.next` led through. */
  pages: number;
}

/**
 * Reads a whole JSON:API collection: the first page, then every `links.next` until there is
 * none. A failed request stops the build naming the address and the answer.
 */
export async function fetchCollection(url: string): Promise<FetchedCollection> {
  const result: FetchedCollection = { data: [], included: [], pages: 0 };
  let next: string | undefined = url;
  const seen = new Set<string>();
  while (next) {
    if (seen.has(next)) throw new DrupalError(`${next} links back to a page already read`);
    seen.add(next);
    let response: Response;
    try {
      response = await fetch(next, { headers: { accept: 'application/vnd.api+json' } });
    } catch (error) {
      throw new DrupalError(`cannot reach ${next} (${(error as Error).message})`);
    }
    if (!response.ok)
      throw new DrupalError(`${next} answered ${response.status} ${response.statusText}`);
    const document = (await response.json().catch(() => ({}))) as Partial<CollectionDocument>;
    if (!Array.isArray(document.data))
      throw new DrupalError(`${next} is not a JSON:API collection (no "data" list)`);
    result.data.push(...document.data);
    result.included.push(...(document.included ?? []));
    result.pages += 1;
    next = document.links?.next?.href;
  }
  return result;
}
