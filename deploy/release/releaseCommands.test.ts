import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
});
