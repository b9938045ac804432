import sharp from 'sharp';

import { pictureSize } from './pictureSize';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } });

describe('pictureSize', () => {
  it('reads the size of a PNG', async () => {
    expect(pictureSize(await picture(300, 150).png().toBuffer())).toEqual({
      width: 300,
      height: 150,
    });
  });

  it('reads the size of a baseline and a progressive JPEG, past their other segments', async () => {
    const withExif = await picture(1200, 800).withMetadata().jpeg().toBuffer();
    expect(pictureSize(withExif)).toEqual({ width: 1200, height: 800 });
    const progressive = await picture(640, 427).jpeg({ progressive: true }).toBuffer();
    expect(pictureSize(progressive)).toEqual({ width: 640, height: 427 });
  });

  it('is undefined for bytes that are not a PNG or a JPEG, or are cut short', async () => {
    expect(pictureSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(pictureSize(await picture(10, 10).webp().toBuffer())).toBeUndefined();
    expect(pictureSize((await picture(10, 10).png().toBuffer()).subarray(0, 20))).toBeUndefined();
    expect(pictureSize((await picture(10, 10).jpeg().toBuffer()).subarray(0, 30))).toBeUndefined();
  });
});
