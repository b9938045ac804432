-- Page views and failures as the site's pages report them, from every host serving the site.
CREATE TABLE events (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at BIGINT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('pageview', 'failure')),
  path TEXT NOT NULL,
  generation TEXT NOT NULL,
  kind TEXT,
  remote TEXT,
  release TEXT
);
CREATE INDEX events_by_generation ON events (generation, type, received_at);
-- Each remote's release in a generation, as its pages report it: page views count per release.
CREATE TABLE generation_releases (
  generation TEXT NOT NULL,
  remote TEXT NOT NULL,
  release TEXT,
  PRIMARY KEY (generation, remote)
);
