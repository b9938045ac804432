-- A mail is sent by whoever holds its lease (ms since the epoch), as on PostgreSQL.
ALTER TABLE outbox ADD COLUMN leased_until INTEGER;
ALTER TABLE outbox ADD COLUMN lease_owner TEXT;
