import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { redactedUrl } from 'forms-api/database-url';
import { Migrations } from 'forms-api/migrations';
import { migrationsDir } from '../entries/hostingEntries';
import { parseSiteState } from '../site-state/stateFile';
import type { LockHolder, SharedLease } from './operationLock';
import { StateConflict, type ReleaseStateStore } from './stateStore';

/** The release service's numbered PostgreSQL migrations (applied by `npm run migrate`). */
export const postgresStateMigrations = () =>
  new Migrations(
    path.join(migrationsDir('release-service'), 'postgres'),
    'release_service_migrations',
  );

type Pool = Awaited<ReturnType<Migrations['connectMigrated']>>;

function postgresLease(pool: Pool, site: string, name: string, leaseMs: number): SharedLease {
  // One id per lease object: an instance renews and gives back only what it took itself.
  const id = randomBytes(9).toString('base64url');
  const lease: SharedLease = {
    leaseMs,
    async tryAcquire(holder: LockHolder) {
      // Free, run out, or already ours: one statement, so two instances never both take it.
      const taken = await pool.query(
        `INSERT INTO release_leases (site, name, holder_id, holder, expires_at)
         VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')
         ON CONFLICT (site, name) DO UPDATE
           SET holder_id = EXCLUDED.holder_id, holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
           WHERE release_leases.expires_at < now() OR release_leases.holder_id = EXCLUDED.holder_id`,
        [site, name, id, JSON.stringify(holder), leaseMs],
      );
      if (taken.rowCount === 1) return null;
      const held = await pool.query<{ holder: LockHolder }>(
        'SELECT holder FROM release_leases WHERE site = $1 AND name = $2',
        [site, name],
      );
      // Given back between the two statements: free now.
      return held.rows[0]?.holder ?? lease.tryAcquire(holder);
    },
    async renew() {
      const renewed = await pool.query(
        `UPDATE release_leases SET expires_at = now() + $4 * interval '1 millisecond'
         WHERE site = $1 AND name = $2 AND holder_id = $3`,
        [site, name, id, leaseMs],
      );
      return renewed.rowCount === 1;
    },
    async release() {
      await pool.query(
        'DELETE FROM release_leases WHERE site = $1 AND name = $2 AND holder_id = $3',
        [site, name, id],
      );
    },
  };
  return lease;
}

/**
 * The site's state in the PostgreSQL at `databaseUrl` (migrated, or refused naming the
 * migration), shared by every release service of the site `site` (the shell's origin): the
 * document written by compare-and-set on its revision, the log written in the same transaction,
 * and leases that run out after `leaseMs` (decision 390).
 */
export async function postgresStateStore(
  databaseUrl: string,
  site: string,
  { leaseMs }: { leaseMs: number },
): Promise<ReleaseStateStore> {
  const pool = await postgresStateMigrations().connectMigrated(databaseUrl, 'npm run migrate');
  const where = `PostgreSQL ${redactedUrl(databaseUrl)} (site ${site})`;
  const storedRevision = async () =>
    Number(
      (
        await pool.query<{ revision: number }>(
          'SELECT revision FROM release_site_state WHERE site = $1',
          [site],
        )
      ).rows[0]?.revision ?? 0,
    );
  return {
    where,
    inStateFolder: false,
    async read() {
      const row = await pool.query<{ text: string }>(
        'SELECT document::text AS text FROM release_site_state WHERE site = $1',
        [site],
      );
      return row.rows[0] ? parseSiteState(row.rows[0].text, where) : null;
    },
    async commit(document, expected, entry) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const written =
          expected === 0
            ? await client.query(
                `INSERT INTO release_site_state (site, revision, document) VALUES ($1, $2, $3)
                 ON CONFLICT (site) DO NOTHING`,
                [site, document.revision, JSON.stringify(document)],
              )
            : await client.query(
                `UPDATE release_site_state SET revision = $2, document = $3, updated_at = now()
                 WHERE site = $1 AND revision = $4`,
                [site, document.revision, JSON.stringify(document), expected],
              );
        if (written.rowCount !== 1) {
          await client.query('ROLLBACK');
          throw new StateConflict(expected, await storedRevision(), where);
        }
        if (entry)
          await client.query('INSERT INTO release_log (site, entry) VALUES ($1, $2)', [
            site,
            JSON.stringify(entry),
          ]);
        await client.query('COMMIT');
      } catch (error) {
        if (!(error instanceof StateConflict)) await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async appendLog(entry) {
      await pool.query('INSERT INTO release_log (site, entry) VALUES ($1, $2)', [
        site,
        JSON.stringify(entry),
      ]);
    },
    async recentLog(count) {
      const rows = await pool.query<{ text: string }>(
        'SELECT entry::text AS text FROM release_log WHERE site = $1 ORDER BY id DESC LIMIT $2',
        [site, count],
      );
      return rows.rows.map((row) => JSON.parse(row.text)).reverse();
    },
    lease: (name) => postgresLease(pool, site, name, leaseMs),
    close: () => pool.end(),
  };
}
