import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { writeSiteOrigins } from '../generations/siteState';
import { localNginxSite } from '../nginx/localSite';
import { clearServedBy, recordServedBy } from '../nginx/servedBy';
import { NGINX_BIN, nginxArgs, writeNginxConfig } from '../nginx/writeNginxConfig';
import {
  formsApiHealthUrl,
  formsApiPidFile,
  startFormsApiBeside,
} from '../local-site/formsApiBeside';
import { startReleaseServiceBeside } from '../local-site/releaseServiceBeside';
import { startEditorBackendBeside } from '../accounts/editorBackendBeside';
import { loadSiteConfig, type SiteConfig } from '../config/siteConfig';
import { localUrl } from '../config/settingValues';
import { runMain } from '../entries/runMain';
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
 * `npm run serve:nginx`: the built site as production serves it on one machine, at the addresses
 * of the site configuration (deploy/config; by default PORT for the shell and the four ports
 * after it for the remotes). Writes the nginx configuration and the allowed origins into the
 * site's state folder, starts nginx unprivileged with its own prefix and, unless
 * FORMS_API_UPSTREAM names another, forms-api behind `/restful_forms/` (as `npm start` does), the
 * site events service behind `/site-events/` and the release service, which renders a generation
 * of every page through nginx (each remote at its promoted release) and is the one writer of what
 * is served from then on, and, with the editor (ADMIN_ENABLED=1), the editor's backend behind its
 * sign-in; stops them all on Ctrl+C.
 */
export async function serveNginx(siteConfig: SiteConfig): Promise<ChildProcess> {
  const site = localNginxSite(siteConfig);
  const config = writeNginxConfig(site);
  writeSiteOrigins(site.stateDir, site.policy.origins);
  const check = spawnSync(NGINX_BIN, nginxArgs(site.prefix, ['-t', '-q']), { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed for ${config}:\n${check.stderr}`);

  const nginx = spawn(NGINX_BIN, nginxArgs(site.prefix, ['-g', 'daemon off;']), {
    stdio: 'inherit',
  });
  recordServedBy(site);
  // Exits with this process (its stdin is a pipe from here).
  const formsApi = siteConfig.formsApiUpstream ? null : startFormsApiBeside(siteConfig);
  if (formsApi?.pid) {
    writeFileSync(formsApiPidFile(site.prefix), String(formsApi.pid));
    formsApi.on('exit', () => rmSync(formsApiPidFile(site.prefix), { force: true }));
  }
  const siteEvents = startSiteEventsBeside(siteConfig);
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
        site.shellListen,
        ...site.remotes.map((remote) => remote.listen),
        ...(site.editor ? [site.editor.listen] : []),
      ].map((address) => waitUntilServed(`${localUrl(address)}/`)),
      // Node starts a service slower than nginx on a busy machine.
      ...(formsApi ? [waitUntilServed(formsApiHealthUrl(siteConfig), 30_000)] : []),
      waitUntilServed(siteEventsHealthUrl(siteConfig), 30_000),
    ]);
    const releaseService = await startReleaseServiceBeside(siteConfig);
    nginx.on('exit', () => releaseService.kill('SIGTERM'));
    if (site.editor?.backend) {
      const backend = await startEditorBackendBeside(siteConfig, site.editor.origin);
      nginx.on('exit', () => void backend.close());
    }
  } catch (error) {
    stop();
    throw error;
  }
  console.log(`nginx (${config}), brotli ${site.brotli ? 'on' : 'off'}:`);
  console.log(`  shell        ${localUrl(site.shellListen)}/`);
  for (const remote of site.remotes)
    console.log(`  ${remote.name.padEnd(12)} ${localUrl(remote.listen)}/`);
  console.log(
    `  forms-api    http://${site.formsUpstream}/ behind /restful_forms/${formsApi ? ' (started here)' : ''}`,
  );
  console.log(`  site-events  http://${site.eventsUpstream}/ behind /site-events/ (started here)`);
  console.log(
    site.editor
      ? `  editor       ${site.editor.origin}/admin/ (its own origin; the shop's /admin/ redirects there; ${site.editor.backend ? `signed in with the site's accounts (npm run users), its backend on ${site.editor.backend}` : "Decap's GitHub backend"})`
      : '  editor       not served (ADMIN_ENABLED=1 serves it on its own origin)',
  );
  console.log(`Releases: ${siteConfig.folders.releases}; pages: ${site.stateDir}/current`);
  return nginx;
}

if (require.main === module)
  runMain(async () => {
    const nginx = await serveNginx(loadSiteConfig());
    console.log('\nServing with nginx (Ctrl+C to stop)');
    const stop = () => {
      nginx.kill('SIGQUIT');
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    nginx.on('exit', (code) => process.exit(code ?? 0));
  });
