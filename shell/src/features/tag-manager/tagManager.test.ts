import { loadTagManager, tagManagerScriptUrl } from './tagManager';

describe('tagManagerScriptUrl', () => {
  it("is Google's container script for a well-formed id", () => {
    expect(tagManagerScriptUrl('GTM-AB12CD3')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
    );
  });

  it('is null without an id or for a malformed one (nothing loads)', () => {
    for (const id of [undefined, '', 'UA-1234', 'GTM-', 'GTM-ab12', 'GTM-AB12"><script>'])
      expect(tagManagerScriptUrl(id)).toBeNull();
  });
});

describe('loadTagManager', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete window.dataLayer;
  });

  it('pushes the gtm.js start event and adds the async container script once', () => {
    expect(loadTagManager('GTM-AB12CD3')).toBe(true);
    expect(loadTagManager('GTM-AB12CD3')).toBe(false);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(window.dataLayer).toEqual([{ event: 'gtm.js', 'gtm.start': expect.any(Number) }]);
  });

  it('adds nothing without a container id', () => {
    expect(loadTagManager(undefined)).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });
});
