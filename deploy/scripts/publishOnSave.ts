import { watch } from 'node:fs';
import { ContentError } from '../../content/src/load/ContentError';
import {
  publishContent,
  publishImages,
  type PublishResult,
} from '../../content/src/publish/publishContent';
import { runPrerender } from './serveSite';

export interface PublishOnSaveOptions {
  contentDir: string;
  /** The served shell build the content is published into. */
  siteDir: string;
  log?: (line: string) => void;
  /** Called when a publish is live (its changed pages rendered), with the result. */
  onLive?: (result: PublishResult & { liveSeconds: number }) => void;
}

/** Saves often come in bursts (an entry and its picture): one publish after the last of them. */
const SETTLE_MS = 150;

/**
 * Watches the content folder the editor writes and publishes every change in seconds: the
 * changed data switched in (publishContent), then the pre-rendered pages that show the change,
 * then, in the background, every other page with the new build hash. A publish never overlaps
 * another; a change during one is published right after it. Bad content is reported, naming the
 * file, item and field, and the site stays as it was.
 */
export function publishOnSave({
  contentDir,
  siteDir,
  log = console.log,
  onLive,
}: PublishOnSaveOptions): { close(): void; idle(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let pending = false;
  // The background render of the unchanged pages: stopped by the next save, which renders anew.
  let background: { controller: AbortController; done: Promise<void> } | undefined;

  async function publish(): Promise<void> {
    running = true;
    pending = false;
    const started = Date.now();
    try {
      const result = publishContent({ contentDir, siteDir });
      if (result.changedRoutes.length > 0) await runPrerender(result.changedRoutes);
      const liveSeconds = (Date.now() - started) / 1000;
      onLive?.({ ...result, liveSeconds });
      // The pictures follow the words: a changed picture keeps its address, a new one appears.
      const images = await publishImages(result.content, contentDir, siteDir);
      log(
        `Published ${result.hash}: ${result.changedRoutes.length} pages changed (${result.changedRoutes.slice(0, 5).join(' ')}${result.changedRoutes.length > 5 ? ' …' : ''}), ${result.removedRoutes.length} removed; live in ${liveSeconds.toFixed(1)} s; ${images} pictures made in ${((Date.now() - started) / 1000 - liveSeconds).toFixed(1)} s more`,
      );
      const rest = result.routes.filter((route) => !result.changedRoutes.includes(route));
      // The other pages show nothing new; rendered again, they carry the new build hash.
      const anything = result.changedRoutes.length + result.removedRoutes.length > 0;
      if (!pending && anything && rest.length > 0) {
        const controller = new AbortController();
        background = {
          controller,
          done: runPrerender(rest, controller.signal).catch(() => {
            if (!controller.signal.aborted) log('Rendering the other pages again failed');
          }),
        };
      }
    } catch (error) {
      if (error instanceof ContentError)
        log(`Not published, the site is unchanged:\n${error.message}`);
      else log(`Publish failed, the site is unchanged: ${(error as Error).message}`);
    } finally {
      running = false;
      if (pending) void publish();
    }
  }

  const watcher = watch(contentDir, { recursive: true }, () => {
    background?.controller.abort();
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (running) pending = true;
      else void publish();
    }, SETTLE_MS);
  });
  log(`  publishing   every save under ${contentDir}`);
  return {
    close() {
      clearTimeout(timer);
      background?.controller.abort();
      watcher.close();
    },
    /** Resolves when no publish and no background render is under way. */
    async idle() {
      while (running || timer !== undefined || background) {
        const waiting = background;
        if (waiting) {
          await waiting.done;
          if (background === waiting) background = undefined;
        } else await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
