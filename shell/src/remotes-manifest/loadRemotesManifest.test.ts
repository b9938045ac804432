import { sameEntries } from './loadRemotesManifest';

const manifest = (remotes: Record<string, string>) => ({ remotes }) as never;

describe('sameEntries', () => {
  it('ignores key order but not a changed, added or removed entry', () => {
    const served = manifest({ gifts: 'http://a/g.js', stores: 'http://a/s.js' });
    expect(sameEntries(served, manifest({ stores: 'http://a/s.js', gifts: 'http://a/g.js' }))).toBe(
      true,
    );
    expect(sameEntries(served, manifest({ gifts: 'http://a/x.js', stores: 'http://a/s.js' }))).toBe(
      false,
    );
    expect(sameEntries(served, manifest({ gifts: 'http://a/g.js' }))).toBe(false);
  });
});
