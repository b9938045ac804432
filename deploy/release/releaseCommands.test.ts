import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requiredExposes } from './contractCheck';
import {
  entryOf,
  ReleaseError,
  releaseBuild,
  releaseList,
  releasePromote,
  releaseRollback,
  type ReleaseContext,
} from './releaseCommands';
import { readHistory } from './releaseStore';
import { localSiteOrigins } from '../origins/siteOrigins';

/** A fake build of mf-gifts exposing `exposes`, with the files a release needs. */
function fakeBuild(dir: string, exposes: string[]): string {
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var gifts;');
  writeFileSync(path.join(dir, 'server/remoteEntry.js'), 'module.exports = {};');
  writeFileSync(
    path.join(dir, 'federation-assets.json'),
    JSON.stringify({
      entry: { js: [], css: [] },
      exposes: Object.fromEntries(exposes.map((id) => [id, { js: [], css: [] }])),
    }),
  );
  return dir;
}

describe('releases', () => {
  let root: string;
  let context: ReleaseContext;
  let prerenders: number;
  const origins = localSiteOrigins(9100);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'release-test-'));
    prerenders = 0;
    const shellDist = path.join(root, 'shell-dist');
    mkdirSync(shellDist);
    writeFileSync(path.join(shellDist, 'site-origins.json'), JSON.stringify(origins));
    writeFileSync(
      path.join(shellDist, 'remotes.json'),
      JSON.stringify({ remotes: { gifts: entryOf(origins, 'gifts', null) } }),
    );
    context = {
      repoRoot: root,
      releasesRoot: path.join(root, 'releases'),
      shellDist,
      prerender: () => {
        prerenders += 1;
        return 0;
      },
      log: () => undefined,
    };
    // Stands in for the remote's origin: every version answers with a script.
    jest
      .spyOn(global, 'fetch')
      .mockImplementation(
        async () => new Response('var gifts;', { headers: { 'content-type': 'text/javascript' } }),
      );
  });

  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });

  const manifestEntry = () =>
    (
      JSON.parse(readFileSync(path.join(context.shellDist, 'remotes.json'), 'utf8')) as {
        remotes: Record<string, string>;
      }
    ).remotes.gifts;

  it('releases a build into an immutable version folder, once', () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    const target = releaseBuild(context, {
      workspace: 'mf-gifts',
      version: '2026-11-xmas',
      from: build,
    });
    expect(target).toBe(path.join(root, 'releases/mf-gifts/2026-11-xmas'));
    expect(statSync(path.join(target, 'remoteEntry.js')).mode & 0o222).toBe(0);
    expect(() =>
      releaseBuild(context, { workspace: 'mf-gifts', version: '2026-11-xmas', from: build }),
    ).toThrow(/already released/);
  });

  it('refuses a build that no longer exposes a module the site loads', () => {
    const build = fakeBuild(path.join(root, 'build'), ['./GiftGeneratorPage']);
    expect(() =>
      releaseBuild(context, { workspace: 'mf-gifts', version: 'broken', from: build }),
    ).toThrow('the build no longer exposes ./GiftDetailPage');
    expect(releaseList(context, 'mf-gifts')).toEqual([
      'mf-gifts (serving the build at the origin root)',
    ]);
  });

  it('refuses names that are not a version and apps that are not remotes', () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    expect(() =>
      releaseBuild(context, { workspace: 'mf-gifts', version: '../x', from: build }),
    ).toThrow('not a version name');
    expect(() => releaseBuild(context, { workspace: 'shell', version: 'v1', from: build })).toThrow(
      'shell is not a remote',
    );
  });

  it('promotes by rewriting the manifest and pre-rendering, and rolls back to the previous version', async () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    releaseBuild(context, { workspace: 'mf-gifts', version: 'everyday', from: build });
    releaseBuild(context, { workspace: 'mf-gifts', version: 'xmas', from: build });

    await releasePromote(context, 'mf-gifts', 'everyday');
    await releasePromote(context, 'mf-gifts', 'xmas');
    expect(manifestEntry()).toBe('http://127.0.0.1:9103/releases/xmas/remoteEntry.js');
    expect(prerenders).toBe(2);
    expect(releaseList(context, 'mf-gifts')).toEqual([
      'mf-gifts (serving xmas)',
      expect.stringMatching(/^ {2}everyday .*\(rollback target\)$/),
      expect.stringMatching(/^ {2}xmas .*\(current\)$/),
    ]);

    await releaseRollback(context, 'mf-gifts');
    expect(manifestEntry()).toBe('http://127.0.0.1:9103/releases/everyday/remoteEntry.js');
    await releaseRollback(context, 'mf-gifts');
    expect(manifestEntry()).toBe('http://127.0.0.1:9103/remoteEntry.js');
    expect(readHistory(path.join(context.releasesRoot, 'mf-gifts')).promoted).toEqual([]);
    await expect(releaseRollback(context, 'mf-gifts')).rejects.toThrow(ReleaseError);
  });

  it('does not switch to a version its origin does not serve as a script', async () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    releaseBuild(context, { workspace: 'mf-gifts', version: 'v2', from: build });
    jest.spyOn(global, 'fetch').mockImplementation(
      async () =>
        new Response('<!doctype html>', {
          status: 404,
          headers: { 'content-type': 'text/html' },
        }),
    );
    await expect(releasePromote(context, 'mf-gifts', 'v2')).rejects.toThrow('not a script');
    expect(manifestEntry()).toBe('http://127.0.0.1:9103/remoteEntry.js');
    expect(prerenders).toBe(0);
  });
});
