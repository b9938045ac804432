import path from 'node:path';

/** The e2e site runs on its own ports so that a developer's `npm start` on 8080 can keep running. */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 8090);
export const HOST = '127.0.0.1';
export const SITE_URL = `http://${HOST}:${SITE_PORT}`;

/** Origins of the remotes, in the port order of deploy/remotes/createLocalManifest.ts. */
export const REMOTE_ORIGINS = {
  stores: `http://${HOST}:${SITE_PORT + 1}`,
  whats_on: `http://${HOST}:${SITE_PORT + 2}`,
  gifts: `http://${HOST}:${SITE_PORT + 3}`,
  forms: `http://${HOST}:${SITE_PORT + 4}`,
} as const;

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');
