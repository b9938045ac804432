import path from 'node:path';
import { listOf, type SiteEventsConfig } from '../site-events/config';

/** What the service needs beyond the events themselves: where the site's other figures are. */
export interface OpsConfig {
  /** The site's state folder: the running canary (its state document). */
  stateDir: string | null;
  /**
   * Where the release log is (releases on the charts, the release-side alerts): the release
   * service's file (RELEASE_LOG_FILE), or with DATABASE_URL its table for the site
   * RELEASE_LOG_SITE (the shell's origin), as the release service writes it then.
   */
  releaseLog: { file: string } | { site: string } | null;
  /** forms-api on this machine (`http://127.0.0.1:8085`): its figures and the alerts' mail. */
  formsApiUrl: string | null;
  /** Where the alerts are posted besides mail (a JSON POST); none by default. */
  webhookUrl: string | null;
  /** The dashboard's address, linked from every alert. */
  dashboardUrl: string;
  /** The folders whose disks the alerts watch. */
  diskDirs: string[];
}

function url(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name];
  if (!value) return null;
  try {
    return new URL(value).href.replace(/\/$/, '');
  } catch {
    throw new Error(`${name}=${value} is not an address (expected like http://127.0.0.1:8085)`);
  }
}

/** The ops settings from the environment, beside the events' own (config.ts). */
export function loadOpsConfig(
  events: SiteEventsConfig,
  env: NodeJS.ProcessEnv = process.env,
): OpsConfig {
  const diskDirs = listOf(env, 'ALERT_DISK_DIRS');
  return {
    stateDir: env.SITE_STATE_DIR || null,
    releaseLog:
      env.DATABASE_URL && env.RELEASE_LOG_SITE
        ? { site: env.RELEASE_LOG_SITE }
        : env.RELEASE_LOG_FILE
          ? { file: env.RELEASE_LOG_FILE }
          : null,
    formsApiUrl: url(env, 'FORMS_API_URL'),
    webhookUrl: url(env, 'ALERT_WEBHOOK_URL'),
    dashboardUrl: url(env, 'ALERT_DASHBOARD_URL') ?? `${events.allowedOrigins[0]}/admin/ops/`,
    diskDirs: diskDirs.length
      ? diskDirs
      : 'file' in events.location
        ? [path.dirname(path.resolve(events.location.file))]
        : [],
  };
}
