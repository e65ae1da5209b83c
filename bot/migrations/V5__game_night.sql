-- Campfire schema, version 5: a server's game night (issue 35). Per-server settings and the log of
-- their changes; each player's skill rating per server and game (openskill: mu and sigma, and the
-- ordinal mu - 3 sigma the leaderboard sorts by); the side a seat played (BANG!'s roles: win rates
-- by side); and the indexes the leaderboard and history read by (a server's games of a game by
-- time, a channel's games by time), so neither scans the results.
CREATE TABLE guild_settings (
    guild_id       INTEGER PRIMARY KEY,
    settings_json  TEXT NOT NULL DEFAULT '{}',
    updated_at     TEXT NOT NULL
);

CREATE TABLE settings_log (
    guild_id    INTEGER NOT NULL,
    seq         INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    key         TEXT NOT NULL,
    value_json  TEXT NOT NULL,
    at          TEXT NOT NULL,
    PRIMARY KEY (guild_id, seq)
) WITHOUT ROWID;

CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    game        TEXT NOT NULL,
    user_id     INTEGER NOT NULL,
    mu          REAL NOT NULL,
    sigma       REAL NOT NULL,
    ordinal     REAL NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    updated_at  TEXT NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
) WITHOUT ROWID;
CREATE INDEX ratings_by_ordinal ON ratings(guild_id, game, ordinal DESC);

ALTER TABLE result_players ADD COLUMN side TEXT;
CREATE INDEX results_by_guild_game ON results(guild_id, game, finished_at);
CREATE INDEX results_by_channel ON results(channel_id, finished_at);
