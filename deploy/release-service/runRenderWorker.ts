import { spawn } from 'node:child_process';
import path from 'node:path';
import type { PrerenderOptions, PrerenderReport } from '../prerender/prerender';

/**
 * The render worker beside this file, run with this process's Node and loader options (tsx from
 * the sources, plain node from the built hosting), so the two ways of running agree.
 */
const WORKER = path.join(__dirname, `renderWorker${path.extname(__filename)}`);

export function runRenderWorker(
  job: Omit<PrerenderOptions, 'log' | 'onNewHashes'>,
  log: (line: string) => void,
): Promise<PrerenderReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, WORKER], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: process.env,
    });
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
