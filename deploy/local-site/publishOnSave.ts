import { hostname } from 'node:os';
import { loadSiteConfig } from '../config/siteConfig';
import type { Answer } from '../release-service/releaseService';
import { callReleaseService, releaseServiceAddress } from '../release-service/releaseClient';
import { watchFolder } from './watchFolder';

/** Saves come in bursts (an entry and its picture): one publish after the last of them. */
const SETTLE_MS = 150;

/**
 * Publishes every save under the content folder (what the editor at /admin/ writes) to the site
 * served on `port`: the release service's `publish`, one at a time; a save during a publish is
 * published right after it. The command says what it did, and refuses bad content naming its file, item and
 * field, the site staying as it was.
 */
export function publishOnSave(
  port: number,
  contentDir: string,
  /** Where the site's state folder is (SITE_STATE_DIR), when not beside the apps. */
  env: Record<string, string> = {},
): { close(): void; idle(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let pending = false;

  async function publish(): Promise<void> {
    running = true;
    pending = false;
    try {
      const answer = await callReleaseService<Answer>(
        releaseServiceAddress(loadSiteConfig({ ...process.env, ...env, PORT: String(port) })),
        'POST',
        '/v1/commands',
        {
          command: 'publish',
          args: { content: contentDir },
          asker: {
            actor: 'editor',
            pid: process.pid,
            host: hostname(),
            command: 'publish on save',
          },
        },
      );
      for (const line of answer.said) console.log(line);
    } catch (error) {
      console.error((error as Error).message);
    } finally {
      running = false;
      if (pending) void publish();
    }
  }

  const watcher = watchFolder(contentDir, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (running) pending = true;
      else void publish();
    }, SETTLE_MS);
  });
  return {
    close() {
      clearTimeout(timer);
      timer = undefined;
      watcher.close();
    },
    /** Resolves once no save waits to be published and no publish runs. */
    async idle() {
      while (running || pending || timer !== undefined)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}
