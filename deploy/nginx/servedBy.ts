import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routingOf } from '../site-state/routeRequest';
import type { SiteStateDocument } from '../site-state/siteStateDocument';
import { routingConf } from './routingConf';
import { headersConf, type NginxSite } from './renderNginxConfig';
import { reloadNginx } from './reloadNginx';

/**
 * Which nginx serves a site instance (its state folder), so that a new generation can give it
 * the hashes of new inline styles before it is switched to. Kept in the state folder, per port.
 */
const pointerOf = (stateDir: string) => path.join(stateDir, 'nginx-site.json');

export function recordServedBy(site: NginxSite): void {
  const file = pointerOf(site.stateDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(site));
}

export function clearServedBy(stateDir: string): void {
  rmSync(pointerOf(stateDir), { force: true });
}

export function servedBy(stateDir: string): NginxSite | null {
  const file = pointerOf(stateDir);
  if (!existsSync(file)) return null;
  const site = JSON.parse(readFileSync(file, 'utf8')) as NginxSite;
  // A pointer left by an nginx that is gone is ignored.
  const pidFile = path.join(site.prefix, 'nginx.pid');
  if (!existsSync(pidFile)) return null;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 0);
    return site;
  } catch {
    return null;
  }
}

function rewrite(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}

/**
 * Gives the nginx serving this site instance what the site's state document now says of its
 * routing (canary cohorts, previews) and its policy (inline hashes), and reloads it gracefully
 * (open connections finish on the old workers) when either changed; resolves once no old worker
 * takes connections. A switch of `current` needs none of this: it is a link nginx resolves per
 * request. False when no nginx serves the instance (the Node server reads the document itself).
 */
export async function updateServedState(
  stateDir: string,
  document: SiteStateDocument,
): Promise<boolean> {
  const site = servedBy(stateDir);
  if (!site) return false;
  site.policy.inlineHashes = document.policy;
  site.routing = routingOf(document);
  const headersChanged = rewrite(path.join(site.prefix, 'headers.conf'), headersConf(site.policy));
  const routingChanged = rewrite(path.join(site.prefix, 'routing.conf'), routingConf(site.routing));
  if (headersChanged || routingChanged) {
    await reloadNginx(site.prefix);
    recordServedBy(site);
  }
  return headersChanged || routingChanged;
}
