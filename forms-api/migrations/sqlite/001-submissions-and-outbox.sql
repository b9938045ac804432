-- Submissions (their files in files/ beside the database) and the mail outbox. IF NOT EXISTS:
-- a database made before migrations were numbered already has these tables.
CREATE TABLE IF NOT EXISTS submissions (
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
