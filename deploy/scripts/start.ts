import { buildAll } from '../build/buildAll';
import { formsApiHealthUrl, startFormsApiBeside } from '../local-site/formsApiBeside';
import { siteStateDir } from '../generations/siteState';
import { serve } from './serve';
import { siteEventsHealthUrl, startSiteEventsBeside } from '../local-site/siteEventsBeside';
import { REPO_ROOT } from '../origins/siteApps';

/**
 * `npm start`: build everything, then serve the shell and each remote on loopback, with the form
 * intake service beside them at the shell's port + 5, where the shell's server passes
 * `/restful_forms/` on to it (the forms work out of the box), and the site events service at + 6
 * behind `/site-events/`; both exit with this process.
 */
const port = Number(process.env.PORT ?? 8080);
buildAll();
startFormsApiBeside(port);
console.log(`  forms-api    ${formsApiHealthUrl(port)}`);
startSiteEventsBeside(port, siteStateDir(REPO_ROOT, port));
console.log(`  site-events  ${siteEventsHealthUrl(port)}`);
serve().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
