/** Who is signed in, as the editor's backend says. */
export interface ConsoleAccount {
  email: string;
  role: string;
}

/** Ends the session (a POST from this origin), then goes to the sign-in page. */
async function signOut(): Promise<void> {
  await fetch('/auth/sign-out', { method: 'POST', credentials: 'same-origin', redirect: 'manual' });
  window.location.assign('/auth/sign-in');
}

/** The console's banner: where it is, who is signed in, the editor and the sign-out. */
export function ConsoleHeader({ account }: { account: ConsoleAccount }) {
  return (
    <header className="console__header">
      <a className="console__skip" href="#main">
        Skip to the releases
      </a>
      <p className="console__brand">Canberra Outlet Centre · Release console</p>
      <nav className="console__nav" aria-label="Editor">
        <a className="console__link" href="/admin/">
          Content editor
        </a>
      </nav>
      <p className="console__who">
        {account.email} <span className="console__muted">({account.role})</span>
      </p>
      <button
        className="console__button console__button--secondary"
        type="button"
        onClick={() => void signOut()}
      >
        Sign out
      </button>
    </header>
  );
}
