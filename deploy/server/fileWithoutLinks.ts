import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The stats of `file` when it is a regular file reached from `folder` through no symbolic link
 * (decision 363): its real path is the folder's real path and the same path below it, so no
 * part of it is a link, not even one that stays in the site. Null otherwise, or when missing.
 */
export async function fileWithoutLinks(folder: string, file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    if (!stats.isFile()) return null;
    const [realFolder, realFile] = await Promise.all([realpath(folder), realpath(file)]);
    return realFile === path.join(realFolder, path.relative(folder, file)) ? stats : null;
  } catch {
    return null;
  }
}
