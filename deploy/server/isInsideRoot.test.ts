import { isInsideRoot } from './isInsideRoot';

describe('isInsideRoot', () => {
  it('accepts the root itself and what lies below it', () => {
    expect(isInsideRoot('/srv/dist', '/srv/dist')).toBe(true);
    expect(isInsideRoot('/srv/dist', '/srv/dist/index.html')).toBe(true);
    expect(isInsideRoot('/srv/dist/', '/srv/dist/assets/..data/x.json')).toBe(true);
  });

  it('refuses a sibling whose name starts with the root’s', () => {
    expect(isInsideRoot('/srv/dist', '/srv/dist-x/secret.txt')).toBe(false);
    expect(isInsideRoot('/srv/releases/v2', '/srv/releases/v2-hotfix/remoteEntry.js')).toBe(false);
  });

  it('refuses the parent and anything reached through it', () => {
    expect(isInsideRoot('/srv/dist', '/srv')).toBe(false);
    expect(isInsideRoot('/srv/dist', '/srv/dist/../dist-x/a')).toBe(false);
    expect(isInsideRoot('/srv/dist', '/etc/passwd')).toBe(false);
  });
});
