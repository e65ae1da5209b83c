-- Campfire schema, version 1 (docs/ARCHITECTURE.md C8).
CREATE TABLE sessions (
    id             TEXT PRIMARY KEY,
    guild_id       INTEGER,
    channel_id     INTEGER NOT NULL,
    game           TEXT NOT NULL,
    rules_version  INTEGER NOT NULL,
    seed           INTEGER NOT NULL,
    host_id        INTEGER NOT NULL,
    seats_json     TEXT NOT NULL DEFAULT '[]',
    options_json   TEXT NOT NULL DEFAULT '{}',
    initial_state  TEXT,
    state          TEXT,
    version        INTEGER NOT NULL DEFAULT 0,
    status         TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    recent_log     TEXT NOT NULL DEFAULT '[]',
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL
);
CREATE UNIQUE INDEX one_live_game_per_channel ON sessions(channel_id) WHERE status IN ('lobby', 'running');
CREATE INDEX sessions_by_status ON sessions(status);

CREATE TABLE actions (
    session_id  TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    seat        INTEGER,
    action_json TEXT NOT NULL,
    at          TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)
);

CREATE TABLE deadlines (
    session_id  TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    key         TEXT NOT NULL,
    due_at      REAL NOT NULL,
    PRIMARY KEY (session_id, key)
);
CREATE INDEX deadlines_by_due ON deadlines(due_at);

CREATE TABLE messages (
    session_id    TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    role          TEXT NOT NULL,
    seat          INTEGER NOT NULL DEFAULT -1,
    channel_id    INTEGER NOT NULL,
    message_id    INTEGER NOT NULL,
    content_hash  TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (session_id, role, seat)
);

CREATE TABLE results (
    session_id   TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
    guild_id     INTEGER,
    channel_id   INTEGER NOT NULL,
    game         TEXT NOT NULL,
    seed         INTEGER NOT NULL,
    summary      TEXT NOT NULL,
    finished_at  TEXT NOT NULL
);

CREATE TABLE result_players (
    session_id  TEXT NOT NULL REFERENCES results(session_id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    user_id     INTEGER,
    name        TEXT NOT NULL,
    ai          INTEGER NOT NULL,
    won         INTEGER NOT NULL,
    score       REAL,
    PRIMARY KEY (session_id, seat)
);
CREATE INDEX result_players_by_user ON result_players(user_id);
