import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EDITOR_BACKEND,
  FORMS_API,
  RELEASE_SERVICE,
  REMOTE_APPS,
  REMOTE_NAMES,
  SHELL_APP,
  SITE_EVENTS,
} from 'shared-lib/apps';
import type { RemoteName } from 'shared-lib/contracts';
import { siteStateDir } from '../generations/siteState';
import { REPO_ROOT } from '../origins/siteApps';
import { localSiteOrigins, type SiteOrigins } from '../origins/siteOrigins';
import { readConfigFile, valueAt, type ConfigFile } from './siteConfigFile';
import {
  addresses,
  BadValue,
  clash,
  folder,
  listenAddress,
  origin,
  port,
  seconds,
  type Given,
  type ListenAddress,
} from './settingValues';

/** Every process of the site that listens: the five apps' servers and the services beside them. */
export type ServiceName =
  'shell' | RemoteName | 'formsApi' | 'siteEvents' | 'editorBackend' | 'releaseService';

/** Each one's port after the shell's (shared-lib's app registry), the default on loopback. */
const PORT_OFFSETS: Record<ServiceName, number> = {
  shell: SHELL_APP.portOffset,
  ...(Object.fromEntries(REMOTE_APPS.map((app) => [app.name, app.portOffset])) as Record<
    RemoteName,
    number
  >),
  formsApi: FORMS_API.portOffset,
  siteEvents: SITE_EVENTS.portOffset,
  editorBackend: EDITOR_BACKEND.portOffset,
  releaseService: RELEASE_SERVICE.portOffset,
};
const SERVICES = Object.keys(PORT_OFFSETS) as ServiceName[];

/** Where the site listens when nothing says otherwise: this machine only. */
export const LOOPBACK = '127.0.0.1';
const DEFAULT_PORT = 8080;
const DEFAULT_LOCK_WAIT_SECONDS = 5;

/** The keys the file may have, by section (`null`: a value, not a section). */
const FILE_KEYS: Record<string, readonly string[] | null> = {
  port: null,
  origins: ['shell', ...REMOTE_NAMES, 'editor'],
  listen: SERVICES,
  folders: ['state', 'releases', 'data'],
  release: ['lockWaitSeconds'],
  nginx: ['prefix', 'trustedProxies'],
};

/**
 * One instance of the site: where shoppers reach each app, where each service listens, where
 * its state lives and how the release commands behave. From SITE_CONFIG (a JSON file) and the
 * environment, an environment variable winning over the file; without either, the site on
 * loopback at PORT (8080) and the ports after it, as `npm start` serves it.
 */
export interface SiteConfig {
  /** The shell's port the defaults are counted from (PORT); the default state folder's name. */
  port: number;
  /** Each app's public origin (https in production): the policy and the manifest allow these. */
  origins: SiteOrigins;
  /** The editor's origin (/admin/): the shell's unless it has its own. */
  editorOrigin: string;
  /** Where each server and service listens on this machine. */
  listen: Record<ServiceName, ListenAddress>;
  /** A forms service elsewhere (FORMS_API_UPSTREAM): `serve:nginx` then starts none. */
  formsApiUpstream: ListenAddress | null;
  folders: {
    /** The served generations, published content, canary state and events (SITE_STATE_DIR). */
    state: string;
    /** Every remote's released versions, the release log and lock (RELEASES_DIR). */
    releases: string;
    /** The services' data (forms-api's submissions and uploads); null: each one's own default. */
    data: string | null;
  };
  release: {
    /** How long a release command waits for another one to finish (RELEASE_LOCK_WAIT_SECONDS). */
    lockWaitSeconds: number;
  };
  nginx: {
    /** nginx's prefix: its generated configuration, pid, logs and temporary files (NGINX_PREFIX). */
    prefix: string;
    /**
     * The proxies in front of nginx (a TLS terminator on this machine, a load balancer) whose
     * X-Forwarded-For names the visitor (NGINX_TRUSTED_PROXIES); none by default.
     */
    trustedProxies: string[];
  };
}

/** The configuration cannot be used: every bad value, each naming where it came from. */
export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The site configuration is refused:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
}

/** nginx's prefix when none is given: a folder of the system's temporary folder per port. */
export const defaultNginxPrefix = (shellPort: number) =>
  path.join(tmpdir(), `outlet-site-nginx-${shellPort}`);

