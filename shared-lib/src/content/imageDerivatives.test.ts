import { derivativeUrl, derivativeWidths, webpSrcSet } from './imageDerivatives';

describe('image derivatives', () => {
  it('serves the standard widths below the image and its own width', () => {
    expect(derivativeWidths(400)).toEqual([320, 400]);
    expect(derivativeWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(derivativeWidths(300)).toEqual([300]);
  });

  it('names each copy beside the original', () => {
    expect(derivativeUrl('/images/stores/nike/logo.png', 640)).toBe(
      '/images/stores/nike/logo-640w.webp',
    );
    expect(derivativeUrl('/images/default2by1.jpg', 1200)).toBe('/images/default2by1-1200w.webp');
  });

  it('lists them as a srcset', () => {
    expect(webpSrcSet({ url: '/images/a.png', width: 700 })).toBe(
      '/images/a-320w.webp 320w, /images/a-640w.webp 640w, /images/a-700w.webp 700w',
    );
  });
});
