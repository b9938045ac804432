-- Submissions, their files' bytes and the mail outbox, shared by every forms-api instance.
-- Times of the outbox are ms since the epoch, as on SQLite; created_at is ISO 8601 text, so the
-- staff command's date bounds compare the same way on both engines.
CREATE TABLE submissions (
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
CREATE INDEX submissions_form_date ON submissions (form_id, created_at);
-- A file is at most 10 MiB (the forms' limit): bytea, kept apart so listing rows never reads it.
CREATE TABLE submission_files (
  submission TEXT PRIMARY KEY REFERENCES submissions (id),
  bytes BYTEA NOT NULL
);
CREATE TABLE outbox (
  id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission TEXT NOT NULL REFERENCES submissions (id),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  attach BOOLEAN NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  sent_at BIGINT,
  last_error TEXT,
  leased_until BIGINT,
  lease_owner TEXT
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
