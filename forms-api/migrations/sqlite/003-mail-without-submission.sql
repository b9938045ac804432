-- Alerts to the operators are mail of no submission, and how long mail waits is watched: the
-- outbox's submission becomes optional and each mail records when it was queued. SQLite cannot
-- relax a column, so the table is rebuilt (in this migration's one transaction): every mail is
-- kept, queued when its submission was stored (or when it was first due, without one).
CREATE TABLE outbox_v3 (
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
  leased_until INTEGER,
  lease_owner TEXT,
  queued_at INTEGER NOT NULL
);
INSERT INTO outbox_v3 (id, submission, recipient, subject, body, attach, attempts,
  next_attempt_at, sent_at, last_error, leased_until, lease_owner, queued_at)
SELECT o.id, o.submission, o.recipient, o.subject, o.body, o.attach, o.attempts,
  o.next_attempt_at, o.sent_at, o.last_error, o.leased_until, o.lease_owner,
  COALESCE(CAST(unixepoch(s.created_at, 'subsec') * 1000 AS INTEGER), o.next_attempt_at)
FROM outbox o LEFT JOIN submissions s ON s.id = o.submission;
DROP TABLE outbox;
ALTER TABLE outbox_v3 RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);
-- The row /healthz writes to tell that the database takes a write.
CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL);
