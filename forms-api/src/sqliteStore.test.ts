import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { allRows } from './sql';
import { SqliteFormsStore, type SubmissionRow } from './sqliteStore';

// A database written by the first version, where every submission had to have a file.
const VERSION_1 = `
  CREATE TABLE submissions (
    id TEXT PRIMARY KEY, submission_id TEXT UNIQUE, form_id TEXT NOT NULL,
    created_at TEXT NOT NULL, fields_json TEXT NOT NULL, stored_name TEXT NOT NULL,
    original_name TEXT NOT NULL, file_type TEXT NOT NULL, file_size INTEGER NOT NULL,
    file_sha256 TEXT NOT NULL);
  CREATE INDEX submissions_form_date ON submissions (form_id, created_at);
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT, submission TEXT NOT NULL REFERENCES submissions (id),
    recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL, attach INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, sent_at INTEGER,
    last_error TEXT);
  INSERT INTO submissions VALUES ('old', 'sub-old-123', 'job_application', '2026-11-01T00:00:00Z',
    '{}', 'old.pdf', 'cv.pdf', 'application/pdf', 10, 'abc');
  INSERT INTO outbox (submission, recipient, subject, body, attach, next_attempt_at)
    VALUES ('old', 'jobs@example.com', 'Application', 'Hello', 1, 0);`;

describe('SqliteFormsStore on a database of the first version', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'forms-store-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every row and its mail, applies the numbered migrations, and then stores a submission without a file', async () => {
    const old = new DatabaseSync(path.join(dataDir, 'forms.sqlite'));
    old.exec(VERSION_1);
    old.close();
    mkdirSync(path.join(dataDir, 'files'));
    writeFileSync(path.join(dataDir, 'files', 'old.pdf'), '%PDF-1.4\n');

    const store = new SqliteFormsStore(dataDir);
    try {
      const rows = () => allRows<SubmissionRow>(store.db, 'SELECT * FROM submissions');
      expect(rows()).toEqual([expect.objectContaining({ id: 'old', stored_name: 'old.pdf' })]);
      expect(store.db.prepare('SELECT submission FROM outbox').all()).toEqual([
        expect.objectContaining({ submission: 'old' }),
      ]);
      expect(store.db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);

      expect(
        allRows<{ name: string }>(
          store.db,
          'SELECT name FROM forms_api_migrations ORDER BY version',
        ),
      ).toEqual([{ name: '001-submissions-and-outbox' }, { name: '002-outbox-lease' }]);
      // The old mail is due and can be leased.
      expect(await store.claimMail(Date.now(), 1000, 'me')).toMatchObject({
        recipient: 'jobs@example.com',
        attachment: { filename: 'cv.pdf', content: Buffer.from('%PDF-1.4\n') },
      });

      const { id } = await store.commit({
        formId: 'job_application',
        submissionId: 'sub-new-123',
        fields: { full_name: 'Grace Hopper' },
        mail: [],
      });
      expect(rows().find((row) => row.id === id)).toMatchObject({
        stored_name: null,
        file_sha256: null,
      });
    } finally {
      await store.close();
    }
    // Opening it again changes nothing.
    const again = new SqliteFormsStore(dataDir);
    expect(again.db.prepare('SELECT COUNT(*) AS n FROM submissions').get()).toMatchObject({ n: 2 });
    await again.close();
  });
});
