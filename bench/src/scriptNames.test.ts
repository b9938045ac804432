import { scriptNamer } from './scriptNames';

describe('scriptNamer', () => {
  it('names a script by its app and file, without the hash, whichever ports the build had', () => {
    const build = scriptNamer(8150);
    const reference = scriptNamer(8170);
    expect(build('http://127.0.0.1:8150/main.edc83468d8.js')).toBe('shell /main.js');
    expect(reference('http://127.0.0.1:8170/main.08f805d877.js')).toBe('shell /main.js');
    expect(build('http://127.0.0.1:8151/remoteEntry.js')).toBe('mf-stores /remoteEntry.js');
    expect(
      reference('http://127.0.0.1:8173/releases/xmas/expose-GiftGuideBlock.0a1b2c3d4e.js'),
    ).toBe('mf-gifts /releases/xmas/expose-GiftGuideBlock.js');
  });

  it("calls the shell's pages, whose inline scripts run in them, the page", () => {
    expect(scriptNamer(8150)('http://127.0.0.1:8150/stores/adairs/')).toBe('the page');
  });

  it('keeps an address of another origin as its host and path', () => {
    expect(scriptNamer(8150)('https://www.googletagmanager.com/gtm.js')).toBe(
      'www.googletagmanager.com /gtm.js',
    );
  });
});
