import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemotesManifest } from 'shared-lib/contracts';
import { canberraDate } from 'shared-lib/clock';
import type { SiteOrigins } from '../origins/siteOrigins';
import { EMPTY_HASHES, readInlineHashes, type InlineHashes } from '../prerender/inlineHashes';
import type { PrerenderReport } from '../prerender/prerender';
import { releaseOfEntry } from '../origins/remoteEntries';
import {
  GENERATION_FILE,
  linkedGeneration,
  nextGenerationId,
  pruneGenerations,
  readGenerationInfo,
  switchCurrent,
  type GenerationInfo,
} from '../generations/generationStore';
import { generationsDir, publishedContentDir, sharedDir } from '../generations/siteState';
import { linkTree } from 'content/publish';

/** What one render of a generation is asked to write. */
export interface RenderJob {
  outDir: string;
  sharedDir: string;
  manifest: RemotesManifest;
  origins: SiteOrigins;
  generation: string;
  earlierHashes: InlineHashes;
  renderDate: string;
  onNewHashes?: (hashes: InlineHashes) => Promise<unknown>;
  /** The published content to render (page data, site data), when not the build's. */
  contentRoot?: string;
}

export interface GenerationContext {
  stateDir: string;
  origins: SiteOrigins;
  /** Renders every page of the site into `job.outDir` (the pre-render). */
  render: (job: RenderJob) => Promise<PrerenderReport>;
  /** Tells the server the policy hashes of new inline content before it serves it (nginx). */
  onNewHashes?: (hashes: InlineHashes) => Promise<unknown>;
  now?: () => Date;
  log: (line: string) => void;
}

export interface GenerationResult {
  info: GenerationInfo;
  previous: string | null;
  pruned: string[];
}

export class GenerationRefused extends Error {}

/**
 * Writes a complete new generation beside the served one (every page, the manifest it was
 * rendered with, the inline hashes, the sitemap), then switches to it in one step. The Canberra
 * date is read again after the render: a render that ran across midnight is done again, so a
 * generation never starts its life showing yesterday. A page whose remote failed is not served:
 * the generation is dropped and the one served stays.
 */
export async function renderGeneration(
  context: GenerationContext,
  {
    manifest,
    reason,
    actor,
    switchTo = switchCurrent,
    content,
  }: {
    manifest: RemotesManifest;
    reason: string;
    actor: string;
    /**
     * The published content to show (a hash under `{state}/content/`), null for the build's;
     * by default the content the served generation shows, so a release or a re-render keeps
     * what the editors published.
     */
    content?: string | null;
    /** Serves the new generation: `current` by default; a canary links it for its cohort only. */
    switchTo?: (stateDir: string, id: string) => string | null;
  },
): Promise<GenerationResult> {
  const now = context.now ?? (() => new Date());
  const id = nextGenerationId(context.stateDir);
  const building = path.join(generationsDir(context.stateDir), `.building-${id}-${process.pid}`);
  const served = linkedGeneration(context.stateDir);
  const earlierHashes = served
    ? readInlineHashes(path.join(generationsDir(context.stateDir), served))
    : EMPTY_HASHES;
  const shown =
    content !== undefined
      ? content
      : served
        ? (readGenerationInfo(context.stateDir, served).content ?? null)
        : null;
  const contentRoot = shown === null ? undefined : publishedContentDir(context.stateDir, shown);
  if (contentRoot && !existsSync(contentRoot))
    throw new GenerationRefused(`Published content ${shown} is missing from ${contentRoot}`);
  try {
    for (;;) {
      rmSync(building, { recursive: true, force: true });
      mkdirSync(building, { recursive: true });
      // The generation serves its content's files itself, so its pages and data always agree.
      if (contentRoot) linkTree(contentRoot, building);
      const renderDate = canberraDate(now());
      const report = await context.render({
        outDir: building,
        sharedDir: sharedDir(context.stateDir),
        manifest,
        origins: context.origins,
        generation: id,
        earlierHashes,
        renderDate,
        onNewHashes: context.onNewHashes,
        ...(contentRoot ? { contentRoot } : {}),
      });
      if (report.failures.length > 0)
        throw new GenerationRefused(
          `Generation ${id} is not served: ${report.failures.map((failure) => `${failure.path} ${failure.id} (${failure.reason})`).join('; ')}. Generation ${served ?? '(none)'} stays served.`,
        );
      if (canberraDate(now()) !== renderDate) {
        context.log(`Canberra's date changed during the render: rendering for the new day`);
        continue;
      }
      const info: GenerationInfo = {
        id,
        createdAt: now().toISOString(),
        renderDate,
        reason,
        actor,
        manifest,
        releases: Object.fromEntries(
          Object.entries(manifest.remotes).map(([name, entry]) => [name, releaseOfEntry(entry)]),
        ),
        pages: report.pages,
        renderSeconds: report.seconds,
        content: shown,
      };
      writeFileSync(path.join(building, GENERATION_FILE), `${JSON.stringify(info, null, 2)}\n`);
      const target = path.join(generationsDir(context.stateDir), id);
      if (existsSync(target)) throw new GenerationRefused(`Generation ${id} already exists`);
      renameSync(building, target);
      const previous = switchTo(context.stateDir, id);
      const pruned = pruneGenerations(context.stateDir);
      context.log(
        `Switched to generation ${id} (was ${previous ?? 'none'}): ${info.pages} pages for ${renderDate}${pruned.length ? `; pruned ${pruned.join(', ')}` : ''}`,
      );
      return { info, previous, pruned };
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
