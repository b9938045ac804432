import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { reportSearch } from 'shared-lib/analytics';
import { useNavigate, useSearchParams } from 'shared-lib/router';
import { searchPath } from 'shared-lib/routes';
import { groupResults, SEARCH_RESULTS_PREFIX } from 'shared-lib/search';
import { SearchResults } from '../features/search/components/SearchResults';
import { useSearchIndex } from '../features/search/hooks/useSearchIndex';
import './SearchPage.css';

/**
 * Where the page's own script puts a one-word query's results rendered ahead (decision 334),
 * before the site's scripts run: React leaves what is inside alone, and removes the element once
 * its own results are there.
 */
const EARLY_RESULTS = { __html: '' };

/**
 * Site search ('Search page' in docs/reference/routes.md#search): one input and a button disabled while the trimmed
 * term is empty; searching pushes q onto the route and a changed q runs the search again over the
 * index, which loads only here. 'Loading...' until the index is ready, 'No results found' when a
 * search finds nothing, else the results in their groups. Until then, a one-word query's results
 * rendered ahead may be shown in their place.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get('q') ?? '').trim();
  const [term, setTerm] = useState(query);
  const trimmed = term.trim();
  const index = useSearchIndex();

  // A new q (Back, Forward, the header box) shows in the input too.
  useEffect(() => setTerm(query), [query]);

  const groups = useMemo(
    () => (index.status === 'ready' && query ? groupResults(index.search(query)) : []),
    [index, query],
  );

  useEffect(() => {
    if (index.status !== 'ready' || !query) return;
    reportSearch(
      query,
      groups.reduce((count, group) => count + group.documents.length, 0),
    );
  }, [index.status, query, groups]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) void navigate(searchPath(trimmed));
  };

  return (
    <section className="search-page">
      <h1 className="content-page__title">Search results</h1>
      <form className="search-page__form" role="search" onSubmit={submit}>
        <div className="field search-page__field">
          <label className="field__label" htmlFor="site-search-term">
            Search the site
          </label>
          <input
            id="site-search-term"
            className="field__input"
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
        </div>
        <button className="button button-primary" type="submit" disabled={trimmed.length === 0}>
          Search
        </button>
      </form>
      <div className="search-page__results" aria-live="polite">
        {index.status === 'loading' && (
          <div
            className="search-page__early"
            data-search-early={SEARCH_RESULTS_PREFIX}
            dangerouslySetInnerHTML={EARLY_RESULTS}
          />
        )}
        {index.status === 'loading' && <p>Loading...</p>}
        {index.status === 'failed' && (
          <p>Search is not available right now. Please try again later.</p>
        )}
        {index.status === 'ready' && query && groups.length === 0 && <p>No results found</p>}
        {index.status === 'ready' && groups.length > 0 && <SearchResults groups={groups} />}
      </div>
    </section>
  );
}
