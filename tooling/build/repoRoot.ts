import path from 'node:path';

/** The repository the apps are built in: the workspaces are its folders. */
export const REPO_ROOT = path.resolve(__dirname, '../..');
