-- Campfire schema, version 4, PostgreSQL dialect of ../V4__session_starts.sql.
CREATE TABLE session_starts (
    session_id     TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
    initial_state  TEXT NOT NULL
);
INSERT INTO session_starts (session_id, initial_state)
    SELECT id, initial_state FROM sessions WHERE initial_state IS NOT NULL;
ALTER TABLE sessions DROP COLUMN initial_state;
