import path from 'node:path';
import { candidateFiles } from './servedFiles';

describe('candidateFiles', () => {
  it('looks in the served generation, then the shared files, then the build', () => {
    expect(
      candidateFiles(
        { root: '/srv/shell/dist', site: '/srv/served/8080' },
        'generations/000007',
        path.join('stores', 'index.html'),
      ),
    ).toEqual([
      '/srv/served/8080/generations/000007/stores/index.html',
      '/srv/served/8080/shared/stores/index.html',
      '/srv/shell/dist/stores/index.html',
    ]);
  });

  it('serves a remote release from the releases folder only', () => {
    const layout = { root: '/srv/mf-gifts/dist', releases: '/srv/releases/mf-gifts' };
    expect(candidateFiles(layout, null, path.join('releases', 'xmas', 'remoteEntry.js'))).toEqual([
      '/srv/releases/mf-gifts/xmas/remoteEntry.js',
    ]);
    expect(candidateFiles(layout, null, 'remoteEntry.js')).toEqual([
      '/srv/mf-gifts/dist/remoteEntry.js',
    ]);
  });

  it('has only the build without a site state', () => {
    expect(candidateFiles({ root: '/srv/shell/dist' }, null, 'main.js')).toEqual([
      '/srv/shell/dist/main.js',
    ]);
  });
});
