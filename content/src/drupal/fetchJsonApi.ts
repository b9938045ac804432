import { DrupalError } from './DrupalError';
import type { DrupalReader } from './DrupalReader';
import type { CollectionDocument, Resource } from './jsonApiTypes';

export interface FetchedCollection {
  data: Resource[];
  included: Resource[];
  /** How many pages `links.next` led through. */
  pages: number;
}

function parsed(body: Buffer): Partial<CollectionDocument> {
  try {
    return JSON.parse(body.toString('utf8')) as Partial<CollectionDocument>;
  } catch {
    return {};
  }
}

/**
 * Reads a whole JSON:API collection: the first page, then every `links.next` until there is
 * none, each through the reader (on the Drupal site, within the read's limits). A failed request
 * stops the build naming the address and the answer.
 */
export async function fetchCollection(
  reader: DrupalReader,
  url: string,
): Promise<FetchedCollection> {
  const result: FetchedCollection = { data: [], included: [], pages: 0 };
  let next: string | undefined = url;
  const seen = new Set<string>();
  while (next) {
    if (seen.has(next)) throw new DrupalError(`${next} links back to a page already read`);
    seen.add(next);
    const answer = await reader.page(next);
    if (answer.status < 200 || answer.status > 299)
      throw new DrupalError(`${next} answered ${answer.status} ${answer.statusText}`);
    const document = parsed(answer.body);
    if (!Array.isArray(document.data))
      throw new DrupalError(`${next} is not a JSON:API collection (no "data" list)`);
    result.data.push(...document.data);
    result.included.push(...(document.included ?? []));
    result.pages += 1;
    next = document.links?.next?.href;
  }
  return result;
}
