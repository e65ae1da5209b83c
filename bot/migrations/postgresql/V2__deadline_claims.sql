-- Campfire schema, version 2, PostgreSQL dialect of ../V2__deadline_claims.sql.
ALTER TABLE deadlines ADD COLUMN claimed_by TEXT;
ALTER TABLE deadlines ADD COLUMN claimed_until DOUBLE PRECISION;

CREATE TABLE shard_leases (
    shard_id    INTEGER PRIMARY KEY,
    holder      TEXT NOT NULL,
    expires_at  DOUBLE PRECISION NOT NULL
);

-- A click on an old message finds its session without a scan.
CREATE INDEX messages_by_message_id ON messages(message_id);
