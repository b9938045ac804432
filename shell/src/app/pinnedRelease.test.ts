import { pinnedManifest, PINNED_RELEASE_ID, readPinnedRelease } from './pinnedRelease';

const release = {
  generation: '000007',
  remotes: {
    gifts: {
      entry: 'http://127.0.0.1:8083/releases/xmas/remoteEntry.js',
      release: 'xmas',
      integrity: 'sha256-cmVsZWFzZWQ=',
    },
    stores: { entry: 'http://127.0.0.1:8081/remoteEntry.js', release: null },
  },
};

function documentWith(blockText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (blockText !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = PINNED_RELEASE_ID;
    block.textContent = blockText;
    doc.head.append(block);
  }
  return doc;
}

describe('pinned release', () => {
  it('reads the entries a page was rendered with as a manifest', () => {
    const pinned = readPinnedRelease(documentWith(JSON.stringify(release)));
    expect(pinned?.generation).toBe('000007');
    expect(pinnedManifest(pinned!)).toEqual({
      remotes: {
        gifts: 'http://127.0.0.1:8083/releases/xmas/remoteEntry.js',
        stores: 'http://127.0.0.1:8081/remoteEntry.js',
      },
      // Only the entries the page names a hash for.
      integrity: { gifts: 'sha256-cmVsZWFzZWQ=' },
    });
  });

  it('is absent from a page without the block or with a broken one', () => {
    expect(readPinnedRelease(documentWith(null))).toBeNull();
    expect(readPinnedRelease(documentWith('{not json'))).toBeNull();
  });
});
