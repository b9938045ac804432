import { readFileSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { makeTempDir, removeDir } from '../test-utils/contentDir';
import { readPalette } from './palette';
import { SITE_ICONS, writeSiteIcons } from './siteIcons';

describe('writeSiteIcons', () => {
  const palette = readPalette();
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = makeTempDir('icons-test-');
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach(removeDir));

  it('draws the favicon, touch icon and manifest icons at their sizes, the same bytes each time', async () => {
    const [first, second] = [tempDir(), tempDir()];
    expect(await writeSiteIcons(first, palette)).toBe(SITE_ICONS.length);
    await writeSiteIcons(second, palette);
    for (const { url, size } of SITE_ICONS) {
      expect(await sharp(join(first, url)).metadata()).toMatchObject({
        format: 'png',
        width: size,
        height: size,
      });
      expect(readFileSync(join(second, url)).equals(readFileSync(join(first, url)))).toBe(true);
    }
  });

  it('skips icons that are up to date and draws them again when one is missing or the palette changed', async () => {
    const out = tempDir();
    await writeSiteIcons(out, palette);
    const favicon = join(out, '/icons/favicon-32.png');
    const before = statSync(favicon).mtimeMs;
    expect(await writeSiteIcons(out, palette)).toBe(0);
    expect(statSync(favicon).mtimeMs).toBe(before);

    unlinkSync(join(out, '/icons/icon-512.png'));
    expect(await writeSiteIcons(out, palette)).toBe(SITE_ICONS.length);
    expect(await writeSiteIcons(out, { ...palette, brand: '#000000' })).toBe(SITE_ICONS.length);
  });
});
