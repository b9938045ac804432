-- Alerts to the operators are mail of no submission, and how long mail waits is watched: the
-- outbox's submission becomes optional and each mail records when it was queued (every mail
-- kept, queued when its submission was stored).
ALTER TABLE outbox ALTER COLUMN submission DROP NOT NULL;
ALTER TABLE outbox ADD COLUMN queued_at BIGINT;
UPDATE outbox o SET queued_at = COALESCE(
  (SELECT (extract(epoch FROM s.created_at::timestamptz) * 1000)::bigint
   FROM submissions s WHERE s.id = o.submission),
  o.next_attempt_at);
ALTER TABLE outbox ALTER COLUMN queued_at SET NOT NULL;
CREATE INDEX outbox_queued ON outbox (queued_at) WHERE sent_at IS NULL;
-- The row /healthz writes to tell that the database takes a write.
CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at BIGINT NOT NULL);
