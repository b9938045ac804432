import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { EXTENSIONS } from './fileType';
import {
  withAttachment,
  type ClaimedMail,
  type ClaimedRow,
  type CommitInput,
  type FormsStore,
  type RateCounter,
  type StoredBetween,
  type SubmissionRow,
} from './formsStore';
import { Migrations } from './migrations';
import { packageRoot } from './packageRoot';
import { uploadsInFlightDir } from './uploadsInFlight';

/** forms-api's numbered PostgreSQL migrations, recorded in `forms_api_migrations`. */
export const postgresMigrations = () =>
  new Migrations(path.join(packageRoot(), 'migrations', 'postgres'), 'forms_api_migrations');

/** Full buckets are forgotten after this many takes by one instance, so the table stays small. */
const SWEEP_EVERY = 1_000;

/**
 * Submissions, their files' bytes and the outbox in PostgreSQL, shared by every instance: the
 * row, its file and its mail are one transaction, durable when `commit` resolves. Mail is sent by
 * whoever holds its lease (`claimMail`, `FOR UPDATE SKIP LOCKED`), so two instances never send
 * one mail at once. The schema is the migration command's job: `open` refuses a database behind
 * the code, naming the first missing migration.
 */
export class PostgresFormsStore implements FormsStore {
  readonly engine = 'postgres';

  private constructor(
    readonly pool: pg.Pool,
    readonly tmpDir: string,
  ) {}

  static async open(
    databaseUrl: string,
    dataDir: string,
    { readonly = false } = {},
  ): Promise<PostgresFormsStore> {
    const pool = await postgresMigrations().connectMigrated(
      databaseUrl,
      'npm run migrate -w forms-api',
    );
    const tmpDir = readonly ? path.join(dataDir, 'tmp') : uploadsInFlightDir(dataDir);
    return new PostgresFormsStore(pool, tmpDir);
  }

  async findBySubmissionId(submissionId: string): Promise<SubmissionRow | undefined> {
    const found = await this.pool.query<SubmissionRow>(
      'SELECT * FROM submissions WHERE submission_id = $1',
      [submissionId],
    );
    return found.rows[0];
  }

  async submission(id: string): Promise<SubmissionRow | undefined> {
    const found = await this.pool.query<SubmissionRow>('SELECT * FROM submissions WHERE id = $1', [
      id,
    ]);
    return found.rows[0];
  }

  async select(selection: StoredBetween): Promise<SubmissionRow[]> {
    const found = await this.pool.query<SubmissionRow>(
      `SELECT * FROM submissions
       WHERE ($1::text IS NULL OR form_id = $1)
         AND ($2::text IS NULL OR created_at >= $2)
         AND ($3::text IS NULL OR created_at < $3)
       ORDER BY created_at, id`,
      [selection.form ?? null, selection.from ?? null, selection.before ?? null],
    );
    return found.rows;
  }

  async fileBytes(row: Pick<SubmissionRow, 'id' | 'stored_name'>): Promise<Buffer | null> {
    if (row.stored_name === null) return null;
    const found = await this.pool.query<{ bytes: Buffer }>(
      'SELECT bytes FROM submission_files WHERE submission = $1',
      [row.id],
    );
    return found.rows[0]?.bytes ?? null;
  }

  async commit(input: CommitInput): Promise<{ id: string; created: boolean }> {
    const upload = input.file?.temp;
    try {
      const bytes = upload ? await readFile(upload.tempPath) : null;
      const id = randomUUID();
      const now = input.now ?? new Date();
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        const inserted = await client.query(
          `INSERT INTO submissions (id, submission_id, form_id, created_at, fields_json,
            stored_name, original_name, file_type, file_size, file_sha256)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (submission_id) DO NOTHING`,
          [
            id,
            input.submissionId ?? null,
            input.formId,
            now.toISOString(),
            JSON.stringify(input.fields),
            upload ? `${id}${EXTENSIONS[upload.sniffed]?.[0] ?? ''}` : null,
            input.file?.originalName ?? null,
            upload?.sniffed ?? null,
            upload?.size ?? null,
            upload?.sha256 ?? null,
          ],
        );
        if (inserted.rowCount === 0) {
          // Another request (perhaps on another instance) stored this client id first.
          await client.query('ROLLBACK');
          return { id: (await this.findBySubmissionId(input.submissionId!))!.id, created: false };
        }
        if (bytes)
          await client.query('INSERT INTO submission_files (submission, bytes) VALUES ($1, $2)', [
            id,
            bytes,
          ]);
        for (const mail of input.mail)
          await client.query(
            `INSERT INTO outbox (submission, recipient, subject, body, attach, next_attempt_at)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [id, mail.recipient, mail.subject, mail.body, mail.attach, now.getTime()],
          );
        await client.query('COMMIT');
        return { id, created: true };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    } finally {
      if (upload) await rm(upload.tempPath, { force: true });
    }
  }

  async claimMail(now: number, leaseMs: number, owner: string): Promise<ClaimedMail | undefined> {
    const claimed = await this.pool.query<ClaimedRow>(
      `UPDATE outbox SET leased_until = $1, lease_owner = $2
       WHERE id = (SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $3
                   AND (leased_until IS NULL OR leased_until <= $3)
                   ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, submission, recipient, subject, body, attach, attempts`,
      [now + leaseMs, owner, now],
    );
    const mail = claimed.rows[0];
    return mail && withAttachment(this, mail);
  }

  async mailSent(id: number, at: number): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL,
       leased_until = NULL, lease_owner = NULL WHERE id = $2`,
      [at, id],
    );
  }

  async mailFailed(id: number, owner: string, nextAttemptAt: number, error: string) {
    await this.pool.query(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2,
       leased_until = NULL, lease_owner = NULL WHERE id = $3 AND lease_owner = $4`,
      [nextAttemptAt, error, id, owner],
    );
  }

  async pendingMail(): Promise<number> {
    const found = await this.pool.query<{ pending: number }>(
      'SELECT count(*) AS pending FROM outbox WHERE sent_at IS NULL',
    );
    return found.rows[0]!.pending;
  }

  /**
   * One token bucket per client address in the database, refilled and taken in one statement
   * (the row lock orders instances), so a client gets `perMinute` in total, not per instance.
   * Times are this machine's clock: the instances' clocks are kept by NTP.
   */
  rateCounter(perMinute: number): RateCounter {
    const rate = perMinute / 60_000;
    let takes = 0;
    const refilled = `LEAST($2::float8, b.tokens + GREATEST(0, $3::bigint - b.at) * $4::float8)`;
    return {
      take: async (client) => {
        const now = Date.now();
        takes += 1;
        if (takes % SWEEP_EVERY === 0)
          await this.pool.query(
            'DELETE FROM rate_buckets b WHERE b.tokens + ($1::bigint - b.at) * $2::float8 >= $3::float8',
            [now, rate, perMinute],
          );
        const bucket = await this.pool.query<{ tokens: number; taken: boolean }>(
          `INSERT INTO rate_buckets AS b (client, tokens, at, taken)
           VALUES ($1, $2::float8 - 1, $3::bigint, true)
           ON CONFLICT (client) DO UPDATE SET
             tokens = ${refilled} - CASE WHEN ${refilled} >= 1 THEN 1 ELSE 0 END,
             taken = ${refilled} >= 1,
             at = GREATEST(b.at, $3::bigint)
           RETURNING tokens, taken`,
          [client, perMinute, now, rate],
        );
        const { tokens, taken } = bucket.rows[0]!;
        return taken ? 0 : Math.max(1, Math.ceil((1 - tokens) / rate / 1000));
      },
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
