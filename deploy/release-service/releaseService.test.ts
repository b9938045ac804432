import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createTestDatabase } from 'forms-api/testing/postgres';
import path from 'node:path';
import { REMOTE_APPS, REMOTE_NAMES } from 'shared-lib/apps';
import { canberraDate } from 'shared-lib/clock';
import { nextCanberraMidnight } from '../generations/canberraMidnight';
import { readReleaseLog, RELEASE_LOG_FILE } from '../generations/releaseLog';
import { releaseOf } from '../release/fakeRemoteBuild';
import { currentOf } from '../site-state/siteStateDocument';
import { readSiteState } from '../site-state/stateFile';
import { runCommand } from './commands';
import { postgresStateMigrations } from './postgresStateStore';
import { createReleaseServiceServer } from './releaseServiceServer';
import { uploadLimits } from './releaseUpload';
import { runDueSchedules } from './scheduleOperations';
import { MidnightAhead } from './serviceTimers';
import { rerender } from './siteOperations';
import { askerOf as asker, startTestReleaseSite, type TestReleaseSite } from './testReleaseSite';

/** A remote other than mf-gifts, to switch off while mf-gifts is staged. */
const another = REMOTE_APPS.find((app) => app.name !== 'gifts')!;

/** A new database in the run's test PostgreSQL, with the release service's migrations applied. */
async function migratedStateDatabase() {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  await postgresStateMigrations().applyPostgresAt(database.url);
  return database;
}

