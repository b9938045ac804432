import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { allRows, firstRow, inTransaction } from './sql';
import { EXTENSIONS } from './fileType';
import type { FormId } from './forms';
import type { TempFile } from './multipart';

/** One mail to send for a submission, queued in the same transaction as the submission. */
export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
  attach: boolean;
}

export interface SubmissionRow {
  id: string;
  submission_id: string | null;
  form_id: FormId;
  created_at: string;
  fields_json: string;
  /** The file's columns are null for a submission without one (a job application's resume). */
  stored_name: string | null;
  original_name: string | null;
  file_type: string | null;
  file_size: number | null;
  file_sha256: string | null;
}

const submissionsTable = (name: string) => `
  CREATE TABLE IF NOT EXISTS ${name} (
    id TEXT PRIMARY KEY,
    submission_id TEXT UNIQUE,
    form_id TEXT NOT NULL,
    created_at TEXT NOT NULL,
    fields_json TEXT NOT NULL,
    stored_name TEXT,
    original_name TEXT,
    file_type TEXT,
    file_size INTEGER,
    file_sha256 TEXT
  );`;
const SUBMISSIONS_INDEX =
  'CREATE INDEX IF NOT EXISTS submissions_form_date ON submissions (form_id, created_at);';

/** The mail waiting to be sent: a submission's, or an operators' alert (no submission). */
const outboxTable = (name: string) => `
  CREATE TABLE IF NOT EXISTS ${name} (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    submission TEXT REFERENCES submissions (id),
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    attach INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    sent_at INTEGER,
    last_error TEXT,
    queued_at INTEGER NOT NULL
  );`;
const OUTBOX_INDEX = 'CREATE INDEX IF NOT EXISTS outbox_due ON outbox (sent_at, next_attempt_at);';

/**
 * Version 1 required a file with every submission (NOT NULL file columns). SQLite cannot relax a
 * column, so the table is rebuilt in one transaction (SQLite's documented 12-step way, foreign
 * keys off meanwhile): every row is kept, and a crash leaves either version, never half of one.
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
      db.exec(submissionsTable('submissions_v2'));
      db.exec('INSERT INTO submissions_v2 SELECT * FROM submissions');
      db.exec('DROP TABLE submissions');
      db.exec('ALTER TABLE submissions_v2 RENAME TO submissions');
      db.exec(SUBMISSIONS_INDEX);
      const broken = db.prepare('PRAGMA foreign_key_check').all();
      if (broken.length > 0) throw new Error('forms-api: migration broke outbox references');
    });
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}

/**
 * Version 2 tied every mail to a submission (NOT NULL) and did not say when it was queued;
 * alerts to the operators have no submission, and how long mail waits is watched. The outbox is
 * rebuilt as the submissions were (migrateToOptionalFiles): every mail is kept, queued when its
 * submission was stored.
 */
function migrateToMailWithoutSubmission(db: DatabaseSync): void {
  const submission = allRows<{ name: string; notnull: number }>(
    db,
    'PRAGMA table_info(outbox)',
  ).find((column) => column.name === 'submission');
  if (!submission || submission.notnull === 0) return;
  inTransaction(db, () => {
    db.exec(outboxTable('outbox_v3'));
    db.exec(`INSERT INTO outbox_v3 (id, submission, recipient, subject, body, attach, attempts,
               next_attempt_at, sent_at, last_error, queued_at)
             SELECT o.id, o.submission, o.recipient, o.subject, o.body, o.attach, o.attempts,
               o.next_attempt_at, o.sent_at, o.last_error,
               COALESCE(CAST(unixepoch(s.created_at, 'subsec') * 1000 AS INTEGER), o.next_attempt_at)
             FROM outbox o LEFT JOIN submissions s ON s.id = o.submission`);
    db.exec('DROP TABLE outbox');
    db.exec('ALTER TABLE outbox_v3 RENAME TO outbox');
    db.exec(OUTBOX_INDEX);
  });
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
 * Submissions and their files on one machine. A file is written and synced under a temporary
 * name, renamed to its generated name (directory synced), and only then is the row inserted in a
 * transaction (with its outbox mail) that SQLite syncs before `commit` returns. So a row never
 * points to a missing or half-written file; a crash can leave at most an unreferenced file, which
 * the next open removes.
 */
export class SubmissionStore {
  readonly db: DatabaseSync;
  readonly filesDir: string;
  readonly tmpDir: string;

  constructor(readonly dataDir: string) {
    this.filesDir = path.join(dataDir, 'files');
    this.tmpDir = path.join(dataDir, 'tmp');
    mkdirSync(this.filesDir, { recursive: true, mode: 0o700 });
    mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 });
    this.db = openDatabase(path.join(dataDir, 'forms.sqlite'));
    migrateToOptionalFiles(this.db);
    migrateToMailWithoutSubmission(this.db);
    this.db.exec(`
      ${submissionsTable('submissions')}
      ${SUBMISSIONS_INDEX}
      ${outboxTable('outbox')}
      ${OUTBOX_INDEX}
    `);
    this.removeLeftovers();
  }

  /** Temporary files and files no row refers to are what a crash can leave: remove them. */
  private removeLeftovers(): void {
    for (const name of readdirSync(this.tmpDir))
      rmSync(path.join(this.tmpDir, name), { force: true });
    const known = new Set(
      allRows<{ stored_name: string }>(
        this.db,
        'SELECT stored_name FROM submissions WHERE stored_name IS NOT NULL',
      ).map((row) => row.stored_name),
    );
    for (const name of readdirSync(this.filesDir))
      if (!known.has(name)) rmSync(path.join(this.filesDir, name), { force: true });
  }

  findBySubmissionId(submissionId: string): SubmissionRow | undefined {
    return firstRow<SubmissionRow>(
      this.db,
      'SELECT * FROM submissions WHERE submission_id = ?',
      submissionId,
    );
  }

  /**
   * Makes one accepted submission durable. Returns the existing row's id instead when a
   * submission with the same client id is already stored (a retry).
   */
  commit(input: {
    formId: FormId;
    submissionId?: string;
    fields: Record<string, string>;
    /** The upload and its cleaned original name; absent when the form was sent without one. */
    file?: { temp: TempFile; originalName: string };
    mail: OutgoingMail[];
    now?: Date;
  }): { id: string; created: boolean } {
    if (input.submissionId) {
      const existing = this.findBySubmissionId(input.submissionId);
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
          `INSERT INTO outbox (submission, recipient, subject, body, attach, next_attempt_at, queued_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        );
        for (const mail of input.mail)
          queue.run(
            id,
            mail.recipient,
            mail.subject,
            mail.body,
            mail.attach ? 1 : 0,
            now.getTime(),
            now.getTime(),
          );
      });
    } catch (error) {
      if (finalPath) rmSync(finalPath, { force: true });
      throw error;
    }
    return { id, created: true };
  }

  /** Queues a mail that belongs to no submission (an alert to the operators); returns its id. */
  queueMail(mail: Omit<OutgoingMail, 'attach'>, now: Date = new Date()): number {
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO outbox (submission, recipient, subject, body, attach, next_attempt_at, queued_at)
         VALUES (NULL, ?, ?, ?, 0, ?, ?)`,
      )
      .run(mail.recipient, mail.subject, mail.body, now.getTime(), now.getTime());
    return Number(lastInsertRowid);
  }

  /** Where a submission's file is; null when it was sent without one. */
  filePath(row: Pick<SubmissionRow, 'stored_name'>): string | null {
    return row.stored_name === null ? null : path.join(this.filesDir, row.stored_name);
  }

  close(): void {
    this.db.close();
  }
}
