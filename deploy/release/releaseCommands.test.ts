import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readArtifactList } from 'shared-lib/release-artifact';
import { listReleaseFiles, sha256Of, writeReleaseFiles } from 'shared-lib/release-files';
import { list as listTar } from 'tar';
import { requiredExposes } from './contractCheck';
import { fakeBuild } from './fakeRemoteBuild';
import { releaseList, releasePack, type ReleaseContext } from './releaseCommands';

const BUILT_AT = '2026-11-20T03:04:05.000Z';
const COMMIT = 'a'.repeat(40);

/** The paths of an artifact's entries, in their order. */
async function entriesOf(file: string): Promise<string[]> {
  const paths: string[] = [];
  await listTar({ file, onReadEntry: (entry) => paths.push(entry.path) });
  return paths;
}

describe('release pack', () => {
  let root: string;
  let out: string;
  let context: ReleaseContext;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'release-test-'));
    out = path.join(root, 'artifacts');
    context = { repoRoot: root, releasesRoot: path.join(root, 'releases'), log: () => undefined };
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A build as `npm run build` leaves it: its files and its own list, commit and time. */
  function listedBuild(exposes = requiredExposes('gifts')): string {
    const build = fakeBuild(path.join(root, 'build'), exposes);
    writeReleaseFiles(
      build,
      listReleaseFiles(build, {
        workspace: 'mf-gifts',
        version: null,
        commit: COMMIT,
        builtAt: BUILT_AT,
      }),
    );
    return build;
  }

  it("packs a build into one artifact: the release's own list first, then each file it names", async () => {
    const build = listedBuild();
    const packed = await releasePack(context, {
      workspace: 'mf-gifts',
      version: '2026-11-xmas',
      from: build,
      out,
    });
    expect(packed.file).toBe(path.join(out, 'mf-gifts-2026-11-xmas.tar.gz'));
    expect(await entriesOf(packed.file)).toEqual([
      'files.json',
      'federation-assets.json',
      'remoteEntry.js',
      'server/remoteEntry.js',
    ]);
    // The build's commit and time, carried into the release's list with its version.
    expect(await readArtifactList(packed.file)).toEqual({
      workspace: 'mf-gifts',
      version: '2026-11-xmas',
      algorithm: 'sha256',
      commit: COMMIT,
      builtAt: BUILT_AT,
      files: {
        'federation-assets.json': sha256Of(
          readFileSync(path.join(build, 'federation-assets.json')),
        ),
        'remoteEntry.js': sha256Of('var gifts;'),
        'server/remoteEntry.js': sha256Of('module.exports = {};'),
      },
    });
    // Nothing is released by packing.
    expect(existsSync(context.releasesRoot)).toBe(false);
  });

  it('packs the same build to the same bytes every time', async () => {
    const build = listedBuild();
    const hashOf = async (version: string, into: string) => {
      const { file } = await releasePack(context, {
        workspace: 'mf-gifts',
        version,
        from: build,
        out: into,
      });
      return createHash('sha256').update(readFileSync(file)).digest('hex');
    };
    expect(await hashOf('v1', path.join(out, 'one'))).toBe(
      await hashOf('v1', path.join(out, 'two')),
    );
  });

  it('refuses a build that no longer exposes a module the site loads, making nothing', async () => {
    const build = listedBuild(['./GiftGeneratorPage']);
    await expect(
      releasePack(context, { workspace: 'mf-gifts', version: 'broken', from: build, out }),
    ).rejects.toThrow('the build no longer exposes ./GiftDetailPage');
    expect(existsSync(out)).toBe(false);
    expect(releaseList(context, 'mf-gifts')).toEqual(['mf-gifts']);
  });

  it('refuses names that are not a version and apps that are not remotes', async () => {
    const build = listedBuild();
    await expect(
      releasePack(context, { workspace: 'mf-gifts', version: '../x', from: build, out }),
    ).rejects.toThrow('not a version name');
    await expect(
      releasePack(context, { workspace: 'shell', version: 'v1', from: build, out }),
    ).rejects.toThrow('shell is not a remote');
  });

  it('refuses a build changed after it was built, naming the file and both hashes', async () => {
    const build = listedBuild();
    writeFileSync(path.join(build, 'server/remoteEntry.js'), 'module.exports = evil();');
    await expect(
      releasePack(context, { workspace: 'mf-gifts', version: 'v3', from: build, out }),
    ).rejects.toThrow(
      `mf-gifts v3 is refused: ${build} changed after it was built: server/remoteEntry.js has SHA-256 ${sha256Of('module.exports = evil();')}, its files.json lists ${sha256Of('module.exports = {};')}`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a build holding a symbolic link', async () => {
    const build = listedBuild();
    symlinkSync('/etc/passwd', path.join(build, 'server', 'passwd.js'));
    await expect(
      releasePack(context, { workspace: 'mf-gifts', version: 'v4', from: build, out }),
    ).rejects.toThrow('server/passwd.js is a symbolic link: a build is files only');
    expect(existsSync(out)).toBe(false);
  });

  it('packs a build made before lists carried a commit, saying the commit is unknown', async () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    const { list, file } = await releasePack(context, {
      workspace: 'mf-gifts',
      version: 'v5',
      from: build,
      out,
    });
    expect(list.commit).toBeNull();
    expect(Date.parse(list.builtAt!)).not.toBeNaN();
    expect(readdirSync(out)).toEqual([path.basename(file)]);
  });
});
