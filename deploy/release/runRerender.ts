import { spawn } from 'node:child_process';
import { entryArgs } from '../entries/hostingEntries';
import { REPO_ROOT } from '../origins/siteApps';

/**
 * Runs a release command (`npm run release -- …`) for the site served on `port`, in its own
 * process: a render loads federated containers into its globals.
 */
export function runReleaseCommand(
  port: number,
  args: string[],
  what: string,
  env: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entryArgs('release'), ...args], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env, PORT: String(port) },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code})`)),
    );
  });
}

/**
 * Renders every page of the site served on `port` into a new generation and switches to it
 * (`release rerender`). `onlyIfNewDay`: not when the served generation already shows today's
 * Canberra date (a release just after midnight rendered it).
 */
export function runRerender(port: number, reason: string, onlyIfNewDay = false): Promise<void> {
  return runReleaseCommand(
    port,
    ['rerender', '--reason', reason, ...(onlyIfNewDay ? ['--if-new-day'] : [])],
    `The re-render (${reason})`,
  );
}
