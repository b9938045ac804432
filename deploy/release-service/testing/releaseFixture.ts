import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-lib/apps';
import type { SiteOrigins } from '../../origins/siteOrigins';
import type { PrerenderOptions } from '../../prerender/prerender';
import { requiredExposes } from '../../release/contractCheck';
import { fakeBuild, releaseOf } from '../../release/fakeRemoteBuild';
import { createStaticServer } from '../../server/createStaticServer';

/** Stands in for the pre-render: two pages and a data file naming their generation. */
export async function renderPagesNamingTheirGeneration(
  job: Omit<PrerenderOptions, 'log' | 'onNewHashes'>,
) {
  for (const page of ['', 'stores/'])
    writeFile(job.outDir, `${page}index.html`, `<div id="root">${page} ${job.generation}</div>`);
  writeFile(job.outDir, 'assets/data/stores/index.json', JSON.stringify({ stores: [] }));
  writeFile(job.outDir, 'remotes.json', JSON.stringify(job.manifest));
  writeFile(job.outDir, 'csp-hashes.json', JSON.stringify({ styleElements: [], scripts: [] }));
  return { pages: 2, failures: [], seconds: 0.01 };
}

function writeFile(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/**
 * What a release service needs around it in a test, under `root`: a shell build to name, mf-gifts
 * released as `2026-xmas` and `2026-easter`, and a real server of the remotes' origin answering
 * their entries (the render checks them). `close()` stops the server.
 */
export async function releaseFixture(root: string, shell = 'http://shop.test') {
  const releasesRoot = path.join(root, 'releases');
  const shellDist = path.join(root, 'shell-dist');
  writeFile(shellDist, 'federation-assets.json', '{"entry":{}}');
  const build = fakeBuild(path.join(root, 'gifts-build'), requiredExposes('gifts'));
  for (const version of ['2026-xmas', '2026-easter'])
    await releaseOf(build, { releasesRoot, workspace: 'mf-gifts', version });
  const remote: Server = createStaticServer({
    root: build,
    releases: path.join(releasesRoot, 'mf-gifts'),
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const { port } = remote.address() as AddressInfo;
  const origins: SiteOrigins = {
    shell,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `http://127.0.0.1:${port}`]),
    ) as SiteOrigins['remotes'],
  };
  return {
    releasesRoot,
    shellDist,
    origins,
    close() {
      remote.close();
      remote.closeAllConnections();
    },
  };
}
