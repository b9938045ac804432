import path from 'node:path';
import { REMOTE_PORT_OFFSETS } from '../remotes-manifest/createLocalManifest';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface SiteApp {
  workspace: string;
  /** Offset of the app's loopback port from the shell's. */
  portOffset: number;
}

/** The five apps of the site, each served from its own origin. */
export const SITE_APPS: SiteApp[] = [
  { workspace: 'shell', portOffset: 0 },
  { workspace: 'mf-stores', portOffset: REMOTE_PORT_OFFSETS.stores },
  { workspace: 'mf-whats-on', portOffset: REMOTE_PORT_OFFSETS.whats_on },
  { workspace: 'mf-gifts', portOffset: REMOTE_PORT_OFFSETS.gifts },
  { workspace: 'mf-forms', portOffset: REMOTE_PORT_OFFSETS.forms },
];

export const distOf = (app: SiteApp): string => path.join(REPO_ROOT, app.workspace, 'dist');
