import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { reportFailure, startPageReports } from 'shared-lib/analytics';
import { setPrefetchFollowUp } from 'shared-lib/page-data';
import {
  isReportedByRemotePart,
  setRemoteModuleLoader,
  type RemoteModuleLoader,
} from 'shared-lib/remote';
import { useSiteDataStore } from 'shared-lib/site-data';
import { setSiteEventRelease } from 'shared-lib/site-events';
import { loadWebFont } from 'shared-lib/styles';
import { setRenderDate } from 'shared-lib/clock';
import { normalizePath } from 'shared-lib/routes';
import { App } from './App';
import { entryIntegrityPlugin } from './entryIntegrityPlugin';
import { networkRetryPlugin } from './networkRetryPlugin';
import { remoteStepsInTasks } from './remoteStepsInTasks';
import shareNegotiationInTasks from './shareNegotiationInTasks';
import { rememberEntryFailures } from './rememberEntryFailures';
import { prefetchTemplateModule } from './prefetchTemplateModule';
import { prefetchRemoteModuleFiles, type RemoteEntries } from './prefetchRemoteModuleFiles';
import { HydratingBrowserRouter } from './HydratingBrowserRouter';
import { nextTask } from './nextTask';
import {
  loadRemotesManifest,
  rememberStartManifest,
} from '../remotes-manifest/loadRemotesManifest';
import { pinnedManifest, readPinnedRelease } from './pinnedRelease';
import { checkManifestOrigins, readAllowedRemoteOrigins } from './remoteOrigins';
import { readDocumentState } from '../document/documentState';
import { preloadShellPage } from '../routing/pageTemplates';
import { registerServiceWorker } from './registerServiceWorker';
import type { RemotesManifest, RenderedPage } from 'shared-lib/contracts';
import 'shared-lib/styles/site.css';
import 'shared-lib/styles/slider.css';
import '../styles/site.css';

/**
 * Registers the remotes with the federation runtime: the entries the page was pre-rendered with
 * (pinned in its HTML, so hydration meets the markup those releases made, whatever was released
 * since), or the served manifest's on a page without them. Any entry outside the origins the page
 * allows is refused (and reported): its parts keep their pre-rendered HTML or show their
 * fallback, as for a remote that is down.
 */
async function registerManifestRemotes(
  entryIntegrity: Map<string, string>,
): Promise<RemoteEntries> {
  const pinned = readPinnedRelease(document);
  setSiteEventRelease(pinned);
  const manifest = pinned ? pinnedManifest(pinned) : await loadRemotesManifest();
  rememberStartManifest(manifest);
  const { accepted, refused } = checkManifestOrigins(
    manifest,
    readAllowedRemoteOrigins(document),
    window.location.href,
  );
  for (const { name, entry, reason } of refused)
    reportFailure('remotes manifest', new Error(`Refused ${name} at ${entry}: ${reason}`));
  for (const [name, entry] of accepted) {
    const integrity = manifest.integrity?.[name as keyof RemotesManifest['remotes']];
    if (integrity) entryIntegrity.set(entry, integrity);
  }
  registerRemotes(
    accepted.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return new Map(accepted);
}

/**
 * Starts the site in the browser. The remotes the page names (or, on a page the server did not
 * render, those of /remotes.json) are registered with the federation runtime, so a release
 * changes what the browser loads without rebuilding the shell; meanwhile a pre-rendered page is
 * hydrated at once: its remote parts keep their server HTML until their modules have loaded.
 */
export function startShell(root: HTMLElement): void {
  void loadWebFont();
  startPageReports();
  const entryIntegrity = new Map<string, string>();
  // Each remote's own runtime (created when its entry runs) negotiates its shared modules as the
  // shell's does: one task each.
  registerGlobalPlugins([shareNegotiationInTasks()]);
  registerPlugins([
    networkRetryPlugin(),
    remoteStepsInTasks(),
    entryIntegrityPlugin(entryIntegrity),
  ]);
  const registered = registerManifestRemotes(entryIntegrity);
  const loadModule: RemoteModuleLoader = rememberEntryFailures(async (id) => {
    await registered;
    return loadRemote(id);
  });
  setRemoteModuleLoader(loadModule);
  setPrefetchFollowUp(prefetchTemplateModule(prefetchRemoteModuleFiles(registered)));

  const state = readDocumentState(document);
  if (!state) {
    // A page the server did not render (the dev server's): render it here.
    createRoot(root).render(
      <StrictMode>
        <HydratingBrowserRouter hydrating={false}>
          <App />
        </HydratingBrowserRouter>
      </StrictMode>,
    );
    return;
  }
  setRenderDate(state.renderDate);
  useSiteDataStore.getState().setSiteData(state.siteData);
  // The 404 document answers every unknown address: it shows the page for the address in the bar.
  const renderedPage =
    state.page.status === 'not-found'
      ? { ...state.page, path: normalizePath(window.location.pathname) }
      : state.page;
  // The script of a template the shell renders itself comes first, so hydration meets the
  // page's HTML with its component (decision 291); if it fails, the page says so when hydrated.
  const template = renderedPage.status === 'ready' ? renderedPage.pageData.template : 'not-found';
  // Hydration starts in a task of its own, after the one that ran the shell's modules and set up
  // the federation runtime (decision 296).
  void preloadShellPage(template)
    .catch(() => undefined)
    .then(nextTask)
    .then(() => {
      hydrate(root, renderedPage);
      registerServiceWorker();
    });
}

function hydrate(root: HTMLElement, renderedPage: RenderedPage): void {
  // As a transition, React hydrates in slices of a few milliseconds between which the browser
  // can paint and answer input, rather than in one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <HydratingBrowserRouter hydrating>
          <App renderedPage={renderedPage} />
        </HydratingBrowserRouter>
      </StrictMode>,
      {
        onRecoverableError: (error) => {
          // A remote's component that threw while hydrating: its part reported it already.
          if (isReportedByRemotePart((error as { cause?: unknown } | null)?.cause)) return;
          reportFailure('hydration', error);
        },
      },
    );
  });
}
