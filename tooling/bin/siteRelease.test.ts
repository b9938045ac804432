import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readArtifactList } from 'shared-lib/release-artifact';
import { listReleaseFiles, sha256Of, writeReleaseFiles } from 'shared-lib/release-files';

const BIN = path.join(__dirname, 'site-release.cjs');

/** `site-release …` in `cwd`, as a team's CI runs it. */
const siteRelease = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, RELEASE_TOKEN: '' },
  });

describe('site-release', () => {
  let team: string;
  beforeEach(() => {
    // A remote's own repository, kept in a folder of any name: its package names the remote.
    team = mkdtempSync(path.join(tmpdir(), 'gifts-remote-'));
    writeFileSync(path.join(team, 'package.json'), JSON.stringify({ name: 'mf-gifts' }));
    const dist = path.join(team, 'dist');
    mkdirSync(path.join(dist, 'server'), { recursive: true });
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'var gifts;');
    writeFileSync(path.join(dist, 'server/remoteEntry.js'), 'module.exports = {};');
    writeReleaseFiles(
      dist,
      listReleaseFiles(dist, {
        workspace: 'mf-gifts',
        version: null,
        commit: 'b'.repeat(40),
        builtAt: '2026-11-20T00:00:00.000Z',
      }),
    );
  });
  afterEach(() => rmSync(team, { recursive: true, force: true }));

  it('packs the build into an artifact and prints its path alone on the last line', async () => {
    const result = siteRelease(team, 'pack', '2026-12-01');
    expect(result.status).toBe(0);
    const file = result.stdout.trim().split('\n').at(-1)!;
    expect(file).toBe(path.join(team, 'artifacts', 'mf-gifts-2026-12-01.tar.gz'));
    expect(await readArtifactList(file)).toEqual({
      workspace: 'mf-gifts',
      version: '2026-12-01',
      algorithm: 'sha256',
      commit: 'b'.repeat(40),
      builtAt: '2026-11-20T00:00:00.000Z',
      files: {
        'remoteEntry.js': sha256Of('var gifts;'),
        'server/remoteEntry.js': sha256Of('module.exports = {};'),
      },
    });
  });

  it('refuses a build changed after it was built, and an upload with no address or token', () => {
    writeFileSync(path.join(team, 'dist/remoteEntry.js'), 'var gifts = steal();');
    const changed = siteRelease(team, 'pack', 'v2');
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain('changed after it was built: remoteEntry.js has SHA-256');
    expect(changed.stderr).toContain('Nothing was released');
    expect(existsSync(path.join(team, 'artifacts'))).toBe(false);
    const nowhere = siteRelease(team, 'upload', 'artifacts/x.tar.gz');
    expect(nowhere.stderr).toMatch(/^--to <release service address> is missing/);
    const noToken = siteRelease(team, 'upload', 'x.tar.gz', '--to', 'http://127.0.0.1:1');
    expect(noToken.stderr).toMatch(/^--token \(or RELEASE_TOKEN\) is missing/);
  });
});
