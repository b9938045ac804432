import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, SITE_APPS } from 'shared-lib/apps';
import { siteStateDir } from '../generations/siteState';
import { REPO_ROOT } from '../origins/siteApps';
import { localSiteOrigins } from '../origins/siteOrigins';
import { defaultNginxPrefix, loadSiteConfig, SiteConfigError } from './siteConfig';

/** A configuration file in a folder of its own, as an operator writes it. */
function configFile(values: unknown, text = JSON.stringify(values)): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'site-config-')), 'site.json');
  writeFileSync(file, text);
  return file;
}

/** The problems a configuration is refused with (fails the test when it is accepted). */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadSiteConfig(env);
  } catch (error) {
    if (error instanceof SiteConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

const PRODUCTION = {
  origins: {
    shell: 'https://www.outlet.example',
    ...Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `https://${name.replace('_', '-')}.outlet.example`]),
    ),
  },
  listen: { shell: '127.0.0.1:9080', formsApi: '127.0.0.1:9185' },
  folders: { state: '/var/lib/outlet-site/served', releases: 'releases', data: '/var/lib/x' },
  release: { lockWaitSeconds: 30 },
};

describe('loadSiteConfig', () => {
  it('without a file or variables is the site on loopback at 8080, as npm start serves it', () => {
    const config = loadSiteConfig({});
    expect(config.origins).toEqual(localSiteOrigins(8080, '127.0.0.1'));
    expect(config.editorOrigin).toBe('http://127.0.0.1:8080');
    expect(config.listen).toEqual({
      ...Object.fromEntries(
        SITE_APPS.map((app) => [app.name, { host: '127.0.0.1', port: 8080 + app.portOffset }]),
      ),
      formsApi: { host: '127.0.0.1', port: 8085 },
      siteEvents: { host: '127.0.0.1', port: 8086 },
      editorBackend: { host: '127.0.0.1', port: 8087 },
      releaseService: { host: '127.0.0.1', port: 8088 },
    });
    expect(config.folders).toEqual({
      state: siteStateDir(REPO_ROOT, 8080),
      releases: path.join(REPO_ROOT, 'releases'),
      data: null,
    });
    expect(config.release.lockWaitSeconds).toBe(5);
    expect(config.nginx.prefix).toBe(defaultNginxPrefix(8080));
    expect(config.formsApiUpstream).toBeNull();
  });

  it('counts every port and the state folder from PORT', () => {
    const config = loadSiteConfig({ PORT: '9000' });
    expect(config.origins).toEqual(localSiteOrigins(9000, '127.0.0.1'));
    expect(config.listen.releaseService).toEqual({ host: '127.0.0.1', port: 9008 });
    expect(config.folders.state).toBe(path.join(REPO_ROOT, 'served', '9000'));
  });

  it('reads host names, addresses and folders from the file, relative folders from its own', () => {
    const file = configFile(PRODUCTION);
    const config = loadSiteConfig({ SITE_CONFIG: file });
    expect(config.origins.shell).toBe('https://www.outlet.example');
    expect(config.origins.remotes.whats_on).toBe('https://whats-on.outlet.example');
    expect(config.editorOrigin).toBe('https://www.outlet.example');
    expect(config.listen.shell).toEqual({ host: '127.0.0.1', port: 9080 });
    expect(config.listen.formsApi).toEqual({ host: '127.0.0.1', port: 9185 });
    // What the file leaves out keeps its place after the shell's default port.
    expect(config.listen.siteEvents).toEqual({ host: '127.0.0.1', port: 8086 });
    expect(config.folders).toEqual({
      state: '/var/lib/outlet-site/served',
      releases: path.join(path.dirname(file), 'releases'),
      data: '/var/lib/x',
    });
    expect(config.release.lockWaitSeconds).toBe(30);
  });

  it('lets an environment variable win over the file', () => {
    const config = loadSiteConfig({
      SITE_CONFIG: configFile(PRODUCTION),
      RELEASE_LOCK_WAIT_SECONDS: '0.5',
      SITE_STATE_DIR: '/srv/state',
      FORMS_API_UPSTREAM: '10.0.0.7:8085',
    });
    expect(config.release.lockWaitSeconds).toBe(0.5);
    expect(config.folders.state).toBe('/srv/state');
    expect(config.formsApiUpstream).toEqual({ host: '10.0.0.7', port: 8085 });
  });

  it('refuses a lock wait that is not a number of seconds, naming the variable and its value', () => {
    expect(problemsOf({ RELEASE_LOCK_WAIT_SECONDS: 'abc' })).toEqual([
      'RELEASE_LOCK_WAIT_SECONDS=abc: not a number of seconds (0 to 86400)',
    ]);
    expect(problemsOf({ RELEASE_LOCK_WAIT_SECONDS: '-1' })).toHaveLength(1);
    expect(problemsOf({ RELEASE_LOCK_WAIT_SECONDS: 'Infinity' })).toHaveLength(1);
  });

  it('refuses a port that is not one, and a PORT that leaves no room for the services after it', () => {
    expect(problemsOf({ PORT: '80a' })).toEqual([
      'PORT=80a: not a port (a whole number from 1 to 65535)',
    ]);
    expect(problemsOf({ PORT: '0' })).toHaveLength(1);
    expect(problemsOf({ PORT: '65528' })).toEqual([
      "port 65528: releaseService would listen on 65536 (its offset 8 after the shell's), above 65535",
    ]);
  });

  it('names the file, the key and the value of every bad value in the file at once', () => {
    const file = configFile({
      port: '8080',
      origins: { shell: 'https://www.outlet.example/', stores: 'ftp://stores.example' },
      listen: { siteEvents: 'localhost', formsApi: '127.0.0.1:99999' },
      release: { lockWaitSeconds: 'soon' },
    });
    expect(problemsOf({ SITE_CONFIG: file })).toEqual([
      `${file}: origins.shell is "https://www.outlet.example/": not an origin as a browser writes it: https://www.outlet.example`,
      `${file}: origins.stores is "ftp://stores.example": not an origin: http or https only`,
      `${file}: listen.formsApi is "127.0.0.1:99999": not host:port: 99999 is not a port (1 to 65535)`,
      `${file}: listen.siteEvents is "localhost": not host:port (e.g. 127.0.0.1:8080)`,
      `${file}: release.lockWaitSeconds is "soon": not a number of seconds (0 to 86400)`,
    ]);
  });

  it('reads the proxies in front of nginx as addresses or networks, refusing anything else', () => {
    expect(
      loadSiteConfig({
        SITE_CONFIG: configFile({ nginx: { trustedProxies: ['127.0.0.1', '::1'] } }),
      }).nginx.trustedProxies,
    ).toEqual(['127.0.0.1', '::1']);
    expect(
      loadSiteConfig({ NGINX_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7' }).nginx.trustedProxies,
    ).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(loadSiteConfig({}).nginx.trustedProxies).toEqual([]);
    expect(problemsOf({ NGINX_TRUSTED_PROXIES: '10.0.0.0/33' })).toEqual([
      'NGINX_TRUSTED_PROXIES=10.0.0.0/33: "10.0.0.0/33" is not an IP address or network (10.0.0.0/8)',
    ]);
    const file = configFile({ nginx: { trustedProxies: 5 } });
    expect(problemsOf({ SITE_CONFIG: file })).toEqual([
      `${file}: nginx.trustedProxies is 5: not a list of IP addresses or networks`,
    ]);
  });

  it('accepts the port as digits in the file too', () => {
    expect(loadSiteConfig({ SITE_CONFIG: configFile({ port: '9100' }) }).port).toBe(9100);
  });

  it('refuses a key it does not know, so that a typo does not leave a default in place', () => {
    const file = configFile({ origns: {}, folders: { stat: '/x' }, release: 5 });
    expect(problemsOf({ SITE_CONFIG: file })).toEqual([
      `${file}: unknown key origns (known: port, origins, listen, folders, release, nginx)`,
      `${file}: unknown key folders.stat (known: state, releases, data)`,
      `${file}: release is 5: not an object`,
    ]);
  });

  it('refuses a missing file and a file that is not JSON, naming SITE_CONFIG', () => {
    expect(problemsOf({ SITE_CONFIG: '/nowhere/site.json' })).toEqual([
      'SITE_CONFIG=/nowhere/site.json: no such file',
    ]);
    const broken = configFile(null, '{ "port": 80,');
    expect(problemsOf({ SITE_CONFIG: broken })[0]).toMatch(
      new RegExp(`^SITE_CONFIG=${broken}: not JSON \\(`),
    );
    const list = configFile([1]);
    expect(problemsOf({ SITE_CONFIG: list })).toEqual([`SITE_CONFIG=${list}: not a JSON object`]);
  });

  it('refuses two services on one address, a wildcard host clashing with any', () => {
    const file = configFile({
      listen: { shell: '0.0.0.0:9000', stores: '127.0.0.1:9000', siteEvents: '127.0.0.1:8085' },
    });
    expect(problemsOf({ SITE_CONFIG: file })).toEqual([
      'listen: shell and stores would both listen on 127.0.0.1:9000',
      'listen: formsApi and siteEvents would both listen on 127.0.0.1:8085',
    ]);
  });

  it('refuses a remote on the origin of the shell or of another remote', () => {
    const file = configFile({
      origins: { shell: 'https://www.outlet.example', stores: 'https://www.outlet.example' },
    });
    expect(problemsOf({ SITE_CONFIG: file })).toEqual([
      'origins: shell and stores are both https://www.outlet.example',
    ]);
  });
});
