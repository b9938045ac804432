import { statfs } from 'node:fs/promises';
import type { DatabaseSync } from 'node:sqlite';

/** One thing a service needs to work, checked when /healthz is asked. */
export interface HealthCheck {
  name: string;
  /** Resolves to what was found (figures included); throws, naming the cause, when it is not ok. */
  run(): Promise<string> | string;
}

const MB = 1024 * 1024;

/**
 * The SQLite database takes a write: a row of its own health table is rewritten in a
 * transaction, which fails on a full disk, a read-only file or a lock held too long.
 */
export function databaseWritable(name: string, db: DatabaseSync): HealthCheck {
  db.exec(
    'CREATE TABLE IF NOT EXISTS health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL)',
  );
  return {
    name,
    run() {
      const started = performance.now();
      db.prepare('INSERT OR REPLACE INTO health_probe (id, at) VALUES (1, ?)').run(Date.now());
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
