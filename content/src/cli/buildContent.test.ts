import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { editorJson } from '../model/editorJson';
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

  it('exits 1 on bad content, names the item file, item and field on stderr, and writes nothing', () => {
    const storeFile = join(work, 'content', 'stores', 'nike.json');
    const original = readFileSync(storeFile, 'utf8');
    const store = JSON.parse(original) as { id: string; path: { alias: string } };
    store.path.alias = '/shops/nike/';
    writeFileSync(storeFile, editorJson(store));
    try {
      const result = runCli(['--content', 'content', '--out', 'out'], work);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'content/stores/nike.json: item "nike": field "path.alias": must start with "/stores/"',
      );
      expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(existsSync(join(work, 'out'))).toBe(false);
    } finally {
      writeFileSync(storeFile, original);
    }
  });

  it('reads a collection from its list file, naming the item by its index there', () => {
    const listDir = join(work, 'listed');
    cpSync(join(work, 'content'), listDir, { recursive: true });
    const stores = readdirSync(join(listDir, 'stores'))
      .sort()
      .map(
        (name) =>
          JSON.parse(readFileSync(join(listDir, 'stores', name), 'utf8')) as {
            id: string;
            path: { alias: string };
          },
      );
    rmSync(join(listDir, 'stores'), { recursive: true });
    stores[4]!.path.alias = `/shops/${stores[4]!.id}/`;
    writeFileSync(join(listDir, 'stores.json'), editorJson(stores));
    const result = runCli(['--content', 'listed', '--out', 'out'], work);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `listed/stores.json: item "${stores[4]!.id}" (index 4): field "path.alias": must start with "/stores/"`,
    );
  });

  it('exits 2 with the usage on an unknown option', () => {
    const result = runCli(['--nope'], work);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run build -w content');
  });
});
