import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installArtifact } from './installArtifact';
import { releasePack } from './releaseCommands';

/**
 * For tests: a build of mf-gifts exposing `exposes`, with the files a release needs (its
 * browser and Node entries as scripts, its federation assets), and nothing else.
 */
export function fakeBuild(dir: string, exposes: string[]): string {
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

/**
 * For tests and drills: `build` released as the release service releases an upload: packed into an
 * artifact, then put in place from it. Returns the release's folder.
 */
export async function releaseOf(
  build: string,
  release: { releasesRoot: string; workspace: string; version: string },
): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), 'artifact-'));
  try {
    const { file } = await releasePack(
      { repoRoot: build, releasesRoot: release.releasesRoot, log: () => undefined },
      { workspace: release.workspace, version: release.version, from: build, out },
    );
    const installed = await installArtifact(createReadStream(file), release, {
      maxUnpackedBytes: 64 * 1024 * 1024,
      maxEntries: 1000,
    });
    return installed.folder;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
