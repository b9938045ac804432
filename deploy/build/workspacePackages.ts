import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface WorkspacePackage {
  name: string;
  /** Its folder, absolute. */
  dir: string;
  /** What a production install (`npm ci --omit=dev`) gives its code to require. */
  runtime: Set<string>;
}

interface PackageJson {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readPackage = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** The folders a workspace pattern of the root package.json names (`shell`, `mf-*`). */
function foldersOf(repoRoot: string, pattern: string): string[] {
  if (!pattern.endsWith('*')) return [path.join(repoRoot, pattern)];
  const prefix = pattern.slice(0, -1);
  return readdirSync(repoRoot)
    .filter((name) => name.startsWith(prefix))
    .map((name) => path.join(repoRoot, name))
    .filter((dir) => existsSync(path.join(dir, 'package.json')));
}

/** The repository's workspaces, by package name, with the packages each may require at run time. */
export function workspacePackages(repoRoot: string): Map<string, WorkspacePackage> {
  const packages = new Map<string, WorkspacePackage>();
  for (const pattern of readPackage(repoRoot).workspaces ?? [])
    for (const dir of foldersOf(repoRoot, pattern)) {
      const json = readPackage(dir);
      packages.set(json.name, {
        name: json.name,
        dir,
        runtime: new Set([
          ...Object.keys(json.dependencies ?? {}),
          ...Object.keys(json.peerDependencies ?? {}),
        ]),
      });
    }
  return packages;
}

/** The package a bare import names: `@scope/name` or `name`, without a subpath. */
export const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
