import { ALWAYS_KEPT, pagesToForget, VISITED_KEPT } from './keptPages';

const ORIGIN = 'http://127.0.0.1:8080';

describe('pagesToForget', () => {
  it('forgets the pages visited longest ago past the last ten, never the ones always kept', () => {
    const always = ALWAYS_KEPT.map((path, index) => ({ url: `${ORIGIN}${path}`, keptAt: index }));
    const visited = Array.from({ length: VISITED_KEPT + 2 }, (_, index) => ({
      url: `${ORIGIN}/stores/store-${index}/`,
      keptAt: 100 + index,
    }));
    expect(pagesToForget([...visited, ...always])).toEqual([
      `${ORIGIN}/stores/store-1/`,
      `${ORIGIN}/stores/store-0/`,
    ]);
  });

  it('counts a filtered directory as a page visited, not as the directory always kept', () => {
    const pages = [
      { url: `${ORIGIN}/stores/`, keptAt: 0 },
      { url: `${ORIGIN}/stores/?category=3`, keptAt: 1 },
      ...Array.from({ length: VISITED_KEPT }, (_, index) => ({
        url: `${ORIGIN}/offers/offer-${index}/`,
        keptAt: 10 + index,
      })),
    ];
    expect(pagesToForget(pages)).toEqual([`${ORIGIN}/stores/?category=3`]);
  });
});
