-- Campfire schema, version 3: the session's deadlines and its anchor messages (ids and digests),
-- small rows an action rewrites, are stored by their primary key (WITHOUT ROWID). A rowid table
-- with a primary key is two b-trees, the rows and the key's index, and a write touches a page of
-- each; one keyed b-tree is one page less for each of them in the WAL of an action (synced, then
-- copied back at the next checkpoint). Same columns, keys and queries: each table is rebuilt, its
-- rows copied in key order, and its other index made again. The action log stays a rowid table:
-- its rows are only ever appended, at the end of the rows' b-tree, where a keyed b-tree would take
-- each at its session's place among everyone's and rebalance full pages there.
CREATE TABLE deadlines_v3 (
    session_id     TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    key            TEXT NOT NULL,
    due_at         REAL NOT NULL,
    claimed_by     TEXT,
    claimed_until  REAL,
    PRIMARY KEY (session_id, key)
) WITHOUT ROWID;
INSERT INTO deadlines_v3 (session_id, key, due_at, claimed_by, claimed_until)
    SELECT session_id, key, due_at, claimed_by, claimed_until FROM deadlines ORDER BY session_id, key;
DROP TABLE deadlines;
ALTER TABLE deadlines_v3 RENAME TO deadlines;
CREATE INDEX deadlines_by_due ON deadlines(due_at);

CREATE TABLE messages_v3 (
    session_id    TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    role          TEXT NOT NULL,
    seat          INTEGER NOT NULL DEFAULT -1,
    channel_id    INTEGER NOT NULL,
    message_id    INTEGER NOT NULL,
    content_hash  TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (session_id, role, seat)
) WITHOUT ROWID;
INSERT INTO messages_v3 (session_id, role, seat, channel_id, message_id, content_hash)
    SELECT session_id, role, seat, channel_id, message_id, content_hash FROM messages
    ORDER BY session_id, role, seat;
DROP TABLE messages;
ALTER TABLE messages_v3 RENAME TO messages;
CREATE INDEX messages_by_message_id ON messages(message_id);
