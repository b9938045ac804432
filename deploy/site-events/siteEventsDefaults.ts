import { shellOriginsOf } from '../config/shellOrigins';
import type { SiteConfig } from '../config/siteConfig';
import { eventsFileOf } from './eventStore';

/**
 * The service's settings that follow from the site's configuration, as the variables
 * loadSiteEventsConfig reads: where it listens, its events file in the site's state folder and
 * the origins of the site's own pages.
 */
export const siteEventsEnvironment = (config: SiteConfig): Record<string, string> => ({
  SITE_EVENTS_HOST: config.listen.siteEvents.host,
  SITE_EVENTS_PORT: String(config.listen.siteEvents.port),
  SITE_EVENTS_FILE: eventsFileOf(config.folders.state),
  SITE_EVENTS_ALLOWED_ORIGINS: shellOriginsOf(config).join(','),
});
