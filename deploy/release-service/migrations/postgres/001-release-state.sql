-- The release service's state when its instances share PostgreSQL (decision 390): the site's
-- state document with its revision (written by compare-and-set), the release log, and the leases
-- that stand for the lock and for the clockwork (schedules, the Canberra midnight, the canary
-- watcher). One row per site: several sites may share a database.
CREATE TABLE release_site_state (
  site TEXT PRIMARY KEY,
  revision BIGINT NOT NULL,
  document JSONB NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE release_log (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site TEXT NOT NULL,
  entry JSONB NOT NULL
);
CREATE INDEX release_log_by_site ON release_log (site, id);
-- A lease is held until expires_at (the database's clock, so hosts' clocks never disagree on it).
CREATE TABLE release_leases (
  site TEXT NOT NULL,
  name TEXT NOT NULL,
  holder_id TEXT NOT NULL,
  holder JSONB NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (site, name)
);
