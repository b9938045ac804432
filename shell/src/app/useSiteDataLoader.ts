import { useEffect } from 'react';
import { reportFailure } from 'shared-lib/analytics';
import { fetchPageData, PageDataError, readBuildHash, type SiteData } from 'shared-lib/page-data';
import { SITE_DATA_URL } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';
import { reloadForNewBuild } from '../routing/reloadForNewBuild';

/**
 * Loads the site-wide data (menus, opening hours, metadata) once into the shared store, unless the
 * server-rendered page already brought it.
 */
export function useSiteDataLoader(): void {
  const setSiteData = useSiteDataStore((state) => state.setSiteData);
  useEffect(() => {
    if (useSiteDataStore.getState().siteData) return;
    fetchPageData<SiteData>(SITE_DATA_URL, readBuildHash())
      .then(setSiteData)
      .catch((error: unknown) => {
        if (error instanceof PageDataError && error.code === 'INVALID_HASH') {
          reloadForNewBuild(window.location.href);
          return;
        }
        reportFailure('site data', error);
      });
  }, [setSiteData]);
}
