import { cacheControlFor, ENTRY_FILE, HASHED_FILE, nginxCacheControlMap } from './cacheControl';

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

  it('caches content-hashed fonts and images forever', () => {
    expect(cacheControlFor('/4f2981d82860061bca3e.woff2')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/images/a/thumb.0123abcd.webp')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('revalidates every error, whatever the file', () => {
    expect(cacheControlFor('/470.46e2d7f91b.js', 404)).toBe('no-cache');
    expect(cacheControlFor('', 502)).toBe('no-cache');
  });

  it('writes the same patterns into an nginx map', () => {
    const map = nginxCacheControlMap('site_cache_control');
    expect(map).toContain('map "$status $uri" $site_cache_control {');
    expect(map).toContain(`"~^(200|206|304) .*${ENTRY_FILE}" "no-cache";`);
    expect(map).toContain(
      `"~^(200|206|304) .*${HASHED_FILE}" "public, max-age=31536000, immutable";`,
    );
  });

  it('revalidates page data and images', () => {
    expect(cacheControlFor('/assets/data/stores/index.json')).toBe('no-cache');
    expect(cacheControlFor('/images/stores/nike/thumb.png')).toBe('no-cache');
  });
});
