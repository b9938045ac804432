import { readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';

import { makeTempDir, removeDir } from '../test-utils/contentDir';
import { encodeImage } from './encodeImage';
import { readImageHeader } from './readImageHeader';
import { writeImages } from './writeImages';

describe('writeImages', () => {
  let out: string;
  beforeEach(() => {
    out = makeTempDir('images-test-');
  });
  afterEach(() => removeDir(out));

  it('writes a PNG and a JPEG of exactly the requested size at {out}{url}', () => {
    const report = writeImages(
      [
        { url: '/images/stores/nike/logo.png', width: 300, height: 150 },
        { url: '/images/default2by1.jpg', width: 1200, height: 627 },
      ],
      out,
    );
    expect(report).toEqual({ total: 2, written: 2, skipped: 0 });
    const png = PNG.sync.read(readFileSync(join(out, 'images/stores/nike/logo.png')));
    expect([png.width, png.height]).toEqual([300, 150]);
    const jpeg = decodeJpeg(readFileSync(join(out, 'images/default2by1.jpg')));
    expect([jpeg.width, jpeg.height]).toEqual([1200, 627]);
  });

  it('keeps a file that already has the right size and repaints one that does not', () => {
    const image = { url: '/images/a.png', width: 40, height: 20 };
    writeImages([image], out);
    const path = join(out, 'images/a.png');
    const before = statSync(path).mtimeMs;
    expect(writeImages([image], out)).toEqual({ total: 1, written: 0, skipped: 1 });
    expect(statSync(path).mtimeMs).toBe(before);

    expect(writeImages([{ ...image, width: 41 }], out).written).toBe(1);
    expect(readImageHeader(path)).toEqual({ format: 'png', width: 41, height: 20 });
  });

  it('repaints a file that is not an image or has the wrong format', () => {
    mkdirSync(join(out, 'images'), { recursive: true });
    writeFileSync(join(out, 'images/b.png'), 'not an image');
    writeFileSync(join(out, 'images/c.jpg'), encodeImage('/images/c.png', 10, 10));
    expect(
      writeImages(
        [
          { url: '/images/b.png', width: 10, height: 10 },
          { url: '/images/c.jpg', width: 10, height: 10 },
        ],
        out,
      ).written,
    ).toBe(2);
    expect(readImageHeader(join(out, 'images/c.jpg'))).toEqual({
      format: 'jpeg',
      width: 10,
      height: 10,
    });
  });

  it('paints the same bytes for the same url and different pixels for different urls', () => {
    expect(encodeImage('/images/x.png', 64, 32).equals(encodeImage('/images/x.png', 64, 32))).toBe(
      true,
    );
    const a = PNG.sync.read(encodeImage('/images/x.png', 64, 32)).data;
    const b = PNG.sync.read(encodeImage('/images/y.png', 64, 32)).data;
    expect(a.equals(b)).toBe(false);
  });
});
