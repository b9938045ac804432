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
import Database from 'better-sqlite3';
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
  stored_name: string;
  original_name: string;
  file_type: string;
  file_size: number;
  file_sha256: string;
}

const EXTENSION: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Opens (or creates) the database with the durability settings this service relies on. */
export function openDatabase(file: string, { readonly = false } = {}): Database.Database {
  const db = new Database(file, { readonly, fileMustExist: readonly });
  if (!readonly) db.pragma('journal_mode = WAL');
  // better-sqlite3 reopens a WAL database with synchronous=NORMAL: FULL on every open.
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
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
  readonly db: Database.Database;
  readonly filesDir: string;
  readonly tmpDir: string;

  constructor(readonly dataDir: string) {
    this.filesDir = path.join(dataDir, 'files');
    this.tmpDir = path.join(dataDir, 'tmp');
    mkdirSync(this.filesDir, { recursive: true, mode: 0o700 });
    mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 });
    this.db = openDatabase(path.join(dataDir, 'forms.sqlite'));
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS submissions (
        id TEXT PRIMARY KEY,
        submission_id TEXT UNIQUE,
        form_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        fields_json TEXT NOT NULL,
        stored_name TEXT NOT NULL,
        original_name TEXT NOT NULL,
        file_type TEXT NOT NULL,
        file_size INTEGER NOT NULL,
        file_sha256 TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS submissions_form_date ON submissions (form_id, created_at);
      CREATE TABLE IF NOT EXISTS outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        submission TEXT NOT NULL REFERENCES submissions (id),
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        attach INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        sent_at INTEGER,
        last_error TEXT
      );
      CREATE INDEX IF NOT EXISTS outbox_due ON outbox (sent_at, next_attempt_at);
    `);
    this.removeLeftovers();
  }

  /** Temporary files and files no row refers to are what a crash can leave: remove them. */
  private removeLeftovers(): void {
    for (const name of readdirSync(this.tmpDir))
      rmSync(path.join(this.tmpDir, name), { force: true });
    const known = new Set(
      this.db.prepare('SELECT stored_name FROM submissions').pluck().all() as string[],
    );
    for (const name of readdirSync(this.filesDir))
      if (!known.has(name)) rmSync(path.join(this.filesDir, name), { force: true });
  }

  findBySubmissionId(submissionId: string): SubmissionRow | undefined {
    return this.db
      .prepare('SELECT * FROM submissions WHERE submission_id = ?')
      .get(submissionId) as SubmissionRow | undefined;
  }

  /**
   * Makes one accepted submission durable. Returns the existing row's id instead when a
   * submission with the same client id is already stored (a retry).
   */
  commit(input: {
    formId: FormId;
    submissionId?: string;
    fields: Record<string, string>;
    file: TempFile;
    originalName: string;
    mail: OutgoingMail[];
    now?: Date;
  }): { id: string; created: boolean } {
    if (input.submissionId) {
      const existing = this.findBySubmissionId(input.submissionId);
      if (existing) {
        rmSync(input.file.tempPath, { force: true });
        return { id: existing.id, created: false };
      }
    }
    const id = randomUUID();
    const storedName = `${id}${EXTENSION[input.file.sniffed] ?? ''}`;
    const finalPath = path.join(this.filesDir, storedName);
    renameSync(input.file.tempPath, finalPath);
    fsyncDir(this.filesDir);
    const now = input.now ?? new Date();
    try {
      this.db.transaction(() => {
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
            input.originalName,
            input.file.sniffed,
            input.file.size,
            input.file.sha256,
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
      })();
    } catch (error) {
      rmSync(finalPath, { force: true });
      throw error;
    }
    return { id, created: true };
  }

  filePath(row: Pick<SubmissionRow, 'stored_name'>): string {
    return path.join(this.filesDir, row.stored_name);
  }

  close(): void {
    this.db.close();
  }
}
