/**
 * A stand-in for the centre's Drupal on this machine: serves a content directory (default: the
 * seed) as JSON:API, to try `CONTENT_SOURCE=drupal` without a Drupal site.
 * `npx tsx content/src/drupal/serveSeedAsDrupal.ts [PORT]`, then
 * `DRUPAL_ALLOW_HTTP_LOOPBACK=1 CONTENT_SOURCE=drupal DRUPAL_BASE_URL=http://127.0.0.1:PORT npm run build -w content`
 * (plain http is refused otherwise: decision 308).
 */
import { join } from 'node:path';

import { loadContent } from '../load/loadContent';
import { serveJsonApi } from './serveJsonApi';
import { toJsonApi } from './toJsonApi';

const started = Date.now();
const dir = process.env.CONTENT_DIR ?? join(__dirname, '..', '..', 'seed');
const port = Number(process.argv[2] ?? 8086);
void serveJsonApi(toJsonApi(loadContent(dir)), {}, port).then((server) => {
  process.stdout.write(
    `Serving ${dir} as Drupal JSON:API at ${server.baseUrl}/jsonapi/ (ready in ${Date.now() - started} ms)\n`,
  );
});
