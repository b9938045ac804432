import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { makeZeroJsCopy, withoutScripts } from './zeroJsCopy';

describe('withoutScripts', () => {
  it('removes scripts and script preloads, keeps JSON data, styles and markup', () => {
    const html = [
      '<link rel="preload" as="script" href="/bootstrap.1.js">',
      '<script defer src="/main.1.js"></script>',
      '<script type="application/ld+json">{"@type":"Store"}</script>',
      '<style data-href="x.css">a{}</style>',
      '<div id="root"><h1>Nike</h1></div>',
      '<script type="application/json" id="site-state">{}</script>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<script type="application/ld+json">{"@type":"Store"}</script><style data-href="x.css">a{}</style>' +
        '<div id="root"><h1>Nike</h1></div><script type="application/json" id="site-state">{}</script>',
    );
  });
});

describe('makeZeroJsCopy', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'zero-js-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each page's brotli and gzip copies from the page without scripts, not the generation's", async () => {
    const generation = path.join(dir, 'generation');
    mkdirSync(path.join(generation, 'stores'), { recursive: true });
    const page = `<!doctype html><main>${'<p>Nike, shop T104</p>'.repeat(40)}</main><script defer src="/main.1.js"></script>`;
    const file = path.join(generation, 'stores/index.html');
    writeFileSync(file, page);
    // As a generation has them: compressed from the page with its scripts.
    writeFileSync(`${file}.br`, brotliCompressSync(page));
    writeFileSync(`${file}.gz`, gzipSync(page));

    const target = path.join(dir, 'zero-js');
    await makeZeroJsCopy([generation], target);

    const copied = path.join(target, 'stores/index.html');
    const expected = withoutScripts(page);
    expect(readFileSync(copied, 'utf8')).toBe(expected);
    expect(brotliDecompressSync(readFileSync(`${copied}.br`)).toString()).toBe(expected);
    expect(gunzipSync(readFileSync(`${copied}.gz`)).toString()).toBe(expected);
    expect(expected).not.toContain('<script');
  });
});
