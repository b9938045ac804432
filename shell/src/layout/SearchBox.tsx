import { useId, useState, type FormEvent, type Ref } from 'react';
import { reportInteraction } from 'shared-lib/analytics';
import { useNavigate } from 'shared-lib/router';
import { searchPath } from 'shared-lib/routes';

interface Props {
  /** Analytics target: which box was used. */
  source: string;
  className?: string;
  hidden?: boolean;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A site search box leading to /search/?q=; its button is disabled while the term is blank. */
export function SearchBox({ source, className, hidden, id, inputRef }: Props) {
  const [term, setTerm] = useState('');
  const inputId = useId();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    reportInteraction({
      target: source,
      action: 'submit',
      properties: { query },
      interactionType: 'search',
    });
    setTerm('');
    void navigate(searchPath(query));
  };

  return (
    <form
      id={id}
      role="search"
      aria-label="Site"
      className={className}
      hidden={hidden}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search the site
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        placeholder="Search stores, offers, news…"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" disabled={term.trim().length === 0}>
        Go
      </button>
    </form>
  );
}
