import { withLinkRules } from './withLinkRules';

const NEW_TAB = 'target="_blank" rel="noopener noreferrer"';

describe('withLinkRules', () => {
  it('opens http links and files-folder links in a new tab without opener or referrer', () => {
    expect(
      withLinkRules(
        '<p><a href="https://www.example.com/sites/default/files/colouring-page.pdf">Download</a></p>',
      ),
    ).toBe(
      `<p><a href="https://www.example.com/sites/default/files/colouring-page.pdf" ${NEW_TAB}>Download</a></p>`,
    );
    expect(withLinkRules("<a class='file' href='/sites/default/files/map.pdf'>Map</a>")).toBe(
      `<a class='file' href='/sites/default/files/map.pdf' ${NEW_TAB}>Map</a>`,
    );
  });

  it("replaces the author's own target and rel on new-tab links", () => {
    expect(
      withLinkRules('<a target="_self" href="http://example.com/?a=1&amp;b=2" rel="opener">x</a>'),
    ).toBe(`<a href="http://example.com/?a=1&amp;b=2" ${NEW_TAB}>x</a>`);
  });

  it('leaves in-app links, hash links, other schemes and file-like paths as written', () => {
    const html =
      '<a href="/stores/">Stores</a><a href="#terms">Terms</a>' +
      '<a href="mailto:hello@example.com">Mail</a><a href="/maps/centre.pdf">Map</a><a name="top">Top</a>';
    expect(withLinkRules(html)).toBe(html);
  });

  it('reads attributes whose quoted values contain ">"', () => {
    expect(withLinkRules('<a title="a > b" href="https://example.com">x</a>')).toBe(
      `<a title="a > b" href="https://example.com" ${NEW_TAB}>x</a>`,
    );
  });
});
