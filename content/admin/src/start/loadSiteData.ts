import type { SiteData } from 'shared-lib/page-data';
import { SITE_DATA_URL } from 'shared-lib/routes';
import { useSiteDataStore } from 'shared-lib/site-data';

/**
 * The served site's header and footer data (site settings, menus, trading hours), which page
 * modules read from the shared site-data store as they do on the site (a store's hours today).
 */
export async function loadSiteData(): Promise<void> {
  const response = await fetch(SITE_DATA_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The site data could not be read (HTTP ${response.status})`);
  useSiteDataStore.getState().setSiteData((await response.json()) as SiteData);
}
