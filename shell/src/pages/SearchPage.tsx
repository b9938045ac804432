import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'shared-lib/router';
import { searchPath } from 'shared-lib/routes';

/**
 * The search form: one input and a button disabled while the trimmed term is empty; searching
 * pushes q onto the route. Results over the pre-built index come with the site-search issue.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [term, setTerm] = useState(params.get('q') ?? '');
  const trimmed = term.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) navigate(searchPath(trimmed));
  };

  return (
    <section className="search-page">
      <h1 className="content-page__title">Search results</h1>
      <form role="search" onSubmit={submit}>
        <label htmlFor="site-search-term">Search the site</label>
        <input
          id="site-search-term"
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <button type="submit" disabled={trimmed.length === 0}>
          Search
        </button>
      </form>
    </section>
  );
}
