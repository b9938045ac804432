import { spawnSync } from 'node:child_process';
import { SITE_APPS } from 'shared-lib/apps';
import { REPO_ROOT } from './repoRoot';

/**
 * Every build step of the site, in order: content first (the shell's HTML carries its hash) and
 * its editor, then each app of the registry with its build scripts (their pre-scripts skipped:
 * content is built).
 */
const STEPS: { label: string; args: string[] }[] = [
  { label: 'content: validate, images, page data', args: ['run', 'build', '-w', 'content'] },
  // Into content/dist/admin/, which the shell's build copies with the rest of content/dist.
  { label: 'content: the editor at /admin/', args: ['run', 'build:admin', '-w', 'content'] },
  ...SITE_APPS.flatMap((app) =>
    app.builds.map((script) => ({
      label: script === 'build' ? app.workspace : `${app.workspace} ${script}`,
      args: ['run', script, '--ignore-scripts', '-w', app.workspace],
    })),
  ),
  { label: 'forms-api: TypeScript to JavaScript', args: ['run', 'build', '-w', 'forms-api'] },
  // The hosting's entry points, run with plain node from a production install (decision 341).
  { label: 'deploy: the hosting to JavaScript', args: ['run', 'build', '-w', 'deploy'] },
];

export function buildAll(): void {
  const started = Date.now();
  STEPS.forEach((step, index) => {
    const stepStarted = Date.now();
    console.log(`[${index + 1}/${STEPS.length}] Building ${step.label}...`);
    const result = spawnSync('npm', ['--silent', ...step.args], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`Build failed at: ${step.label}`);
      process.exit(result.status ?? 1);
    }
    console.log(`      done in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  });
  console.log(`Built everything in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
