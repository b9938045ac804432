import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { releaseServiceAddress } from '../release-service/releaseClient';

/**
 * Starts the release service beside the site on loopback (shell port + 8): it renders the first
 * generation, then is the one writer of the site's state. It exits with this process. Resolves
 * once the site is served (the first generation is current), or rejects with its words.
 */
export async function startReleaseServiceBeside(
  shellPort: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', 'release-service', 'main.ts')],
    {
      env: {
        ...process.env,
        ...env,
        PORT: String(shellPort),
        RELEASE_SERVICE_EXIT_WITH_PARENT: '1',
      },
      stdio: ['pipe', 'inherit', 'inherit'],
    },
  );
  let exit: number | null | undefined;
  child.once('exit', (code) => (exit = code));
  for (;;) {
    if (exit !== undefined)
      throw new Error(`The release service stopped (exit ${exit}): the site is not served`);
    const health = await fetch(`${releaseServiceAddress(shellPort, {}).url}/v1/health`)
      .then((response) => response.json() as Promise<{ ready: boolean }>)
      .catch(() => null);
    if (health?.ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
