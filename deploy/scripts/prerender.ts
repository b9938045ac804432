import path from 'node:path';
import { updateServedPolicy } from '../nginx/servedBy';
import { prerender } from '../prerender/prerender';
import { REPO_ROOT } from './siteApps';

/**
 * `npm run prerender`: renders every page again from the served remotes manifest, without
 * building anything (after a remote release or a manifest change). The remotes must be served at
 * the addresses the manifest names (`npm start` / `npm run serve` do that).
 */
if (require.main === module) {
  const shellDist = path.join(REPO_ROOT, 'shell/dist');
  prerender({
    shellDist,
    renderDate: process.env.PRERENDER_DATE || undefined,
    // A publish names the pages its change shows (comma-separated routes).
    ...(process.env.PRERENDER_ROUTES ? { routes: process.env.PRERENDER_ROUTES.split(',') } : {}),
    onNewHashes: async (hashes) => {
      if (await updateServedPolicy(shellDist, hashes))
        console.log('nginx reloaded: its policy allows the new inline styles');
    },
  })
    .then((report) => process.exit(report.failures.length > 0 ? 2 : 0))
    .catch((error: Error) => {
      console.error(`Pre-render failed: ${error.stack ?? error.message}`);
      process.exit(1);
    });
}
