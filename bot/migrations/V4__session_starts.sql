-- Campfire schema, version 4: a game's first position (what `replay` starts from) moves out of the
-- sessions row into a table of its own, written once when the game starts. The row is rewritten by
-- every action, and SQLite rewrites a row whole: with the first position inside it, every action
-- also wrote a copy of it (2-4 kB, one or two overflow pages more, and their churn through the
-- freelist: page 1 too). ALTER TABLE ... DROP COLUMN needs SQLite 3.35 (bot/storage.py's
-- MIN_SQLITE, checked before a database is opened).
CREATE TABLE session_starts (
    session_id     TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
    initial_state  TEXT NOT NULL
);
INSERT INTO session_starts (session_id, initial_state)
    SELECT id, initial_state FROM sessions WHERE initial_state IS NOT NULL ORDER BY id;
ALTER TABLE sessions DROP COLUMN initial_state;
