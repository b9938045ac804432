import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { publishContent } from 'content/publish';
import { makeContent, writeContentDir } from 'content/testing';
import { pageDataUrl } from 'shared-lib/routes';
import { linkedGeneration, readGenerationInfo } from '../generations/generationStore';
import { readReleaseLog, RELEASE_LOG_FILE } from '../generations/releaseLog';
import { writeSiteOrigins } from '../generations/siteState';
import { localSiteOrigins } from '../origins/siteOrigins';
import { ReleaseError, type ReleaseContext } from './changeServed';
import { releaseRerender } from './releaseCommands';
import { releasePublish } from './releasePublish';
import type { RenderJob } from './renderGeneration';

// Each publish draws the pictures whose words changed (sharp): seconds on a busy machine.
jest.setTimeout(90_000);

describe('release publish', () => {
  const content = makeContent();
  const offer = content.offers[0]!;
  let root: string;
  let contentDir: string;
  let context: ReleaseContext;

  /** Stands in for the pre-render: the offer's page, showing the title its page data has. */
  async function render(job: RenderJob) {
    const dataRoot = job.contentRoot ?? context.shellDist;
    const data = JSON.parse(
      readFileSync(path.join(dataRoot, pageDataUrl(offer.path.alias)), 'utf8'),
    ) as { title: string };
    writeFileSync(path.join(job.outDir, 'offer.html'), data.title);
    writeFileSync(path.join(job.outDir, 'remotes.json'), JSON.stringify(job.manifest));
    return { pages: 1, failures: [], seconds: 0.01 };
  }

  const served = (file: string) =>
    readFileSync(path.join(context.stateDir, 'current', file), 'utf8');
  const saveOfferTitle = (title: string) =>
    writeFileSync(path.join(contentDir, 'offers.json'), JSON.stringify([{ ...offer, title }]));

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'publish-test-'));
    contentDir = writeContentDir(content, mkdtempSync(path.join(root, 'content-')));
    const shellDist = path.join(root, 'shell-dist');
    await publishContent({ contentDir, baseDir: path.join(root, 'none'), outDir: shellDist });
    const stateDir = path.join(root, 'served');
    writeSiteOrigins(stateDir, localSiteOrigins(9200));
    context = {
      repoRoot: root,
      releasesRoot: path.join(root, 'releases'),
      shellDist,
      stateDir,
      actor: 'editor',
      lockWaitMs: 0,
      render,
      log: () => undefined,
    };
    await releaseRerender(context, 'serve');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('serves the saved content as a new generation, logged, and keeps it through a re-render', async () => {
    expect(served('offer.html')).toBe(offer.title);
    saveOfferTitle('Everything half price today');

    const { logged, hash } = await releasePublish(context, contentDir);

    expect(logged?.action).toBe('publish');
    const generation = linkedGeneration(context.stateDir)!;
    expect(readGenerationInfo(context.stateDir, generation).content).toBe(hash);
    // The pages and the page data of one generation agree: both show the new title.
    expect(served('offer.html')).toBe('Everything half price today');
    expect(served(pageDataUrl(offer.path.alias))).toContain('Everything half price today');
    // …and so do the page data's compressed copies, which the servers send as they are.
    const dataFile = path.join(context.stateDir, 'current', pageDataUrl(offer.path.alias));
    expect(brotliDecompressSync(readFileSync(`${dataFile}.br`)).toString()).toBe(
      served(pageDataUrl(offer.path.alias)),
    );
    expect(gunzipSync(readFileSync(`${dataFile}.gz`)).toString()).toBe(
      served(pageDataUrl(offer.path.alias)),
    );
    expect(served('build-info.json')).toContain(hash);
    const log = readReleaseLog(path.join(context.releasesRoot, RELEASE_LOG_FILE));
    expect(log.at(-1)).toMatchObject({ action: 'publish', actor: 'editor', generation });

    await releaseRerender(context, 'Canberra midnight');
    expect(linkedGeneration(context.stateDir)).not.toBe(generation);
    expect(served('offer.html')).toBe('Everything half price today');
    expect(served(pageDataUrl(offer.path.alias))).toContain('Everything half price today');
  });

  it('makes no generation when the content shows nothing new', async () => {
    const before = linkedGeneration(context.stateDir);
    const { logged } = await releasePublish(context, contentDir);
    expect(logged).toBeNull();
    expect(linkedGeneration(context.stateDir)).toBe(before);
  });

  it('refuses bad content naming its file, item and field, and changes nothing served', async () => {
    const before = linkedGeneration(context.stateDir);
    saveOfferTitle('');
    const publishing = releasePublish(context, contentDir);
    await expect(publishing).rejects.toBeInstanceOf(ReleaseError);
    await expect(publishing).rejects.toThrow(
      new RegExp(`not published, the site is unchanged:.*offers\\.json.*${offer.id}.*title`, 's'),
    );
    expect(linkedGeneration(context.stateDir)).toBe(before);
    // Nothing half-written is left beside the served content.
    expect(readdirSync(path.join(context.stateDir, 'content'))).toEqual([]);
    expect(served('offer.html')).toBe(offer.title);
  });
});
