import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listReleaseFiles, sha256Of, writeReleaseFiles } from 'shared-lib/release-files';
import { checkServerFiles, type RemoteOnDisk } from './checkedServerFiles';

// The pre-render runs a remote's Node container only as its release listed it: every file of
// `server/` is read from the release's folder on this machine and kept only when its SHA-256 is
// the one of `files.json`; one other file refuses the whole remote, naming the release, the file
// and both hashes.

const ENTRY = 'http://127.0.0.1:9003/releases/2026-xmas/remoteEntry.js';

describe('checkServerFiles', () => {
  let root: string;
  let remote: RemoteOnDisk;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'checked-server-files-'));
    const folder = path.join(root, '2026-xmas');
    mkdirSync(path.join(folder, 'server'), { recursive: true });
    writeFileSync(path.join(folder, 'remoteEntry.js'), 'var gifts;');
    writeFileSync(path.join(folder, 'server/remoteEntry.js'), 'module.exports = {};');
    writeFileSync(path.join(folder, 'server/__federation_expose_GiftGuidePage.js'), 'exports.a=1;');
    writeReleaseFiles(
      folder,
      listReleaseFiles(folder, { workspace: 'mf-gifts', version: '2026-xmas' }),
    );
    remote = {
      name: 'gifts',
      serverEntry: new URL('server/remoteEntry.js', ENTRY).href,
      folder,
      release: { workspace: 'mf-gifts', version: '2026-xmas' },
    };
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('hands over every file of the Node container as listed, by the address it is asked for at', () => {
    expect(checkServerFiles([remote])).toEqual({
      files: {
        'http://127.0.0.1:9003/releases/2026-xmas/server/remoteEntry.js': 'module.exports = {};',
        'http://127.0.0.1:9003/releases/2026-xmas/server/__federation_expose_GiftGuidePage.js':
          'exports.a=1;',
      },
      refused: [],
    });
  });

  it('refuses the remote when a file of its Node container changed, naming the release, the file and both hashes', () => {
    const chunk = path.join(remote.folder, 'server/__federation_expose_GiftGuidePage.js');
    writeFileSync(chunk, 'exports.a=1; require("child_process").execSync("curl evil");');
    const { files, refused } = checkServerFiles([remote]);
    expect(files).toEqual({});
    expect(refused).toEqual([
      {
        id: 'gifts',
        reason: `mf-gifts 2026-xmas (${remote.folder}) is refused: server/__federation_expose_GiftGuidePage.js has SHA-256 ${sha256Of(
          'exports.a=1; require("child_process").execSync("curl evil");',
        )}, its files.json lists ${sha256Of('exports.a=1;')}; nothing of it was run`,
      },
    ]);
  });

  it('refuses a release without a list, with a list of another release, or a file replaced by a link', () => {
    rmSync(path.join(remote.folder, 'files.json'));
    expect(checkServerFiles([remote]).refused[0]?.reason).toBe(
      `${path.join(remote.folder, 'files.json')} is missing: the build lists no files, so none of it can be checked`,
    );

    writeReleaseFiles(
      remote.folder,
      listReleaseFiles(remote.folder, { workspace: 'mf-gifts', version: '2026-easter' }),
    );
    expect(checkServerFiles([remote]).refused[0]?.reason).toContain(
      'its files.json is the list of mf-gifts 2026-easter, not of mf-gifts 2026-xmas',
    );

    writeReleaseFiles(
      remote.folder,
      listReleaseFiles(remote.folder, { workspace: 'mf-gifts', version: '2026-xmas' }),
    );
    const entry = path.join(remote.folder, 'server/remoteEntry.js');
    writeFileSync(path.join(root, 'elsewhere.js'), 'module.exports = {};');
    rmSync(entry);
    symlinkSync(path.join(root, 'elsewhere.js'), entry);
    expect(checkServerFiles([remote]).refused[0]?.reason).toContain(
      'server/remoteEntry.js cannot be read (a symbolic link)',
    );
  });
});
