import { matchRoute } from './matchRoute';
import { normalizePath } from './normalizePath';
import { pageDataUrl } from './pageDataUrl';
import { giftPath, storeDirectoryPath, storePath } from './paths';

describe('route table', () => {
  it('matches each screen of docs/reference/routes.md by name', () => {
    expect(matchRoute('/').name).toBe('home');
    expect(matchRoute('/stores/').name).toBe('store-directory');
    expect(matchRoute('/stores/nike/')).toEqual({
      name: 'store-detail',
      params: { storeSlug: 'nike' },
    });
    expect(matchRoute('/stores/nike/gift/air-max/')).toEqual({
      name: 'gift-detail',
      params: { storeSlug: 'nike', giftSlug: 'air-max' },
    });
    expect(matchRoute('/whats-on/news/a-story/').name).toBe('article-detail');
    expect(matchRoute('/404/').name).toBe('not-found');
  });

  it('treats a path without its trailing slash as the same route', () => {
    expect(matchRoute('/stores').name).toBe('store-directory');
    expect(matchRoute('/offers/half-price').name).toBe('offer-detail');
  });

  it('leaves any other path to a content page', () => {
    expect(matchRoute('/colouring-competition/').name).toBe('content-page');
    expect(matchRoute('/stores/a/b/c/d/').name).toBe('content-page');
  });

  it('builds page-data addresses with the trailing slash', () => {
    expect(pageDataUrl('/')).toBe('/assets/data/index.json');
    expect(pageDataUrl('/stores')).toBe('/assets/data/stores/index.json');
    expect(normalizePath('//stores//nike')).toBe('/stores/nike/');
  });

  it('builds addresses that the table matches', () => {
    expect(matchRoute(storePath('nike')).name).toBe('store-detail');
    expect(matchRoute(giftPath('nike', 'cap')).name).toBe('gift-detail');
    expect(storeDirectoryPath(29)).toBe('/stores/?category=29');
  });
});
