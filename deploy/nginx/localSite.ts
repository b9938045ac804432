import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-lib/contracts';
import { readInlineHashes } from '../prerender/inlineHashes';
import { REMOTE_PORT_OFFSETS } from '../remotes/createLocalManifest';
import { REMOTE_WORKSPACES, releasesOf } from '../release/releaseStore';
import { brotliAvailable, type NginxSite } from './renderNginxConfig';
import { localSiteOrigins } from './siteOrigins';

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
  /** Serve the editor at /admin/; ADMIN_ENABLED=1 by default. */
  admin?: boolean;
}

/** The forms service's port on loopback: after the shell's and the four remotes'. */
export const FORMS_PORT_OFFSET = 5;

export const defaultNginxPrefix = (shellPort: number) =>
  path.join(tmpdir(), `outlet-site-nginx-${shellPort}`);

/** The site on loopback served by nginx: the same ports and origins as `npm run serve`. */
export function localNginxSite({
  repoRoot,
  shellPort,
  host = '127.0.0.1',
  prefix = defaultNginxPrefix(shellPort),
  releasesRoot,
  formsUpstream = `${host}:${shellPort + FORMS_PORT_OFFSET}`,
  admin = process.env.ADMIN_ENABLED === '1',
}: LocalNginxOptions): NginxSite {
  const shellDist = path.join(repoRoot, 'shell/dist');
  return {
    prefix,
    host,
    shellPort,
    shellDist,
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      port: shellPort + REMOTE_PORT_OFFSETS[name],
      dist: path.join(repoRoot, REMOTE_WORKSPACES[name], 'dist'),
      releases: releasesOf(releasesRoot, REMOTE_WORKSPACES[name]),
    })),
    formsUpstream,
    policy: {
      origins: localSiteOrigins(shellPort, host),
      inlineHashes: readInlineHashes(shellDist),
    },
    brotli: brotliAvailable(),
    admin,
  };
}
