import { RemoteLoadError } from '../remote-errors/RemoteLoadError';
import { remoteFailureOf } from './remoteFailure';

const loadError = (message: string) => new RemoteLoadError(message, 'gifts/GiftGuideBlock');

describe('remoteFailureOf', () => {
  it('tells each kind of failure of a remote part, with its remote', () => {
    const source = 'remote gifts/GiftGuideBlock';
    expect(
      remoteFailureOf(
        source,
        loadError('gifts/GiftGuideBlock failed to load: Failed to load script. #RUNTIME-008'),
      ),
    ).toEqual({ kind: 'entry', remote: 'gifts' });
    expect(
      remoteFailureOf(source, loadError('gifts/GiftGuideBlock did not load within 6000 ms')),
    ).toEqual({ kind: 'timeout', remote: 'gifts' });
    expect(remoteFailureOf(source, loadError('gifts/GiftGuideBlock has no component'))).toEqual({
      kind: 'module',
      remote: 'gifts',
    });
    expect(remoteFailureOf(source, new TypeError('gifts is undefined'))).toEqual({
      kind: 'render',
      remote: 'gifts',
    });
  });

  it('reads the remote a manifest refused, and knows no remote for a hydration mismatch', () => {
    expect(
      remoteFailureOf('remotes manifest', new Error('Refused stores at http://x/: not allowed')),
    ).toEqual({ kind: 'manifest', remote: 'stores' });
    expect(remoteFailureOf('remotes manifest', new Error('Failed to fetch'))).toEqual({
      kind: 'manifest',
      remote: null,
    });
    expect(remoteFailureOf('hydration', new Error('#418'))).toEqual({
      kind: 'hydration',
      remote: null,
    });
  });

  it("leaves the shell's own failures out", () => {
    expect(remoteFailureOf('page data', new Error('404'))).toBeNull();
    expect(remoteFailureOf('search-index', new Error('404'))).toBeNull();
  });
});
