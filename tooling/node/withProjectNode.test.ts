import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The launcher is plain CommonJS so that it runs on an older Node (it has no types of its own).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { satisfies, cacheOf } = require('./withProjectNode.cjs') as {
  satisfies: (running: string, wanted: string) => boolean;
  cacheOf: (version: string, home?: string) => string;
};

const LAUNCHER = path.join(__dirname, 'withProjectNode.cjs');
const WANTED = readFileSync(path.join(__dirname, '../../.nvmrc'), 'utf8').trim();
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

/**
 * A Node of an older line on this machine's PATH, as a fresh machine has (Debian's, or the one
 * CI starts with): the first `node` on PATH that is not of the .nvmrc's line.
 */
function olderNode(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const node = path.join(dir, 'node');
    try {
      accessSync(node, constants.X_OK);
    } catch {
      continue;
    }
    const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
    if (major(version) < major(WANTED)) return node;
  }
  throw new Error(`no Node older than ${WANTED} on PATH: the launcher's test needs one`);
}

const launch = (node: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(node, [LAUNCHER, ...args], { encoding: 'utf8', env, timeout: 170_000 });

describe('satisfies', () => {
  it('takes the version of .nvmrc and a later one of its line, nothing older or of another line', () => {
    expect(satisfies('v24.21.0', '24.21.0')).toBe(true);
    expect(satisfies('v24.21.3', '24.21.0')).toBe(true);
    expect(satisfies('v24.22.0', '24.21.0')).toBe(true);
    expect(satisfies('v24.20.9', '24.21.0')).toBe(false);
    expect(satisfies('v20.20.2', '24.21.0')).toBe(false);
    expect(satisfies('v25.0.0', '24.21.0')).toBe(false);
  });
});

describe('withProjectNode', () => {
  it("runs the command with the .nvmrc's Node on an older Node", () => {
    const result = launch(olderNode(), ['node', '-p', 'process.version']);
    expect(result.stdout.trim()).toBe(`v${WANTED}`);
    expect(result.status).toBe(0);
    // The same folder .ci/run installs into.
    expect(existsSync(path.join(cacheOf(WANTED), 'node_modules/.bin/node'))).toBe(true);
  }, 180_000);

  it('passes the arguments as given and the exit status back', () => {
    const result = launch(process.execPath, [
      'node',
      '-e',
      'console.log(process.argv[1]); process.exit(3)',
      'two words',
    ]);
    expect(result.stdout).toBe('two words\n');
    expect(result.status).toBe(3);
  });

  it('refuses, naming the version and why, when the registry cannot be reached', () => {
    const home = mkdtempSync(path.join(tmpdir(), 'launcher-home-'));
    try {
      const result = launch(olderNode(), ['node', '-p', 'process.version'], {
        ...process.env,
        HOME: home,
        npm_config_cache: path.join(home, 'npm-cache'),
        npm_config_registry: 'http://127.0.0.1:9/',
        npm_config_fetch_retries: '0',
      });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(
        `Cannot run with Node ${WANTED} (.nvmrc): this machine has v`,
      );
      expect(result.stderr).toContain('request to http://127.0.0.1:9/node failed');
      // Nothing half-installed is left to be taken for the real thing next time.
      expect(existsSync(cacheOf(WANTED, home))).toBe(false);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }, 120_000);
});
