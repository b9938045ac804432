import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { isAlive } from '../generations/processAlive';

/**
 * Starts a long-running process of the fleet in a process group of its own, its output appended
 * to `log`, that outlives this command (`fleet up` returns while the fleet runs). Returns its pid,
 * which is also its group's.
 */
export function startDetached(
  command: string,
  args: string[],
  { env, log, cwd }: { env: NodeJS.ProcessEnv; log: string; cwd?: string },
): number {
  mkdirSync(path.dirname(log), { recursive: true });
  const out = openSync(log, 'a');
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', out, out],
    env,
    ...(cwd ? { cwd } : {}),
  });
  closeSync(out);
  child.unref();
  if (!child.pid) throw new Error(`${command} did not start (see ${log})`);
  return child.pid;
}

/** Sends `signal` to a process group (its leader's pid); a group already gone is no error. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Waits until none of `pids` runs, up to `ms`; returns those still running. */
export async function untilGone(pids: number[], ms: number): Promise<number[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const running = pids.filter(isAlive);
    if (running.length === 0 || Date.now() > deadline) return running;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
