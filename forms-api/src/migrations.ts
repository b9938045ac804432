import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';
import { connectPostgres, redactedUrl } from './databaseUrl';
import { inTransaction } from './sql';

/** One numbered schema change: `NNN-what-it-does.sql`, applied once, in number order. */
export interface Migration {
  version: string;
  name: string;
  sql: string;
}

const FILE_NAME = /^(\d{3})-[a-z0-9-]+\.sql$/;

/**
 * A folder of numbered SQL files and the table (`ledger`) that records which ones a database has:
 * one ledger per service, so services sharing a database keep their own versions.
 */
export class Migrations {
  readonly all: Migration[];

  constructor(
    readonly folder: string,
    private readonly ledger: string,
  ) {
    const names = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    this.all = names.map((name) => {
      const version = FILE_NAME.exec(name)?.[1];
      if (!version)
        throw new Error(`${path.join(folder, name)}: a migration is named NNN-what-it-does.sql`);
      return {
        version,
        name: name.slice(0, -4),
        sql: readFileSync(path.join(folder, name), 'utf8'),
      };
    });
    const versions = this.all.map((migration) => migration.version);
    const twice = versions.find((version, i) => versions.indexOf(version) !== i);
    if (twice) throw new Error(`${folder}: two migrations are numbered ${twice}`);
  }

  private ledgerTable = () =>
    `CREATE TABLE IF NOT EXISTS ${this.ledger} (version TEXT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;

  private record = (placeholders: string) =>
    `INSERT INTO ${this.ledger} (version, name, applied_at) VALUES (${placeholders})`;

  /** Applies what SQLite lacks, each migration in its own transaction; returns their names. */
  applySqlite(db: DatabaseSync): string[] {
    db.exec(this.ledgerTable());
    const done = new Set(
      (db.prepare(`SELECT version FROM ${this.ledger}`).all() as { version: string }[]).map(
        (row) => row.version,
      ),
    );
    const missing = this.all.filter((migration) => !done.has(migration.version));
    for (const migration of missing)
      inTransaction(db, () => {
        db.exec(migration.sql);
        db.prepare(this.record('?, ?, ?')).run(
          migration.version,
          migration.name,
          new Date().toISOString(),
        );
      });
    return missing.map((migration) => migration.name);
  }

  /** The migrations a PostgreSQL database has not had, oldest first. */
  async missingPostgres(client: pg.ClientBase | pg.Pool): Promise<Migration[]> {
    const exists = await client.query<{ ledger: string | null }>(
      'SELECT to_regclass($1)::text AS ledger',
      [this.ledger],
    );
    if (!exists.rows[0]?.ledger) return this.all;
    const done = await client.query<{ version: string }>(`SELECT version FROM ${this.ledger}`);
    const versions = new Set(done.rows.map((row) => row.version));
    return this.all.filter((migration) => !versions.has(migration.version));
  }

  /**
   * A pool on a database that has every one of these migrations, or an Error naming the missing
   * ones and `command`, the one that applies them: a service refuses a database behind its code.
   */
  async connectMigrated(databaseUrl: string, command: string): Promise<pg.Pool> {
    const pool = await connectPostgres(databaseUrl);
    const missing = await this.missingPostgres(pool).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    if (missing.length === 0) return pool;
    await pool.end();
    const names = missing.map((migration) => migration.name).join(', ');
    throw new Error(
      `DATABASE_URL ${redactedUrl(databaseUrl)} is behind this code, missing ${names}: run ${command}`,
    );
  }

  /** Applies what the PostgreSQL at `databaseUrl` lacks over a connection of its own. */
  async applyPostgresAt(databaseUrl: string): Promise<string[]> {
    const pool = await connectPostgres(databaseUrl, { max: 1 });
    try {
      const client = await pool.connect();
      try {
        return await this.applyPostgres(client);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  }

  /**
   * Applies what PostgreSQL lacks, each migration in its own transaction, holding an advisory
   * lock so two commands started at once apply each migration once. Returns their names.
   */
  async applyPostgres(client: pg.ClientBase): Promise<string[]> {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [this.ledger]);
    try {
      await client.query(this.ledgerTable());
      const missing = await this.missingPostgres(client);
      for (const migration of missing) {
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query(this.record('$1, $2, $3'), [
            migration.version,
            migration.name,
            new Date().toISOString(),
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`${migration.name}: ${(error as Error).message}`);
        }
      }
      return missing.map((migration) => migration.name);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [this.ledger]);
    }
  }
}
