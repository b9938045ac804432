import { makeContent, makeHomePage } from '../test-utils/factories';
import { imageSpecs } from './imageSpecs';

describe('imageSpecs', () => {
  it('labels each image from its record and tells what it shows', () => {
    const specs = imageSpecs(makeContent());
    const byUrl = new Map(specs.map((spec) => [spec.url, spec]));
    expect(byUrl.get('/images/stores/nike/logo.png')).toMatchObject({
      kind: 'logo',
      label: 'Nike',
    });
    expect(byUrl.get('/images/stores/nike/thumb.png')).toMatchObject({
      kind: 'thumb',
      label: 'Nike',
    });
    expect(byUrl.get('/images/default2by1.jpg')).toMatchObject({
      kind: 'share',
      label: 'Canberra Outlet Centre',
    });
    expect(byUrl.get('/images/default-banner.png')).toMatchObject({ kind: 'banner' });
    expect(byUrl.get('/images/slides/slide-1.png')?.kind).toBe('slide');
    expect(byUrl.get('/images/slides/slide-1-mobile.png')?.kind).toBe('slideMobile');
    expect(specs.map((spec) => spec.url)).toEqual([...specs.map((spec) => spec.url)].sort());
    expect(new Set(specs.map((spec) => spec.url)).size).toBe(specs.length);
  });

  it('labels an image inside a block from the nearest item with words, not from the page', () => {
    const content = makeContent();
    const home = makeHomePage();
    const button = (title: string, url: string) => ({
      size: 'halves' as const,
      image: { url, width: 960, height: 480 },
      title,
      colour: 'pink' as const,
      link: { path: '/stores/' },
      big: true,
    });
    home.blocks.push({
      id: 'home-buttons',
      type: 'button_section',
      size: 'halves',
      items: [
        button('Become a VIP', '/images/buttons/vip.png'),
        button('Join the Kids Club', '/images/buttons/kids-club.png'),
      ],
    });
    content.pages = [home];
    const byUrl = new Map(imageSpecs(content).map((spec) => [spec.url, spec]));
    expect(byUrl.get('/images/buttons/vip.png')).toMatchObject({
      kind: 'banner',
      label: 'Become a VIP',
    });
    expect(byUrl.get('/images/buttons/kids-club.png')?.label).toBe('Join the Kids Club');
  });

  it('draws each store pillar as a tile picture of its own', () => {
    const byUrl = new Map(imageSpecs(makeContent()).map((spec) => [spec.url, spec]));
    expect(byUrl.get('/images/pillars/sport/tile.jpg')).toMatchObject({
      kind: 'tile',
      label: 'Sport',
    });
    expect(byUrl.get('/images/pillars/home/tile.jpg')?.label).toBe('Home');
  });
});
