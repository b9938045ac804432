import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { localUrl } from '../config/settingValues';
import type { NginxSite } from './renderNginxConfig';
import { servedBy } from './servedBy';
import { reloadNginx } from './reloadNginx';
import { COHORT_COOKIE } from '../generations/cohorts';
import { cohortsConf } from './cohortsConf';

/** Resolves once nginx answers a first visit as the new cohorts say (a cookie only in a canary). */
async function untilServed(site: NginxSite, percent: number | null): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await fetch(`${localUrl(site.shellListen)}/`, {
      method: 'HEAD',
    }).catch(() => null);
    const cookie = response?.headers.get('set-cookie') ?? '';
    if (response && cookie.includes(`${COHORT_COOKIE}=`) === (percent !== null)) return;
    if (Date.now() > deadline) throw new Error('nginx did not take the new cohorts within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Gives the nginx serving this site instance the cohorts of a canary (or none), reloads it
 * gracefully and resolves once it serves them. Nothing happens when no nginx serves it (the Node
 * server reads the canary state per request).
 */
export async function updateServedCohorts(
  stateDir: string,
  percent: number | null,
): Promise<boolean> {
  const site = servedBy(stateDir);
  if (!site) return false;
  writeFileSync(path.join(site.prefix, 'cohorts.conf'), cohortsConf(percent));
  await reloadNginx(site.prefix);
  await untilServed(site, percent);
  return true;
}
