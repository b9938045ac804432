import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../origins/siteApps';

/**
 * Renders every page of the site served on `port` into a new generation and switches to it
 * (`release rerender`), in its own process: it loads federated containers into its globals.
 * `onlyIfNewDay`: not when the served generation already shows today's Canberra date (a release
 * just after midnight rendered it).
 */
export function runRerender(port: number, reason: string, onlyIfNewDay = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        require.resolve('tsx/cli'),
        'deploy/scripts/release.ts',
        'rerender',
        '--reason',
        reason,
        ...(onlyIfNewDay ? ['--if-new-day'] : []),
      ],
      { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, PORT: String(port) } },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The re-render (${reason}) failed (exit ${code})`)),
    );
  });
}
