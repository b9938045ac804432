import { checkManifestOrigins, readAllowedRemoteOrigins } from './remoteOrigins';

const manifest = {
  remotes: {
    stores: 'http://127.0.0.1:8081/remoteEntry.js',
    whats_on: 'https://evil.example.com/remoteEntry.js',
    gifts: 'http://127.0.0.1:8083/releases/2026-11-xmas/remoteEntry.js',
    forms: 'javascript:alert(1)',
  },
};

describe('checkManifestOrigins', () => {
  it('accepts entries on allowed origins and refuses the others with a reason', () => {
    const { accepted, refused } = checkManifestOrigins(
      manifest,
      ['http://127.0.0.1:8081', 'http://127.0.0.1:8083'],
      'http://127.0.0.1:8080/',
    );
    expect(accepted.map(([name]) => name)).toEqual(['stores', 'gifts']);
    expect(refused).toEqual([
      {
        name: 'whats_on',
        entry: 'https://evil.example.com/remoteEntry.js',
        reason: 'https://evil.example.com is not an allowed remote origin',
      },
      { name: 'forms', entry: 'javascript:alert(1)', reason: 'not an http(s) address' },
    ]);
  });

  it('accepts any http(s) origin when the page names none (the dev servers)', () => {
    const { accepted } = checkManifestOrigins(manifest, null, 'http://127.0.0.1:8080/');
    expect(accepted).toHaveLength(3);
  });
});

describe('readAllowedRemoteOrigins', () => {
  it('reads the origins the pre-render wrote into the page', () => {
    document.head.innerHTML =
      '<meta name="remote-origins" content="http://127.0.0.1:8081 http://127.0.0.1:8082">';
    expect(readAllowedRemoteOrigins(document)).toEqual([
      'http://127.0.0.1:8081',
      'http://127.0.0.1:8082',
    ]);
    document.head.innerHTML = '';
    expect(readAllowedRemoteOrigins(document)).toBeNull();
  });
});
