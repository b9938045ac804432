import { captchaModeOf } from './captchaConfig';

describe('captchaModeOf', () => {
  it('uses Google with the site key from the build environment', () => {
    expect(captchaModeOf(' site-key ', '')).toEqual({ kind: 'google', siteKey: 'site-key' });
  });

  it('uses the test double only when the test build flag is exactly 1', () => {
    expect(captchaModeOf('site-key', '1')).toEqual({ kind: 'test-double' });
    expect(captchaModeOf('site-key', 'true')).toEqual({ kind: 'google', siteKey: 'site-key' });
  });

  it('is not configured without a site key', () => {
    expect(captchaModeOf('', '')).toEqual({ kind: 'not-configured' });
    expect(captchaModeOf('  ', '0')).toEqual({ kind: 'not-configured' });
  });
});
