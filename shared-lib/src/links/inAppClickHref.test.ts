import { inAppClickHref, type ContainerClick } from './inAppClickHref';

function richText(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

function clickOn(container: Element, selector: string, changes: Partial<ContainerClick> = {}) {
  return {
    target: container.querySelector(selector),
    currentTarget: container,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
    ...changes,
  };
}

describe('inAppClickHref', () => {
  const container = richText(
    '<p><a href="/offers/"><strong>Offers</strong></a> <a href="https://example.com" target="_blank">Out</a>' +
      ' <a href="/maps/centre.pdf">Map</a> <a href="/stores/" download>Get</a> <a href="#top">Top</a></p>',
  );

  it('opens an in-app link in the app, also when a child of the link is clicked', () => {
    expect(inAppClickHref(clickOn(container, 'strong'))).toBe('/offers/');
    expect(inAppClickHref(clickOn(container, 'a[href="/offers/"]'))).toBe('/offers/');
  });

  it('leaves modified, non-primary and already handled clicks to the browser', () => {
    for (const change of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ])
      expect(inAppClickHref(clickOn(container, 'strong', change))).toBeNull();
  });

  it('leaves new-tab, file-like, download and hash links to the browser', () => {
    for (const selector of ['[target]', '[href$=".pdf"]', '[download]', '[href="#top"]'])
      expect(inAppClickHref(clickOn(container, selector))).toBeNull();
  });

  it('ignores clicks outside any link', () => {
    expect(inAppClickHref(clickOn(container, 'p'))).toBeNull();
  });
});
