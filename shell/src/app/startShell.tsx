import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setRemoteModuleLoader } from 'shared-lib/remote';
import { App } from './App';
import { loadRemotesManifest } from './loadRemotesManifest';
import 'shared-lib/styles/site.css';
import '../styles/site.css';

/**
 * Registers the remotes named by /remotes.json with the federation runtime, then renders the site.
 * The manifest is read at every start, so pointing an entry at another build of a remote changes
 * what the browser loads without rebuilding the shell.
 */
export async function startShell(root: HTMLElement): Promise<void> {
  const manifest = await loadRemotesManifest();
  registerRemotes(
    Object.entries(manifest.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  setRemoteModuleLoader((id) => loadRemote(id));
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
