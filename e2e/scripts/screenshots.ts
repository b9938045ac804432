/**
 * Takes the README's screenshots from a running site: home, the store directory, a store page and
 * the offers at 1280 and 375 px,
 * written to docs/screenshots/ as small palette PNGs. Starts nothing: serve the site first
 * (`PORT=8080 npm run serve`), then `SITE_URL=http://127.0.0.1:8080 npm run screenshots`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const SITE_URL = (process.env.SITE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const OUT_DIR = path.resolve(__dirname, '../../docs/screenshots');
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];

/** The first store the directory links to, so the script follows whatever content is served. */
async function firstStorePath(): Promise<string> {
  const response = await fetch(`${SITE_URL}/assets/data/stores/index.json`);
  if (!response.ok) throw new Error(`no store directory data at ${SITE_URL}: ${response.status}`);
  const data = (await response.json()) as { context: { stores: { path: { alias: string } }[] } };
  const first = data.context.stores[0];
  if (!first) throw new Error('the store directory is empty');
  return first.path.alias;
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const pages = [
    { name: 'home', path: '/' },
    { name: 'stores', path: '/stores/' },
    { name: 'store', path: await firstStorePath() },
    { name: 'offers', path: '/offers/' },
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      for (const target of pages) {
        await page.goto(`${SITE_URL}${target.path}`, { waitUntil: 'networkidle' });
        await page.getByRole('main').getByRole('heading').first().waitFor();
        // The page's scripts have run and the first screen's pictures are in.
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.waitForFunction(() =>
          [...document.images].every((img) => {
            const box = img.getBoundingClientRect();
            const onScreen =
              box.width > 0 &&
              box.bottom > 0 &&
              box.top < window.innerHeight &&
              box.right > 0 &&
              box.left < window.innerWidth;
            return img.complete || !onScreen;
          }),
        );
        const png = await page.screenshot({ fullPage: false });
        // Palette PNG, at most 256 colours: a fraction of the bytes of the raw capture.
        const small = await sharp(png)
          .png({ palette: true, colours: 128, compressionLevel: 9, effort: 10 })
          .toBuffer();
        const file = path.join(OUT_DIR, `${target.name}-${viewport.width}.png`);
        writeFileSync(file, small);
        console.log(`${path.relative(process.cwd(), file)}  ${small.length} bytes`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
