import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_APPS } from 'shared-lib/apps';
import { HOSTING_DIST } from '../entries/hostingEntries';
import { distOf, REPO_ROOT } from '../origins/siteApps';

/**
 * A production server: the repository's files, `npm ci --omit=dev` (no tsx, no TypeScript, no
 * build tooling), the builds copied in, and the hosting run with plain node from its build. Node
 * is told not to run TypeScript, so a bundle that reached for a source file would fail here.
 */
const BUILDS = [HOSTING_DIST, path.join(REPO_ROOT, 'forms-api/dist'), ...SITE_APPS.map(distOf)];
const SERVICES = [
  ...SITE_APPS.map((app) => app.name),
  'formsApi',
  'siteEvents',
  'editorBackend',
  'releaseService',
];

/** As many free loopback ports as asked, all held open while they are chosen. */
async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const probe = createServer();
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** The answer at `url` once it comes (a service starting, a first generation rendering). */
async function answerOf(url: string, child: ChildProcess, output: () => string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited:\n${output()}`);
    const response = await fetch(url).catch(() => null);
    if (response) return response;
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer in ${seconds} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the hosting on a production install', () => {
  const server = mkdtempSync(path.join(tmpdir(), 'outlet-production-'));
  const children: ChildProcess[] = [];
  let logs = '';

  /** Runs a built entry point of the copy with plain node, as a systemd unit does. */
  function run(entry: string, env: Record<string, string>): ChildProcess {
    const child = spawn(process.execPath, [path.join(server, 'deploy/dist', `${entry}.js`)], {
      cwd: server,
      env: { ...process.env, ...env, NODE_OPTIONS: '--no-experimental-strip-types' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (logs += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (logs += chunk.toString('utf8')));
    children.push(child);
    return child;
  }

  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(server, { recursive: true, force: true });
  });

  it('installs with npm ci --omit=dev, without tsx', () => {
    const missing = BUILDS.filter((dir) => !existsSync(dir));
    expect(missing.map((dir) => `${dir} is missing: run npm run build first`)).toEqual([]);
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && existsSync(path.join(REPO_ROOT, file)));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(server, file)), { recursive: true });
      cpSync(path.join(REPO_ROOT, file), path.join(server, file));
    }
    execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
      cwd: server,
      stdio: 'pipe',
    });
    for (const dir of BUILDS)
      cpSync(dir, path.join(server, path.relative(REPO_ROOT, dir)), { recursive: true });
    expect(existsSync(path.join(server, 'node_modules/tsx'))).toBe(false);
    expect(existsSync(path.join(server, 'node_modules/esbuild'))).toBe(false);
  });

  it('serves the site, its events and its forms with plain node, as the configuration says', async () => {
    const ports = await freePorts(SERVICES.length);
    const listen = Object.fromEntries(
      SERVICES.map((name, index) => [name, `127.0.0.1:${ports[index]}`]),
    );
    const origins = Object.fromEntries(
      SITE_APPS.map((app) => [app.name, `http://${listen[app.name]}`]),
    );
    const config = path.join(server, 'site.json');
    writeFileSync(
      config,
      JSON.stringify({
        origins,
        listen,
        folders: { state: 'state', releases: 'releases', data: 'data' },
      }),
    );
    const env = { SITE_CONFIG: config };
    const shell = origins.shell!;

    const events = run('siteEvents', env);
    const health = await answerOf(
      `http://${listen.siteEvents}/site-events/health`,
      events,
      () => logs,
      30,
    );
    expect(health.status).toBe(200);

    const formsApi = run('formsApi', env);
    const formsHealth = `http://${listen.formsApi}/restful_forms/health`;
    expect((await answerOf(formsHealth, formsApi, () => logs, 30)).status).toBe(200);
    const site = run('serve', env);
    // The Node server renders a first generation of every page before the shell answers.
    const home = await answerOf(`${shell}/`, site, () => logs, 240);
    expect(home.status).toBe(200);
    expect(home.headers.get('x-site-generation')).toMatch(/^\d+$/);
    expect(await home.text()).toContain('<html');
    const stores = await fetch(`${shell}/stores/`);
    expect(stores.status).toBe(200);
    expect(stores.headers.get('content-type')).toContain('text/html');
    // Through the shell's origin, as a form posts: the Node server passes it to forms-api.
    expect((await fetch(`${shell}/restful_forms/health`)).status).toBe(200);
    expect(existsSync(path.join(server, 'state/current'))).toBe(true);
    expect(existsSync(path.join(server, 'data/forms-api'))).toBe(true);
  });
});
