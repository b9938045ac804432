import path from 'node:path';
import { localSiteOrigins } from 'deploy/site-origins';

/** The e2e site runs on its own ports so that a developer's `npm start` on 8080 can keep running. */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 8090);
export const HOST = '127.0.0.1';
export const SITE_URL = `http://${HOST}:${SITE_PORT}`;

/** Origins of the remotes, as the served site gives them. */
export const REMOTE_ORIGINS = localSiteOrigins(SITE_PORT, HOST).remotes;

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');
