import { readdirSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/**
 * Calls `onChange` for every change under `root`: a file written in place, one replaced by
 * rename (how `git checkout`, `sed -i` and many editors save), created or removed, in any
 * folder, new folders included. One watch per folder: Node's recursive watch on Linux follows
 * each file, and loses a file once it has been replaced.
 */
export function watchFolder(root: string, onChange: () => void): { close(): void } {
  const watchers = new Map<string, FSWatcher>();
  /** Watches `dir` and every folder below it not watched yet. */
  const scan = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (!watchers.has(dir))
      watchers.set(
        dir,
        watch(dir, () => {
          scan(dir);
          onChange();
        }).on('error', () => {
          // The folder is gone: its parent's watch reports that.
          watchers.get(dir)?.close();
          watchers.delete(dir);
        }),
      );
    for (const entry of entries) if (entry.isDirectory()) scan(path.join(dir, entry.name));
  };
  scan(root);
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
