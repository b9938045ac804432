import { spawn, type ChildProcess } from 'node:child_process';
import type { SiteConfig } from '../config/siteConfig';
import { localUrl } from '../config/settingValues';
import { entryArgs } from '../entries/hostingEntries';

/**
 * Starts the release service beside the site (where the configuration says, the shell's port + 8
 * by default): it renders the first generation, then is the one writer of the site's state. It
 * reads the same configuration (this process's environment) and exits with this process.
 * Resolves once the site is served (the first generation is current), or rejects with its words.
 */
export async function startReleaseServiceBeside(config: SiteConfig): Promise<ChildProcess> {
  const child = spawn(process.execPath, entryArgs('releaseService'), {
    env: { ...process.env, PORT: String(config.port), RELEASE_SERVICE_EXIT_WITH_PARENT: '1' },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  let exit: number | null | undefined;
  child.once('exit', (code) => (exit = code));
  for (;;) {
    if (exit !== undefined)
      throw new Error(`The release service stopped (exit ${exit}): the site is not served`);
    const health = await fetch(`${localUrl(config.listen.releaseService)}/v1/health`)
      .then((response) => response.json() as Promise<{ ready: boolean }>)
      .catch(() => null);
    if (health?.ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
