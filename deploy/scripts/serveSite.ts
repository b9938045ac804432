import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { createLocalManifest } from '../remotes/createLocalManifest';
import { createStaticServer } from '../server/createStaticServer';
import { distOf, SITE_APPS } from './siteApps';

export const HOST = '127.0.0.1';

/**
 * Serves the built site on loopback: the shell on `port`, each remote on its own port after it
 * (separate origins, as deployed). The shell's remotes manifest is written for these ports.
 */
export async function serveSite(port: number, { faults = false } = {}): Promise<Server[]> {
  const shell = SITE_APPS[0]!;
  writeFileSync(
    path.join(distOf(shell), 'remotes.json'),
    `${JSON.stringify(createLocalManifest(port, HOST), null, 2)}\n`,
  );
  return Promise.all(
    SITE_APPS.map(
      (app) =>
        new Promise<Server>((resolve, reject) => {
          const server = createStaticServer({ root: distOf(app), spa: app === shell, faults });
          server.once('error', reject);
          server.listen(port + app.portOffset, HOST, () => {
            console.log(`  ${app.workspace.padEnd(12)} http://${HOST}:${port + app.portOffset}/`);
            resolve(server);
          });
        }),
    ),
  );
}
