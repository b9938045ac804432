import { ADMIN_CONTENT_SECURITY_POLICY } from './adminLocation';
import { fillTemplate, renderNginxConfig } from './renderNginxConfig';
import { localNginxSite } from './localSite';

describe('fillTemplate', () => {
  it('fills every placeholder and refuses one without a value', () => {
    expect(fillTemplate('listen {{HOST}}:{{PORT}};', { HOST: '127.0.0.1', PORT: 9000 })).toBe(
      'listen 127.0.0.1:9000;',
    );
    expect(() => fillTemplate('root {{DIST}};', {})).toThrow('{{DIST}}');
  });
});

describe('renderNginxConfig', () => {
  const site = {
    ...localNginxSite({
      repoRoot: '/srv/site',
      shellPort: 9000,
      prefix: '/tmp/nginx-test',
      releasesRoot: '/srv/releases',
    }),
    brotli: true,
  };
  const files = renderNginxConfig(site);

  it('serves the shell and each remote on their own port, the forms service behind its path', () => {
    const conf = files['nginx.conf'];
    for (const port of [9000, 9001, 9002, 9003, 9004])
      expect(conf).toContain(`listen 127.0.0.1:${port};`);
    expect(conf).toContain('root /srv/site/shell/dist;');
    expect(conf).toContain('root /srv/site/mf-gifts/dist;');
    expect(conf).toContain('alias /srv/releases/mf-gifts/;');
    expect(conf).toContain('server 127.0.0.1:9005;');
    expect(conf).toContain('location ^~ /restful_forms/');
    expect(conf).toContain('error_page 502 503 504 = @forms_unavailable;');
    // The shell's Node build renders on the machine; it is never served.
    expect(conf).toMatch(
      /location \^~ \/server\/ \{\s*types \{ \}\s*default_type text\/plain;\s*return 404/,
    );
    expect(conf).toContain('Access-Control-Allow-Origin "http://127.0.0.1:9000"');
    expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/);
  });

  it('compresses with brotli when the module is there', () => {
    expect(files['nginx.conf']).toContain(
      'load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;',
    );
    expect(files['nginx.conf']).toContain('brotli on;');
    const withoutBrotli = renderNginxConfig({ ...site, brotli: false })['nginx.conf'];
    expect(withoutBrotli).not.toContain('load_module');
    expect(withoutBrotli).toContain('gzip on;');
  });

  it('does not serve the editor at /admin/ unless enabled, then with its own policy', () => {
    expect(files['nginx.conf']).toMatch(
      /location \^~ \/admin\/ \{\s*types \{ \}\s*default_type text\/plain;\s*return 404/,
    );
    const enabled = renderNginxConfig({ ...site, admin: true })['nginx.conf'];
    const admin = /location \^~ \/admin\/ \{([^}]*)\}/.exec(enabled)?.[1] ?? '';
    expect(admin).toContain(
      `add_header Content-Security-Policy "${ADMIN_CONTENT_SECURITY_POLICY}" always;`,
    );
    expect(admin).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(admin).toContain('try_files $uri /admin/index.html;');
    expect(admin).not.toContain("default-src 'none'");
  });

  it('sends the security headers and the cache policy on every response', () => {
    expect(files['headers.conf']).toContain(
      "add_header Content-Security-Policy \"default-src 'none';",
    );
    expect(files['headers.conf']).toContain('add_header Cache-Control $site_cache_control always;');
    expect(
      files['headers.conf']
        .split('\n')
        .filter((line) => line.startsWith('add_header'))
        .every((line) => line.endsWith(' always;')),
    ).toBe(true);
  });

  it('gives each file type its content type', () => {
    expect(files['types.conf']).toContain('text/javascript js mjs;');
    expect(files['types.conf']).toContain('application/manifest+json webmanifest;');
  });
});
