import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import type { PrerenderOptions, PrerenderReport } from '../prerender/prerender';

/**
 * The render worker beside this file, run with this process's Node and loader options (tsx from
 * the sources, plain node from the built hosting), so the two ways of running agree.
 */
const WORKER = path.join(__dirname, `renderWorker${path.extname(__filename)}`);

const startWorker = (): ChildProcessWithoutNullStreams =>
  spawn(process.execPath, [...process.execArgv, WORKER], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: process.env,
  });

/**
 * A worker started ahead, its modules loaded, waiting for its job on standard input: a render
 * does not wait for a process to start and compile (a second or more on a busy machine).
 */
let spare: ChildProcessWithoutNullStreams | null = null;

/** The process and its pipes keep this one running (`true`), or do not: a spare must not. */
function hold(worker: ChildProcessWithoutNullStreams, held: boolean): void {
  for (const handle of [worker, worker.stdin, worker.stdout, worker.stderr] as {
    ref(): void;
    unref(): void;
  }[])
    if (held) handle.ref();
    else handle.unref();
}

function takeWorker(): ChildProcessWithoutNullStreams {
  const worker = spare && spare.exitCode === null ? spare : startWorker();
  // The spare never keeps the service up; it ends when its standard input does.
  spare = startWorker();
  hold(spare, false);
  hold(worker, true);
  return worker;
}

/** Runs one render in a worker process of its own; resolves with its report. */
export function runRenderWorker(
  job: Omit<PrerenderOptions, 'log' | 'onNewHashes'>,
  log: (line: string) => void,
): Promise<PrerenderReport> {
  return new Promise((resolve, reject) => {
    const child = takeWorker();
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      stderr += text;
      for (const line of text.split('\n').filter(Boolean)) log(line);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as PrerenderReport);
      else
        reject(
          new Error(
            `The render failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`,
          ),
        );
    });
    child.stdin.end(JSON.stringify(job));
  });
}