/** Reads one setting: its environment variable, else its key in the file, else its default. */
function reader(env: NodeJS.ProcessEnv, file: ConfigFile | null, problems: string[]) {
  return function read<T, D = T>(
    key: string | null,
    variable: string | null,
    parse: (given: Given, base: string) => T,
    fallback: () => D,
  ): T | D {
    const fromEnv = variable ? env[variable] : undefined;
    const fromFile = key ? valueAt(file, key) : undefined;
    try {
      if (fromEnv !== undefined && fromEnv !== '') return parse(fromEnv, process.cwd());
      if (fromFile !== undefined) return parse(fromFile, file!.dir);
    } catch (error) {
      if (!(error instanceof BadValue)) throw error;
      problems.push(
        fromEnv !== undefined && fromEnv !== ''
          ? `${variable}=${fromEnv}: ${error.message}`
          : `${file!.name}: ${key} is ${JSON.stringify(fromFile)}: ${error.message}`,
      );
    }
    return fallback();
  };
}

function checkListen(listen: Record<ServiceName, ListenAddress>, problems: string[]): void {
  SERVICES.forEach((name, index) => {
    const { port: at } = listen[name];
    if (at > 65_535)
      problems.push(
        `port ${at - PORT_OFFSETS[name]}: ${name} would listen on ${at} (its offset ${PORT_OFFSETS[name]} after the shell's), above 65535`,
      );
    for (const other of SERVICES.slice(index + 1))
      if (clash(listen[name], listen[other]))
        problems.push(
          `listen: ${name} and ${other} would both listen on ${listen[other].host}:${listen[other].port}`,
        );
  });
}

function checkOrigins(origins: SiteOrigins, problems: string[]): void {
  const apps: [string, string][] = [
    ['shell', origins.shell],
    ...REMOTE_NAMES.map((name): [string, string] => [name, origins.remotes[name]]),
  ];
  apps.forEach(([name, value], index) => {
    const same = apps.slice(index + 1).find(([, other]) => other === value);
    // Each remote is an origin of its own: the shell's pages load it across origins (CORS).
    if (same) problems.push(`origins: ${name} and ${same[0]} are both ${value}`);
  });
}

/**
 * The site's configuration from SITE_CONFIG and the environment, every value checked: throws a
 * SiteConfigError naming each bad one (the variable or the file and key, and the value).
 */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const problems: string[] = [];
  const file = env.SITE_CONFIG ? readConfigFile(env.SITE_CONFIG, FILE_KEYS, problems) : null;
  const read = reader(env, file, problems);

  const basePort = read('port', 'PORT', port, () => DEFAULT_PORT);
  const loopback = localSiteOrigins(basePort, LOOPBACK);
  const shell = read('origins.shell', null, origin, () => loopback.shell);
  const origins: SiteOrigins = {
    shell,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        read(`origins.${name}`, null, origin, () => loopback.remotes[name]),
      ]),
    ) as Record<RemoteName, string>,
  };
  const listen = Object.fromEntries(
    SERVICES.map((name) => [
      name,
      read(`listen.${name}`, null, listenAddress, () => ({
        host: LOOPBACK,
        port: basePort + PORT_OFFSETS[name],
      })),
    ]),
  ) as Record<ServiceName, ListenAddress>;
  const config: SiteConfig = {
    port: basePort,
    origins,
    editorOrigin: read('origins.editor', null, origin, () => shell),
    listen,
    formsApiUpstream: read(null, 'FORMS_API_UPSTREAM', listenAddress, () => null),
    folders: {
      state: read('folders.state', 'SITE_STATE_DIR', folder, () =>
        siteStateDir(REPO_ROOT, basePort),
      ),
      releases: read('folders.releases', 'RELEASES_DIR', folder, () =>
        path.join(REPO_ROOT, 'releases'),
      ),
      data: read('folders.data', 'SITE_DATA_DIR', folder, () => null),
    },
    release: {
      lockWaitSeconds: read(
        'release.lockWaitSeconds',
        'RELEASE_LOCK_WAIT_SECONDS',
        seconds,
        () => DEFAULT_LOCK_WAIT_SECONDS,
      ),
    },
    nginx: {
      prefix: read('nginx.prefix', 'NGINX_PREFIX', folder, () => defaultNginxPrefix(basePort)),
      trustedProxies: read(
        'nginx.trustedProxies',
        'NGINX_TRUSTED_PROXIES',
        addresses,
        (): string[] => [],
      ),
    },
  };
  checkListen(listen, problems);
  checkOrigins(origins, problems);
  if (problems.length > 0) throw new SiteConfigError(problems);
  return config;
}
