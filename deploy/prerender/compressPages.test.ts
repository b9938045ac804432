import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressPages } from './compressPages';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compress-pages-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<p>Open 10am to 6pm.</p>'.repeat(40)}</body></html>`;

function write(relative: string, text: string | Buffer): string {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

describe('compressPages', () => {
  it('writes brotli and gzip copies of pages, page data and text files that give back their bytes', async () => {
    const files = [
      write('stores/nike/index.html', page('Nike')),
      write('assets/data/stores/nike/index.json', JSON.stringify({ title: 'Nike'.repeat(200) })),
      write('sitemap.xml', `<urlset>${'<url><loc>/</loc></url>'.repeat(30)}</urlset>`),
    ];
    const report = await compressPages(dir);
    expect(report.files).toBe(3);
    for (const file of files) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(readFileSync(file));
      expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(readFileSync(file));
    }
    expect(report.brotliBytes).toBeLessThan(report.bytes / 5);
  });

  it('leaves small files, pictures and what compresses badly as they are', async () => {
    write('robots.txt', 'User-agent: *\nAllow: /\n');
    write('images/shop.png', randomBytes(4096));
    write('assets/data/noise.json', randomBytes(4096));
    write('stores/index.html', page('Stores'));
    expect((await compressPages(dir)).files).toBe(1);
    for (const file of ['robots.txt', 'images/shop.png', 'assets/data/noise.json'])
      for (const suffix of ['.br', '.gz'])
        expect(existsSync(path.join(dir, file + suffix))).toBe(false);
    expect(existsSync(path.join(dir, 'stores/index.html.br'))).toBe(true);
  });

  it('keeps copies newer than their file, and replaces older ones without writing into a linked file', async () => {
    const earlier = mkdtempSync(path.join(tmpdir(), 'compress-pages-earlier-'));
    try {
      // Published content links the files of the content before it, copies included; the
      // file itself was then replaced (by rename) with new words.
      const old = path.join(earlier, 'index.html');
      writeFileSync(old, page('Old'));
      await compressPages(earlier);
      const oldCopy = readFileSync(`${old}.br`);
      const file = path.join(dir, 'index.html');
      for (const suffix of ['.br', '.gz']) linkSync(old + suffix, file + suffix);
      write('index.html', page('New'));
      const past = new Date(Date.now() - 60_000);
      for (const suffix of ['.br', '.gz']) utimesSync(file + suffix, past, past);
      const kept = write('kept.html', page('Kept'));

      expect((await compressPages(dir)).files).toBe(2);
      expect((await compressPages(dir)).files).toBe(0);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page('New'));
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page('New'));
      expect(readFileSync(`${old}.br`)).toEqual(oldCopy);
      expect(existsSync(`${kept}.br`)).toBe(true);
    } finally {
      rmSync(earlier, { recursive: true, force: true });
    }
  });

  it('compresses the same on one thread as on several', async () => {
    for (let index = 0; index < 12; index += 1)
      write(`p${index}/index.html`, page(`Page ${index}`));
    const parallel = await compressPages(dir, { parallel: 4 });
    const copies = readFileSync(path.join(dir, 'p7/index.html.br'));
    rmSync(dir, { recursive: true });
    for (let index = 0; index < 12; index += 1)
      write(`p${index}/index.html`, page(`Page ${index}`));
    const serial = await compressPages(dir, { parallel: 1 });
    expect(serial.files).toBe(12);
    expect(parallel.brotliBytes).toBe(serial.brotliBytes);
    expect(readFileSync(path.join(dir, 'p7/index.html.br'))).toEqual(copies);
  });
});
