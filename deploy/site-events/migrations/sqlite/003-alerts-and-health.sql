-- The alerts' incidents (deploy/ops/alerts/incidents.ts), one open incident per host, rule and
-- key: each host's events service alerts on what it sees, once per incident.
CREATE TABLE alert_incidents (
  id INTEGER PRIMARY KEY,
  host TEXT NOT NULL,
  rule TEXT NOT NULL,
  key TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  figures TEXT NOT NULL,
  opened_at INTEGER NOT NULL,
  closed_at INTEGER,
  mailed_at INTEGER,
  posted_at INTEGER
);
CREATE UNIQUE INDEX alert_incidents_open ON alert_incidents (host, rule, key) WHERE closed_at IS NULL;
-- The row each host's /healthz rewrites to tell that the store takes a write (named for the
-- site events: the forms service keeps a health_probe of its own in a shared database).
CREATE TABLE site_events_health_probe (host TEXT PRIMARY KEY, at INTEGER NOT NULL);
