import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { reportInteraction } from 'shared-lib/analytics';
import { useLocation, useNavigate } from 'shared-lib/router';
import { searchPath } from 'shared-lib/routes';
import './SearchToggle.css';

/**
 * The search toggle of the top navigation: a button that shows or hides a search box leading to
 * /search/?q=. Opening moves focus into the box; Escape closes it and gives focus back to the
 * button; a route change closes it.
 */
export function SearchToggle() {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const boxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const toggle = () => {
    reportInteraction({
      target: 'header-search',
      action: open ? 'close' : 'open',
      interactionType: 'menu',
    });
    setOpen(!open);
  };

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    reportInteraction({
      target: 'header-search',
      action: 'submit',
      properties: { query },
      interactionType: 'search',
    });
    setTerm('');
    navigate(searchPath(query));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <div className="search-toggle" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="search-toggle__button"
        aria-expanded={open}
        aria-controls={boxId}
        onClick={toggle}
      >
        {open ? 'Close search' : 'Search'}
      </button>
      <form
        id={boxId}
        role="search"
        aria-label="Site"
        className="search-toggle__box"
        hidden={!open}
        onSubmit={submit}
      >
        <label htmlFor={`${boxId}-term`} className="visually-hidden">
          Search the site
        </label>
        <input
          ref={inputRef}
          id={`${boxId}-term`}
          type="search"
          placeholder="Search stores, offers, news…"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" disabled={term.trim().length === 0}>
          Go
        </button>
      </form>
    </div>
  );
}
