import { loadSiteConfig } from '../config/siteConfig';
import { runMain } from '../entries/runMain';
import { writeSiteOrigins } from '../generations/siteState';
import { localNginxSite } from '../nginx/localSite';
import { recordServedBy } from '../nginx/servedBy';
import { NGINX_BIN, nginxArgs, writeNginxConfig } from '../nginx/writeNginxConfig';

/**
 * `npm run nginx:config`: writes the nginx configuration of the configured site (deploy/config:
 * by default the shell on PORT and the remotes on the four ports after it) into its nginx prefix
 * (NGINX_PREFIX), the site's origins into its state folder, and which nginx serves it (for the
 * release commands' reloads), and prints how to start nginx. It starts nothing: production's
 * nginx unit runs it before nginx starts (deploy/systemd); `npm run serve:nginx` does the same,
 * starts nginx and pre-renders.
 */
runMain(() => {
  const site = localNginxSite(loadSiteConfig());
  console.log(`Wrote ${writeNginxConfig(site)}`);
  writeSiteOrigins(site.stateDir, site.policy.origins);
  recordServedBy(site);
  console.log(`Start: ${NGINX_BIN} ${nginxArgs(site.prefix, ['-g', "'daemon off;'"]).join(' ')}`);
});
