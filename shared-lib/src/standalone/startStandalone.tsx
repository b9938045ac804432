import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation } from 'shared-lib/router';
import { BrowserRouter } from 'shared-lib/routers';
import { fetchPageData, type PageData, type PageProps, type TemplateName } from '../page-data';
import { normalizePath, pageDataUrl } from '../routes';
import { setRemoteModuleLoader } from '../remote/remoteModuleLoader';
import { loadWebFont } from '../styles/loadWebFont';
// A remote running on its own gets the site's styles here; in the composed site the shell links them.
import '../styles/site.css';

export interface StandaloneOptions {
  /** Names the app in the page. */
  title: string;
  /** The templates this remote renders, by their page component. */
  pages: { [T in TemplateName]?: ComponentType<PageProps<T>> };
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; pageData: PageData }
  | { status: 'error'; message: string };

function StandalonePage({ pages }: Pick<StandaloneOptions, 'pages'>) {
  const path = normalizePath(useLocation().pathname);
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    // The content build's build-info.json gives the hash a shell's HTML would carry.
    fetch('/build-info.json')
      .then((response) => response.json() as Promise<{ hash: string }>)
      .then(({ hash }) => fetchPageData<PageData>(pageDataUrl(path), hash))
      .then((pageData) => setState({ status: 'ready', pageData }))
      .catch((error: Error) => setState({ status: 'error', message: error.message }));
  }, [path]);

  if (state.status === 'loading') return <p>Loading...</p>;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  const Page = pages[state.pageData.template] as ComponentType<{ pageData: PageData }> | undefined;
  if (!Page) return <p>This app does not render the {state.pageData.template} template.</p>;
  return <Page pageData={state.pageData} />;
}

/**
 * Runs a remote on its own for its team's development (`npm start -w mf-stores`): its pages over
 * the content build's page data, without the shell. Other remotes' parts show their fallback.
 */
export function startStandalone({ title, pages }: StandaloneOptions): void {
  setRemoteModuleLoader(async (id) => {
    throw new Error(`${id} belongs to another remote, which ${title} does not load on its own`);
  });
  void loadWebFont();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <main>
          <StandalonePage pages={pages} />
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
