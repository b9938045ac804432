import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { makeTempDir, removeDir } from '../test-utils/contentDir';

const packageDir = join(__dirname, '..', '..');
const cli = join(__dirname, 'buildContent.ts');
const tsx = require.resolve('tsx/cli');

/** Runs the CLI the way `npm run build -w content` does, from `cwd`. */
function runCli(args: string[], cwd: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: cwd };
  delete env.CONTENT_DIR;
  return spawnSync(process.execPath, [tsx, cli, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('buildContent CLI', () => {
  let work: string;
  beforeAll(() => {
    work = makeTempDir('content-cli-');
    cpSync(join(packageDir, 'seed'), join(work, 'content'), { recursive: true });
  });
  afterAll(() => removeDir(work));

  it('exits 1 on bad content, names the file, item and field on stderr, and writes nothing', () => {
    const storesFile = join(work, 'content', 'stores', 'nike.json');
    const original = readFileSync(storesFile, 'utf8');
    const store = JSON.parse(original) as { id: string; path: { alias: string } };
    store.path.alias = '/shops/nike/';
    writeFileSync(storesFile, JSON.stringify(store, null, 2));
    try {
      const result = runCli(['--content', 'content', '--out', 'out'], work);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'content/stores/nike.json: item "nike": field "path.alias": must start with "/stores/"',
      );
      expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(existsSync(join(work, 'out'))).toBe(false);
    } finally {
      writeFileSync(storesFile, original);
    }
  });

  it('exits 2 with the usage on an unknown option', () => {
    const result = runCli(['--nope'], work);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run build -w content');
  });
});
