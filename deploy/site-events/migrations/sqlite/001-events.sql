-- Page views and failures as the site's pages report them. IF NOT EXISTS: stores made before
-- migrations were numbered already have these tables.
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('pageview', 'failure')),
  path TEXT NOT NULL,
  generation TEXT NOT NULL,
  kind TEXT,
  remote TEXT,
  release TEXT
);
CREATE INDEX IF NOT EXISTS events_by_generation ON events (generation, type, received_at);
-- Each remote's release in a generation, as its pages report it: page views count per release.
CREATE TABLE IF NOT EXISTS generation_releases (
  generation TEXT NOT NULL,
  remote TEXT NOT NULL,
  release TEXT,
  PRIMARY KEY (generation, remote)
);
