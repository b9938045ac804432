import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { dependencyTreeProblems, installedVersions, type NpmLsNode } from './dependencyTree';

const REPO_ROOT = path.resolve(__dirname, '../..');

/** A tree as npm printed it with `legacy-peer-deps` (decision 281), cut down to one of each kind. */
const broken: NpmLsNode = {
  dependencies: {
    '@module-federation/enhanced': {
      version: '2.9.2',
      dependencies: {
        '@module-federation/rspack': {
          version: '2.9.2',
          dependencies: { '@rspack/core': { missing: true } },
        },
        '@module-federation/sdk': { version: '2.9.2' },
      },
    },
    fdir: {
      version: '6.5.0',
      dependencies: {
        picomatch: { version: '2.3.2', invalid: '"^3 || ^4" from node_modules/fdir' },
      },
    },
    'left-over': { version: '1.0.0', extraneous: true },
    '@module-federation/sdk': { version: '0.22.0' },
  },
};

describe('dependencyTreeProblems', () => {
  it('names every missing, invalid and extraneous package with the chain that leads to it', () => {
    expect(dependencyTreeProblems(broken)).toEqual([
      'missing: @rspack/core (@module-federation/enhanced > @module-federation/rspack > @rspack/core)',
      'invalid: picomatch@2.3.2 "^3 || ^4" from node_modules/fdir (fdir > picomatch)',
      'extraneous: left-over@1.0.0 (left-over)',
    ]);
  });

  it("takes npm's own list where it printed one", () => {
    const problems = [
      'missing: @rspack/core@^2.0.0-0, required by @module-federation/rspack@2.9.2',
    ];
    expect(dependencyTreeProblems({ ...broken, problems: [...problems, ...problems] })).toEqual(
      problems,
    );
    expect(dependencyTreeProblems({ dependencies: { react: { version: '19.2.0' } } })).toEqual([]);
  });

  it('lists the versions of a package installed anywhere in the tree', () => {
    expect(installedVersions(broken, '@module-federation/sdk')).toEqual(['0.22.0', '2.9.2']);
    expect(installedVersions(broken, 'nodemailer')).toEqual([]);
  });
});

describe('the installed dependency tree (npm ls --all)', () => {
  const run = spawnSync('npm', ['ls', '--all', '--json'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const tree = JSON.parse(run.stdout || '{}') as NpmLsNode;

  it('has no missing, invalid or extraneous package, so npm ls exits 0', () => {
    expect(dependencyTreeProblems(tree)).toEqual([]);
    const errors = run.stderr.split('\n').filter((line) => line.startsWith('npm error'));
    expect({ exitCode: run.status, errors }).toEqual({ exitCode: 0, errors: [] });
  });

  it('holds one @module-federation/sdk and one nodemailer major', () => {
    expect(installedVersions(tree, '@module-federation/sdk')).toHaveLength(1);
    const majors = new Set(
      installedVersions(tree, 'nodemailer').map((version) => version.split('.')[0]),
    );
    expect(majors.size).toBe(1);
  });
});
