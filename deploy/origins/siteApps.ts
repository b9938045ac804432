import path from 'node:path';
import type { SiteApp } from 'shared-lib/apps';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Where an app of the registry (shared-lib/apps) is built. */
export const distOf = (app: SiteApp): string => path.join(REPO_ROOT, app.workspace, 'dist');
