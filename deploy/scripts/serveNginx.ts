import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { watchCanary } from '../canary/canaryWatcher';
import { scheduleDailyRerender } from '../generations/canberraMidnight';
import { writeSiteOrigins } from '../generations/siteState';
import { localNginxSite } from '../nginx/localSite';
import { clearServedBy, recordServedBy } from '../nginx/servedBy';
import { NGINX_BIN, nginxArgs, writeNginxConfig } from '../nginx/writeNginxConfig';
import {
  formsApiHealthUrl,
  formsApiPidFile,
  startFormsApiBeside,
} from '../local-site/formsApiBeside';
import { runRerender } from '../release/runRerender';
import { releasesRoot } from '../release/releasesRoot';
import { HOST } from '../local-site/serveSite';
import { REPO_ROOT } from '../origins/siteApps';
import { releaseContext } from '../local-site/releaseContext';
import {
  siteEventsHealthUrl,
  siteEventsPidFile,
  startSiteEventsBeside,
} from '../local-site/siteEventsBeside';

async function waitUntilServed(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${url} is not served: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * `npm run serve:nginx`: the built site as production serves it on one machine. Writes the nginx
 * configuration for PORT (shell) and PORT+1..PORT+4 (remotes) and the allowed origins into the
 * site's state folder, starts nginx unprivileged with its own prefix and, unless
 * FORMS_API_UPSTREAM names another, forms-api at PORT+5 behind `/restful_forms/` (as `npm start`
 * does) and the site events service at PORT+6 behind `/site-events/`, renders a generation of every page through nginx (each remote at its promoted release),
 * re-renders at every Canberra midnight, and stops both on Ctrl+C.
 */
export async function serveNginx(port: number): Promise<ChildProcess> {
  const releases = releasesRoot();
  const site = localNginxSite({
    repoRoot: REPO_ROOT,
    shellPort: port,
    host: HOST,
    prefix: process.env.NGINX_PREFIX ? path.resolve(process.env.NGINX_PREFIX) : undefined,
    releasesRoot: releases,
    formsUpstream: process.env.FORMS_API_UPSTREAM || undefined,
  });
  const config = writeNginxConfig(site);
  writeSiteOrigins(site.stateDir, site.policy.origins);
  const check = spawnSync(NGINX_BIN, nginxArgs(site.prefix, ['-t', '-q']), { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed for ${config}:\n${check.stderr}`);

  const nginx = spawn(NGINX_BIN, nginxArgs(site.prefix, ['-g', 'daemon off;']), {
    stdio: 'inherit',
  });
  recordServedBy(site);
  // Exits with this process (its stdin is a pipe from here).
  const formsApi = process.env.FORMS_API_UPSTREAM ? null : startFormsApiBeside(port);
  if (formsApi?.pid) {
    writeFileSync(formsApiPidFile(site.prefix), String(formsApi.pid));
    formsApi.on('exit', () => rmSync(formsApiPidFile(site.prefix), { force: true }));
  }
  const siteEvents = startSiteEventsBeside(port, site.stateDir);
  if (siteEvents.pid) {
    writeFileSync(siteEventsPidFile(site.prefix), String(siteEvents.pid));
    siteEvents.on('exit', () => rmSync(siteEventsPidFile(site.prefix), { force: true }));
  }
  nginx.on('exit', () => clearServedBy(site.stateDir));
  const stop = () => {
    nginx.kill('SIGQUIT');
    formsApi?.kill('SIGTERM');
    siteEvents.kill('SIGTERM');
  };
  try {
    await Promise.all([
      ...[
        site.shellPort,
        ...site.remotes.map((remote) => remote.port),
        ...(site.editor ? [site.editor.port] : []),
      ].map((p) => waitUntilServed(`http://${HOST}:${p}/`)),
      // tsx compiles forms-api as it starts: slower than nginx on a busy machine.
      ...(formsApi ? [waitUntilServed(formsApiHealthUrl(port), 30_000)] : []),
      waitUntilServed(siteEventsHealthUrl(port), 30_000),
    ]);
    await runRerender(port, 'serve');
  } catch (error) {
    stop();
    throw error;
  }
  scheduleDailyRerender(
    () => runRerender(port, 'Canberra midnight', true),
    (line) => console.log(line),
  );
  watchCanary(releaseContext([], { ...process.env, PORT: String(port) }));
  console.log(`nginx (${config}), brotli ${site.brotli ? 'on' : 'off'}:`);
  console.log(`  shell        http://${HOST}:${site.shellPort}/`);
  for (const remote of site.remotes)
    console.log(`  ${remote.name.padEnd(12)} http://${HOST}:${remote.port}/`);
  console.log(
    `  forms-api    http://${site.formsUpstream}/ behind /restful_forms/${formsApi ? ' (started here)' : ''}`,
  );
  console.log(`  site-events  http://${site.eventsUpstream}/ behind /site-events/ (started here)`);
  console.log(
    site.editor
      ? `  editor       ${site.editor.origin}/admin/ (its own origin; the shop's /admin/ redirects there)`
      : '  editor       not served (ADMIN_ENABLED=1 serves it on its own origin)',
  );
  console.log(`Releases: ${releases}; pages: ${site.stateDir}/current`);
  return nginx;
}

if (require.main === module) {
  serveNginx(Number(process.env.PORT ?? 8080))
    .then((nginx) => {
      console.log('\nServing with nginx (Ctrl+C to stop)');
      const stop = () => {
        nginx.kill('SIGQUIT');
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      nginx.on('exit', (code) => process.exit(code ?? 0));
    })
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