describe.each(['its state folder', 'PostgreSQL'])('the release service (state in %s)', (where) => {
  let site: TestReleaseSite;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const openService = () => site.openService();
  const context = () => site.context();
  const page = (cookie?: string) => site.page(cookie);

  beforeEach(async () => {
    database = where === 'PostgreSQL' ? await migratedStateDatabase() : undefined;
    site = await startTestReleaseSite({ databaseUrl: database?.url });
    for (const version of ['2026-xmas', '2026-easter'])
      await releaseOf(site.giftsBuild, {
        releasesRoot: site.releasesRoot,
        workspace: 'mf-gifts',
        version,
      });
  });

  afterEach(async () => {
    await site.close();
    await database?.drop();
  });

  it('stages a release with a preview only its cookie opens, then promotes and rolls back by switching', async () => {
    const service = await openService();
    await rerender(service, asker('serve'), { reason: 'serve' });
    const first = currentOf(service.state)!;

    const staged = await runCommand(
      service,
      asker(),
      { command: 'stage', args: { workspace: 'mf-gifts', version: '2026-xmas' } },
      context(),
    );
    expect(staged.said.at(-1)).toMatch(new RegExp(`^${site.shellUrl}/__preview/[\\w-]{32}/$`));
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

    const rendersBefore = site.renders;
    const promoted = await runCommand(
      service,
      asker(),
      { command: 'promote', args: { workspace: 'mf-gifts', version: '2026-xmas' } },
      context(),
    );
    expect(site.renders).toBe(rendersBefore);
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
    expect(site.renders).toBe(rendersBefore);
    expect(back.said[0]).toMatch(
      /^Rolled mf-gifts back from 2026-xmas to origin root: generation \d{6} served/,
    );
    expect((await page()).generation).toBe(first);

    const log = (await service.recentLog()).map((line) => line.action);
    expect(log).toEqual(['rerender', 'stage', 'promote', 'rollback']);
    // The release log is where the state is: the releases folder's file only without PostgreSQL.
    expect(readReleaseLog(path.join(site.releasesRoot, RELEASE_LOG_FILE)).length).toBe(
      database ? 0 : 4,
    );
  });

  it("serves each generation's record without who made it or its policy hashes", async () => {
    const service = await openService();
    await rerender(service, asker('serve'), { reason: 'serve' });
    await runCommand(
      service,
      asker('ana.operator'),
      { command: 'promote', args: { workspace: 'mf-gifts', version: '2026-xmas' } },
      context(),
    );
    const generation = currentOf(service.state)!;
    // The site's state keeps who did it, for the release log and status.
    expect(service.state.generations[generation]!.actor).toBe('ana.operator');
    const response = await fetch(`${site.shellUrl}/generation.json`);
    expect(response.headers.get('x-site-generation')).toBe(generation);
    const served = (await response.json()) as Record<string, unknown>;
    expect(served).toMatchObject({ id: generation, reason: 'stage mf-gifts 2026-xmas' });
    expect(Object.keys(served)).not.toContain('actor');
    expect(Object.keys(served)).not.toContain('hashes');
    expect(JSON.stringify(served)).not.toContain('ana.operator');
  });

  it('renders a stale candidate again on what is served, so a promote never undoes a later change', async () => {
    const service = await openService();
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
    const rendersBefore = site.renders;
    await runCommand(
      service,
      asker(),
      { command: 'promote', args: { workspace: 'mf-gifts', version: '2026-xmas' } },
      context(),
    );
    expect(site.renders).toBe(rendersBefore + 1);
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
    const service = await openService();
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
    const service = await openService();
    await rerender(service, asker('serve'), { reason: 'serve' });
    const server = createReleaseServiceServer(service, {
      token: 'secret-token',
      context: context(),
      uploads: uploadLimits({ uploadMaxMegabytes: 1, uploadSeconds: 10 }),
    });
    const url = await site.serve(server);
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
    site.clock = start;
    let service = await openService();
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
    service = await openService();
    expect(readSiteState(site.stateDir)!.schedules[0]).toMatchObject({
      state: 'waiting',
      by: 'marketing',
    });

    site.clock = new Date('2026-11-30T10:59:59Z');
    await runDueSchedules(service);
    expect(currentOf(service.state)).toBe(first);

    site.clock = new Date('2026-11-30T11:00:00Z');
    const rendersBefore = site.renders;
    await runDueSchedules(service);
    const live = service.state.schedules[0]!;
    expect(live.state).toBe('live');
    expect(service.state.generations[currentOf(service.state)!]!.releases.gifts).toBe('2026-xmas');
    // The promote was a switch; the way back was rendered ahead.
    expect(site.renders).toBe(rendersBefore + 1);
    expect(live.undoCandidate).toBeDefined();

    site.clock = new Date('2026-12-25T13:00:01Z');
    await runDueSchedules(service);
    expect(service.state.schedules[0]!.state).toBe('ended');
    expect(service.state.generations[currentOf(service.state)!]!.releases.gifts).toBeNull();
    expect(service.state.promotions['mf-gifts']).toEqual([]);
  });

  it('renders the new day ahead of Canberra’s midnight and switches to it on the minute', async () => {
    const midnight = nextCanberraMidnight(new Date('2026-11-30T10:00:00Z'));
    site.clock = new Date(midnight.getTime() - 20 * 60 * 1000);
    const service = await openService();
    await rerender(service, asker('serve'), { reason: 'serve' });
    await rerender(service, asker('serve'), { reason: 'serve again' });
    const ahead = new MidnightAhead(service, 10 * 60 * 1000);
    await ahead.step();
    expect(service.state.candidates).toEqual([]);

    site.clock = new Date(midnight.getTime() - 5 * 60 * 1000);
    await ahead.step();
    const tomorrow = canberraDate(midnight);
    expect(service.state.candidates.map((candidate) => candidate.label)).toEqual([
      `the site on ${tomorrow}`,
      expect.stringMatching(/the rollback target\) on /),
    ]);
    expect((await page()).html).not.toContain(tomorrow);

    site.clock = new Date(midnight.getTime() + 1000);
    const rendersBefore = site.renders;
    await ahead.step();
    expect(site.renders).toBe(rendersBefore);
    expect((await page()).html).toContain(tomorrow);
    expect(
      service.state.served.map((id) => service.state.generations[id]!.renderDate).slice(-2),
    ).toEqual([tomorrow, tomorrow]);
    expect(readFileSync(path.join(site.stateDir, 'site-state.json'), 'utf8')).toContain(tomorrow);
  });

  it('logs a re-render and a schedule that failed, for the alerts, and serves what it served', async () => {
    site.clock = new Date('2026-11-30T10:00:00Z');
    const service = await openService();
    await rerender(service, asker('serve'), { reason: 'serve' });
    const served = currentOf(service.state)!;
    const lastLogged = async () => (await service.recentLog()).at(-1);

    site.renderFailure = 'the stores remote answered 503';
    await expect(
      rerender(service, asker('Canberra midnight'), { reason: 'Canberra midnight' }),
    ).rejects.toThrow('the stores remote answered 503');
    expect(await lastLogged()).toMatchObject({
      action: 'rerender',
      actor: 'Canberra midnight',
      reason: 'Canberra midnight',
      outcome: 'failed',
      error: expect.stringContaining('the stores remote answered 503'),
      generation: served,
      renderDate: '2026-11-30',
      pages: 0,
    });
    expect(currentOf(service.state)).toBe(served);

    // A schedule whose candidate went stale (a remote was switched off since) renders at its time.
    site.renderFailure = null;
    await runCommand(
      service,
      asker('marketing'),
      {
        command: 'schedule',
        args: { workspace: 'mf-gifts', version: '2026-xmas', at: '2026-11-30T22:00' },
      },
      context(),
    );
    await runCommand(
      service,
      asker('ana'),
      { command: 'disable', args: { workspace: another.workspace } },
      context(),
    );
    const before = currentOf(service.state);
    site.renderFailure = 'the gifts remote answered 503';
    site.clock = new Date('2026-11-30T11:00:00Z');
    await runDueSchedules(service);
    expect(service.state.schedules[0]!.state).toBe('failed');
    expect(await lastLogged()).toMatchObject({
      action: 'schedule',
      actor: expect.stringMatching(/^schedule s-\w+ \(by marketing\)$/),
      workspace: 'mf-gifts',
      change: 'mf-gifts 2026-xmas at 2026-11-30T11:00:00.000Z',
      outcome: 'failed',
      error: expect.stringContaining('the gifts remote answered 503'),
      generation: before,
    });
    expect(currentOf(service.state)).toBe(before);
  });
});
