/** @jest-environment node */
import {
  ALWAYS_KEPT,
  GENERATION_HEADER,
  isKeepablePage,
  pagesToForget,
  VISITED_KEPT,
} from './keptPages';

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

describe('isKeepablePage', () => {
  const page = (status: number, headers: Record<string, string>) =>
    new Response('<!doctype html><title>Trading hours</title>', { status, headers });
  const served = { 'Content-Type': 'text/html; charset=utf-8', [GENERATION_HEADER]: 'g-0042' };

  it("keeps a whole page of a served generation, not an error page nor another site's", () => {
    expect(isKeepablePage(page(200, served))).toBe(true);
    expect(isKeepablePage(page(404, served))).toBe(false);
    expect(isKeepablePage(page(200, { 'Content-Type': 'text/html' }))).toBe(false);
    expect(isKeepablePage(page(200, { ...served, 'Content-Type': 'application/json' }))).toBe(
      false,
    );
  });

  it("never keeps a staged candidate's preview, which the servers mark never to be indexed", () => {
    expect(isKeepablePage(page(200, { ...served, 'X-Robots-Tag': 'noindex, nofollow' }))).toBe(
      false,
    );
  });
});
