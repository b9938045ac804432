import path from 'node:path';
import { REMOTE_APPS, SHELL_APP } from 'shared-lib/apps';
import { localSiteOrigins, type SiteOrigins } from '../origins/siteOrigins';

/** Where the fleet's PostgreSQL listens: after the edge's apps and the release service. */
const POSTGRES_OFFSET = 9;
/** Each origin node's ports start this far apart, after the edge's. */
const NODE_SPACING = 10;

/** One origin node of the fleet: its own ports, state folder, nginx and data. */
export interface FleetNode {
  name: string;
  /** The node's shell port; its remotes, services and follower follow as on one machine. */
  port: number;
  dir: string;
  stateDir: string;
  nginxPrefix: string;
  dataDir: string;
  /** Its site configuration (SITE_CONFIG), written by `fleet up`. */
  configFile: string;
  /** Its follower's address (the shell's port + 8, where a release service would listen). */
  followerUrl: string;
}

/**
 * The fleet on this machine (decision 393), from one port: the edge answers the site's public
 * origins on it and the four after it (shell, then each remote), the release service on + 8,
 * PostgreSQL on + 9, and origin node n (1, 2…) from port + 10 n, each as a site on one machine.
 */
export interface FleetLayout {
  port: number;
  dir: string;
  /** The site's public origins: the edge's. */
  origins: SiteOrigins;
  edgeDir: string;
  /** The remotes' released versions the fleet serves (RELEASES_DIR of the service and the nodes). */
  releasesDir: string;
  service: { port: number; url: string; stateDir: string; configFile: string };
  postgres: { port: number; folder: string };
  nodes: FleetNode[];
  logs: string;
  /** What `up` records of the processes it started (fleetRecord). */
  recordFile: string;
}

export function fleetLayout(repoRoot: string, port: number, nodeCount = 2): FleetLayout {
  const dir = path.join(repoRoot, 'served', `fleet-${port}`);
  const servicePort = port + 8;
  return {
    port,
    dir,
    origins: localSiteOrigins(port),
    edgeDir: path.join(dir, 'edge'),
    releasesDir: path.join(dir, 'releases'),
    service: {
      port: servicePort,
      url: `http://127.0.0.1:${servicePort}`,
      stateDir: path.join(dir, 'release-service', 'state'),
      configFile: path.join(dir, 'release-service', 'site.json'),
    },
    postgres: { port: port + POSTGRES_OFFSET, folder: path.join(dir, 'postgres') },
    nodes: Array.from({ length: nodeCount }, (_, index) => {
      const name = `node-${index + 1}`;
      const nodePort = port + NODE_SPACING * (index + 1);
      const nodeDir = path.join(dir, name);
      return {
        name,
        port: nodePort,
        dir: nodeDir,
        stateDir: path.join(nodeDir, 'state'),
        nginxPrefix: path.join(nodeDir, 'nginx'),
        dataDir: path.join(nodeDir, 'data'),
        configFile: path.join(nodeDir, 'site.json'),
        followerUrl: `http://127.0.0.1:${nodePort + 8}`,
      };
    }),
    logs: path.join(dir, 'logs'),
    recordFile: path.join(dir, 'fleet.json'),
  };
}

/** Each app's port on a node (or at the edge) from its shell port: the registry's offsets. */
export const appPorts = (shellPort: number) => [
  { name: SHELL_APP.name, port: shellPort + SHELL_APP.portOffset },
  ...REMOTE_APPS.map((app) => ({ name: app.name, port: shellPort + app.portOffset })),
];
