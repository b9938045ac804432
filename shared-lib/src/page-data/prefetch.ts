/**
 * Prefetch of page data (docs/reference/calls.md: 'prefetch supported'). A link in view asks for its
 * target's page data once; navigation then reads the prefetched response instead of asking again.
 * The host registers what else a page needs (the remote module of its template) once, at start.
 */
type AfterPageData = (json: unknown) => void;

const responses = new Map<string, Promise<Response | null>>();
let afterPageData: AfterPageData | null = null;

/** The host's follow-up for a prefetched page's data, e.g. loading its template's remote module. */
export function setPrefetchFollowUp(next: AfterPageData): void {
  afterPageData = next;
}

/** Asks for a page-data file once per visit; later calls for the same address do nothing. */
export function prefetchPageData(url: string, fetchImpl: typeof fetch = fetch): void {
  if (responses.has(url)) return;
  const response = fetchImpl(url, { credentials: 'include' }).then(
    (answer) => answer,
    () => null,
  );
  responses.set(url, response);
  void response.then(async (answer) => {
    if (!answer?.ok || !afterPageData) return;
    try {
      afterPageData(JSON.parse(await answer.clone().text()));
    } catch {
      // A broken file is reported when the page is opened; prefetch stays silent.
    }
  });
}

/**
 * The prefetched response for `url`, if any (each read gets its own copy). A failed prefetch gives
 * nothing, so the caller asks again.
 */
export async function takePrefetched(url: string): Promise<Response | null> {
  const pending = responses.get(url);
  if (!pending) return null;
  const answer = await pending;
  if (!answer?.ok) {
    responses.delete(url);
    return null;
  }
  return answer.clone();
}

/** Forgets every prefetch (tests). */
export function clearPrefetched(): void {
  responses.clear();
}
