import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { isAlive } from './processAlive';

/** Who holds the release lock: what a refused command names. */
export interface LockHolder {
  actor: string;
  pid: number;
  host: string;
  command: string;
  since: string;
}

/** The lock of the release commands: every change of what is served takes it. */
export const RELEASE_LOCK_FILE = '.release.lock';

export class LockRefused extends Error {}

export const describeHolder = (holder: LockHolder | null, now = Date.now()): string =>
  holder
    ? `${holder.actor} (pid ${holder.pid} on ${holder.host}, \`${holder.command}\`, since ${holder.since}, ${((now - Date.parse(holder.since)) / 1000).toFixed(1)} s ago)`
    : 'a process that is still writing the lock file';

function readHolder(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}

function tryTake(file: string, holder: LockHolder): boolean {
  try {
    writeFileSync(file, JSON.stringify(holder), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export interface LockOptions {
  /** How long to wait for another holder before refusing. */
  waitMs: number;
  log?: (line: string) => void;
}

/**
 * Runs `work` holding the lock file (created with O_EXCL: of two commands started together,
 * exactly one gets it). Another holder is waited for up to `waitMs`, then the command is refused
 * naming it; a lock left by a process of this machine that is gone is taken over (and said so).
 */
export async function withReleaseLock<T>(
  file: string,
  holder: Omit<LockHolder, 'pid' | 'host' | 'since'>,
  { waitMs, log = () => undefined }: LockOptions,
  work: () => Promise<T>,
): Promise<T> {
  const mine: LockHolder = {
    ...holder,
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
  };
  const started = Date.now();
  let waitedFor: LockHolder | null = null;
  while (!tryTake(file, { ...mine, since: new Date().toISOString() })) {
    const other = readHolder(file);
    if (other && other.host === mine.host && !isAlive(other.pid)) {
      log(`Took over the release lock left by ${describeHolder(other)}: that process is gone`);
      rmSync(file, { force: true });
      continue;
    }
    if (Date.now() - started >= waitMs)
      throw new LockRefused(
        `Refused: another release command holds the lock (${file}): ${describeHolder(other)}. Nothing was changed; run it again when that one has finished (npm run release -- status shows what it did).`,
      );
    if (other && !waitedFor) {
      waitedFor = other;
      log(`Waiting for the release lock held by ${describeHolder(other)}...`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    return await work();
  } finally {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  }
}
