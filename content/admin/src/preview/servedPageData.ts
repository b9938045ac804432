import { useEffect, useState } from 'react';
import type { PageContexts, PageData, TemplateName } from 'shared-lib/page-data';
import { pageDataUrl } from 'shared-lib/routes';

const served = new Map<string, Promise<PageData | null>>();

/** The served site's page data at a path, once per path; null for a page not published yet. */
function fetchServed(path: string): Promise<PageData | null> {
  let page = served.get(path);
  if (!page) {
    page = fetch(pageDataUrl(path))
      .then((response) => (response.ok ? (response.json() as Promise<PageData>) : null))
      .catch(() => null);
    served.set(path, page);
  }
  return page;
}

/**
 * What the published page at `path` has besides the entry itself (a store's offers and plan, a
 * content page's related lists), for the preview to show around the edited record. `undefined`
 * while it loads.
 */
export function useServedContext<T extends TemplateName>(
  path: string,
): Partial<PageContexts[T]> | undefined {
  const [context, setContext] = useState<Partial<PageContexts[T]> | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void fetchServed(path).then((page) => {
      if (current) setContext((page?.context ?? {}) as unknown as Partial<PageContexts[T]>);
    });
    return () => {
      current = false;
    };
  }, [path]);
  return context;
}
