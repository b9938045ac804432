import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ContentError, publishContent } from 'content/publish';
import { publishedContentDir } from '../generations/siteState';
import { compressPages } from '../prerender/compressPages';

export class ContentRefused extends Error {}

const readHash = (dir: string): string =>
  (JSON.parse(readFileSync(path.join(dir, 'build-info.json'), 'utf8')) as { hash: string }).hash;

/**
 * Builds a content folder (the one the editor writes) beside the served content:
 * `{state}/content/{hash}/`, validated, with the unchanged pictures linked rather than drawn
 * again. Returns its hash, whether it differs from the served content (`served`: a published
 * hash, or null for the build's content in `shellDist`), and what the build took out or
 * changed (the person publishing must see it, not only the service's log). Bad content is
 * refused naming its file, item and field, and nothing is left behind. Its page data, site data
 * and search index get their compressed copies here, once: every generation rendered with it
 * links them (decision 330).
 */
export async function buildPublishedContent({
  stateDir,
  shellDist,
  served,
  contentDir,
  log,
}: {
  stateDir: string;
  shellDist: string;
  served: string | null;
  contentDir: string;
  log: (line: string) => void;
}): Promise<{ hash: string; changed: boolean; warnings: string[] }> {
  const baseDir = served === null ? shellDist : publishedContentDir(stateDir, served);
  const before = readHash(baseDir);
  const building = publishedContentDir(stateDir, `.building-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  mkdirSync(path.dirname(building), { recursive: true });
  const warnings: string[] = [];
  try {
    const { hash } = await publishContent({
      contentDir,
      baseDir,
      outDir: building,
      log,
      warn: (line) => {
        warnings.push(line);
        log(line);
      },
    });
    const target = publishedContentDir(stateDir, hash);
    // The same content published before (an edit undone): its folder is already complete.
    if (hash !== before && !existsSync(target)) {
      const compressed = await compressPages(building);
      log(
        `Compressed ${compressed.files} files of page data, site data and search in ${compressed.seconds.toFixed(1)} s`,
      );
      renameSync(building, target);
    }
    return { hash, changed: hash !== before, warnings };
  } catch (error) {
    if (error instanceof ContentError)
      throw new ContentRefused(
        `The content is not published, the site is unchanged:\n${error.message}`,
      );
    throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
