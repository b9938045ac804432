import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { InlineHashes } from '../prerender/inlineHashes';
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

async function waitForPolicy(site: NginxSite, hashes: InlineHashes): Promise<void> {
  const expected = [...hashes.styleElements, ...hashes.scripts];
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await fetch(`http://${site.host}:${site.shellPort}/remotes.json`, {
      method: 'HEAD',
    }).catch(() => null);
    const policy = response?.headers.get('content-security-policy') ?? '';
    if (expected.every((hash) => policy.includes(hash))) return;
    if (Date.now() > deadline) throw new Error('nginx did not take the new policy within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Rewrites the security headers of the nginx serving this site instance with the given hashes and
 * reloads it gracefully (open connections finish on the old workers); resolves once it answers
 * with the new policy, true. Nothing happens when no nginx serves it (the Node server of the
 * tests) or when its policy is that one already.
 */
export async function updateServedPolicy(stateDir: string, hashes: InlineHashes): Promise<boolean> {
  const site = servedBy(stateDir);
  if (!site) return false;
  site.policy.inlineHashes = hashes;
  const headers = path.join(site.prefix, 'headers.conf');
  const conf = headersConf(site.policy);
  if (existsSync(headers) && readFileSync(headers, 'utf8') === conf) return false;
  writeFileSync(headers, conf);
  await reloadNginx(site.prefix);
  recordServedBy(site);
  await waitForPolicy(site, hashes);
  return true;
}
