import type { SiteData } from 'shared-lib/page-data';
import { makePageData, makeWeek } from 'shared-lib/testing';
import { DOCUMENT_STATE_ID, readDocumentState } from '../document/documentState';
import { renderDocument } from './renderDocument';
import { STARTER_SCRIPT } from './startAfterLoadScript';

const siteData: SiteData = {
  hash: 'h1',
  site: {
    siteName: 'Canberra Outlet Centre',
    siteDescription: 'The only outlet centre in Canberra.',
    siteUrl: 'https://www.example.com.au',
    address: '337 Canberra Avenue, Fyshwick ACT 2609',
    phone: '(02) 6280 2999',
    centreMapUrl: 'https://www.example.com.au/map.pdf',
  },
  menus: { main: [], footer: [], social: [], map: [] },
  openingHours: { week: makeWeek(), holidays: [] },
};

function documentOf(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('renderDocument', () => {
  const pageData = makePageData(
    'offers',
    { offers: [] },
    { path: '/offers/', title: 'Offers </script><b>' },
  );
  const html = renderDocument({
    body: '<main><h1>Offers</h1></main>',
    state: {
      renderDate: '2026-11-22',
      siteData,
      page: { status: 'ready', pageData, path: '/offers/' },
    },
    buildHash: 'h1',
    shellAssets: {
      entry: { js: ['main.1.js', 'bootstrap.2.js'], css: ['bootstrap.3.css'] },
      exposes: {},
      pages: { 'page-search': { js: ['page-search.6.js'], css: [] } },
    },
    remoteStyles: [
      {
        href: 'http://127.0.0.1:8082/expose-OffersPage.4.css',
        copy: '/assets/remote-styles/remote.5.css',
      },
      {
        href: 'http://127.0.0.1:8082/expose-OffersPage.4.css',
        copy: '/assets/remote-styles/remote.5.css',
      },
    ],
    themeColour: '#13294b',
  });
  const doc = documentOf(html);

  it('carries the build hash, the render date and the state the browser hydrates with', () => {
    expect(doc.querySelector('meta[name="build-hash"]')?.getAttribute('content')).toBe('h1');
    expect(doc.querySelector('meta[name="render-date"]')?.getAttribute('content')).toBe(
      '2026-11-22',
    );
    const state = readDocumentState(doc);
    expect(state?.page).toMatchObject({ status: 'ready', path: '/offers/' });
    expect(state?.page.pageData?.title).toBe('Offers </script><b>');
    expect(doc.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('starts the entry and its first chunks from the end of the page once it has loaded, and links the shell stylesheet', () => {
    const start = doc.body.lastElementChild;
    expect(start?.tagName).toBe('SCRIPT');
    expect(start?.getAttribute('data-scripts')).toBe('/main.1.js /bootstrap.2.js');
    // The starter itself, written into the page without its comments: the very text the
    // renderer gives the pre-render for the policy's hash.
    expect(start?.textContent).toContain("addEventListener('load'");
    expect(start?.textContent).not.toMatch(/^\s*\/\//m);
    expect(start?.textContent).toBe(STARTER_SCRIPT);
    expect(
      doc.querySelectorAll(
        'script:not([type="application/json"]):not([type="application/ld+json"])',
      ),
    ).toHaveLength(1);
    expect(start?.previousElementSibling?.id).toBe(DOCUMENT_STATE_ID);
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/bootstrap.3.css',
    );
  });

  it("starts the chunk of a template the shell loads on demand with the entry's, each file once", () => {
    const searchPage = makePageData('search', {}, { path: '/search/' });
    const searchDoc = documentOf(
      renderDocument({
        body: '<main></main>',
        state: {
          renderDate: '2026-11-22',
          siteData,
          page: { status: 'ready', pageData: searchPage, path: '/search/' },
        },
        buildHash: 'h1',
        shellAssets: {
          entry: { js: ['main.1.js', 'bootstrap.2.js'], css: ['bootstrap.3.css'] },
          exposes: {},
          pages: {
            'page-search': { js: ['bootstrap.2.js', 'page-search.6.js'], css: ['bootstrap.3.css'] },
          },
        },
        remoteStyles: [],
        themeColour: '#13294b',
      }),
    );
    const searchStart = searchDoc.querySelector('script[data-scripts]');
    expect(searchStart?.getAttribute('data-scripts')).toBe(
      '/main.1.js /bootstrap.2.js /page-search.6.js',
    );
    // Every page carries the same starter: the Content-Security-Policy allows it by one hash.
    expect(searchStart?.textContent).toBe(doc.body.lastElementChild?.textContent);
    // Right after its markup, the search page's own script that shows results rendered ahead.
    const early = searchDoc.querySelector('#root')?.nextElementSibling;
    expect(early?.tagName).toBe('SCRIPT');
    expect(early?.hasAttribute('src')).toBe(false);
    expect(early?.textContent).toContain('[data-search-early]');
    expect(early?.textContent).not.toMatch(/^\s*\/\//m);
  });

  it("links the shell origin's copy of each remote stylesheet once, marked with its remote address", () => {
    const styles = doc.querySelectorAll('link[rel="stylesheet"][data-href]');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.getAttribute('href')).toBe('/assets/remote-styles/remote.5.css');
    expect(styles[0]?.getAttribute('data-href')).toBe(
      'http://127.0.0.1:8082/expose-OffersPage.4.css',
    );
  });

  it('carries no inline script but the starter, and no inline style', () => {
    const executable = [...doc.querySelectorAll('script')].filter(
      (script) => !/^application\/(ld\+)?json$/.test(script.type),
    );
    expect(executable).toEqual([doc.querySelector('script[data-scripts]')]);
    expect(doc.querySelectorAll('style')).toHaveLength(0);
  });

  it('shows the page in the root element', () => {
    expect(doc.querySelector('#root h1')?.textContent).toBe('Offers');
    expect(doc.title).toBe('Offers </script><b> - Canberra Outlet Centre');
  });
});
