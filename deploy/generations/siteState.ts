import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from 'shared-lib/files';
import { SITE_ORIGINS_FILE, type SiteOrigins } from '../origins/siteOrigins';

/**
 * What one served instance of the site needs beside the build (which serving never writes into):
 *
 * ```
 * {state}/site-origins.json        the origins of this instance (its ports)
 * {state}/generations/{id}/        one complete generation: every page, remotes.json, sitemap…
 * {state}/current -> generations/{id}   the served one, switched with rename(2)
 * {state}/previous -> generations/{id}  the one served before it (kept by the pruning)
 * {state}/shared/                  content-hashed files every generation may link
 * {state}/content/{hash}/          published content (page data, pictures), linked into the
 *                                  generations rendered with it
 * ```
 */
export const generationsDir = (stateDir: string) => path.join(stateDir, 'generations');
export const CURRENT_LINK = 'current';
export const PREVIOUS_LINK = 'previous';
/** Remote stylesheet copies (`assets/remote-styles/…`): immutable, so shared by generations. */
export const sharedDir = (stateDir: string) => path.join(stateDir, 'shared');
/** Content published by the editor (`release publish`), one folder per content hash. */
export const publishedContentDir = (stateDir: string, hash?: string) =>
  hash === undefined ? path.join(stateDir, 'content') : path.join(stateDir, 'content', hash);

/**
 * The state folder of the site served on `port` from this checkout when the site configuration
 * names none (deploy/config: SITE_STATE_DIR, `folders.state`): `served/{port}/` beside the apps.
 */
export const siteStateDir = (repoRoot: string, port: number): string =>
  path.join(path.resolve(repoRoot), 'served', String(port));

export function writeSiteOrigins(stateDir: string, origins: SiteOrigins): void {
  writeAtomically(path.join(stateDir, SITE_ORIGINS_FILE), `${JSON.stringify(origins, null, 2)}\n`);
}

export function readSiteOrigins(stateDir: string): SiteOrigins {
  const file = path.join(stateDir, SITE_ORIGINS_FILE);
  if (!existsSync(file))
    throw new Error(
      `${file} is missing: no site is served from ${stateDir} (start it with npm start, npm run serve or npm run serve:nginx, with the same PORT)`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as SiteOrigins;
}
