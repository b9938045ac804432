import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_APPS, REMOTE_NAMES } from 'shared-lib/apps';
import { canberraDate } from 'shared-lib/clock';
import { nextCanberraMidnight } from '../generations/canberraMidnight';
import { readReleaseLog, RELEASE_LOG_FILE } from '../generations/releaseLog';
import { writeSiteOrigins } from '../generations/siteState';
import type { SiteOrigins } from '../origins/siteOrigins';
import type { PrerenderOptions } from '../prerender/prerender';
import { requiredExposes } from '../release/contractCheck';
import { fakeBuild } from '../release/fakeRemoteBuild';
import { releaseBuild } from '../release/releaseCommands';
import { createStaticServer } from '../server/createStaticServer';
import { currentOf } from '../site-state/siteStateDocument';
import { readSiteState } from '../site-state/stateFile';
import { runCommand } from './commands';
import { ReleaseService, type Asker } from './releaseService';
import { createReleaseServiceServer } from './releaseServiceServer';
import { runDueSchedules } from './scheduleOperations';
import { MidnightAhead } from './serviceTimers';
import { rerender } from './siteOperations';

/** A remote other than mf-gifts, to switch off while mf-gifts is staged. */
const another = REMOTE_APPS.find((app) => app.name !== 'gifts')!;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

