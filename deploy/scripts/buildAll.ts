import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './siteApps';

/** Every build step of the site, in order: content first (the shell's HTML carries its hash). */
const STEPS: { label: string; args: string[] }[] = [
  { label: 'content: validate, images, page data', args: ['run', 'build', '-w', 'content'] },
  { label: 'content: the editor at /admin/', args: ['run', 'build:admin', '-w', 'content'] },
  { label: 'shell', args: ['run', 'build', '--ignore-scripts', '-w', 'shell'] },
  { label: 'mf-stores', args: ['run', 'build', '-w', 'mf-stores'] },
  { label: 'mf-whats-on', args: ['run', 'build', '-w', 'mf-whats-on'] },
  { label: 'mf-gifts', args: ['run', 'build', '-w', 'mf-gifts'] },
  { label: 'mf-gifts christmas campaign', args: ['run', 'build:campaign', '-w', 'mf-gifts'] },
  { label: 'mf-forms', args: ['run', 'build', '-w', 'mf-forms'] },
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

if (require.main === module) buildAll();
