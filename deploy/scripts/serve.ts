import { loadSiteConfig } from '../config/siteConfig';
import { runMain } from '../entries/runMain';
import { serveUntilStopped } from '../local-site/serveUntilStopped';

/** `npm run serve`: serves an existing build with the Node server (`npm start` builds first). */
runMain(() => serveUntilStopped(loadSiteConfig()));
