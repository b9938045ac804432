import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { NginxSite } from './renderNginxConfig';
import { NGINX_BIN, nginxArgs, writeNginxConfig } from './writeNginxConfig';

/** For tests: nginx and the Node server on loopback, with the files they serve. */
export const HOST = '127.0.0.1';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Starts `server` on a free port of loopback; resolves with the port. */
export const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, HOST, () => resolve((server.address() as AddressInfo).port)),
  );

/** Writes each file (a path below `root`) with its own path as its text, or `text`. */
export function writeFiles(root: string, files: string[], text?: string): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text ?? `${file}\n`);
  }
}

export interface RunningNginx {
  /** What nginx wrote on its standard error so far. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Writes the site's nginx configuration and runs nginx in the foreground until `stop`;
 * resolves once `url` answers.
 */
export async function startNginx(site: NginxSite, url: string): Promise<RunningNginx> {
  writeNginxConfig(site);
  const nginx = spawn(NGINX_BIN, nginxArgs(site.prefix, ['-g', 'daemon off;']), {
    stdio: 'pipe',
  });
  let log = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const running: RunningNginx = {
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (nginx.exitCode !== null) return resolve();
        nginx.once('exit', () => resolve());
        nginx.kill();
      }),
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${log}`);
    try {
      await fetch(url);
      return running;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await running.stop();
  throw new Error(`nginx did not answer ${url}: ${log}`);
}
