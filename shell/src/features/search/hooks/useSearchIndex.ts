import { useEffect, useState } from 'react';
import { reportFailure } from 'shared-lib/analytics';
import {
  searchIndexUrl,
  searchOver,
  type RunSearch,
  type SearchIndexFile,
} from 'shared-lib/search';
import { useSiteDataStore } from 'shared-lib/site-data';

export type SearchIndexState =
  { status: 'loading' } | { status: 'ready'; search: RunSearch } | { status: 'failed' };

async function loadIndex(hash: string): Promise<RunSearch> {
  // elasticlunr and the index are fetched only here, when the search page opens (decision 061).
  const [{ default: elasticlunr }, response] = await Promise.all([
    import(/* webpackChunkName: "elasticlunr" */ 'elasticlunr'),
    fetch(searchIndexUrl(hash)),
  ]);
  if (!response.ok) throw new Error(`Search index answered ${response.status}`);
  return searchOver(elasticlunr, (await response.json()) as SearchIndexFile);
}

/**
 * The site's search index, loaded once after the page hydrates ('loading' on the server and in the
 * first client render, so both agree).
 */
export function useSearchIndex(): SearchIndexState {
  const hash = useSiteDataStore((state) => state.siteData?.hash);
  const [state, setState] = useState<SearchIndexState>({ status: 'loading' });
  useEffect(() => {
    if (!hash) return;
    let current = true;
    loadIndex(hash).then(
      (search) => current && setState({ status: 'ready', search }),
      (error: unknown) => {
        reportFailure('search-index', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [hash]);
  return state;
}
