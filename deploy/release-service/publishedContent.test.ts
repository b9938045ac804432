import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { publishContent } from 'content/publish';
import { makeContent, writeContentDir } from 'content/testing';
import { pageDataUrl } from 'shared-lib/routes';
import { publishedContentDir } from '../generations/siteState';
import { buildPublishedContent } from './publishedContent';

// A publish draws the pictures whose words changed (sharp): seconds on a busy machine.
jest.setTimeout(90_000);

describe('buildPublishedContent', () => {
  const content = makeContent();
  const offer = content.offers[0]!;
  let root: string;
  let contentDir: string;
  let shellDist: string;
  let stateDir: string;
  const lines: string[] = [];

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'published-content-'));
    contentDir = writeContentDir(content, mkdtempSync(path.join(root, 'content-')));
    shellDist = path.join(root, 'shell-dist');
    stateDir = path.join(root, 'served');
    await publishContent({ contentDir, baseDir: path.join(root, 'none'), outDir: shellDist });
    lines.length = 0;
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("writes the new content's page data with compressed copies the servers send as they are", async () => {
    writeFileSync(
      path.join(contentDir, 'offers.json'),
      JSON.stringify([{ ...offer, title: 'Everything half price today' }]),
    );

    const { hash, changed } = await buildPublishedContent({
      stateDir,
      shellDist,
      served: null,
      contentDir,
      log: (line) => lines.push(line),
    });

    expect(changed).toBe(true);
    const dataFile = path.join(publishedContentDir(stateDir, hash), pageDataUrl(offer.path.alias));
    const data = readFileSync(dataFile, 'utf8');
    expect(data).toContain('Everything half price today');
    expect(brotliDecompressSync(readFileSync(`${dataFile}.br`)).toString()).toBe(data);
    expect(gunzipSync(readFileSync(`${dataFile}.gz`)).toString()).toBe(data);
    expect(lines.some((line) => /^Compressed \d+ files of page data/.test(line))).toBe(true);
  });

  it('leaves nothing behind when the content shows nothing new', async () => {
    const { hash, changed } = await buildPublishedContent({
      stateDir,
      shellDist,
      served: null,
      contentDir,
      log: (line) => lines.push(line),
    });

    expect(changed).toBe(false);
    expect(existsSync(publishedContentDir(stateDir, hash))).toBe(false);
    expect(lines.some((line) => line.startsWith('Compressed'))).toBe(false);
  });
});
