import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where reference builds are kept, one folder per commit, built once and reused. */
export const REFERENCE_ROOT =
  process.env.BENCH_REFERENCE_DIR ?? path.join(os.homedir(), '.cache/outlet-site/bench-reference');
const BUILT_MARKER = '.bench-reference-built';

export class ReferenceRefused extends Error {}

const git = (repo: string, args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

/** The full hash of a commit-ish, refused by name when git does not know it. */
export function resolveCommit(repo: string, commitish: string): string {
  try {
    return git(repo, ['rev-parse', '--verify', `${commitish}^{commit}`]);
  } catch {
    throw new ReferenceRefused(`BENCH_REFERENCE=${commitish} names no commit of this repository`);
  }
}

export const isAncestor = (repo: string, commit: string, of = 'HEAD'): boolean =>
  spawnSync('git', ['merge-base', '--is-ancestor', commit, of], { cwd: repo }).status === 0;

function step(what: string, run: () => void, log: (line: string) => void): void {
  const started = Date.now();
  run();
  log(`  ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function npm(dir: string, args: string[]): void {
  const result = spawnSync('npm', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0)
    throw new ReferenceRefused(
      `npm ${args.join(' ')} failed in ${dir}:\n${result.stderr.toString().slice(-2000)}`,
    );
}

/**
 * The reference build of `commit`: its files as committed (git archive, no worktree), its own
 * dependencies (npm ci) and its own build (npm run build), done once per commit and kept in
 * REFERENCE_ROOT. Returns its folder.
 */
export function prepareReference(
  repo: string,
  commit: string,
  log: (line: string) => void,
): string {
  const dir = path.join(REFERENCE_ROOT, commit);
  if (existsSync(path.join(dir, BUILT_MARKER))) {
    log(`Reference ${commit.slice(0, 7)}: built before, in ${dir}`);
    return dir;
  }
  log(`Reference ${commit.slice(0, 7)}: preparing ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  step(
    'its files (git archive)',
    () => execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: repo }),
    log,
  );
  step('its dependencies (npm ci)', () => npm(dir, ['ci']), log);
  step('its build (npm run build)', () => npm(dir, ['run', '--silent', 'build']), log);
  writeFileSync(path.join(dir, BUILT_MARKER), `${commit}\n`);
  return dir;
}

export interface ServedReference {
  url: string;
  stop(): void;
}

/**
 * Serves a reference build as its own `npm run serve` does (which differs between commits), on
 * its own ports from `port`, and resolves once its home page answers.
 */
export async function serveReference(dir: string, port: number): Promise<ServedReference> {
  const url = `http://127.0.0.1:${port}`;
  // This checkout's site configuration is not the reference's: it has its defaults and PORT.
  const env = { ...process.env };
  delete env.SITE_CONFIG;
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: dir,
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
    // Its own process group: stopping it stops the servers npm started.
    detached: true,
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new ReferenceRefused(`npm run serve of ${dir} exited with ${child.exitCode}`);
    const answered = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new ReferenceRefused(`The reference in ${dir} did not answer at ${url}/ within 120 s`);
}
