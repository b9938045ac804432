import { statfs } from 'node:fs/promises';

/** One thing a service needs to work, checked when /healthz is asked. */
export interface HealthCheck {
  name: string;
  /** Resolves to what was found (figures included); throws, naming the cause, when it is not ok. */
  run(): Promise<string> | string;
}

const MB = 1024 * 1024;

/**
 * The database takes a write: `write` rewrites a row of the service's own (a health table),
 * which fails on a full disk, a read-only file, a lost connection or a lock held too long.
 */
export function databaseWritable(name: string, write: () => Promise<unknown>): HealthCheck {
  return {
    name,
    async run() {
      const started = performance.now();
      await write();
      return `written in ${(performance.now() - started).toFixed(1)} ms`;
    },
  };
}

/** Free space on `dir`'s file system, for an unprivileged writer, above `minFreeBytes`. */
export function diskSpace(name: string, dir: string, minFreeBytes: number): HealthCheck {
  return {
    name,
    async run() {
      const stats = await statfs(dir);
      const free = stats.bavail * stats.bsize;
      const share = stats.blocks ? (stats.bavail / stats.blocks) * 100 : 0;
      const figures = `${Math.floor(free / MB)} MB free (${share.toFixed(1)}%) on ${dir}`;
      if (free < minFreeBytes)
        throw new Error(`${figures}: below ${Math.floor(minFreeBytes / MB)} MB`);
      return figures;
    },
  };
}

export interface HealthReport {
  status: 'ok' | 'failing';
  checks: { name: string; ok: boolean; detail: string }[];
}

/** Runs every check (all of them, also after one failed) and says which are failing. */
export async function checkHealth(checks: HealthCheck[]): Promise<HealthReport> {
  const results = await Promise.all(
    checks.map(async (check) => {
      try {
        return { name: check.name, ok: true, detail: await check.run() };
      } catch (error) {
        return { name: check.name, ok: false, detail: (error as Error).message };
      }
    }),
  );
  return { status: results.every((result) => result.ok) ? 'ok' : 'failing', checks: results };
}
