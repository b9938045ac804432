import { copyFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { HOSTING_DIST, HOSTING_ENTRIES, sourceEntry } from '../entries/hostingEntries';
import { REPO_ROOT } from '../origins/siteApps';
import { packageOf, workspacePackages, type WorkspacePackage } from './workspacePackages';

/** Files read beside the code at run time (renderNginxConfig's templates). */
const TEMPLATES_DIR = path.join(REPO_ROOT, 'deploy', 'nginx');

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
): string[] {
  const problems = new Set<string>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const file = path.resolve(REPO_ROOT, input);
    const owner = [...workspaces.values()].find((workspace) =>
      file.startsWith(`${workspace.dir}${path.sep}`),
    );
    for (const { path: specifier, external } of imports) {
      // A relative import shows as external when only types were taken from it.
      if (!external || isBuiltin(specifier) || /^[./]/.test(specifier)) continue;
      const name = packageOf(specifier);
      if (!owner?.runtime.has(name) && owner?.name !== name)
        problems.add(
          `${input} requires ${name}, which is not in the dependencies of ${owner ? `${path.relative(REPO_ROOT, owner.dir)}/package.json` : 'any workspace'}: a production install would not have it`,
        );
    }
  }
  return [...problems];
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `npm run build -w deploy`: bundles each entry point of the hosting (HOSTING_ENTRIES) with the
 * workspace code it uses into `deploy/dist/{name}.js` for plain node 24, with nginx's templates
 * beside them; refuses an npm package that a production install would not have.
 */
async function bundleHosting(): Promise<void> {
  const started = Date.now();
  const workspaces = workspacePackages(REPO_ROOT);
  rmSync(HOSTING_DIST, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: Object.fromEntries(
      Object.keys(HOSTING_ENTRIES).map((name) => [
        name,
        sourceEntry(name as keyof typeof HOSTING_ENTRIES),
      ]),
    ),
    outdir: HOSTING_DIST,
    absWorkingDir: REPO_ROOT,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal(workspaces)],
  });
  const problems = undeclaredPackages(metafile, workspaces);
  if (problems.length > 0) {
    rmSync(HOSTING_DIST, { recursive: true, force: true });
    throw new Error(`The hosting's build is refused:\n  - ${problems.join('\n  - ')}`);
  }
  for (const name of readdirSync(TEMPLATES_DIR).filter((file) => file.endsWith('.template')))
    copyFileSync(path.join(TEMPLATES_DIR, name), path.join(HOSTING_DIST, name));
  const bytes = Object.keys(HOSTING_ENTRIES).reduce(
    (sum, name) => sum + statSync(path.join(HOSTING_DIST, `${name}.js`)).size,
    0,
  );
  console.log(
    `Bundled ${Object.keys(HOSTING_ENTRIES).length} entry points into ${path.relative(REPO_ROOT, HOSTING_DIST)}/ (${megabytes(bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.keys(HOSTING_ENTRIES).join(', ')}`,
  );
}

bundleHosting().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
