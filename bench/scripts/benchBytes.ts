import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS, SITE_APPS } from 'shared-lib/apps';
import { distOf, REPO_ROOT } from 'deploy/site-apps';
import { federationBytes, pageFederationBytes } from '../src/federationBytes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * `npm run bench:bytes` (after `npm run build`): the federation code of the store page, from the
 * builds' brotli copies (decision 332): the runtime and mf-stores' entry on its first screen, and
 * mf-whats-on's and mf-gifts' entries for its sliders below it. Writes bench/bytes.json.
 */
function benchBytes(): void {
  const started = Date.now();
  const bytes = federationBytes(
    distOf(SITE_APPS[0]!),
    Object.fromEntries(REMOTE_APPS.map((app) => [app.name, distOf(app)])),
  );
  const storePage = {
    firstScreen: pageFederationBytes(bytes, ['stores']),
    withSliders: pageFederationBytes(bytes, ['stores', 'whats_on', 'gifts']),
  };
  const results = { date: new Date().toISOString(), ...bytes, storePage };
  mkdirSync(path.join(REPO_ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(REPO_ROOT, 'bench/bytes.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    [
      `Federation runtime (shell main): ${kb(bytes.runtime)}`,
      ...Object.entries(bytes.entries).map(
        ([name, size]) => `remoteEntry.js of ${name}: ${kb(size)}`,
      ),
      `Store page: ${kb(storePage.firstScreen)} on its first screen (runtime and mf-stores), ${kb(storePage.withSliders)} with its sliders' remotes`,
      `Written to bench/bytes.json in ${((Date.now() - started) / 1000).toFixed(1)} s (brotli copies of the last build)`,
    ].join('\n'),
  );
}

benchBytes();
