import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_MODULE_IDS } from 'shared-lib/apps';
import type { FederationAssets, RemoteName } from 'shared-lib/contracts';

/** The module ids the shell and the other remotes expect a remote to expose (`./GiftDetailPage`). */
export const requiredExposes = (name: RemoteName): string[] =>
  REMOTE_MODULE_IDS.filter((id) => id.startsWith(`${name}/`)).map(
    (id) => `./${id.slice(name.length + 1)}`,
  );

/** Files a build must have to be served and pre-rendered from any folder. */
const REQUIRED_FILES = ['remoteEntry.js', 'federation-assets.json', 'server/remoteEntry.js'];

export interface ContractReport {
  missingFiles: string[];
  missingExposes: string[];
  exposes: string[];
}

/**
 * Whether a remote's build (its folder) still satisfies the contract in shared-lib/src/contracts:
 * every module id the site loads from it is exposed, and the files a release needs are there.
 */
export function checkContract(name: RemoteName, buildDir: string): ContractReport {
  const missingFiles = REQUIRED_FILES.filter((file) => !existsSync(path.join(buildDir, file)));
  if (missingFiles.includes('federation-assets.json'))
    return { missingFiles, missingExposes: requiredExposes(name), exposes: [] };
  const assets = JSON.parse(
    readFileSync(path.join(buildDir, 'federation-assets.json'), 'utf8'),
  ) as FederationAssets;
  const exposes = Object.keys(assets.exposes);
  return {
    missingFiles,
    missingExposes: requiredExposes(name).filter((id) => !exposes.includes(id)),
    exposes,
  };
}

export const contractProblems = (report: ContractReport): string[] => [
  ...report.missingFiles.map((file) => `the build has no ${file}`),
  ...report.missingExposes.map((id) => `the build no longer exposes ${id}`),
];
