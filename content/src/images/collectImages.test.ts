import { DEFAULT_SHARE_IMAGE, DEFAULT_STORE_BANNER } from 'shared-lib/content';
import { makeContent, makeImage } from '../test-utils/factories';
import { collectImages } from './collectImages';

describe('collectImages', () => {
  it('lists every image of the content once, with the build defaults, sorted by url', () => {
    const content = makeContent();
    content.stores[1]!.banner = makeImage('/images/banners/sport.png', 1600, 800);
    content.offers[0]!.banner = makeImage('/images/banners/sport.png', 1600, 800);
    content.menus.main[0]!.calloutImage = makeImage('/images/menu/home.png', 640, 400);
    const urls = collectImages(content).map((image) => image.url);

    expect(urls).toEqual([...urls].sort());
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(
      expect.arrayContaining([
        DEFAULT_SHARE_IMAGE.url,
        DEFAULT_STORE_BANNER.url,
        '/images/banners/sport.png',
        '/images/menu/home.png',
        '/images/stores/nike/thumb.png',
        '/images/gifts/running-shoes-thumb.png',
        '/images/slides/slide-1-mobile.png',
      ]),
    );
  });

  it('keeps only url and size', () => {
    const image = collectImages(makeContent()).find(
      (candidate) => candidate.url === '/images/stores/nike/map.png',
    );
    expect(image).toEqual({ url: '/images/stores/nike/map.png', width: 800, height: 500 });
  });
});
