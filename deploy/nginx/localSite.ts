import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORMS_API, REMOTE_APPS, SITE_EVENTS } from 'shared-lib/apps';
import { readCanary } from '../generations/canaryState';
import { CURRENT_LINK, siteStateDir } from '../generations/siteState';
import { readInlineHashes } from '../prerender/inlineHashes';
import { releasesOf } from '../release/releaseStore';
import { accessLogOf } from '../server/siteAccessLog';
import { brotliAvailable, type NginxSite } from './renderNginxConfig';
import { localSiteOrigins } from '../origins/siteOrigins';

export interface LocalNginxOptions {
  repoRoot: string;
  shellPort: number;
  host?: string;
  /** nginx's prefix; a folder of the system's temporary folder per port by default. */
  prefix?: string;
  /** Where released versions live (`{releasesRoot}/{workspace}/{version}/`). */
  releasesRoot: string;
  /** host:port of forms-api; the port after the last remote's by default. */
  formsUpstream?: string;
}

export const defaultNginxPrefix = (shellPort: number) =>
  path.join(tmpdir(), `outlet-site-nginx-${shellPort}`);

/** The site on loopback served by nginx: the same ports and origins as `npm run serve`. */
export function localNginxSite({
  repoRoot,
  shellPort,
  host = '127.0.0.1',
  prefix = defaultNginxPrefix(shellPort),
  releasesRoot,
  formsUpstream = `${host}:${shellPort + FORMS_API.portOffset}`,
}: LocalNginxOptions): NginxSite {
  const shellDist = path.join(repoRoot, 'shell/dist');
  const stateDir = siteStateDir(repoRoot, shellPort);
  return {
    prefix,
    host,
    shellPort,
    shellDist,
    stateDir,
    remotes: REMOTE_APPS.map((app) => ({
      name: app.name,
      port: shellPort + app.portOffset,
      dist: path.join(repoRoot, app.workspace, 'dist'),
      releases: releasesOf(releasesRoot, app.workspace),
    })),
    formsUpstream,
    eventsUpstream: `${host}:${shellPort + SITE_EVENTS.portOffset}`,
    policy: {
      origins: localSiteOrigins(shellPort, host),
      inlineHashes: readInlineHashes(path.join(stateDir, CURRENT_LINK)),
    },
    brotli: brotliAvailable(),
    canaryPercent: readCanary(stateDir)?.percent ?? null,
    adminEnabled: process.env.ADMIN_ENABLED === '1',
    accessLog: accessLogOf(stateDir),
  };
}
