-- What the pages report besides page views and remotes' failures (their own errors, web vitals,
-- searches), the page load each report names and whether it counts for the canary (decision
-- 323), the page loads the servers logged, and the minute, hour and day buckets the figures are
-- read from (decision 325). SQLite cannot drop the old CHECK on the type, so the events table
-- is rebuilt: every event is kept, with no route yet (earlierEvents.ts gives it its route and
-- adds it to the buckets when the service opens the store).
CREATE TABLE events_v2 (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('pageview', 'failure', 'error', 'vitals', 'search')),
  path TEXT NOT NULL,
  route TEXT,
  generation TEXT NOT NULL,
  kind TEXT,
  remote TEXT,
  release TEXT,
  page TEXT,
  verified INTEGER NOT NULL DEFAULT 0,
  counted INTEGER NOT NULL DEFAULT 0,
  device TEXT,
  lcp REAL,
  inp REAL,
  cls REAL,
  ttfb REAL,
  detail TEXT
);
INSERT INTO events_v2 (id, received_at, type, path, generation, kind, remote, release)
SELECT id, received_at, type, path, generation, kind, remote, release FROM events;
DROP TABLE events;
ALTER TABLE events_v2 RENAME TO events;
CREATE INDEX events_by_generation ON events (generation, type, received_at);
CREATE INDEX events_by_time ON events (received_at);
CREATE INDEX events_by_page ON events (page) WHERE page IS NOT NULL;
CREATE INDEX events_unrouted ON events (id) WHERE route IS NULL;
-- When a generation's releases were first reported: they are forgotten a year after.
ALTER TABLE generation_releases ADD COLUMN first_seen INTEGER NOT NULL DEFAULT 0;
UPDATE generation_releases SET first_seen = COALESCE(
  (SELECT MIN(e.received_at) FROM events e WHERE e.generation = generation_releases.generation), 0);
-- Page loads the servers served (their access logs), without the address: what the canary counts.
CREATE TABLE page_loads (
  id TEXT PRIMARY KEY,
  served_at INTEGER NOT NULL,
  generation TEXT NOT NULL,
  route TEXT NOT NULL,
  status INTEGER NOT NULL,
  counted INTEGER NOT NULL
);
CREATE INDEX page_loads_by_generation ON page_loads (generation, served_at);
CREATE INDEX page_loads_by_time ON page_loads (served_at);
-- How far each host's events service has read each access log (a restart goes on from there).
CREATE TABLE access_log_offsets (
  host TEXT NOT NULL,
  file TEXT NOT NULL,
  inode INTEGER NOT NULL,
  bytes_read INTEGER NOT NULL,
  PRIMARY KEY (host, file)
);
-- Page views by path and searches by their words, a day at a time, for marketing.
CREATE TABLE daily_paths (
  day INTEGER NOT NULL,
  path TEXT NOT NULL,
  route TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;
CREATE TABLE daily_searches (
  day INTEGER NOT NULL,
  query TEXT NOT NULL,
  searches INTEGER NOT NULL,
  empty INTEGER NOT NULL,
  PRIMARY KEY (day, query)
) WITHOUT ROWID;
-- Counts by route, generation and name, and histograms of the vitals, per minute, hour and day.
CREATE TABLE counts (
  resolution TEXT NOT NULL,
  start INTEGER NOT NULL,
  route TEXT NOT NULL,
  generation TEXT NOT NULL,
  name TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (resolution, start, name, route, generation)
) WITHOUT ROWID;
CREATE INDEX counts_by_generation ON counts (resolution, name, generation);
CREATE TABLE histograms (
  resolution TEXT NOT NULL,
  start INTEGER NOT NULL,
  route TEXT NOT NULL,
  generation TEXT NOT NULL,
  device TEXT NOT NULL,
  metric TEXT NOT NULL,
  bin INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (resolution, start, metric, route, generation, device, bin)
) WITHOUT ROWID;
