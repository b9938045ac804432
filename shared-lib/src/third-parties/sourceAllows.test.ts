import { sourceAllows, sourcesAllow } from './sourceAllows';

describe('sourceAllows, as a browser matches a policy source', () => {
  it.each([
    ['https://cdn.lightwidget.com', 'https://cdn.lightwidget.com/widgets/lightwidget.js'],
    ['https://cdn.lightwidget.com', 'https://CDN.LightWidget.com/x.js?a=1'],
    ['https://www.google.com/recaptcha/', 'https://www.google.com/recaptcha/api.js'],
    ['https://*.google-analytics.com', 'https://region1.google-analytics.com/g/collect'],
    ['https://snazzymaps.com/embed', 'https://snazzymaps.com/embed'],
  ])('%s takes %s', (source, address) => {
    expect(sourceAllows(source, address)).toBe(true);
  });

  it.each([
    ['another host', 'https://cdn.lightwidget.com', 'https://evil.example/x.js'],
    [
      'a host that only starts alike',
      'https://cdn.lightwidget.com',
      'https://cdn.lightwidget.com.evil.example/x.js',
    ],
    [
      'the host in the query only',
      'https://cdn.lightwidget.com',
      'https://evil.example/?https://cdn.lightwidget.com',
    ],
    ['plain http', 'https://cdn.lightwidget.com', 'http://cdn.lightwidget.com/x.js'],
    ['another port', 'https://cdn.lightwidget.com', 'https://cdn.lightwidget.com:8443/x.js'],
    ['credentials', 'https://cdn.lightwidget.com', 'https://user:pass@cdn.lightwidget.com/x.js'],
    ['a javascript: address', 'https://cdn.lightwidget.com', 'javascript:alert(1)'],
    ['a protocol-relative address', 'https://cdn.lightwidget.com', '//cdn.lightwidget.com/x.js'],
    ['no address at all', 'https://cdn.lightwidget.com', 'cdn.lightwidget.com/x.js'],
    [
      'a path outside the source path',
      'https://www.google.com/recaptcha/',
      'https://www.google.com/maps',
    ],
    [
      'a way out of the path',
      'https://www.google.com/recaptcha/',
      'https://www.google.com/recaptcha/../x.js',
    ],
    [
      'an encoded way out of the path',
      'https://www.google.com/recaptcha/',
      'https://www.google.com/recaptcha/%2e%2e/x.js',
    ],
    [
      'a longer path than an exact source path',
      'https://snazzymaps.com/embed',
      'https://snazzymaps.com/embed/1',
    ],
    [
      'the bare domain of a wildcard',
      'https://*.google-analytics.com',
      'https://google-analytics.com/x',
    ],
    [
      'a domain ending alike',
      'https://*.google-analytics.com',
      'https://evilgoogle-analytics.com/x',
    ],
  ])('refuses %s', (_case, source, address) => {
    expect(sourceAllows(source, address)).toBe(false);
  });

  it('takes an address any of the sources takes', () => {
    const sources = ['https://a.example', 'https://b.example/x/'];
    expect(sourcesAllow(sources, 'https://b.example/x/y')).toBe(true);
    expect(sourcesAllow(sources, 'https://c.example/')).toBe(false);
    expect(sourcesAllow([], 'https://a.example/')).toBe(false);
  });
});
