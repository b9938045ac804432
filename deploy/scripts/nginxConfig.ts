import path from 'node:path';
import { localNginxSite } from '../nginx/localSite';
import { NGINX_BIN, nginxArgs, writeNginxConfig } from '../nginx/writeNginxConfig';
import { releasesRoot } from '../release/releasesRoot';
import { HOST } from '../local-site/serveSite';
import { REPO_ROOT } from '../origins/siteApps';

/**
 * `npm run nginx:config`: writes the nginx configuration for the site on PORT (shell) and the
 * four ports after it into NGINX_PREFIX (a temporary folder per port by default) and prints how
 * to start it. `npm run serve:nginx` does this, starts it and pre-renders.
 */
if (require.main === module) {
  const port = Number(process.env.PORT ?? 8080);
  const site = localNginxSite({
    repoRoot: REPO_ROOT,
    shellPort: port,
    host: HOST,
    prefix: process.env.NGINX_PREFIX ? path.resolve(process.env.NGINX_PREFIX) : undefined,
    releasesRoot: releasesRoot(),
    formsUpstream: process.env.FORMS_API_UPSTREAM || undefined,
  });
  console.log(`Wrote ${writeNginxConfig(site)}`);
  console.log(`Start: ${NGINX_BIN} ${nginxArgs(site.prefix, ['-g', "'daemon off;'"]).join(' ')}`);
}
