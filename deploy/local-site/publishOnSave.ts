import { watch } from 'node:fs';
import { runReleaseCommand } from '../release/runRerender';

/** Saves come in bursts (an entry and its picture): one publish after the last of them. */
const SETTLE_MS = 150;

/**
 * Publishes every save under the content folder (what the editor at /admin/ writes) to the site
 * served on `port`: `release publish`, one at a time; a save during a publish is published right
 * after it. The command says what it did, and refuses bad content naming its file, item and
 * field, the site staying as it was.
 */
export function publishOnSave(port: number, contentDir: string): { close(): void } {
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
      );
    } catch (error) {
      console.error((error as Error).message);
    } finally {
      running = false;
      if (pending) void publish();
    }
  }

  const watcher = watch(contentDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) pending = true;
      else void publish();
    }, SETTLE_MS);
  });
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
