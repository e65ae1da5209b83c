-- Campfire schema, version 5, PostgreSQL dialect of ../V5__game_night.sql.
CREATE TABLE guild_settings (
    guild_id       BIGINT PRIMARY KEY,
    settings_json  TEXT NOT NULL DEFAULT '{}',
    updated_at     TEXT NOT NULL
);

CREATE TABLE settings_log (
    guild_id    BIGINT NOT NULL,
    seq         INTEGER NOT NULL,
    user_id     BIGINT NOT NULL,
    key         TEXT NOT NULL,
    value_json  TEXT NOT NULL,
    at          TEXT NOT NULL,
    PRIMARY KEY (guild_id, seq)
);

CREATE TABLE ratings (
    guild_id    BIGINT NOT NULL,
    game        TEXT NOT NULL,
    user_id     BIGINT NOT NULL,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    ordinal     DOUBLE PRECISION NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    updated_at  TEXT NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
CREATE INDEX ratings_by_ordinal ON ratings(guild_id, game, ordinal DESC);

ALTER TABLE result_players ADD COLUMN side TEXT;
CREATE INDEX results_by_guild_game ON results(guild_id, game, finished_at);
CREATE INDEX results_by_channel ON results(channel_id, finished_at);

-- Each player's games and wins per server, game and side (side '' where a game has no sides; a
-- seat an AI finished for its player counts as theirs, as the ratings do): the leaderboard's
-- numbers by side and a profile's record read by key, never a player's every seat. Kept in the
-- transaction that writes a game's results; made here from the results already written.
CREATE TABLE player_records (
    guild_id  BIGINT NOT NULL,
    user_id   BIGINT NOT NULL,
    game      TEXT NOT NULL,
    side      TEXT NOT NULL,
    games     INTEGER NOT NULL,
    wins      INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id, game, side)
);
INSERT INTO player_records (guild_id, user_id, game, side, games, wins)
SELECT r.guild_id, rp.user_id, r.game, COALESCE(rp.side, ''), COUNT(*), SUM(rp.won)
FROM results r JOIN result_players rp ON rp.session_id = r.session_id
WHERE r.guild_id IS NOT NULL AND rp.user_id IS NOT NULL
GROUP BY r.guild_id, rp.user_id, r.game, COALESCE(rp.side, '');
