-- Campfire schema, version 2: deadlines claimed with a lease, and shard leases (several processes on
-- one PostgreSQL database; a single SQLite process keeps the columns empty).
ALTER TABLE deadlines ADD COLUMN claimed_by TEXT;
ALTER TABLE deadlines ADD COLUMN claimed_until REAL;

CREATE TABLE shard_leases (
    shard_id    INTEGER PRIMARY KEY,
    holder      TEXT NOT NULL,
    expires_at  REAL NOT NULL
);

-- A click on an old message finds its session without a scan.
CREATE INDEX messages_by_message_id ON messages(message_id);
