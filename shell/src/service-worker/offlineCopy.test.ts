import {
  OFFLINE_MESSAGES,
  offlineCopy,
  offlineIndex,
  savedWhen,
  stylesheetsOf,
} from './offlineCopy';

// 03:41 UTC on 28 November 2026 is 2:41pm in Canberra (summer time, UTC+11).
const KEPT_AT = Date.UTC(2026, 10, 28, 3, 41);

const page = (title: string, main = '<h1>Trading hours</h1>') =>
  '<!doctype html><html lang="en-AU"><head><meta charset="utf-8">' +
  `<title>${title}</title>` +
  '<meta name="web-font-stylesheet" content="/web-font.0123456789.css">' +
  '<link rel="stylesheet" href="/bootstrap.67c402f88a.css">' +
  '<link rel="stylesheet" href="/assets/remote-styles/remote.ae44de3e80f19a60ddeb.css" data-href="http://127.0.0.1:8601/x.css">' +
  '</head><body><div id="root"><header>Menu</header>' +
  `<main id="main-content" tabindex="-1">${main}</main></div>` +
  '<script type="application/json" id="site-state">{"page":1}</script>' +
  '<script data-scripts="/main.e6b3cd46e6.js /bootstrap.677ff6e7cf.js">(function (script) {})(document.currentScript);</script>' +
  '</body></html>';

describe('savedWhen', () => {
  it('says the day and time in Canberra, in the words the site writes dates and hours', () => {
    expect(savedWhen(KEPT_AT)).toBe('Saturday 28 November 2026 at 2:41pm');
    // Winter: UTC+10.
    expect(savedWhen(Date.UTC(2026, 5, 1, 22, 0))).toBe('Tuesday 2 June 2026 at 8am');
  });
});

describe('offlineCopy', () => {
  const copy = offlineCopy({
    url: 'http://127.0.0.1/trading-hours/',
    html: page('Trading hours'),
    keptAt: KEPT_AT,
  });

  it('leaves out the element that starts the scripts, and nothing else the page rendered', () => {
    expect(copy).not.toContain('data-scripts');
    expect(copy).not.toContain('/main.e6b3cd46e6.js');
    expect(copy).toContain('<script type="application/json" id="site-state">{"page":1}</script>');
    expect(copy).toContain('<h1>Trading hours</h1>');
  });

  it('says at the top of the main content that the page may be out of date, and since when', () => {
    expect(copy).toContain(
      '<main id="main-content" tabindex="-1"><p class="notice" role="status">No connection: this page may be out of date (saved Saturday 28 November 2026 at 2:41pm).</p><h1>',
    );
  });

  it('links the web font, which the scripts would have linked', () => {
    expect(copy).toContain('<link rel="stylesheet" href="/web-font.0123456789.css"></head>');
  });
});

describe('stylesheetsOf', () => {
  it("lists a page's stylesheets and the web font's", () => {
    expect(stylesheetsOf(page('Stores'))).toEqual([
      '/bootstrap.67c402f88a.css',
      '/assets/remote-styles/remote.ae44de3e80f19a60ddeb.css',
      '/web-font.0123456789.css',
    ]);
  });
});

describe('offlineIndex', () => {
  it('lists the kept pages, newest first, with when each was saved, in the site’s styles', () => {
    const html = offlineIndex([
      { url: 'http://127.0.0.1/trading-hours/', html: page('Trading hours'), keptAt: KEPT_AT },
      {
        url: 'http://127.0.0.1/stores/nike/',
        html: page('Nike &amp; more'),
        keptAt: KEPT_AT + 60_000,
      },
      {
        url: 'http://127.0.0.1/whats-on/?filter=events',
        html: '<p>no title</p>',
        keptAt: KEPT_AT - 60_000,
      },
    ]);
    expect(html).toContain(
      `<h1>${OFFLINE_MESSAGES.indexTitle}</h1><p>${OFFLINE_MESSAGES.indexText}</p>`,
    );
    expect([...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1])).toEqual([
      '<a href="/stores/nike/">Nike &amp; more</a> (saved Saturday 28 November 2026 at 2:42pm)',
      '<a href="/trading-hours/">Trading hours</a> (saved Saturday 28 November 2026 at 2:41pm)',
      '<a href="/whats-on/?filter=events">/whats-on/?filter=events</a> (saved Saturday 28 November 2026 at 2:40pm)',
    ]);
    expect(html).toContain('<link rel="stylesheet" href="/bootstrap.67c402f88a.css">');
  });

  it('says so when no page is kept', () => {
    const html = offlineIndex([]);
    expect(html).toContain(`<p>${OFFLINE_MESSAGES.indexEmpty}</p>`);
    expect(html).not.toContain('<ul>');
    expect(html).not.toContain('stylesheet');
  });
});
