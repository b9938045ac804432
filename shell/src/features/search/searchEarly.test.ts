import { searchResultsUrl, searchTermOf, SEARCH_RESULTS_PREFIX } from 'shared-lib/search';
import searchEarly from './searchEarly.inline.js';

const FRAGMENT = '<div class="search-results"><section aria-label="Stores"></section></div>';

/** Runs the page's script on a search page for `query`, its fetch answering `answer`. */
async function runOn(query: string, answer = { ok: true, text: FRAGMENT }) {
  document.body.innerHTML = `<div class="search-page__results"><div class="search-page__early" data-search-early="${SEARCH_RESULTS_PREFIX}"></div><p>Loading...</p></div>`;
  window.history.replaceState({}, '', `/search/?q=${encodeURIComponent(query)}`);
  // The network is the one boundary here: what the server would answer.
  const fetched: string[] = [];
  window.fetch = ((url: string) => {
    fetched.push(url);
    return Promise.resolve({ ok: answer.ok, text: () => Promise.resolve(answer.text) });
  }) as unknown as typeof fetch;
  new Function(searchEarly)();
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return { fetched, early: document.querySelector('[data-search-early]')! };
}

describe("the search page's own script", () => {
  it("puts a one-word query's results rendered ahead in their place", async () => {
    const { fetched, early } = await runOn('  Shoes ');
    expect(fetched).toEqual([searchResultsUrl('shoes')]);
    expect(early.innerHTML).toBe(FRAGMENT);
  });

  it('asks for the words shared-lib renders ahead, and only those', async () => {
    for (const query of ['nike', 'Adidas', 'x', 'running shoes', 'café', '<b>', '../etc', '2026']) {
      const { fetched } = await runOn(query);
      const term = searchTermOf(query);
      expect(fetched).toEqual(term ? [searchResultsUrl(term)] : []);
    }
  });

  it('leaves the place empty for a word not rendered ahead', async () => {
    const { early } = await runOn('zzzzz', { ok: false, text: 'Not found' });
    expect(early.innerHTML).toBe('');
  });
});
