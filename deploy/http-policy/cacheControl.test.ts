import { cacheControlFor } from './cacheControl';

describe('cacheControlFor', () => {
  it('never caches entry files stale', () => {
    for (const file of [
      '/index.html',
      '/remotes.json',
      '/campaigns/christmas/remoteEntry.js',
      '/mf-manifest.json',
    ]) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });

  it('caches content-hashed bundles forever', () => {
    expect(cacheControlFor('/470.46e2d7f91b.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/assets/data/search-index.0123456789abcdef0123.json')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('revalidates page data and images', () => {
    expect(cacheControlFor('/assets/data/stores/index.json')).toBe('no-cache');
    expect(cacheControlFor('/images/stores/nike/thumb.png')).toBe('no-cache');
  });
});
