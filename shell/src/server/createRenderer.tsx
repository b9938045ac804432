import { Writable } from 'node:stream';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'shared-lib/routers';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type {
  PageRenderer,
  RemoteBuild,
  RemoteModuleId,
  RemoteName,
  RendererOptions,
} from 'shared-lib/contracts';
import {
  createRemoteRenderRecord,
  RemoteRenderRecordContext,
  setRemoteModuleLoader,
} from 'shared-lib/remote';
import { useSiteDataStore } from 'shared-lib/site-data';
import { setRenderDate } from 'shared-lib/clock';
import { searchPath } from 'shared-lib/routes';
import { groupResults, searchOver, searchTermsOf } from 'shared-lib/search';
import { SliderStyleRecordContext } from 'shared-lib/slider';
import { App } from '../app/App';
import { loadRemotesFrom } from './checkedRemoteLoading';
import { SearchResults } from '../features/search/components/SearchResults';
import { renderDocument } from './renderDocument';
import { SEARCH_EARLY_SCRIPT } from './searchEarlyScript';
import { STARTER_SCRIPT } from './startAfterLoadScript';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Registers the remotes' Node containers with the federation runtime (by the addresses beside
 * the browser entries the manifest names, their files handed over checked by the pre-render,
 * never fetched) and renders pages with the same components the browser runs. Pages are
 * rendered one at a time: the site data and render date are process-wide, as they are in a
 * browser tab.
 */
export function createRenderer({
  remotes,
  serverFiles,
  shellAssets,
  buildHash,
  themeColour,
  remoteOrigins,
  release,
}: RendererOptions): PageRenderer {
  loadRemotesFrom(serverFiles);
  registerRemotes(
    remotes.map(({ name, serverEntry }) => ({ name, entry: serverEntry })),
    { force: true },
  );
  setRemoteModuleLoader((id) => loadRemote(id), 'server');

  return {
    inlineScripts: [STARTER_SCRIPT, SEARCH_EARLY_SCRIPT],
    async renderPage({ page, siteData, renderDate }) {
      setRenderDate(renderDate);
      useSiteDataStore.getState().setSiteData(siteData);
      const record = createRemoteRenderRecord();
      const styleElements = new Set<string>();
      // One document, no outlined boundaries: a large part would otherwise be written at the end
      // and moved into place by an inline script.
      const { prelude } = await prerenderToNodeStream(
        <RemoteRenderRecordContext.Provider value={record}>
          <SliderStyleRecordContext.Provider value={styleElements}>
            <StaticRouter location={page.path}>
              <App renderedPage={page} />
            </StaticRouter>
          </SliderStyleRecordContext.Provider>
        </RemoteRenderRecordContext.Provider>,
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      const body = await streamToString(prelude);
      const remoteModules = [...record.rendered];
      const html = renderDocument({
        body,
        state: { renderDate, siteData, page },
        buildHash,
        shellAssets,
        themeColour,
        remoteOrigins,
        release,
        remoteStyles: remoteModules.flatMap((id) => remoteStylesOf(id, remotes)),
      });
      return {
        html,
        remoteModules,
        failures: [...record.failed].map(([id, reason]) => ({ id, reason })),
        styleElements: [...styleElements],
      };
    },

    async renderSearchResults(file) {
      const { default: elasticlunr } = await import('elasticlunr');
      const search = searchOver(elasticlunr, file);
      return searchTermsOf(Object.values(file.documents)).flatMap((term) => {
        const found = search(term);
        if (found.length === 0) return [];
        // The component the search page renders them with, so that taking over changes nothing.
        const html = renderToStaticMarkup(
          <StaticRouter location={searchPath(term)}>
            <SearchResults groups={groupResults(found)} />
          </StaticRouter>,
        );
        return [{ term, html }];
      });
    },
  };
}

/**
 * An exposed module's stylesheets: their addresses beside its remote's remoteEntry.js and the
 * shell origin's copies of them.
 */
function remoteStylesOf(
  id: RemoteModuleId,
  remotes: RemoteBuild[],
): { href: string; copy: string }[] {
  const [name, module] = id.split('/') as [RemoteName, string];
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) return [];
  return (remote.assets.exposes[`./${module}`]?.css ?? []).flatMap((file) => {
    const href = new URL(file, remote.browserEntry).href;
    const copy = remote.stylesheetCopies[href];
    return copy ? [{ href, copy }] : [];
  });
}
