import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ContentError, publishContent } from 'content/publish';
import { linkedGeneration, readGenerationInfo } from '../generations/generationStore';
import type { ReleaseLogEntry } from '../generations/releaseLog';
import { publishedContentDir } from '../generations/siteState';
import { compressPages } from '../prerender/compressPages';
import { changeServed, ReleaseError, type ReleaseContext } from './changeServed';
import { servedManifest } from './servedManifest';

const readHash = (dir: string): string =>
  (JSON.parse(readFileSync(path.join(dir, 'build-info.json'), 'utf8')) as { hash: string }).hash;

/** The content output served now: the last published content, or the build's. */
function servedContent(context: ReleaseContext): { dir: string; hash: string } {
  const served = linkedGeneration(context.stateDir);
  const published = served ? readGenerationInfo(context.stateDir, served).content : null;
  const dir = published ? publishedContentDir(context.stateDir, published) : context.shellDist;
  return { dir, hash: readHash(dir) };
}

export interface PublishOutcome {
  /** Null when the content shows nothing new: no generation was made. */
  logged: ReleaseLogEntry | null;
  hash: string;
}

/**
 * `release publish`: the content folder (the one the editor writes) becomes a new generation.
 * Under the release lock, its content is validated and built beside the served one
 * (`{state}/content/{hash}/`, the unchanged pictures linked, not drawn again), every page is
 * rendered with it, and the site switches to that generation in one step; logged like a
 * release. Bad content is refused naming its file, item and field, and nothing served changes.
 * Content that shows nothing new makes no generation.
 */
export async function releasePublish(
  context: ReleaseContext,
  contentDir: string,
): Promise<PublishOutcome> {
  const started = Date.now();
  let hash = '';
  const logged = await changeServed(context, 'publish', async (origins) => {
    const before = servedContent(context);
    const building = publishedContentDir(context.stateDir, `.building-${process.pid}`);
    rmSync(building, { recursive: true, force: true });
    mkdirSync(path.dirname(building), { recursive: true });
    try {
      const result = await publishContent({
        contentDir,
        baseDir: before.dir,
        outDir: building,
        log: context.log,
        warn: context.log,
      });
      hash = result.hash;
      if (hash === before.hash) throw new ContentUnchanged();
      // Compressed once here, linked into every generation rendered with this content.
      const compressed = await compressPages(building);
      context.log(
        `Compressed ${compressed.files} files of page data, site data and search in ${compressed.seconds.toFixed(1)} s`,
      );
      const target = publishedContentDir(context.stateDir, hash);
      // The same content published before (an edit undone): its folder is already complete.
      if (existsSync(target)) rmSync(building, { recursive: true, force: true });
      else renameSync(building, target);
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      if (error instanceof ContentError)
        throw new ReleaseError(
          `The content is not published, the site is unchanged:\n${error.message}`,
        );
      throw error;
    }
    return {
      manifest: servedManifest(origins, context.releasesRoot),
      content: hash,
      entry: {
        action: 'publish',
        change: `content ${before.hash} → ${hash}`,
        reason: `publish ${path.relative(context.repoRoot, contentDir) || contentDir}`,
      },
    };
  }).catch((error: unknown) => {
    if (error instanceof ContentUnchanged) return null;
    throw error;
  });
  if (logged)
    context.log(
      `Published content ${hash}: generation ${logged.generation} served, ${logged.pages} pages, ${logged.seconds} s`,
    );
  else
    context.log(
      `The content shows nothing new (${hash}): nothing published, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  return { logged, hash };
}

/** Thrown inside the lock to leave it without a generation when the content did not change. */
class ContentUnchanged extends Error {}
