import { createRoot } from 'react-dom/client';
import 'shared-lib/styles/tokens.css';
import './releaseConsole.css';
import { ConsoleHeader, type ConsoleAccount } from './ConsoleHeader';
import { ReleaseConsole } from './ReleaseConsole';

/** The release console's page: who is signed in (the page is behind the sign-in), then the console. */
async function start(): Promise<void> {
  const response = await fetch('/admin/api/session', {
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`/admin/api/session answered HTTP ${response.status}`);
  const account = (await response.json()) as ConsoleAccount;
  const root = document.getElementById('console');
  if (!root) throw new Error('The page has no #console element');
  createRoot(root).render(
    <>
      <ConsoleHeader account={account} />
      <ReleaseConsole />
    </>,
  );
}

start().catch((error: unknown) => {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `The release console could not start: ${error instanceof Error ? error.message : String(error)}`;
  document.body.replaceChildren(message);
});
