import { contentSecurityPolicyDirectives, securityHeaders } from './securityHeaders';
import { localSiteOrigins } from '../origins/siteOrigins';

const origins = localSiteOrigins(9000);

describe('the Content-Security-Policy', () => {
  const directives = contentSecurityPolicyDirectives({
    origins,
    inlineHashes: { styleElements: ['sha256-aaa='], scripts: [] },
  });

  it('allows nothing by default, and scripts only from the site, the remotes and the named third parties', () => {
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual([
      "'self'",
      'http://127.0.0.1:9001',
      'http://127.0.0.1:9002',
      'http://127.0.0.1:9003',
      'http://127.0.0.1:9004',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://www.googletagmanager.com',
      'https://cdn.lightwidget.com',
    ]);
    const everything = Object.values(directives).flat();
    expect(everything).not.toContain("'unsafe-inline'");
    expect(everything).not.toContain("'unsafe-eval'");
    expect(everything).not.toContain('*');
  });

  it('allows inline style elements by their hashes only, style attributes never, and the map and captcha frames', () => {
    expect(directives['style-src-elem']).toContain("'sha256-aaa='");
    expect(directives['style-src-attr']).toEqual(["'none'"]);
    expect(directives['frame-src']).toContain('https://snazzymaps.com');
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
  });

  it('hashes an inline script rather than allowing inline scripts', () => {
    const withScript = contentSecurityPolicyDirectives({
      origins,
      inlineHashes: { styleElements: [], scripts: ['sha256-ccc='] },
    });
    expect(withScript['script-src']).toContain("'sha256-ccc='");
  });
});

describe('securityHeaders', () => {
  it('sends HSTS, nosniff, the referrer policy, the permissions policy and COOP', () => {
    const headers = securityHeaders({ origins });
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});
