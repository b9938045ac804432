import { statfsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';

const free = (stats: { bavail: number; bsize: number }) => stats.bavail * stats.bsize;

/**
 * Free bytes on the data directory's file system for an unprivileged writer, sampled every
 * `everyMs` in the background: a submission is checked against the last sample, so the checks
 * before its body is read stay synchronous and nothing is awaited before its listeners exist.
 */
export class FreeDiskWatch {
  private bytes: number;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly dir: string,
    everyMs = 1_000,
  ) {
    this.bytes = free(statfsSync(dir));
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
  }

  /** The last sample, in bytes. */
  freeBytes(): number {
    return this.bytes;
  }

  /** Samples again now (after a file is stored, so a filling disk is seen at once). */
  sample(): void {
    statfs(this.dir).then(
      (stats) => {
        this.bytes = free(stats);
      },
      () => {}, // the last sample stands; the next tick tries again
    );
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
