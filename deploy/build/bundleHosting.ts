import { copyFileSync, cpSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  HOSTING_DIST,
  HOSTING_ENTRIES,
  sourceEntry,
  type HostingEntry,
  type MigratedService,
} from '../entries/hostingEntries';
import { REPO_ROOT } from '../origins/siteApps';
import { bundleForProduction } from './productionBundle';

/** Files read beside the code at run time (renderNginxConfig's templates). */
const TEMPLATES_DIR = path.join(REPO_ROOT, 'deploy', 'nginx');
/** The editor's sign-in page's stylesheet, served by its backend. */
const SIGN_IN_CSS = path.join(REPO_ROOT, 'deploy', 'accounts', 'signInPage.css');
/** The services' numbered migrations, read beside the code that applies them. */
const MIGRATED: MigratedService[] = ['site-events', 'release-service'];
const NAMES = Object.keys(HOSTING_ENTRIES) as HostingEntry[];

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `npm run build -w deploy`: bundles each entry point of the hosting (HOSTING_ENTRIES) with the
 * workspace code it uses into `deploy/dist/{name}.js` for plain node 24, with nginx's templates,
 * the sign-in page's stylesheet and the services' migrations beside them; refuses an npm package
 * that a production install would not have.
 */
async function bundleHosting(): Promise<void> {
  const started = Date.now();
  rmSync(HOSTING_DIST, { recursive: true, force: true });
  const problems = await bundleForProduction(
    REPO_ROOT,
    Object.fromEntries(NAMES.map((name) => [name, sourceEntry(name)])),
    HOSTING_DIST,
  );
  if (problems.length > 0) {
    rmSync(HOSTING_DIST, { recursive: true, force: true });
    throw new Error(`The hosting's build is refused:\n  - ${problems.join('\n  - ')}`);
  }
  for (const name of readdirSync(TEMPLATES_DIR).filter((file) => file.endsWith('.template')))
    copyFileSync(path.join(TEMPLATES_DIR, name), path.join(HOSTING_DIST, name));
  copyFileSync(SIGN_IN_CSS, path.join(HOSTING_DIST, path.basename(SIGN_IN_CSS)));
  for (const service of MIGRATED)
    cpSync(
      path.join(REPO_ROOT, 'deploy', service, 'migrations'),
      path.join(HOSTING_DIST, 'migrations', service),
      { recursive: true },
    );
  const bytes = NAMES.reduce(
    (sum, name) => sum + statSync(path.join(HOSTING_DIST, `${name}.js`)).size,
    0,
  );
  console.log(
    `Bundled ${NAMES.length} entry points into ${path.relative(REPO_ROOT, HOSTING_DIST)}/ (${megabytes(bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${NAMES.join(', ')}`,
  );
}

bundleHosting().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
