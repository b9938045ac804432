import { loadContent } from './loadContent';
import type { Content } from '../model/content';
import { makeTempDir, removeDir, writeContentDir } from '../test-utils/contentDir';
import {
  makeArticle,
  makeContent,
  makeGift,
  makeImage,
  makeOffer,
  makePage,
  makeStore,
} from '../test-utils/factories';

/** Problems (lines after the header) reported for `content` written to a temp directory. */
function problems(content: Content): string[] {
  const dir = writeContentDir(content, makeTempDir());
  try {
    loadContent(dir, { displayBase: dir });
    return [];
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  } finally {
    removeDir(dir);
  }
}

describe('cross-reference checks', () => {
  it('accepts consistent content', () => {
    expect(problems(makeContent())).toEqual([]);
  });

  it('reports an offer whose store does not exist', () => {
    const content = makeContent();
    content.offers[0]!.store.nid = 'puma';
    expect(problems(content)).toEqual(
      expect.arrayContaining([
        'offers.json: item "half-price" (index 0): field "store.nid": no store with id "puma"',
      ]),
    );
  });

  it("takes an offer as its store's without the store listing it", () => {
    const content = makeContent();
    content.offers.push(makeOffer(content.stores[1]!, { id: 'adidas-sale' }));
    expect(problems(content)).toEqual([]);
  });

  it('reports a store title that does not match the store it references', () => {
    const content = makeContent();
    content.gifts[0]!.store.entity.title = 'Nike Factory';
    expect(problems(content)).toEqual([
      'gifts.json: item "running-shoes" (index 0): field "store.entity.title": must be the store\'s title "Nike"',
    ]);
  });

  it('reports a gift listed by a store that does not exist and a gift outside its store address', () => {
    const content = makeContent();
    const adidas = content.stores[1]!;
    content.stores[0]!.gifts.push('ghost');
    content.gifts[0]!.path.alias = `${adidas.path.alias}gift/running-shoes/`;
    expect(problems(content)).toEqual([
      'stores.json: item "nike" (index 0): field "gifts[1]": no gift with id "ghost"',
      'gifts.json: item "running-shoes" (index 0): field "path.alias": must start with its store\'s address: "/stores/nike/gift/"',
    ]);
  });

  it('reports unknown categories on stores, gifts and store tiles', () => {
    const content = makeContent();
    content.stores[1]!.category = [{ id: 999, title: 'Nothing', parent: 0 }];
    content.gifts[0]!.categories = [998];
    content.pages[0]!.blocks.push({
      id: 'tiles',
      type: 'store_tiles',
      sport: 20,
      fashion: 29,
      home: 1,
      family: 11,
    });
    expect(problems(content)).toEqual([
      'stores.json: item "adidas" (index 1): field "category[0].id": no category with id 999',
      'gifts.json: item "running-shoes" (index 0): field "categories[0]": no category with id 998',
      'pages/home.json: item "home": field "blocks[3].family": no category with id 11',
    ]);
  });

  it('reports a category reference whose name or parent is stale', () => {
    const content = makeContent();
    content.stores[0]!.category[0]!.title = 'Old name';
    expect(problems(content)).toEqual([
      'stores.json: item "nike" (index 0): field "category[0].title": must be the category\'s name "Sports apparel"',
    ]);
  });

  it('requires the fixed top-level categories and a two-level tree', () => {
    const content = makeContent();
    content.categories = content.categories.filter((category) => category.tid !== 65);
    content.categories.push({ id: '300', tid: 300, name: 'Grandchild', parent: 129, weight: 0 });
    expect(problems(content)).toEqual([
      'categories.json: item "300" (index 6): field "parent": category 129 is not top-level; categories have two levels',
      'categories.json: must contain the top-level category Automotive with id 65',
    ]);
  });

  it('reports hero slider slides that do not exist', () => {
    const content = makeContent();
    content.pages[0] = {
      ...content.pages[0]!,
      blocks: [{ id: 'hero', type: 'hero_slider', slides: ['slide-1', 'slide-9'] }],
    };
    expect(problems(content)).toEqual([
      'pages/home.json: item "home": field "blocks[0].slides[1]": no slide with id "slide-9"',
    ]);
  });

  it('reports duplicate ids and duplicate addresses', () => {
    const content = makeContent();
    content.articles.push(
      makeArticle({ id: 'a-story', path: { alias: '/whats-on/news/another/' } }),
    );
    content.pages.push(makePage({ id: 'leasing', path: { alias: '/about-us/' } }));
    expect(problems(content)).toEqual([
      'articles.json: item "a-story" (index 2): field "id": "a-story" is also the id of articles.json item "a-story" (index 0)',
      'pages/leasing.json: item "leasing": field "path.alias": "/about-us/" is also the address of pages/about-us.json item "about-us"',
    ]);
  });

  it('reports one image url used with two sizes', () => {
    const content = makeContent();
    content.stores[1]!.banner = makeImage('/images/banners/sport.png', 1600, 800);
    content.offers[0]!.banner = makeImage('/images/banners/sport.png', 1200, 600);
    expect(problems(content)).toEqual([
      'offers.json: item "half-price" (index 0): field "banner": "/images/banners/sport.png" is 1200x600 here but 1600x800 in stores.json item "adidas" (index 1) field "banner"',
    ]);
  });

  it('rejects image sizes that are not positive integers', () => {
    const content = makeContent();
    content.stores[0]!.thumb = makeImage('/images/x.png', 0, 400.5);
    expect(problems(content)).toEqual([
      'stores.json: item "nike" (index 0): field "thumb.width": must be greater than 0',
      'stores.json: item "nike" (index 0): field "thumb.height": must be an integer',
    ]);
  });

  it('reports internal links that open no page', () => {
    const content = makeContent();
    content.menus.footer.push(
      { label: 'Leasing', url: { path: '/leasing/' } },
      { label: 'News', url: { path: '/whats-on/?filter=news' } },
    );
    content.slides[0]!.link = { path: '/stores/puma/' };
    expect(problems(content)).toEqual([
      'menus.json: field "footer[1].url.path": "/leasing/" does not open any page of the site',
      'slides.json: item "slide-1" (index 0): field "link.path": "/stores/puma/" does not open any page of the site',
    ]);
  });

  it('requires exactly one homepage', () => {
    const content = makeContent();
    content.pages[1]!.type = 'homepage';
    // Pages are read in file-name order, so about-us.json comes first.
    expect(problems(content)).toEqual([
      'pages/home.json: item "home": field "type": only one page may be the homepage; "about-us" already is',
    ]);
    content.pages = [makePage()];
    expect(problems(content)).toEqual([
      'pages: no page has type "homepage" (the home page "/" is built from it)',
    ]);
  });

  it('keeps addresses to the route table', () => {
    const content = makeContent();
    content.pages[1]!.path.alias = '/offers/';
    content.offers[0]!.path.alias = '/offers/Half_Price/';
    content.events[0]!.path.alias = '/whats-on/events/a/b/';
    expect(problems(content)).toEqual([
      'offers.json: item "half-price" (index 0): field "path.alias": must use only lowercase letters, digits and single hyphens between slashes',
      'events.json: item "a-market" (index 0): field "path.alias": must look like "/whats-on/events/{event-slug}/"',
      'pages/about-us.json: item "about-us": field "path.alias": must look like "/{page-slug}/ (not the address of another screen)"',
    ]);
  });

  it('does not report a reference to a record that is itself invalid', () => {
    const content = makeContent();
    const broken = makeStore({ id: 'puma', title: '', shopNumber: 'T3' });
    content.stores.push(broken);
    content.offers.push(makeOffer(broken, { id: 'puma-sale' }));
    content.gifts.push(makeGift(broken, { id: 'puma-cap', categories: [129] }));
    broken.gifts = ['puma-cap'];
    expect(problems(content)).toEqual(
      expect.arrayContaining(['stores.json: item "puma" (index 2): field "title": is required']),
    );
    expect(problems(content).filter((line) => line.includes('no store'))).toEqual([]);
  });
});
