import { withoutScripts } from './zeroJsCopy';

describe('withoutScripts', () => {
  it('removes scripts and script preloads, keeps JSON data, styles and markup', () => {
    const html = [
      '<link rel="preload" as="script" href="/bootstrap.1.js">',
      '<script defer src="/main.1.js"></script>',
      '<script type="application/ld+json">{"@type":"Store"}</script>',
      '<style data-href="x.css">a{}</style>',
      '<div id="root"><h1>Nike</h1></div>',
      '<script type="application/json" id="site-state">{}</script>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<script type="application/ld+json">{"@type":"Store"}</script><style data-href="x.css">a{}</style>' +
        '<div id="root"><h1>Nike</h1></div><script type="application/json" id="site-state">{}</script>',
    );
  });
});
