import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSiteConfig } from '../config/siteConfig';
import { REPO_ROOT } from '../origins/siteApps';
import { fillTemplate, renderNginxConfig } from './renderNginxConfig';
import { localNginxSite } from './localSite';

function writeConfigFile(values: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'nginx-config-')), 'site.json');
  writeFileSync(file, JSON.stringify(values));
  return file;
}

describe('fillTemplate', () => {
  it('fills every placeholder and refuses one without a value', () => {
    expect(fillTemplate('listen {{HOST}}:{{PORT}};', { HOST: '127.0.0.1', PORT: 9000 })).toBe(
      'listen 127.0.0.1:9000;',
    );
    expect(() => fillTemplate('root {{DIST}};', {})).toThrow('{{DIST}}');
  });
});

/** nginx.conf as the site configuration read from `env` makes it. */
const nginxConfOf = (env: Record<string, string>) =>
  renderNginxConfig(localNginxSite(loadSiteConfig(env)))['nginx.conf'];

describe('renderNginxConfig', () => {
  const site = {
    ...localNginxSite(
      loadSiteConfig({
        PORT: '9000',
        NGINX_PREFIX: '/tmp/nginx-test',
        RELEASES_DIR: '/srv/releases',
        SITE_STATE_DIR: '/srv/state',
      }),
    ),
    brotli: true,
  };
  const files = renderNginxConfig(site);

  it('serves the shell and each remote on their own port, the forms service behind its path', () => {
    const conf = files['nginx.conf'];
    for (const port of [9000, 9001, 9002, 9003, 9004])
      expect(conf).toContain(`listen 127.0.0.1:${port};`);
    expect(conf).toContain(`root ${path.join(REPO_ROOT, 'shell/dist')};`);
    // Pages from the folder of the site's state folder the routing gives a request (`current`,
    // `canary` for a canary's cohort, a candidate's preview), named in a header.
    expect(conf).toContain('root /srv/state/$site_folder;');
    expect(conf).toContain('include /tmp/nginx-test/routing.conf;');
    expect(conf).toContain('add_header Set-Cookie $site_cohort_cookie always;');
    expect(conf).toContain('add_header X-Robots-Tag $site_robots_tag always;');
    expect(conf).toContain('location ^~ /__preview/ {');
    expect(files['routing.conf']).toContain('default current;');
    expect(conf).toContain('add_header X-Site-Generation $site_generation always;');
    expect(conf).toContain(`root ${path.join(REPO_ROOT, 'mf-gifts/dist')};`);
    expect(conf).toContain('alias /srv/releases/mf-gifts/;');
    expect(conf).toContain('server 127.0.0.1:9005;');
    expect(conf).toContain('location ^~ /restful_forms/');
    expect(conf).toContain('error_page 502 503 504 = @forms_unavailable;');
    expect(conf).toContain('server 127.0.0.1:9006;');
    expect(conf).toMatch(/location = \/site-events\/ \{\s*client_max_body_size 4k;/);
    // Source maps and the Node builds render on the machine; they are never served.
    expect(conf).toContain(
      'map $uri $site_hidden_pages_file {\n    default 0;\n    "~^/server/|\\.map$" 1;',
    );
    expect(conf).toContain(
      'map $uri $site_hidden_remote_file {\n    default 0;\n    "~/server/|\\.map$" 1;',
    );
    expect(conf.match(/if \(\$site_hidden_pages_file\) \{\s*return 404;/g)).toHaveLength(1);
    expect(conf.match(/if \(\$site_hidden_remote_file\) \{\s*return 404;/g)).toHaveLength(4);
    // No link followed, but the state folder's `current` a page location's root is.
    expect(conf.match(/disable_symlinks on;/g)).toHaveLength(5);
    expect(conf.match(/disable_symlinks on from=\$document_root;/g)).toHaveLength(1);
    expect(conf).toContain('Access-Control-Allow-Origin "http://127.0.0.1:9000"');
    expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/);
  });

  it('listens where the configuration says, and reaches a service on a wildcard on loopback', () => {
    const conf = nginxConfOf({
      SITE_CONFIG: writeConfigFile({
        listen: {
          shell: '0.0.0.0:9080',
          stores: '[::1]:9081',
          formsApi: '0.0.0.0:9185',
          siteEvents: '127.0.0.2:9186',
        },
      }),
    });
    expect(conf).toContain('listen 0.0.0.0:9080;');
    expect(conf).toContain('listen [::1]:9081;');
    expect(conf).toContain('listen 127.0.0.1:8082;');
    expect(conf).toContain('server 127.0.0.1:9185;');
    expect(conf).toContain('server 127.0.0.2:9186;');
  });

  it('takes the visitor from X-Forwarded-For of trusted proxies only', () => {
    expect(files['nginx.conf']).not.toContain('set_real_ip_from');
    const behindProxy = renderNginxConfig({ ...site, trustedProxies: ['127.0.0.1', '::1'] })[
      'nginx.conf'
    ];
    expect(behindProxy).toContain(
      'set_real_ip_from 127.0.0.1;\n  set_real_ip_from ::1;\n  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;',
    );
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

  it("answers the shop's /admin/ with a 404, or a redirect to the editor's own origin when it is served (the GitHub backend)", () => {
    const admin = /location \^~ \/admin\/ \{[\s\S]*?\n {4}\}/;
    expect(files['nginx.conf'].match(admin)?.[0]).toContain('return 404');
    expect(files['nginx.conf']).not.toContain('listen 127.0.0.1:9009;');
    const editor = {
      origin: 'https://editor.example.com',
      listen: { host: '127.0.0.1', port: 9009 },
      backend: null,
    };
    const enabled = renderNginxConfig({ ...site, editor })['nginx.conf'];
    expect(enabled.match(admin)?.[0]).toContain('return 301 https://editor.example.com/admin/;');
    // The editor's server: its own name, its own policy (Decap styles its interface inline,
    // which the pages' policy never allows), the Git backend's API only.
    const server = enabled.slice(enabled.indexOf('listen 127.0.0.1:9009;'));
    expect(server).toContain('server_name editor.example.com;');
    expect(server).toMatch(
      /add_header Content-Security-Policy "[^"]*style-src 'self' http:\/\/127\.0\.0\.1:9001[^"]*'unsafe-inline'/,
    );
    expect(server).toMatch(/connect-src 'self' blob: https:\/\/api\.github\.com;/);
    expect(server).toContain("frame-ancestors 'none'");
    expect(server).toMatch(
      /location \^~ \/admin\/ \{\s*error_page 404 @missing_file;\s*try_files \$uri \$uri\/ =404;/,
    );
    expect(files['headers.conf']).not.toContain("'unsafe-inline'");
  });

  it('logs every request for the site events service and names it to the page', () => {
    const conf = files['nginx.conf'];
    expect(conf).toContain('access_log /srv/state/logs/access.jsonl site_access;');
    expect(conf).toMatch(
      /log_format site_access escape=json '\{"time":"\$time_iso8601","id":"\$request_id",'/,
    );
    expect(conf).toContain(`add_header Server-Timing 'page;desc="$request_id"' always;`);
    expect(conf).toMatch(/location = \/site-events\/csp \{\s*client_max_body_size 16k;/);
    expect(files['headers.conf']).toContain('report-uri http://127.0.0.1:9000/site-events/csp"');
  });

  it('serves the dashboard beside the editor on its origin, with a strict policy of its own', () => {
    const dashboard = 'location ^~ /admin/ops/ {';
    const api = 'location ^~ /admin/ops/api/ {';
    expect(files['nginx.conf']).not.toContain(dashboard);
    expect(files['nginx.conf']).not.toContain(api);
    const editor = {
      origin: 'https://editor.example.com',
      listen: { host: '127.0.0.1', port: 9009 },
      backend: null,
    };
    const enabled = renderNginxConfig({ ...site, editor })['nginx.conf'];
    const server = enabled.slice(enabled.indexOf('listen 127.0.0.1:9009;'));
    const location = server.slice(server.indexOf(dashboard), server.indexOf(api));
    expect(location).toContain(
      `add_header Content-Security-Policy "default-src 'none'; base-uri 'none'; object-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; manifest-src 'none'; form-action 'none'; frame-ancestors 'none'" always;`,
    );
    expect(location).toContain('add_header X-Frame-Options "DENY" always;');
    expect(location).not.toContain('unsafe');
    expect(server.slice(server.indexOf(api))).toMatch(
      /add_header Cache-Control no-store always;\s+proxy_pass http:\/\/site_events\/ops\/;/,
    );
  });

  it("serves nothing under the editor's /admin/ without a session of its backend, which signs in", () => {
    const editor = {
      origin: 'https://editor.example.com',
      listen: { host: '127.0.0.1', port: 9009 },
      backend: '127.0.0.1:9007',
    };
    const conf = renderNginxConfig({ ...site, editor })['nginx.conf'];
    const server = conf.slice(conf.indexOf('listen 127.0.0.1:9009;'));
    expect(server).toMatch(
      /location \^~ \/admin\/ \{\s*auth_request \/auth\/check;\s*error_page 401 \/auth\/sign-in;/,
    );
    expect(server).toMatch(
      /location \^~ \/admin\/api\/ \{[^}]*proxy_pass http:\/\/127\.0\.0\.1:9007;/,
    );
    expect(server).toMatch(/location = \/auth\/check \{\s*internal;/);
    // The dashboard's longer prefixes would win over /admin/'s: they ask for the session too.
    for (const prefix of ['/admin/ops/', '/admin/ops/api/'])
      expect(server).toMatch(
        new RegExp(
          `location \\^~ ${prefix.replaceAll('/', '\\/')} \\{\\s*auth_request \\/auth\\/check;`,
        ),
      );
    // The editor calls its own origin only; the sign-in page runs no script and posts to itself.
    expect(server).toMatch(/connect-src 'self' blob:;/);
    const auth = server.slice(server.indexOf('location ^~ /auth/ {'));
    const signIn = auth.slice(0, auth.indexOf('\n    }'));
    expect(signIn).toMatch(/Content-Security-Policy "default-src 'none';[^"]*form-action 'self'/);
    expect(signIn).not.toContain('script-src');
  });

  it('serves a file from the served generation first (published content), else from the build', () => {
    const conf = files['nginx.conf'];
    const fileLocation = conf.slice(conf.indexOf('location ~ "/[^/]*\\.[^/]*$"'));
    expect(fileLocation).toMatch(
      /root \/srv\/state\/\$site_folder;\s+set \$site_generation_root \$realpath_root;\s+try_files \/\. @generation_file;/,
    );
    expect(conf).toMatch(
      /location @generation_file \{\s+root \$site_generation_dir;\s+disable_symlinks on;\s+try_files \$uri @build_file;/,
    );
    expect(conf).toMatch(
      /location @build_file \{\s+disable_symlinks on;\s+error_page 404 @missing_file;\s+try_files \$uri =404;/,
    );
  });

  it('runs a worker a core, limits each client and holds none longer than its timeouts', () => {
    const conf = files['nginx.conf'];
    for (const line of [
      'worker_processes auto;',
      'worker_rlimit_nofile 8192;',
      'worker_connections 4096;',
      'client_header_timeout 10s;',
      'client_body_timeout 10s;',
      'send_timeout 10s;',
      'keepalive_timeout 15s;',
      'limit_conn_zone $binary_remote_addr zone=site_clients:10m;',
      'limit_conn site_clients 64;',
      'limit_req_zone $binary_remote_addr zone=site_requests:10m rate=100r/s;',
      'limit_req zone=site_requests burst=400 nodelay;',
      'limit_req_status 429;',
    ])
      expect(conf).toContain(`${line}\n`);
    const configured = nginxConfOf({
      NGINX_WORKERS: '3',
      NGINX_CONNECTIONS_PER_CLIENT: '0',
      NGINX_REQUESTS_PER_SECOND: '0',
      NGINX_CLIENT_TIMEOUT_SECONDS: '4',
    });
    expect(configured).toContain('worker_processes 3;');
    expect(configured).toContain('client_header_timeout 4s;');
    expect(configured).not.toMatch(/^\s*limit_(conn|req)\b/m);
  });

  it('redirects a page address without its slash from the address as it was sent', () => {
    const conf = files['nginx.conf'];
    expect(conf).toContain('map $request_uri $site_page_redirect {');
    expect(conf).toMatch(
      /location ~ "\/\[\^\/\.\]\+\$" \{\s*if \(\$site_page_redirect\) \{\s*return 301 \$site_page_redirect;/,
    );
    expect(conf).not.toContain('$uri/$is_args$args');
  });
});