describe('the release service', () => {
  let root: string;
  let stateDir: string;
  let releasesRoot: string;
  let renders: number;
  let clock: Date | null;
  const servers: Server[] = [];
  let origins: SiteOrigins;
  let shellUrl: string;

  /** Stands in for the pre-render: one page naming its generation and the gifts entry. */
  async function render(job: Omit<PrerenderOptions, 'log' | 'onNewHashes'>) {
    renders += 1;
    mkdirSync(path.join(job.outDir, 'gift-generator'), { recursive: true });
    writeFileSync(
      path.join(job.outDir, 'gift-generator/index.html'),
      `<!doctype html><html><head><title>Gifts</title></head><body><div id="root">${job.generation} ${job.manifest.remotes.gifts ?? 'gifts off'} ${job.renderDate}</div></body></html>`,
    );
    writeFileSync(path.join(job.outDir, 'remotes.json'), JSON.stringify(job.manifest));
    writeFileSync(
      path.join(job.outDir, 'csp-hashes.json'),
      JSON.stringify({ styleElements: [], scripts: [] }),
    );
    return { pages: 1, failures: [], seconds: 0.01 };
  }

  const asker = (actor = 'ana', command = 'test'): Asker => ({
    actor,
    pid: process.pid,
    host: 'test',
    command,
    started: Date.now(),
  });

  function openService(): ReleaseService {
    return new ReleaseService({
      stateDir,
      releasesRoot,
      shellDist: path.join(root, 'shell-dist'),
      origins,
      lockWaitMs: 0,
      log: () => undefined,
      now: () => clock ?? new Date(),
      render,
    });
  }

  const context = () => ({
    stateDir,
    shellDist: path.join(root, 'shell-dist'),
    contentDir: path.join(root, 'content'),
  });

  /** The gift page as a visitor gets it from the shell's server, with `cookie`. */
  async function page(cookie = '') {
    const response = await fetch(`${shellUrl}/gift-generator/`, { headers: { cookie } });
    return {
      html: await response.text(),
      generation: response.headers.get('x-site-generation'),
      robots: response.headers.get('x-robots-tag'),
    };
  }

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'release-service-'));
    stateDir = path.join(root, 'served');
    releasesRoot = path.join(root, 'releases');
    renders = 0;
    clock = null;
    mkdirSync(path.join(root, 'shell-dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell-dist', 'federation-assets.json'), '{"entry":{}}');
    const build = fakeBuild(path.join(root, 'gifts-build'), requiredExposes('gifts'));
    const local = { repoRoot: root, releasesRoot, log: () => undefined };
    for (const version of ['2026-xmas', '2026-easter'])
      releaseBuild(local, { workspace: 'mf-gifts', version, from: build });
    // The remotes' origin: every remote's releases as the site serves them.
    const remote = createStaticServer({
      root: build,
      releases: path.join(releasesRoot, 'mf-gifts'),
    });
    servers.push(remote);
    const remoteOrigin = `http://127.0.0.1:${await listen(remote)}`;
    const shell = createStaticServer({
      root: path.join(root, 'shell-dist'),
      spa: true,
      site: stateDir,
    });
    servers.push(shell);
    shellUrl = `http://127.0.0.1:${await listen(shell)}`;
    origins = {
      shell: shellUrl,
      remotes: Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, remoteOrigin]),
      ) as SiteOrigins['remotes'],
    };
    writeSiteOrigins(stateDir, origins);
  });

  afterEach(() => {
    for (const server of servers.splice(0)) {
      server.close();
      server.closeAllConnections();
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('stages a release with a preview only its cookie opens, then promotes and rolls back by switching', async () => {
    const service = openService();
    await rerender(service, asker('serve'), { reason: 'serve' });
    const first = currentOf(service.state)!;

    const staged = await runCommand(
      service,
      asker(),
      { command: 'stage', args: { workspace: 'mf-gifts', version: '2026-xmas' } },
      context(),
    );
    expect(staged.said.at(-1)).toMatch(new RegExp(`^${shellUrl}/__preview/[\\w-]{32}/$`));
    const candidate = staged.candidate!;
    expect(currentOf(service.state)).toBe(first);

    // The preview address opens the candidate in this browser only, marked and never indexed.
    const entry = await fetch(staged.preview!, { redirect: 'manual' });
    expect(entry.status).toBe(302);
    const cookie = entry.headers.get('set-cookie')!.split(';')[0]!;
    const preview = await page(cookie);
    expect(preview.generation).toBe(candidate.generation);
    expect(preview.robots).toBe('noindex, nofollow');
    expect(preview.html).toContain('/releases/2026-xmas/remoteEntry.js');
    expect(preview.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(preview.html).toMatch(
      /<body>\s*<div class="site-preview-banner" role="region" aria-label="Preview"><p>Preview of <strong>mf-gifts 2026-xmas<\/strong>/,
    );
    const live = await page();
    expect(live.generation).toBe(first);
    expect(live.robots).toBeNull();

    const rendersBefore = renders;
    const promoted = await runCommand(
      service,
      asker(),
      { command: 'promote', args: { workspace: 'mf-gifts', version: '2026-xmas' } },
      context(),
    );
    expect(renders).toBe(rendersBefore);
    expect(promoted.said[0]).toMatch(
      /^Promoted mf-gifts 2026-xmas: generation \d{6} served, [\d.]+ s$/,
    );
    expect((await page()).generation).toBe(candidate.generation);
    // The preview is gone with the candidate: its cookie now opens the live site.
    expect((await page(cookie)).robots).toBeNull();

    const back = await runCommand(
      service,
      asker(),
      { command: 'rollback', args: { workspace: 'mf-gifts' } },
      context(),
    );
    expect(renders).toBe(rendersBefore);
    expect(back.said[0]).toMatch(
      /^Rolled mf-gifts back from 2026-xmas to origin root: generation \d{6} served/,
    );
    expect((await page()).generation).toBe(first);

    const log = readReleaseLog(path.join(releasesRoot, RELEASE_LOG_FILE)).map(
      (line) => line.action,
    );
    expect(log).toEqual(['rerender', 'stage', 'promote', 'rollback']);
  });

  it('renders a stale candidate again on what is served, so a promote never undoes a later change', async () => {
    const service = openService();
    await rerender(service, asker('serve'), { reason: 'serve' });
    await runCommand(
      service,
      asker(),
      { command: 'stage', args: { workspace: 'mf-gifts', version: '2026-xmas' } },
      context(),
    );
    await runCommand(
      service,
      asker(),
      { command: 'disable', args: { workspace: another.workspace } },
      context(),
    );
    const rendersBefore = renders;
    await runCommand(
      service,
      asker(),
      { command: 'promote', args: { workspace: 'mf-gifts', version: '2026-xmas' } },
      context(),
    );
    expect(renders).toBe(rendersBefore + 1);
    const current = service.state.generations[currentOf(service.state)!]!;
    // Every remote as served, the other one switched off, mf-gifts at the staged release.
    expect(current.releases).toEqual(
      Object.fromEntries(
        REMOTE_NAMES.filter((name) => name !== another.name).map((name) => [
          name,
          name === 'gifts' ? '2026-xmas' : null,
        ]),
      ),
    );
  });

  it('of two commands at once that render, one goes and the other is refused naming the holder', async () => {
    const service = openService();
    await rerender(service, asker('serve'), { reason: 'serve' });
    const results = await Promise.allSettled([
      runCommand(
        service,
        asker('team-christmas', 'promote mf-gifts 2026-xmas'),
        { command: 'promote', args: { workspace: 'mf-gifts', version: '2026-xmas' } },
        context(),
      ),
      runCommand(
        service,
        asker('team-easter', 'promote mf-gifts 2026-easter'),
        { command: 'promote', args: { workspace: 'mf-gifts', version: '2026-easter' } },
        context(),
      ),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as Error).message).toMatch(
      /^Refused: another release command holds the lock \(the renderer\): team-christmas \(pid \d+ on test, `promote mf-gifts 2026-xmas`, since .*\)\. Nothing was changed/,
    );
  });

  it('answers commands with its token only, on its own host names, and refuses naming the cause', async () => {
    const service = openService();
    await rerender(service, asker('serve'), { reason: 'serve' });
    const server = createReleaseServiceServer(service, {
      token: 'secret-token',
      context: context(),
    });
    servers.push(server);
    const url = `http://127.0.0.1:${await listen(server)}`;
    const command = (token: string, body: unknown, host?: string) =>
      fetch(`${url}/v1/commands`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...(host ? { host } : {}) },
        body: JSON.stringify(body),
      });
    const promote = { command: 'promote', args: { workspace: 'mf-gifts', version: '2026-xmas' } };
    const before = service.state.revision;

    expect((await command('wrong', promote)).status).toBe(401);
    expect((await fetch(`${url}/v1/status`)).status).toBe(401);
    // fetch never sends another Host: a page reaching the service by DNS rebinding does.
    const rebound = await new Promise<{ status: number }>((resolve, reject) =>
      request(`${url}/v1/health`, { headers: { host: 'evil.example' } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode! });
      })
        .on('error', reject)
        .end(),
    );
    expect(rebound.status).toBe(403);
    const unknown = await command('secret-token', {
      command: 'promote',
      args: { workspace: 'mf-gifts', version: 'never-made' },
    });
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toMatchObject({
      error: 'mf-gifts never-made has not been released',
    });
    const notARemote = await command('secret-token', {
      command: 'stage',
      args: { workspace: 'tooling', version: 'v1' },
    });
    expect(((await notARemote.json()) as { error: string }).error).toMatch(
      /^tooling is not a remote/,
    );
    expect(service.state.revision).toBe(before);

    const answer = await command('secret-token', {
      ...promote,
      asker: { actor: 'ana', command: 'promote' },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { said: string[] }).said[0]).toMatch(
      /^Promoted mf-gifts 2026-xmas/,
    );
    const status = (await (
      await fetch(`${url}/v1/status`, { headers: { authorization: 'Bearer secret-token' } })
    ).json()) as {
      document: { revision: number };
      log: { action: string; actor: string }[];
    };
    expect(status.document.revision).toBeGreaterThan(before);
    expect(status.log.at(-1)).toMatchObject({ action: 'promote', actor: 'ana' });
  });

  it('promotes a schedule at its time, never before, rolls back at its end, and survives a restart', async () => {
    const start = new Date('2026-11-30T10:00:00Z');
    clock = start;
    let service = openService();
    await rerender(service, asker('serve'), { reason: 'serve' });
    const first = currentOf(service.state)!;
    const scheduled = await runCommand(
      service,
      asker('marketing'),
      {
        command: 'schedule',
        args: {
          workspace: 'mf-gifts',
          version: '2026-xmas',
          at: '2026-11-30T22:00',
          until: '2026-12-26T00:00',
        },
      },
      context(),
    );
    expect(scheduled.said[0]).toMatch(
      /^Scheduled mf-gifts 2026-xmas at 2026-11-30T11:00:00.000Z until 2026-12-25T13:00:00.000Z/,
    );
    // Every process may stop: the schedule is in the site's state.
    service = openService();
    expect(readSiteState(stateDir)!.schedules[0]).toMatchObject({
      state: 'waiting',
      by: 'marketing',
    });

    clock = new Date('2026-11-30T10:59:59Z');
    await runDueSchedules(service);
    expect(currentOf(service.state)).toBe(first);

    clock = new Date('2026-11-30T11:00:00Z');
    const rendersBefore = renders;
    await runDueSchedules(service);
    const live = service.state.schedules[0]!;
    expect(live.state).toBe('live');
    expect(service.state.generations[currentOf(service.state)!]!.releases.gifts).toBe('2026-xmas');
    // The promote was a switch; the way back was rendered ahead.
    expect(renders).toBe(rendersBefore + 1);
    expect(live.undoCandidate).toBeDefined();

    clock = new Date('2026-12-25T13:00:01Z');
    await runDueSchedules(service);
    expect(service.state.schedules[0]!.state).toBe('ended');
    expect(service.state.generations[currentOf(service.state)!]!.releases.gifts).toBeNull();
    expect(service.state.promotions['mf-gifts']).toEqual([]);
  });

  it('renders the new day ahead of Canberra’s midnight and switches to it on the minute', async () => {
    const midnight = nextCanberraMidnight(new Date('2026-11-30T10:00:00Z'));
    clock = new Date(midnight.getTime() - 20 * 60 * 1000);
    const service = openService();
    await rerender(service, asker('serve'), { reason: 'serve' });
    await rerender(service, asker('serve'), { reason: 'serve again' });
    const ahead = new MidnightAhead(service, 10 * 60 * 1000);
    await ahead.step();
    expect(service.state.candidates).toEqual([]);

    clock = new Date(midnight.getTime() - 5 * 60 * 1000);
    await ahead.step();
    const tomorrow = canberraDate(midnight);
    expect(service.state.candidates.map((candidate) => candidate.label)).toEqual([
      `the site on ${tomorrow}`,
      expect.stringMatching(/the rollback target\) on /),
    ]);
    expect((await page()).html).not.toContain(tomorrow);

    clock = new Date(midnight.getTime() + 1000);
    const rendersBefore = renders;
    await ahead.step();
    expect(renders).toBe(rendersBefore);
    expect((await page()).html).toContain(tomorrow);
    expect(
      service.state.served.map((id) => service.state.generations[id]!.renderDate).slice(-2),
    ).toEqual([tomorrow, tomorrow]);
    expect(readFileSync(path.join(stateDir, 'site-state.json'), 'utf8')).toContain(tomorrow);
  });
});
