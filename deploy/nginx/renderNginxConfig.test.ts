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
    // Pages from the served generation of the site's state folder (`current`, or `canary` for a
    // canary's cohort), named in a header.
    expect(conf).toContain('root /srv/site/served/9000/$site_cohort_link;');
    expect(conf).toContain('include /tmp/nginx-test/cohorts.conf;');
    expect(conf).toContain('add_header Set-Cookie $site_cohort_cookie always;');
    expect(files['cohorts.conf']).toContain('default current;');
    expect(conf).toContain('add_header X-Site-Generation $site_generation always;');
    expect(conf).toContain('root /srv/site/mf-gifts/dist;');
    expect(conf).toContain('alias /srv/releases/mf-gifts/;');
    expect(conf).toContain('server 127.0.0.1:9005;');
    expect(conf).toContain('location ^~ /restful_forms/');
    expect(conf).toContain('error_page 502 503 504 = @forms_unavailable;');
    expect(conf).toContain('server 127.0.0.1:9006;');
    expect(conf).toMatch(/location = \/site-events\/ \{\s*client_max_body_size 4k;/);
    // The shell's Node build renders on the machine; it is never served.
    expect(conf).toMatch(
      /location \^~ \/server\/ \{\s*types \{ \}\s*default_type text\/plain;\s*return 404/,
    );
    expect(conf).toContain('Access-Control-Allow-Origin "http://127.0.0.1:9000"');
    expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/);
  });

  it('compresses with brotli when the module is there', () => {
    expect(files['nginx.conf']).toContain(
      'load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;\nload_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;',
    );
    expect(files['nginx.conf']).toContain('brotli on;');
    expect(files['nginx.conf']).toContain('brotli_static on;');
    const withoutBrotli = renderNginxConfig({ ...site, brotli: false })['nginx.conf'];
    expect(withoutBrotli).not.toContain('load_module');
    expect(withoutBrotli).toContain('gzip on;');
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

  it('answers /admin/ with a 404 unless the editor is enabled, then with its own policy', () => {
    const admin = /location \^~ \/admin\/ \{[\s\S]*?\n {4}\}/;
    expect(files['nginx.conf'].match(admin)?.[0]).toContain('return 404');
    const enabled = renderNginxConfig({ ...site, adminEnabled: true })['nginx.conf'].match(
      admin,
    )?.[0];
    expect(enabled).toContain('try_files $uri /admin/index.html;');
    // Decap styles its interface inline, which the pages' policy never allows.
    expect(enabled).toMatch(
      /Content-Security-Policy "[^"]*style-src 'self' http:\/\/127\.0\.0\.1:9001[^"]*'unsafe-inline'/,
    );
    expect(files['headers.conf']).not.toContain("'unsafe-inline'");
  });

  it('logs every request for the site events service and names it to the page', () => {
    const conf = files['nginx.conf'];
    expect(conf).toContain('access_log /srv/site/served/9000/logs/access.jsonl site_access;');
    expect(conf).toMatch(
      /log_format site_access escape=json '\{"time":"\$time_iso8601","id":"\$request_id",'/,
    );
    expect(conf).toContain(`add_header Server-Timing 'page;desc="$request_id"' always;`);
    expect(conf).toMatch(/location = \/site-events\/csp \{\s*client_max_body_size 16k;/);
    expect(files['headers.conf']).toContain('report-uri http://127.0.0.1:9000/site-events/csp"');
  });

  it('passes the dashboard’s figures on to the site events service only where /admin/ is served', () => {
    const api = 'location ^~ /admin/ops/api/ {';
    expect(files['nginx.conf']).not.toContain(api);
    const enabled = renderNginxConfig({ ...site, adminEnabled: true })['nginx.conf'];
    expect(enabled).toContain(`${api}\n      proxy_pass http://site_events/ops/;`);
  });

  it('serves a file from the served generation first (published content), else from the build', () => {
    const conf = files['nginx.conf'];
    const fileLocation = conf.slice(conf.indexOf('location ~ "/[^/]*\\.[^/]*$"'));
    expect(fileLocation).toMatch(
      /root \/srv\/site\/served\/9000\/\$site_cohort_link;\s+try_files \$uri @build_file;/,
    );
    expect(conf).toMatch(
      /location @build_file \{\s+error_page 404 @missing_file;\s+try_files \$uri =404;/,
    );
  });
});
