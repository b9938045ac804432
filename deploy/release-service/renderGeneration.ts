import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { linkTree } from 'content/publish';
import { REMOTE_NAMES } from 'shared-lib/apps';
import { canberraDate } from 'shared-lib/clock';
import type { RemoteName, RemotesManifest } from 'shared-lib/contracts';
import { writeAtomically } from 'shared-lib/files';
import { GENERATION_FILE, type GenerationInfo } from '../generations/generationStore';
import { generationsDir, publishedContentDir, sharedDir } from '../generations/siteState';
import { EMPTY_HASHES, readInlineHashes } from '../prerender/inlineHashes';
import { entryOf } from '../origins/remoteEntries';
import type { SiteOrigins } from '../origins/siteOrigins';
import type { GenerationInputs } from '../site-state/changes';
import { runRenderWorker } from './runRenderWorker';

export class RenderRefused extends Error {}

export interface RenderContext {
  stateDir: string;
  shellDist: string;
  origins: SiteOrigins;
  log: (line: string) => void;
  /** The pre-render of one generation: a worker process unless a test gives a smaller one. */
  render?: typeof runRenderWorker;
}

/** The remotes manifest a generation's inputs name: a switched-off remote is left out. */
export function manifestOf(origins: SiteOrigins, inputs: GenerationInputs): RemotesManifest {
  const remotes = REMOTE_NAMES.filter((name) => name in inputs.releases).map((name) => [
    name,
    entryOf(origins, name, inputs.releases[name as RemoteName] ?? null),
  ]);
  return { remotes: Object.fromEntries(remotes) as RemotesManifest['remotes'] };
}

/** Refuses a manifest whose released entries do not answer as scripts (browser and Node). */
export async function checkServed(manifest: RemotesManifest): Promise<void> {
  for (const entry of Object.values(manifest.remotes)) {
    if (!entry.includes('/releases/')) continue;
    for (const url of [entry, new URL('server/remoteEntry.js', entry).href]) {
      const response = await fetch(url, { cache: 'no-store' }).catch((error: Error) => {
        throw new RenderRefused(`${url} cannot be reached: ${error.message}`);
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.includes('javascript'))
        throw new RenderRefused(`${url} answers ${response.status} ${type}, not a script`);
    }
  }
}

/** Names a shell build: its federation assets list every file its pages load, by hash. */
export const shellBuildOf = (shellDist: string): string =>
  createHash('sha256')
    .update(readFileSync(path.join(shellDist, 'federation-assets.json')))
    .digest('hex')
    .slice(0, 16);

/** The served copy of a generation's record: who made it stays in the site's state only. */
const publicInfo = ({ actor: _actor, hashes: _hashes, ...info }: GenerationInfo) => info;

/**
 * Renders a complete generation `id` from its inputs beside the served ones (every page, the
 * manifest it was rendered with, its inline hashes, the sitemap), in a worker process, and
 * returns its record. Nothing is served from it until the site's state says so. A render
 * for today that ran across Canberra's midnight is done again for the new day; a page whose
 * remote failed refuses the whole generation.
 */
export async function renderGeneration(
  context: RenderContext,
  {
    id,
    inputs,
    reason,
    actor,
    now = () => new Date(),
  }: {
    id: string;
    inputs: GenerationInputs;
    reason: string;
    actor: string;
    now?: () => Date;
  },
): Promise<GenerationInfo> {
  const manifest = manifestOf(context.origins, inputs);
  await checkServed(manifest);
  const target = path.join(generationsDir(context.stateDir), id);
  if (existsSync(target)) throw new RenderRefused(`Generation ${id} already exists`);
  const building = path.join(generationsDir(context.stateDir), `.building-${id}-${process.pid}`);
  const contentRoot =
    inputs.content === null ? undefined : publishedContentDir(context.stateDir, inputs.content);
  if (contentRoot && !existsSync(contentRoot))
    throw new RenderRefused(`Published content ${inputs.content} is missing from ${contentRoot}`);
  const forToday = inputs.renderDate === canberraDate(now());
  let renderDate = inputs.renderDate;
  try {
    for (;;) {
      rmSync(building, { recursive: true, force: true });
      mkdirSync(building, { recursive: true });
      // The generation serves its content's files itself, so its pages and data always agree.
      if (contentRoot) linkTree(contentRoot, building);
      const report = await (context.render ?? runRenderWorker)(
        {
          shellDist: context.shellDist,
          outDir: building,
          sharedDir: sharedDir(context.stateDir),
          manifest,
          origins: context.origins,
          generation: id,
          earlierHashes: EMPTY_HASHES,
          renderDate,
          ...(contentRoot ? { contentRoot } : {}),
        },
        context.log,
      );
      if (report.failures.length > 0)
        throw new RenderRefused(
          `Generation ${id} is refused: ${report.failures.map((failure) => `${failure.path} ${failure.id} (${failure.reason})`).join('; ')}`,
        );
      if (forToday && canberraDate(now()) !== renderDate) {
        context.log(`Canberra's date changed during the render: rendering for the new day`);
        renderDate = canberraDate(now());
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
          Object.keys(manifest.remotes).map((name) => [name, inputs.releases[name as RemoteName]]),
        ),
        pages: report.pages,
        renderSeconds: report.seconds,
        content: inputs.content,
        shellBuild: shellBuildOf(context.shellDist),
        hashes: readInlineHashes(building),
      };
      writeAtomically(
        path.join(building, GENERATION_FILE),
        `${JSON.stringify(publicInfo(info), null, 2)}\n`,
      );
      renameSync(building, target);
      return info;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
