import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { makeContent } from '../test-utils/factories';
import { makeTempDir, removeDir, writeContentDir } from '../test-utils/contentDir';
import { loadContent } from './loadContent';

// An offer whose thumbnail the editor uploaded: its file holds the url and alt text only.
describe('loadContent reads the size of an uploaded picture from its file', () => {
  let dir: string;
  let offerFile: string;
  let offerId: string;
  beforeEach(() => {
    dir = makeTempDir();
    const content = makeContent();
    offerId = content.offers[0]!.id;
    writeContentDir(content, dir, 'folders');
    offerFile = join(dir, 'offers', `${offerId}.json`);
  });
  afterEach(() => removeDir(dir));

  const uploadAs = (thumb: Record<string, unknown>) => {
    const record = JSON.parse(readFileSync(offerFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(offerFile, JSON.stringify({ ...record, thumb }));
  };
  const writeUpload = async (name: string, width: number, height: number) => {
    mkdirSync(join(dir, 'images', 'uploads'), { recursive: true });
    const picture = sharp({ create: { width, height, channels: 3, background: '#1e5aa0' } });
    await picture.jpeg().toFile(join(dir, 'images', 'uploads', name));
  };

  it('takes the width and height the uploaded file declares, whatever the record says', async () => {
    await writeUpload('sale.jpg', 1200, 675);
    uploadAs({ url: '/images/uploads/sale.jpg', alt: 'Sale' });
    expect(loadContent(dir, { displayBase: dir }).offers[0]!.thumb).toEqual({
      url: '/images/uploads/sale.jpg',
      alt: 'Sale',
      width: 1200,
      height: 675,
    });

    uploadAs({ url: '/images/uploads/sale.jpg', alt: 'Sale', width: 600, height: 400 });
    expect(loadContent(dir, { displayBase: dir }).offers[0]!.thumb).toMatchObject({
      width: 1200,
      height: 675,
    });
  });

  it('refuses an upload that is not there, naming the file, item and field', () => {
    uploadAs({ url: '/images/uploads/lost.png', alt: 'Lost' });
    expect(() => loadContent(dir, { displayBase: dir })).toThrow(
      `offers/${offerId}.json: item "${offerId}": field "thumb.url": no uploaded picture "/images/uploads/lost.png": upload it again`,
    );
  });

  it('refuses an upload that is not a PNG or JPEG picture', () => {
    mkdirSync(join(dir, 'images', 'uploads'), { recursive: true });
    writeFileSync(join(dir, 'images', 'uploads', 'notes.png'), 'not a picture');
    uploadAs({ url: '/images/uploads/notes.png' });
    expect(() => loadContent(dir, { displayBase: dir })).toThrow(
      `field "thumb.url": "/images/uploads/notes.png" is not a PNG or JPEG picture`,
    );
  });

  it('leaves a picture the build draws at the size its record gives', () => {
    const loaded = loadContent(dir, { displayBase: dir });
    expect(loaded.offers[0]!.thumb).toEqual(makeContent().offers[0]!.thumb);
  });
});
