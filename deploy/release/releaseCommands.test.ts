import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  listReleaseFiles,
  readReleaseFiles,
  sha256Of,
  writeReleaseFiles,
} from 'shared-lib/release-files';
import { requiredExposes } from './contractCheck';
import { fakeBuild } from './fakeRemoteBuild';
import { releaseBuild, releaseList, type ReleaseContext } from './releaseCommands';

describe('release build', () => {
  let root: string;
  let context: ReleaseContext;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'release-test-'));
    context = { repoRoot: root, releasesRoot: path.join(root, 'releases'), log: () => undefined };
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

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
    expect(releaseList(context, 'mf-gifts')).toEqual(['mf-gifts']);
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

  it("writes the release's own list of its files, with their hashes and its version", () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    const target = releaseBuild(context, { workspace: 'mf-gifts', version: 'v2', from: build });
    expect(readReleaseFiles(target)).toEqual({
      workspace: 'mf-gifts',
      version: 'v2',
      algorithm: 'sha256',
      files: {
        'federation-assets.json': sha256Of(
          readFileSync(path.join(build, 'federation-assets.json')),
        ),
        'remoteEntry.js': sha256Of('var gifts;'),
        'server/remoteEntry.js': sha256Of('module.exports = {};'),
      },
    });
    expect(statSync(path.join(target, 'files.json')).mode & 0o222).toBe(0);
  });

  it('refuses a build changed after it was built, naming the file and both hashes', () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    writeReleaseFiles(build, listReleaseFiles(build, { workspace: 'mf-gifts', version: null }));
    writeFileSync(path.join(build, 'server/remoteEntry.js'), 'module.exports = evil();');
    expect(() =>
      releaseBuild(context, { workspace: 'mf-gifts', version: 'v3', from: build }),
    ).toThrow(
      `mf-gifts v3 is refused: ${build} changed after it was built: server/remoteEntry.js has SHA-256 ${sha256Of('module.exports = evil();')}, its files.json lists ${sha256Of('module.exports = {};')}`,
    );
    expect(existsSync(path.join(root, 'releases/mf-gifts/v3'))).toBe(false);
  });

  it('refuses a build holding a symbolic link', () => {
    const build = fakeBuild(path.join(root, 'build'), requiredExposes('gifts'));
    symlinkSync('/etc/passwd', path.join(build, 'server', 'passwd.js'));
    expect(() =>
      releaseBuild(context, { workspace: 'mf-gifts', version: 'v4', from: build }),
    ).toThrow('server/passwd.js is a symbolic link: a build is files only');
    expect(existsSync(path.join(root, 'releases/mf-gifts/v4'))).toBe(false);
  });
});
