import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { RateLimiter } from './abuse';
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
import { allRows, firstRow, inTransaction } from './sql';
import { uploadsInFlightDir } from './uploadsInFlight';

export type { SubmissionRow } from './formsStore';

/** forms-api's numbered SQLite migrations, recorded in `forms_api_migrations`. */
export const sqliteMigrations = () =>
  new Migrations(path.join(packageRoot(), 'migrations', 'sqlite'), 'forms_api_migrations');

/**
 * Databases made before migrations were numbered may still require a file with every submission
 * (NOT NULL file columns). SQLite cannot relax a column, so the table is rebuilt in one
 * transaction (SQLite's documented 12-step way, foreign keys off meanwhile): every row is kept,
 * and a crash leaves either version, never half of one.
 */
function migrateToOptionalFiles(db: DatabaseSync): void {
  const storedName = allRows<{ name: string; notnull: number }>(
    db,
    'PRAGMA table_info(submissions)',
  ).find((column) => column.name === 'stored_name');
  if (!storedName || storedName.notnull === 0) return;
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    inTransaction(db, () => {
      db.exec(`CREATE TABLE submissions_v2 (
        id TEXT PRIMARY KEY, submission_id TEXT UNIQUE, form_id TEXT NOT NULL,
        created_at TEXT NOT NULL, fields_json TEXT NOT NULL, stored_name TEXT,
        original_name TEXT, file_type TEXT, file_size INTEGER, file_sha256 TEXT)`);
      db.exec('INSERT INTO submissions_v2 SELECT * FROM submissions');
      db.exec('DROP TABLE submissions');
      db.exec('ALTER TABLE submissions_v2 RENAME TO submissions');
      db.exec('CREATE INDEX submissions_form_date ON submissions (form_id, created_at)');
      const broken = db.prepare('PRAGMA foreign_key_check').all();
      if (broken.length > 0) throw new Error('forms-api: migration broke outbox references');
    });
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Opens (or creates) the database with the durability settings this service relies on. */
export function openDatabase(file: string, { readonly = false } = {}): DatabaseSync {
  const db = new DatabaseSync(file, { readOnly: readonly, timeout: 5000 });
  if (!readonly) db.exec('PRAGMA journal_mode = WAL');
  // SQLite's default for a WAL database is synchronous=NORMAL, which can lose the last commits
  // on a power cut: FULL on every open.
  db.exec('PRAGMA synchronous = FULL');
  return db;
}

/**
 * Opens the data folder's database, applying the migrations it lacks (and the rebuild of a
 * database older than numbered migrations). Returns it and the names of those applied.
 */
export function openMigratedDatabase(dataDir: string): { db: DatabaseSync; applied: string[] } {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = openDatabase(path.join(dataDir, 'forms.sqlite'));
  migrateToOptionalFiles(db);
  return { db, applied: sqliteMigrations().applySqlite(db) };
}

/**
 * Submissions and their files on one machine (the embedded default). A file is written and synced
 * under a temporary name, renamed to its generated name (directory synced), and only then is the
 * row inserted in a transaction (with its outbox mail) that SQLite syncs before `commit` returns.
 * So a row never points to a missing or half-written file; a crash can leave at most an
 * unreferenced file, which the next open removes. Opening applies the migrations SQLite lacks:
 * the database is this instance's own file. Read-only (the staff command) changes nothing.
 */
export class SqliteFormsStore implements FormsStore {
  readonly engine = 'sqlite';
  readonly db: DatabaseSync;
  readonly filesDir: string;
  readonly tmpDir: string;

  constructor(
    readonly dataDir: string,
    { readonly = false } = {},
  ) {
    this.filesDir = path.join(dataDir, 'files');
    this.tmpDir = readonly ? path.join(dataDir, 'tmp') : uploadsInFlightDir(dataDir);
    if (readonly) {
      this.db = openDatabase(path.join(dataDir, 'forms.sqlite'), { readonly });
      return;
    }
    mkdirSync(this.filesDir, { recursive: true, mode: 0o700 });
    this.db = openMigratedDatabase(dataDir).db;
    this.removeUnreferencedFiles();
  }

  /** Files no row refers to are what a crash can leave: remove them. */
  private removeUnreferencedFiles(): void {
    const known = new Set(
      allRows<{ stored_name: string }>(
        this.db,
        'SELECT stored_name FROM submissions WHERE stored_name IS NOT NULL',
      ).map((row) => row.stored_name),
    );
    for (const name of readdirSync(this.filesDir))
      if (!known.has(name)) rmSync(path.join(this.filesDir, name), { force: true });
  }

  async findBySubmissionId(submissionId: string): Promise<SubmissionRow | undefined> {
    return firstRow<SubmissionRow>(
      this.db,
      'SELECT * FROM submissions WHERE submission_id = ?',
      submissionId,
    );
  }

  async submission(id: string): Promise<SubmissionRow | undefined> {
    return firstRow<SubmissionRow>(this.db, 'SELECT * FROM submissions WHERE id = ?', id);
  }

  async select(selection: StoredBetween): Promise<SubmissionRow[]> {
    return allRows<SubmissionRow>(
      this.db,
      `SELECT * FROM submissions
       WHERE (@form IS NULL OR form_id = @form)
         AND (@from IS NULL OR created_at >= @from)
         AND (@before IS NULL OR created_at < @before)
       ORDER BY created_at, id`,
      {
        form: selection.form ?? null,
        from: selection.from ?? null,
        before: selection.before ?? null,
      },
    );
  }

  async fileBytes(row: Pick<SubmissionRow, 'stored_name'>): Promise<Buffer | null> {
    return row.stored_name === null
      ? null
      : readFileSync(path.join(this.filesDir, row.stored_name));
  }

  async commit(input: CommitInput): Promise<{ id: string; created: boolean }> {
    if (input.submissionId) {
      const existing = await this.findBySubmissionId(input.submissionId);
      if (existing) {
        if (input.file) rmSync(input.file.temp.tempPath, { force: true });
        return { id: existing.id, created: false };
      }
    }
    const id = randomUUID();
    const upload = input.file?.temp;
    const storedName = upload ? `${id}${EXTENSIONS[upload.sniffed]?.[0] ?? ''}` : null;
    const finalPath = storedName ? path.join(this.filesDir, storedName) : null;
    if (upload && finalPath) {
      renameSync(upload.tempPath, finalPath);
      fsyncDir(this.filesDir);
    }
    const now = input.now ?? new Date();
    try {
      inTransaction(this.db, () => {
        this.db
          .prepare(
            `INSERT INTO submissions (id, submission_id, form_id, created_at, fields_json,
              stored_name, original_name, file_type, file_size, file_sha256)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            id,
            input.submissionId ?? null,
            input.formId,
            now.toISOString(),
            JSON.stringify(input.fields),
            storedName,
            input.file?.originalName ?? null,
            upload?.sniffed ?? null,
            upload?.size ?? null,
            upload?.sha256 ?? null,
          );
        const queue = this.db.prepare(
          `INSERT INTO outbox (submission, recipient, subject, body, attach, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        );
        for (const mail of input.mail)
          queue.run(
            id,
            mail.recipient,
            mail.subject,
            mail.body,
            mail.attach ? 1 : 0,
            now.getTime(),
          );
      });
    } catch (error) {
      if (finalPath) rmSync(finalPath, { force: true });
      throw error;
    }
    return { id, created: true };
  }

  async claimMail(now: number, leaseMs: number, owner: string): Promise<ClaimedMail | undefined> {
    // One statement: SQLite's write lock makes the pick and the lease one step.
    const claimed = firstRow<ClaimedRow>(
      this.db,
      `UPDATE outbox SET leased_until = ?, lease_owner = ?
       WHERE id = (SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ?
                   AND (leased_until IS NULL OR leased_until <= ?) ORDER BY id LIMIT 1)
       RETURNING id, submission, recipient, subject, body, attach, attempts`,
      now + leaseMs,
      owner,
      now,
      now,
    );
    return claimed && withAttachment(this, claimed);
  }

  async mailSent(id: number, at: number): Promise<void> {
    this.db
      .prepare(
        `UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL,
         leased_until = NULL, lease_owner = NULL WHERE id = ?`,
      )
      .run(at, id);
  }

  async mailFailed(id: number, owner: string, nextAttemptAt: number, error: string) {
    this.db
      .prepare(
        `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?,
         leased_until = NULL, lease_owner = NULL WHERE id = ? AND lease_owner = ?`,
      )
      .run(nextAttemptAt, error, id, owner);
  }

  async pendingMail(): Promise<number> {
    return firstRow<{ pending: number }>(
      this.db,
      'SELECT count(*) AS pending FROM outbox WHERE sent_at IS NULL',
    )!.pending;
  }

  /** One machine, one process: the rate is counted in memory. */
  rateCounter(perMinute: number): RateCounter {
    const limiter = new RateLimiter(perMinute);
    return { take: async (client) => limiter.take(client) };
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
