import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { packageOf, workspacePackages, type WorkspacePackage } from './workspacePackages';

/**
 * The workspaces' code goes into the bundle (it is TypeScript, which plain node does not run);
 * every npm package stays a `require`, resolved from the production install.
 */
function npmPackagesExternal(workspaces: Map<string, WorkspacePackage>): Plugin {
  return {
    name: 'npm-packages-external',
    setup(bundler) {
      // A workspace's package.json is read where it is (`require.resolve` of its folder).
      bundler.onResolve({ filter: /^[^./#]/ }, ({ path: specifier }) =>
        workspaces.has(packageOf(specifier)) && !specifier.endsWith('/package.json')
          ? undefined
          : { path: specifier, external: true },
      );
    },
  };
}

/**
 * Each npm package the bundles require, checked against the package.json of the workspace whose
 * file requires it: a production install has only `dependencies` (and peers) of the workspaces.
 */
function undeclaredPackages(
  metafile: Metafile,
  workspaces: Map<string, WorkspacePackage>,
  repoRoot: string,
): string[] {
  const problems = new Set<string>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const file = path.resolve(repoRoot, input);
    const owner = [...workspaces.values()].find((workspace) =>
      file.startsWith(`${workspace.dir}${path.sep}`),
    );
    for (const { path: specifier, external } of imports) {
      // A relative import shows as external when only types were taken from it.
      if (!external || isBuiltin(specifier) || /^[./]/.test(specifier)) continue;
      const name = packageOf(specifier);
      if (!owner?.runtime.has(name) && owner?.name !== name)
        problems.add(
          `${input} requires ${name}, which is not in the dependencies of ${owner ? `${path.relative(repoRoot, owner.dir)}/package.json` : 'any workspace'}: a production install would not have it`,
        );
    }
  }
  return [...problems];
}

/**
 * Bundles entry points of a repository's workspaces for plain node 24 (CommonJS, source maps
 * beside them) into `outdir`; returns what a production install would lack (empty: nothing).
 */
export async function bundleForProduction(
  repoRoot: string,
  entryPoints: Record<string, string>,
  outdir: string,
): Promise<string[]> {
  const workspaces = workspacePackages(repoRoot);
  const { metafile } = await build({
    entryPoints,
    outdir,
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal(workspaces)],
  });
  return undeclaredPackages(metafile, workspaces, repoRoot);
}
