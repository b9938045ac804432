import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { makeTempDir, removeDir } from '../test-utils/contentDir';
import type { ImageSpec } from './imageSpecs';
import { readPalette } from './palette';
import { outputsOf, writeImages } from './writeImages';

const palette = readPalette();
const logo: ImageSpec = {
  url: '/images/stores/nike/logo.png',
  width: 300,
  height: 150,
  kind: 'logo',
  label: 'Nike',
  detail: '',
};
const share: ImageSpec = {
  url: '/images/default2by1.jpg',
  width: 700,
  height: 366,
  kind: 'share',
  label: 'Canberra Outlet Centre',
  detail: '',
};

describe('writeImages', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = makeTempDir('images-test-');
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach(removeDir));

  it('makes each image at its size in its own format, with WebP copies up to its width', async () => {
    const out = tempDir();
    expect(await writeImages([logo, share], out, { palette })).toEqual({
      total: 2,
      written: 2,
      skipped: 0,
    });
    expect(await sharp(join(out, logo.url)).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 150,
    });
    expect(await sharp(join(out, share.url)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 700,
      height: 366,
    });
    expect(outputsOf(share)).toEqual([
      '/images/default2by1.jpg',
      '/images/default2by1-320w.webp',
      '/images/default2by1-640w.webp',
      '/images/default2by1-700w.webp',
    ]);
    for (const [file, width] of [
      ['/images/default2by1-320w.webp', 320],
      ['/images/default2by1-700w.webp', 700],
    ] as const) {
      expect(await sharp(join(out, file)).metadata()).toMatchObject({ format: 'webp', width });
    }
  });

  it('is deterministic: two builds write the same bytes', async () => {
    const [first, second] = [tempDir(), tempDir()];
    await writeImages([logo, share], first, { palette });
    await writeImages([logo, share], second, { palette });
    for (const file of [...outputsOf(logo), ...outputsOf(share)]) {
      expect(readFileSync(join(second, file)).equals(readFileSync(join(first, file)))).toBe(true);
    }
  });

  it('skips what is up to date and makes again what changed', async () => {
    const out = tempDir();
    await writeImages([logo, share], out, { palette });
    const before = statSync(join(out, logo.url)).mtimeMs;
    expect(await writeImages([logo, share], out, { palette })).toEqual({
      total: 2,
      written: 0,
      skipped: 2,
    });
    expect(statSync(join(out, logo.url)).mtimeMs).toBe(before);
    expect(
      await writeImages([{ ...logo, label: 'Nike Factory Store' }, share], out, { palette }),
    ).toEqual({
      total: 2,
      written: 1,
      skipped: 1,
    });
  });

  it('uses an image the content directory holds instead of drawing one', async () => {
    const contentDir = tempDir();
    mkdirSync(join(contentDir, 'images/stores/nike'), { recursive: true });
    await sharp({
      create: { width: 600, height: 300, channels: 3, background: { r: 10, g: 200, b: 30 } },
    })
      .png()
      .toFile(join(contentDir, logo.url));
    const out = tempDir();
    await writeImages([logo], out, { palette, contentDir });
    const { data } = await sharp(join(out, logo.url)).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([10, 200, 30]);
  });
});
