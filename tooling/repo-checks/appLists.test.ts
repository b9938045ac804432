import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_APPS } from 'shared-lib/apps';
import { appListIn, appsNamedIn } from './appLists';

const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * Files that may name every app: the registry, this test (its example), what is generated from
 * the code, and prose.
 */
const NOT_A_PLACE = [
  /^shared-lib\/src\/apps\/siteApps\.mts$/,
  /^tooling\/repo-checks\/appLists\.test\.ts$/,
  /^package-lock\.json$/,
  /^bench\/[\w-]+\.json$/,
  /\.md$/,
];

/**
 * Test data with one case per remote, checked against the registry's names by the compiler (a
 * `RemoteName` each): a new remote needs no entry there for the site to work.
 */
const FIXTURES: Record<string, string> = {
  'shell/src/app/remoteOrigins.test.ts':
    'a remotes manifest with one entry of each kind: allowed, foreign, released, not http',
  'e2e/production/resilience.spec.ts': 'a drill per remote, on a page that shows its parts',
  'bench/scripts/benchBytes.ts': "the remotes a store page loads, not every app: the page's own",
  'bench/src/federationBytes.test.ts': 'two remotes standing for any, in a folder of the test',
  'content/admin/src/releases/servedAreas.test.ts':
    'a state document with a promoted, a switched-off and an untouched remote',
  'deploy/edge/edge.test.ts':
    'the apps two origin nodes serve in the test: a page, a remote, forms',
};

const SOURCE = /\.(ts|tsx|mts|cts|js|cjs|mjs|json|conf|template|ya?ml|sh)$/;

function trackedSources(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !NOT_A_PLACE.some((pattern) => pattern.test(file)));
}

describe('the apps are listed in one place (shared-lib/src/apps/siteApps.mts)', () => {
  it('finds a list of the apps in a text, by workspace or federation name', () => {
    const lists = `const steps = ['shell', 'mf-stores'];\nconst ports = { whats_on: 2, gifts: 3 };`;
    expect(appListIn(lists, SITE_APPS)).toEqual(['shell', 'mf-stores', 'mf-whats-on', 'mf-gifts']);
    expect(appsNamedIn(`route('/stores/')`, SITE_APPS)).toEqual([]);
    expect(appListIn(`import('mf-gifts'); const a = "forms";`, SITE_APPS)).toEqual([]);
  });

  it('no other file of the repository keeps a list of its own', () => {
    const lists = trackedSources()
      .filter((file) => !(file in FIXTURES))
      .map((file) => ({
        file,
        apps: appListIn(readFileSync(path.join(REPO_ROOT, file), 'utf8'), SITE_APPS),
      }))
      .filter(({ apps }) => apps.length > 0)
      .map(({ file, apps }) => `${file} names ${apps.join(', ')}: derive it from shared-lib/apps`);
    expect(lists).toEqual([]);
  });

  it('its fixtures still exist', () => {
    const tracked = new Set(trackedSources());
    expect(Object.keys(FIXTURES).filter((file) => !tracked.has(file))).toEqual([]);
  });
});
