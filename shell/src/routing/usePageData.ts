import { useEffect, useRef, useState } from 'react';
import { reportFailure } from 'shared-lib/analytics';
import type { RenderedPage } from 'shared-lib/contracts';
import { fetchPageData, PageDataError, readBuildHash, type PageData } from 'shared-lib/page-data';
import { NOT_FOUND_PAGE_DATA_URL, pageDataUrl } from 'shared-lib/routes';
import { remotesManifestChanged } from '../remotes-manifest/loadRemotesManifest';
import { clearReloadMark, reloadForNewBuild } from './reloadForNewBuild';

export type PageState =
  | { status: 'loading' }
  | { status: 'ready'; pageData: PageData }
  | { status: 'not-found'; pageData: PageData | null }
  | { status: 'error'; message: string };

async function loadNotFoundPage(hash: string): Promise<PageState> {
  try {
    return {
      status: 'not-found',
      pageData: await fetchPageData<PageData>(NOT_FOUND_PAGE_DATA_URL, hash),
    };
  } catch (error) {
    reportFailure('page data', error);
    return { status: 'not-found', pageData: null };
  }
}

/**
 * A page reached inside the site. When a remote was released or rolled back since the tab
 * started, the page is loaded from the server instead (its HTML pre-rendered with the new
 * version, which the new start registers): a shopper gets a release on their next navigation.
 */
async function loadPage(path: string): Promise<PageState> {
  const [remotesChanged, state] = await Promise.all([remotesManifestChanged(), loadPageData(path)]);
  if (remotesChanged) {
    window.location.assign(window.location.href);
    return { status: 'loading' };
  }
  return state;
}

/**
 * docs/reference/messages.md: 404 → the 404 page; another build → reload at the target; no
 * connection → a full load at the target; else an error.
 */
async function loadPageData(path: string): Promise<PageState> {
  const hash = readBuildHash();
  try {
    const pageData = await fetchPageData<PageData>(pageDataUrl(path), hash);
    clearReloadMark();
    return { status: 'ready', pageData };
  } catch (error) {
    if (error instanceof PageDataError && error.code === 'NOT_FOUND') return loadNotFoundPage(hash);
    // With no connection the page is loaded as a page: the service worker answers with the copy
    // it kept, or the list of those it did (decision 331).
    if (error instanceof PageDataError && error.code === 'FETCH_FAILED' && !navigator.onLine) {
      window.location.assign(window.location.href);
      return { status: 'loading' };
    }
    if (error instanceof PageDataError && error.code === 'INVALID_HASH') {
      if (reloadForNewBuild(window.location.href)) return { status: 'loading' };
      return {
        status: 'error',
        message: 'This page has been updated. Please reload and try again.',
      };
    }
    reportFailure('page data', error);
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The page data of a canonical path, reloaded whenever the path changes. The page the server
 * rendered is shown at once, without a request.
 */
export function usePageData(
  path: string,
  renderedPage?: RenderedPage,
): PageState & { path: string } {
  const [state, setState] = useState<PageState & { path: string }>(() =>
    renderedPage?.path === path ? renderedPage : { status: 'loading', path },
  );
  const shown = useRef(state);
  shown.current = state;
  useEffect(() => {
    if (shown.current.path === path && shown.current.status !== 'loading') return;
    let current = true;
    setState({ status: 'loading', path });
    void loadPage(path).then((next) => {
      if (current) setState({ ...next, path });
    });
    return () => {
      current = false;
    };
  }, [path]);
  // Until the effect for a new path runs, do not show the previous page's data under it.
  return state.path === path ? state : { status: 'loading', path };
}
