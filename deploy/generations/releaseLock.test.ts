import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { LockRefused, withReleaseLock } from './releaseLock';

describe('withReleaseLock', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'release-lock-'));
    file = path.join(dir, '.release.lock');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the lock with its holder while it works, and lets it go after', async () => {
    const holder = await withReleaseLock(
      file,
      { actor: 'ana', command: 'promote mf-gifts v2' },
      { waitMs: 0 },
      async () => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
    );
    expect(holder).toMatchObject({
      actor: 'ana',
      pid: process.pid,
      command: 'promote mf-gifts v2',
    });
    expect(existsSync(file)).toBe(false);
  });

  it('lets the lock go when the work fails', async () => {
    await expect(
      withReleaseLock(file, { actor: 'ana', command: 'x' }, { waitMs: 0 }, async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(existsSync(file)).toBe(false);
  });

  it('takes over a lock whose process is gone, and says so', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(
      file,
      JSON.stringify({
        actor: 'ben',
        pid: gone,
        host: hostname(),
        command: 'rollback',
        since: new Date().toISOString(),
      }),
    );
    const lines: string[] = [];
    await withReleaseLock(
      file,
      { actor: 'ana', command: 'x' },
      { waitMs: 0, log: (line) => lines.push(line) },
      async () => undefined,
    );
    expect(lines).toEqual([
      expect.stringMatching(/^Took over the release lock left by ben \(pid \d+/),
    ]);
  });

  it('refuses after waiting, naming a holder that is still running', async () => {
    writeFileSync(
      file,
      JSON.stringify({
        actor: 'ben',
        pid: process.ppid,
        host: hostname(),
        command: 'promote mf-stores v9',
        since: new Date().toISOString(),
      }),
    );
    const started = Date.now();
    await expect(
      withReleaseLock(file, { actor: 'ana', command: 'x' }, { waitMs: 300 }, async () => undefined),
    ).rejects.toThrow(LockRefused);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await expect(
      withReleaseLock(file, { actor: 'ana', command: 'x' }, { waitMs: 0 }, async () => undefined),
    ).rejects.toThrow(/holds the lock .*: ben \(pid \d+ on .*, `promote mf-stores v9`/);
    // The holder's lock is left alone.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ actor: 'ben' });
  });
});
