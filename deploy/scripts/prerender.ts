import path from 'node:path';
import { prerender } from '../prerender/prerender';
import { REPO_ROOT } from './siteApps';

/**
 * `npm run prerender`: renders every page again from the served remotes manifest, without
 * building anything (after a remote release or a manifest change). The remotes must be served at
 * the addresses the manifest names (`npm start` / `npm run serve` do that).
 */
if (require.main === module) {
  prerender({
    shellDist: path.join(REPO_ROOT, 'shell/dist'),
    renderDate: process.env.PRERENDER_DATE || undefined,
  })
    .then((report) => process.exit(report.failures.length > 0 ? 2 : 0))
    .catch((error: Error) => {
      console.error(`Pre-render failed: ${error.stack ?? error.message}`);
      process.exit(1);
    });
}
