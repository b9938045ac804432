import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isAlive } from '../generations/processAlive';
import { listenOf } from '../nginx/listenOf';
import { edgeVcl, type EdgeSite } from './edgeVcl';

/** Debian's Varnish 7 (`apt-get install -y varnish`); VARNISHD_BIN names another. */
export const VARNISHD_BIN = process.env.VARNISHD_BIN ?? '/usr/sbin/varnishd';

/** The edge's files in its folder: the generated VCL, varnishd's working folder and pid. */
export const edgeFiles = (dir: string) => ({
  vcl: path.join(dir, 'edge.vcl'),
  workDir: path.join(dir, 'varnish'),
  pidFile: path.join(dir, 'varnishd.pid'),
});

/** The pid of the edge's varnishd (its manager process) when it runs, else null. */
export function edgePid(dir: string): number | null {
  const { pidFile } = edgeFiles(dir);
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  return isAlive(pid) ? pid : null;
}

/**
 * Starts varnishd in front of the site's origins with the VCL generated for `site`: one socket
 * per app, named by it (the VCL tells the apps apart by it), `storageMb` of memory for the
 * copies. varnishd starts as a daemon: this returns once its child answers, or throws with
 * varnishd's own words (a VCL it refuses, a port taken).
 */
export function startEdge(dir: string, site: EdgeSite, { storageMb = 256 } = {}): number {
  const started = Date.now();
  if (!existsSync(VARNISHD_BIN))
    throw new Error(
      `Varnish is not installed (no ${VARNISHD_BIN}): apt-get install -y varnish, or set VARNISHD_BIN`,
    );
  const files = edgeFiles(dir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(files.vcl, edgeVcl(site));
  const root = process.getuid?.() === 0;
  const run = spawnSync(
    VARNISHD_BIN,
    [
      ...site.apps.flatMap((app) => ['-a', `${app.name}=${listenOf(app.listen)}`]),
      '-f',
      files.vcl,
      '-n',
      files.workDir,
      '-s',
      `malloc,${storageMb}m`,
      '-P',
      files.pidFile,
      // The management interface on loopback only (varnishadm -n finds it).
      '-T',
      '127.0.0.1:0',
      // Without root there is no other user to drop to.
      ...(root ? [] : ['-j', 'none']),
    ],
    { encoding: 'utf8' },
  );
  const pid = edgePid(dir);
  if (run.status !== 0 || pid === null)
    throw new Error(
      `varnishd did not start (${run.status ?? run.signal}) with ${files.vcl}: ${(run.stderr || run.stdout).trim()}`,
    );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`edge: varnishd pid ${pid} (${files.vcl}) started in ${seconds} s`);
  return pid;
}

/** Stops the edge's varnishd (its manager stops its child) and waits until it is gone. */
export async function stopEdge(dir: string): Promise<void> {
  const pid = edgePid(dir);
  if (pid === null) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What varnishd says of each origin's health (`backend.list`), by backend (`shell_1`). */
export function originHealth(dir: string): Record<string, 'healthy' | 'sick'> {
  const run = spawnSync('varnishadm', ['-n', edgeFiles(dir).workDir, 'backend.list'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`varnishadm backend.list failed: ${run.stderr}`);
  const health: Record<string, 'healthy' | 'sick'> = {};
  for (const line of run.stdout.split('\n').slice(1)) {
    const [name, , , state] = line.trim().split(/\s+/);
    // Backends are named by the VCL that declares them (`boot.shell_1`); directors (`boot.shell`)
    // are listed too, healthy while one of their backends is.
    const backend = /^[^.]*\.(\w+_\d+)$/.exec(name ?? '')?.[1];
    if (backend && (state === 'healthy' || state === 'sick')) health[backend] = state;
  }
  return health;
}
