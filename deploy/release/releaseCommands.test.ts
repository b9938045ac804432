import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readReleaseLog } from '../generations/releaseLog';
import { releaseStatus } from './releaseStatus';
import type { RenderJob } from './renderGeneration';
import { writeSiteOrigins } from '../generations/siteState';
import { localSiteOrigins } from '../origins/siteOrigins';
import { requiredExposes } from './contractCheck';
import { ReleaseError, type ReleaseContext } from './changeServed';
import {
  releaseBuild,
  releaseList,
  releasePromote,
  releaseRerender,
  releaseRollback,
} from './releaseCommands';
import { readHistory } from './releaseStore';

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
  let renders: number;
  const origins = localSiteOrigins(9100);

  /** Stands in for the pre-render: one page naming the gifts entry it was rendered with. */
  async function render(job: RenderJob) {
    renders += 1;
    mkdirSync(path.join(job.outDir, 'gift-generator'), { recursive: true });
    writeFileSync(
      path.join(job.outDir, 'gift-generator/index.html'),
      `${job.generation} ${job.manifest.remotes.gifts}`,
    );
    writeFileSync(path.join(job.outDir, 'remotes.json'), JSON.stringify(job.manifest));
    return { pages: 1, failures: [], seconds: 0.01 };
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'release-test-'));
    renders = 0;
    const stateDir = path.join(root, 'served');
    writeSiteOrigins(stateDir, origins);
    context = {
      repoRoot: root,
      releasesRoot: path.join(root, 'releases'),
      shellDist: path.join(root, 'shell-dist'),
      stateDir,
      actor: 'ana',
      lockWaitMs: 0,
      render,
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

  const servedPage = () =>
    readFileSync(path.join(context.stateDir, 'current/gift-generator/index.html'), 'utf8');
  const manifestEntry = () =>
    (
      JSON.parse(readFileSync(path.join(context.stateDir, 'current/remotes.json'), 'utf8')) as {
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

  it('promotes by rendering a new generation and switching to it, and rolls back the same way', async () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    releaseBuild(context, { workspace: 'mf-gifts', version: 'everyday', from: build });
    releaseBuild(context, { workspace: 'mf-gifts', version: 'xmas', from: build });

    await releasePromote(context, 'mf-gifts', 'everyday');
    const promoted = await releasePromote(context, 'mf-gifts', 'xmas');
    expect(promoted).toMatchObject({
      action: 'promote',
      actor: 'ana',
      change: 'mf-gifts everyday → xmas',
      generation: '000002',
      previousGeneration: '000001',
      pages: 1,
    });
    expect(readlinkSync(path.join(context.stateDir, 'current'))).toBe('generations/000002');
    expect(servedPage()).toBe('000002 http://127.0.0.1:9103/releases/xmas/remoteEntry.js');
    expect(renders).toBe(2);
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

    // Every switch is in the log; the newest three generations are kept, the others pruned.
    const log = readReleaseLog(path.join(context.releasesRoot, 'release-log.jsonl'));
    expect(log.map((entry) => `${entry.action} ${entry.change} ${entry.generation}`)).toEqual([
      'promote mf-gifts origin root → everyday 000001',
      'promote mf-gifts everyday → xmas 000002',
      'rollback mf-gifts xmas → everyday 000003',
      'rollback mf-gifts everyday → origin root 000004',
    ]);
    expect(
      releaseStatus(context.stateDir, context.releasesRoot).filter((line) =>
        line.startsWith('Generation'),
      ),
    ).toEqual([
      expect.stringMatching(/^Generation 000004 served since .*: rollback mf-gifts by ana/),
    ]);
    expect(releaseStatus(context.stateDir, context.releasesRoot)).toContain(
      '  on disk: 000002, 000003, 000004 (previous: 000003; ' + context.stateDir + ')',
    );
  });

  it('does not switch to a version its origin does not serve as a script', async () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    releaseBuild(context, { workspace: 'mf-gifts', version: 'v2', from: build });
    await releaseRerender(context, 'serve');
    jest.spyOn(global, 'fetch').mockImplementation(
      async () =>
        new Response('<!doctype html>', {
          status: 404,
          headers: { 'content-type': 'text/html' },
        }),
    );
    await expect(releasePromote(context, 'mf-gifts', 'v2')).rejects.toThrow('not a script');
    expect(manifestEntry()).toBe('http://127.0.0.1:9103/remoteEntry.js');
    expect(renders).toBe(1);
  });

  it('keeps the served generation when a page cannot be rendered', async () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    releaseBuild(context, { workspace: 'mf-gifts', version: 'v2', from: build });
    await releaseRerender(context, 'serve');
    context.render = async () => ({
      pages: 1,
      failures: [{ path: '/gift-generator/', id: 'gifts/GiftGeneratorPage', reason: 'boom' }],
      seconds: 0.01,
    });
    await expect(releasePromote(context, 'mf-gifts', 'v2')).rejects.toThrow(
      /Generation 000002 is not served: \/gift-generator\/ gifts\/GiftGeneratorPage \(boom\)/,
    );
    expect(servedPage()).toBe('000001 http://127.0.0.1:9103/remoteEntry.js');
    expect(readHistory(path.join(context.releasesRoot, 'mf-gifts')).promoted).toEqual([]);
  });

  it('of two promotes started together, one goes and the other is refused naming the holder', async () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    releaseBuild(context, { workspace: 'mf-gifts', version: 'a', from: build });
    releaseBuild(context, { workspace: 'mf-gifts', version: 'b', from: build });
    const slow: ReleaseContext = {
      ...context,
      render: async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return render(job);
      },
    };
    const results = await Promise.allSettled([
      releasePromote({ ...slow, actor: 'ana' }, 'mf-gifts', 'a'),
      releasePromote({ ...slow, actor: 'ben' }, 'mf-gifts', 'b'),
    ]);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(
      /Refused: another release command holds the lock .*: (ana|ben) \(pid \d+ on .*`promote mf-gifts (a|b)`/,
    );
    const history = readHistory(path.join(context.releasesRoot, 'mf-gifts')).promoted;
    expect(history).toHaveLength(1);
    expect(manifestEntry()).toContain(`/releases/${history[0]!.version}/`);
  });

  it('a command that waits for the lock goes after the holder and sees what it did', async () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    releaseBuild(context, { workspace: 'mf-gifts', version: 'a', from: build });
    releaseBuild(context, { workspace: 'mf-gifts', version: 'b', from: build });
    const patient: ReleaseContext = {
      ...context,
      lockWaitMs: 5000,
      render: async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return render(job);
      },
    };
    const first = releasePromote(patient, 'mf-gifts', 'a');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([first, releasePromote(patient, 'mf-gifts', 'b')]);
    // No lost update: both promotes are in the history, the second on top of the first.
    expect(
      readHistory(path.join(context.releasesRoot, 'mf-gifts')).promoted.map((step) => step.version),
    ).toEqual(['a', 'b']);
    expect(manifestEntry()).toContain('/releases/b/');
  });
});
