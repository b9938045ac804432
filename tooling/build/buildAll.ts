import { spawn } from 'node:child_process';
import os from 'node:os';
import { SITE_APPS } from 'shared-lib/apps';
import { REPO_ROOT } from './repoRoot';

interface BuildStep {
  label: string;
  args: string[];
}

/** A job: steps that must run one after the other (an app's builds write into one dist/). */
type BuildJob = BuildStep[];

/**
 * Content first, in order (the shell's HTML carries its hash; the editor's build empties
 * content/dist/admin/, into which the operations dashboard goes next).
 */
const CONTENT_STEPS: BuildStep[] = [
  { label: 'content: validate, images, page data', args: ['run', 'build', '-w', 'content'] },
  // Into content/dist/admin/, which the shell's build copies with the rest of content/dist.
  { label: 'content: the editor at /admin/', args: ['run', 'build:admin', '-w', 'content'] },
  {
    label: 'content: the operations dashboard at /admin/ops/',
    args: ['run', 'build:ops', '-w', 'content'],
  },
];

/**
 * Then jobs that share nothing: each app of the registry with its build scripts (their
 * pre-scripts skipped: content is built), forms-api and the hosting.
 */
const INDEPENDENT_JOBS: BuildJob[] = [
  ...SITE_APPS.map((app) =>
    app.builds.map((script) => ({
      label: script === 'build' ? app.workspace : `${app.workspace} ${script}`,
      args: ['run', script, '--ignore-scripts', '-w', app.workspace],
    })),
  ),
  [{ label: 'forms-api: TypeScript to JavaScript', args: ['run', 'build', '-w', 'forms-api'] }],
  // The hosting's entry points, run with plain node from a production install (decision 341).
  [{ label: 'deploy: the hosting to JavaScript', args: ['run', 'build', '-w', 'deploy'] }],
];

/**
 * How many independent jobs run at once: one per core, at least two. A webpack build spends
 * much of its time in one thread, so two builds side by side nearly halve the time on CI's two
 * cores.
 */
const LANES = Math.max(2, os.availableParallelism());

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs one step, its output kept and shown in one piece when it ends, so that steps running side
 * by side do not mix their lines. Rejects naming the step when it fails.
 */
function runStep(step: BuildStep): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['--silent', ...step.args], { cwd: REPO_ROOT });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      console.log(`--- ${step.label} (${seconds(started)} s)${text ? `\n${text}` : ''}`);
      if (code === 0) resolve();
      else reject(new Error(`Build failed at: ${step.label}`));
    });
  });
}

async function runJob(job: BuildJob): Promise<void> {
  for (const step of job) await runStep(step);
}

/** Runs the jobs, at most `lanes` at a time; the first failure stops new jobs from starting. */
async function runJobs(jobs: BuildJob[], lanes: number): Promise<void> {
  const waiting = [...jobs];
  let failure: Error | undefined;
  const lane = async () => {
    for (let job = waiting.shift(); job && !failure; job = waiting.shift())
      await runJob(job).catch((error: Error) => {
        failure ??= error;
      });
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  if (failure) throw failure;
}

/** Every build step of the site: content in order, then the apps, forms-api and hosting. */
export async function buildAll(): Promise<void> {
  const started = Date.now();
  console.log(`Building content, then ${INDEPENDENT_JOBS.length} jobs ${LANES} at a time...`);
  await runJob(CONTENT_STEPS);
  await runJobs(INDEPENDENT_JOBS, LANES);
  console.log(`Built everything in ${seconds(started)} s`);
}
