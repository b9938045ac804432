import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { reportInteraction } from 'shared-lib/analytics';
import { useLocation } from 'shared-lib/router';
import { SearchBox } from './SearchBox';
import './SearchToggle.css';

/**
 * The search toggle of the top navigation: a button that shows or hides a search box leading to
 * /search/?q=. Opening moves focus into the box; Escape closes it and gives focus back to the
 * button; a route change closes it.
 */
export function SearchToggle() {
  const [open, setOpen] = useState(false);
  const boxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
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

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    // Escape from the toggle or the search box bubbles here; the wrapper is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
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
      <SearchBox
        id={boxId}
        source="header-search"
        className="search-toggle__box"
        hidden={!open}
        inputRef={inputRef}
      />
    </div>
  );
}
