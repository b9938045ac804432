import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from 'forms-api/testing/postgres';
import type { ReleaseLogEntry } from '../generations/releaseLog';
import { writeSiteOrigins } from '../generations/siteState';
import { emptyDocument } from '../site-state/siteStateDocument';
import { runCommand } from './commands';
import { postgresStateMigrations, postgresStateStore } from './postgresStateStore';
import { ReleaseService, type Asker } from './releaseService';
import { clockworkLeader } from './serviceTimers';
import { rerender } from './siteOperations';
import { fileStateStore, StateConflict, type ReleaseStateStore } from './stateStore';
import { releaseFixture, renderPagesNamingTheirGeneration } from './testing/releaseFixture';

jest.setTimeout(60_000);

const SITE = 'http://shop.test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const entry = (generation: string): ReleaseLogEntry => ({
  time: new Date().toISOString(),
  actor: 'test',
  action: 'rerender',
  change: 'test',
  reason: 'test',
  site: SITE,
  generation,
  previousGeneration: null,
  renderDate: '2026-12-01',
  pages: 1,
  seconds: 0,
});

let root: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const closing: { close(): Promise<void> }[] = [];

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shared-state-'));
  database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  await postgresStateMigrations().applyPostgresAt(database.url);
});

afterEach(async () => {
  await Promise.all(closing.splice(0).map((one) => one.close()));
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

async function postgresStore(leaseMs = 5_000) {
  const store = await postgresStateStore(database.url, SITE, { leaseMs });
  closing.push(store);
  return store;
}

describe.each(['its state folder', 'PostgreSQL'])('the site state stored in %s', (where) => {
  const openStore = async (): Promise<ReleaseStateStore> =>
    where === 'PostgreSQL'
      ? postgresStore()
      : fileStateStore(path.join(root, 'state'), path.join(root, 'releases'));

  it('writes a document only over the revision it was computed from, its log entry with it', async () => {
    const [one, other] = [await openStore(), await openStore()];
    const first = { ...emptyDocument(SITE, new Date()), revision: 1 };
    await one.commit(first, 0, entry('000001'));
    const seenByBoth = [(await one.read())!, (await other.read())!];
    expect(seenByBoth.map((document) => document.revision)).toEqual([1, 1]);

    await one.commit({ ...first, revision: 2, nextGeneration: 2 }, 1, entry('000002'));
    const late = other.commit({ ...first, revision: 2, nextGeneration: 9 }, 1, entry('000009'));
    await expect(late).rejects.toThrow(StateConflict);
    await expect(late).rejects.toThrow(
      /^The site's state changed under this command: revision 2 is stored in .*, this change was computed from revision 1 \(another release service switched meanwhile\)\. Nothing was switched by this command$/,
    );
    expect((await other.read())!.nextGeneration).toBe(2);
    expect((await other.recentLog(10)).map((line) => line.generation)).toEqual([
      '000001',
      '000002',
    ]);
    // A first document where one is stored already is refused the same way.
    await expect(other.commit(first, 0)).rejects.toThrow(StateConflict);
  });
});

describe('release services sharing the site state in PostgreSQL', () => {
  let fixture: Awaited<ReturnType<typeof releaseFixture>>;

  const asker = (actor: string, command = actor): Asker => ({
    actor,
    pid: process.pid,
    host: 'test',
    command,
    started: Date.now(),
  });

  /** A service instance of its own (its own state folder, as on its own host) on the database. */
  async function instance(name: string, { lockWaitMs = 0, leaseMs = 5_000 } = {}) {
    const stateDir = path.join(root, name);
    writeSiteOrigins(stateDir, fixture.origins);
    const service = await ReleaseService.open({
      stateDir,
      releasesRoot: fixture.releasesRoot,
      shellDist: fixture.shellDist,
      origins: fixture.origins,
      lockWaitMs,
      log: () => undefined,
      render: renderPagesNamingTheirGeneration,
      store: await postgresStore(leaseMs),
    });
    return service;
  }

  const context = (service: string) => ({
    stateDir: path.join(root, service),
    shellDist: fixture.shellDist,
    contentDir: path.join(root, 'content'),
  });

  beforeEach(async () => {
    fixture = await releaseFixture(root, SITE);
  });

  afterEach(() => fixture.close());

  it('never both switch from one revision: promotes on two instances at once follow each other', async () => {
    const [a, b] = [
      await instance('a', { lockWaitMs: 20_000 }),
      await instance('b', { lockWaitMs: 20_000 }),
    ];
    await rerender(a, asker('serve'), { reason: 'serve' });
    await runCommand(
      b,
      asker('easter'),
      { command: 'stage', args: { workspace: 'mf-gifts', version: '2026-easter' } },
      context('b'),
    );
    await Promise.all([
      runCommand(
        a,
        asker('christmas'),
        { command: 'promote', args: { workspace: 'mf-gifts', version: '2026-xmas' } },
        context('a'),
      ),
      runCommand(
        b,
        asker('easter'),
        { command: 'promote', args: { workspace: 'mf-gifts', version: '2026-easter' } },
        context('b'),
      ),
    ]);
    const switches = (await a.recentLog()).filter((line) =>
      ['rerender', 'promote'].includes(line.action),
    );
    expect(switches.map((line) => line.action)).toEqual(['rerender', 'promote', 'promote']);
    // Each switch starts from the one before it: none was computed from a revision already gone.
    for (let i = 1; i < switches.length; i += 1)
      expect(switches[i]!.previousGeneration).toBe(switches[i - 1]!.generation);
    const [stateA, stateB] = [await a.refresh(), await b.refresh()];
    expect(stateA.revision).toBe(stateB.revision);
    expect(stateA.served.at(-1)).toBe(switches.at(-1)!.generation);
  });

  it('takes the lock as a lease: a holder killed with SIGKILL loses it after the lease time', async () => {
    const leaseMs = 1_500;
    const b = await instance('b', { leaseMs });
    await rerender(b, asker('serve'), { reason: 'serve' });
    const holder = path.join(root, 'holder.cjs');
    writeFileSync(
      holder,
      `const { postgresStateStore } = require(${JSON.stringify(path.join(__dirname, 'postgresStateStore.ts'))});
(async () => {
  const store = await postgresStateStore(process.argv[2], ${JSON.stringify(SITE)}, { leaseMs: ${leaseMs} });
  const lease = store.lease('state');
  await lease.tryAcquire({ actor: 'doomed', pid: process.pid, host: 'elsewhere', command: 'promote', since: new Date().toISOString(), instance: 'another host' });
  setInterval(() => lease.renew().catch(() => process.exit(1)), ${leaseMs / 3});
  process.stdout.write('held\\n');
})();`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', holder, database.url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    closing.push({ close: async () => void child.kill('SIGKILL') });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    const discard = () =>
      runCommand(
        b,
        asker('ana'),
        { command: 'discard', args: { candidate: 'none' } },
        context('b'),
      );
    // Renewed by its live holder, the lease outlasts its length.
    await sleep(leaseMs * 1.5);
    await expect(discard()).rejects.toThrow(
      new RegExp(
        `^Refused: another release service holds the lock \\(the site state\\): doomed \\(pid ${child.pid} on elsewhere, \`promote\`, since .*, through the release service another host\\)\\. Nothing was changed`,
      ),
    );
    child.kill('SIGKILL');
    const killed = Date.now();
    let free: number | null = null;
    while (free === null && Date.now() - killed < leaseMs + 3_000) {
      // A command that reaches the transition is refused for its own reason: the lock was free.
      const outcome = await discard().catch((error: Error) => error.message);
      if (typeof outcome === 'string' && !outcome.includes('holds the lock')) free = Date.now();
      else await sleep(100);
    }
    expect(free).not.toBeNull();
    expect(free! - killed).toBeLessThanOrEqual(leaseMs + 1_000);
  });

  it('runs the clockwork on one instance; another takes over when it stops renewing', async () => {
    const leaseMs = 800;
    const [a, b] = [await instance('a', { leaseMs }), await instance('b', { leaseMs })];
    const [leadsA, leadsB] = [clockworkLeader(a), clockworkLeader(b)];
    expect(await leadsA()).toBe(true);
    expect(await leadsB()).toBe(false);
    await sleep(leaseMs / 2);
    expect(await leadsA()).toBe(true);
    expect(await leadsB()).toBe(false);
    // a stops (as a process that died): b leads once the lease has run out, not before.
    await sleep(leaseMs / 2);
    expect(await leadsB()).toBe(false);
    await sleep(leaseMs);
    expect(await leadsB()).toBe(true);
    expect(await leadsA()).toBe(false);
  });
});
