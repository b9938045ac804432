import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemotesManifest } from 'shared-lib/contracts';
import { pageDataUrl, SITE_DATA_URL } from 'shared-lib/routes';
import { searchIndexUrl, searchResultsUrl } from 'shared-lib/search';
import { CSP_HASHES_FILE, cspHash, type InlineHashes } from './inlineHashes';
import { prerender } from './prerender';

// The policy's hashes come from what the site's code wrote, as the shell's renderer reports it,
// never from the rendered pages: a page that carries a script or a style the site did not write
// (content that reached the HTML unsanitized) adds nothing to the policy. The shell's Node build
// is a stand-in here: a renderer that writes each page's title into it as it is, the way a
// component rendering a field as HTML would, beside the starter and a slider's rules.

const STARTER = "addEventListener('load', start)";
const SLIDER_RULES = '.slider-1{--slider-items:1}';
const INJECTED = '<script>alert("injected")</script><style>body{display:none}</style>';

const STAND_IN_RENDERER = `
const [head, middle, tail] = ${JSON.stringify([
  `<!doctype html><html><body><style>${SLIDER_RULES}</style><main><h1>`,
  '</h1><p style="color:red">x</p></main>',
  `<script>${STARTER}</script></body></html>`,
])};
exports.createRenderer = async () => ({
  inlineScripts: [${JSON.stringify(STARTER)}],
  async renderPage({ page }) {
    return {
      html: head + page.pageData.title + middle + tail,
      remoteModules: [],
      failures: [],
      styleElements: [${JSON.stringify(SLIDER_RULES)}],
    };
  },
  async renderSearchResults(file) {
    return Object.values(file.documents).map((document) => ({
      term: document.title.toLowerCase(),
      html: '<a href="' + document.path.alias + '">' + document.title + '</a>',
    }));
  },
});
`;

function writeJson(file: string, value: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

describe('the pre-render', () => {
  let root: string;
  let shellDist: string;
  const routes = ['/', '/about-us/'];

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'prerender-policy-'));
    shellDist = path.join(root, 'shell-dist');
    writeJson(path.join(shellDist, 'build-info.json'), { hash: 'h1', routes });
    writeJson(path.join(shellDist, SITE_DATA_URL), {
      hash: 'h1',
      site: { siteName: 'Outlet', siteDescription: 'Shops', siteUrl: 'https://example.com' },
    });
    for (const route of routes)
      writeJson(path.join(shellDist, pageDataUrl(route)), {
        template: 'content-page',
        path: route,
        title: route === '/' ? 'Home' : `About ${INJECTED}`,
      });
    writeJson(path.join(shellDist, searchIndexUrl('h1')), {
      hash: 'h1',
      index: {},
      documents: {
        'store:nike': {
          id: 'store:nike',
          type: 'node--store',
          title: 'Nike',
          path: { alias: '/stores/nike/' },
        },
      },
    });
    writeJson(path.join(shellDist, 'federation-assets.json'), {
      entry: { js: [], css: [] },
      exposes: {},
    });
    mkdirSync(path.join(shellDist, 'server'));
    writeFileSync(path.join(shellDist, 'server', 'main.js'), STAND_IN_RENDERER);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  async function render(earlierHashes: InlineHashes) {
    const told: InlineHashes[] = [];
    const outDir = path.join(root, 'generation');
    await prerender({
      shellDist,
      outDir,
      sharedDir: path.join(root, 'shared'),
      // No remote: the stand-in renderer loads none.
      manifest: { remotes: {} as RemotesManifest['remotes'] },
      remoteFolders: {},
      origins: null,
      generation: '000002',
      earlierHashes,
      renderDate: '2026-11-27',
      onNewHashes: async (hashes) => {
        told.push(hashes);
      },
      log: () => undefined,
    });
    const page = readFileSync(path.join(outDir, 'about-us', 'index.html'), 'utf8');
    const written = JSON.parse(
      readFileSync(path.join(outDir, CSP_HASHES_FILE), 'utf8'),
    ) as InlineHashes;
    return { outDir, page, written, told };
  }

  it('allows the starter and the sliders by the hashes of their text, and nothing a page carries besides', async () => {
    const { page, written, told } = await render({ styleElements: [], scripts: [] });

    // The page does carry the injected markup: the policy is what keeps it from running.
    expect(page).toContain(INJECTED);
    const own = { styleElements: [cspHash(SLIDER_RULES)], scripts: [cspHash(STARTER)] };
    expect(written).toEqual(own);
    expect(told).toEqual([own]);
  });

  it("writes each search word's results the renderer rendered beside the pages", async () => {
    const { outDir } = await render({ styleElements: [], scripts: [] });

    expect(readFileSync(path.join(outDir, searchResultsUrl('nike')), 'utf8')).toBe(
      '<a href="/stores/nike/">Nike</a>',
    );
  });

  it('tells the server the hashes of the pages served until the switch too, and keeps only its own', async () => {
    const served = { styleElements: ['sha256-served='], scripts: ['sha256-old-starter='] };
    const { written, told } = await render(served);

    expect(written).toEqual({
      styleElements: [cspHash(SLIDER_RULES)],
      scripts: [cspHash(STARTER)],
    });
    expect(told).toEqual([
      {
        styleElements: [cspHash(SLIDER_RULES), 'sha256-served='].sort(),
        scripts: [cspHash(STARTER), 'sha256-old-starter='].sort(),
      },
    ]);
  });
});
