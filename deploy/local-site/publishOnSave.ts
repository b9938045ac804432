import { runReleaseCommand } from '../release/runRerender';
import { watchFolder } from './watchFolder';

/** Saves come in bursts (an entry and its picture): one publish after the last of them. */
const SETTLE_MS = 150;

/**
 * Publishes every save under the content folder (what the editor at /admin/ writes) to the site
 * served on `port`: `release publish`, one at a time; a save during a publish is published right
 * after it. The command says what it did, and refuses bad content naming its file, item and
 * field, the site staying as it was.
 */
export function publishOnSave(
  port: number,
  contentDir: string,
  /** The release commands' environment (a site's own state and releases folders). */
  env: Record<string, string> = {},
): { close(): void; idle(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let pending = false;

  async function publish(): Promise<void> {
    running = true;
    pending = false;
    try {
      await runReleaseCommand(
        port,
        ['publish', '--content', contentDir, '--as', 'editor'],
        'The publish',
        env,
      );
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
