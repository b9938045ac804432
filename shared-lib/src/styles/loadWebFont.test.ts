import { loadWebFont, WEB_FONT_META } from './loadWebFont';

describe('loadWebFont', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links the stylesheet a pre-rendered page names, and settles once it has loaded', async () => {
    document.head.innerHTML = `<meta name="${WEB_FONT_META}" content="/web-font.1.css">`;
    let settled = false;
    const loading = loadWebFont().then(() => (settled = true));
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe('/web-font.1.css');
    await Promise.resolve();
    expect(settled).toBe(false);
    link?.dispatchEvent(new Event('load'));
    await loading;
    expect(settled).toBe(true);
  });

  it('settles when the stylesheet fails, leaving the fallback font', async () => {
    document.head.innerHTML = `<meta name="${WEB_FONT_META}" content="/web-font.1.css">`;
    const loading = loadWebFont();
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeInstanceOf(Event);
  });

  it('links nothing itself on a page that names no stylesheet (its chunk links the font)', async () => {
    await loadWebFont();
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });
});
