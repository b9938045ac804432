import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSiteConfig } from 'deploy/site-config';
import { REPO_ROOT, SITE_PORT, SITE_URL } from './site';

/** Released versions of this run's release tests: emptied before the servers start. */
export const E2E_RELEASES_DIR = path.join(tmpdir(), `outlet-e2e-releases-${SITE_PORT}`);

/** The served site's state folder (generations, `current`): emptied before the servers start. */
export const E2E_STATE_DIR = path.join(tmpdir(), `outlet-e2e-site-${SITE_PORT}`);

/** What the servers of a suite need in their environment to use the two folders above. */
export const RELEASE_ENV = {
  PORT: String(SITE_PORT),
  RELEASES_DIR: E2E_RELEASES_DIR,
  SITE_STATE_DIR: E2E_STATE_DIR,
};

/** The configuration the suites' servers read from RELEASE_ENV: their addresses and folders. */
export const E2E_SITE_CONFIG = loadSiteConfig(RELEASE_ENV);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

/**
 * Runs `npm run release -- …` against the site under test, without blocking the test's event
 * loop (pages keep loading meanwhile): resolves with its exit code and output, never rejects.
 */
export function runRelease(
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'release', '--', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...RELEASE_ENV, ...env }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number(error.code ?? 1) : 0,
          stdout,
          stderr,
          seconds: (Date.now() - started) / 1000,
        }),
    );
  });
}

/** `runRelease`, failing with its output when the command fails. */
export async function release(...args: string[]): Promise<string> {
  const result = await runRelease(args);
  if (result.code !== 0)
    throw new Error(
      `release ${args.join(' ')} exited ${result.code}:\n${result.stdout}${result.stderr}`,
    );
  return result.stdout;
}

/** The remotes manifest the site serves now (its current generation's). */
export async function servedManifest(): Promise<Record<string, string>> {
  const response = await fetch(`${SITE_URL}/remotes.json`, { cache: 'no-store' });
  return ((await response.json()) as { remotes: Record<string, string> }).remotes;
}

/** The release log of this run's releases folder. */
export function releaseLog(): {
  time: string;
  action: string;
  change: string;
  generation: string;
  actor: string;
  figures?: string;
}[] {
  const text = readFileSync(path.join(E2E_RELEASES_DIR, 'release-log.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as never);
}

/** The pinned release a page's HTML names (its generation and each remote's entry). */
export function pinnedReleaseOf(html: string): {
  generation: string;
  remotes: Record<string, { entry: string; release: string | null }>;
} {
  const block = /<script type="application\/json" id="site-release">([^<]*)<\/script>/.exec(html);
  if (!block) throw new Error('The page names no release (no #site-release block)');
  return JSON.parse(block[1]!) as never;
}
