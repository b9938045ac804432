import { loadSiteConfig } from '../config/siteConfig';
import { runMain } from '../entries/runMain';
import { runRerender } from '../release/runRerender';

/**
 * `npm run prerender`: renders every page of the served site again, as a new generation,
 * without building anything (the release commands do this themselves).
 */
runMain(() => runRerender(loadSiteConfig().port, 'npm run prerender'));
