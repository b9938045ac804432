import path from 'node:path';
import { localUrl } from '../config/settingValues';
import { shellOriginsOf } from '../config/shellOrigins';
import type { SiteConfig } from '../config/siteConfig';
import { RELEASE_LOG_FILE } from '../generations/releaseLog';
import { accessLogOf } from '../server/siteAccessLog';
import { eventsFileOf } from './eventStore';

/**
 * The service's settings that follow from the site's configuration, as the variables
 * loadSiteEventsConfig and loadOpsConfig read: where it listens, its events file and the servers'
 * access log in the site's state folder, the origins of the site's own pages, the release log
 * (its file, or with DATABASE_URL the release service's table for the shell's origin),
 * forms-api on this machine (its figures, the alerts' mail; none when the configuration names a
 * forms service elsewhere) and the dashboard beside the editor.
 */
export const siteEventsEnvironment = (config: SiteConfig): Record<string, string> => ({
  SITE_EVENTS_HOST: config.listen.siteEvents.host,
  SITE_EVENTS_PORT: String(config.listen.siteEvents.port),
  SITE_EVENTS_FILE: eventsFileOf(config.folders.state),
  SITE_EVENTS_ALLOWED_ORIGINS: shellOriginsOf(config).join(','),
  SITE_EVENTS_ACCESS_LOGS: accessLogOf(config.folders.state),
  SITE_STATE_DIR: config.folders.state,
  RELEASE_LOG_FILE: path.join(config.folders.releases, RELEASE_LOG_FILE),
  RELEASE_LOG_SITE: config.origins.shell,
  ...(config.formsApiUpstream ? {} : { FORMS_API_URL: localUrl(config.listen.formsApi) }),
  ALERT_DASHBOARD_URL: `${config.editorOrigin}/admin/ops/`,
  ALERT_DISK_DIRS: [config.folders.state, config.folders.releases].join(','),
});
