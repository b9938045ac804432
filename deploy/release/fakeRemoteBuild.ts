import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
