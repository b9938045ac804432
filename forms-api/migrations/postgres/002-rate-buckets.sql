-- The submission rate per client address, one token bucket each, counted by every instance.
CREATE TABLE rate_buckets (
  client TEXT PRIMARY KEY,
  tokens DOUBLE PRECISION NOT NULL,
  at BIGINT NOT NULL,
  taken BOOLEAN NOT NULL
);
