import { offersOfStore } from './offersOfStore';

const offer = (id: string, store: string) => ({
  id,
  store: { nid: store, title: store, url: { path: `/stores/${store}/` } },
});

describe('offersOfStore', () => {
  const offers = [offer('a', 'nike'), offer('b', 'puma'), offer('c', 'nike')];

  it('is every offer that names the store, in the order of the list', () => {
    expect(offersOfStore('nike', offers).map((each) => each.id)).toEqual(['a', 'c']);
    expect(offersOfStore('puma', offers).map((each) => each.id)).toEqual(['b']);
  });

  it('is empty for a store no offer names', () => {
    expect(offersOfStore('adidas', offers)).toEqual([]);
  });
});
