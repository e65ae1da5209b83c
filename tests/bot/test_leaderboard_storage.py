"""Ratings and the leaderboards' reads (issue 35, bot/storage/ratings.py) on both backends: a finished
game's commit records each seat's side and moves its people's ratings once; the boards and profiles
read by index only."""

from __future__ import annotations

import shutil
import sqlite3

import pytest

from bot.storage import Commit, ConcurrentUpdate, SeatInfo, SessionRecord, Standing, Storage
from bot.storage import postgres as pg_storage
from bot.storage import ratings as R
from bot.storage import sql as storage_sql
from tests.backends import Databases, close_opened, opened, sql, table_names  # noqa: F401 (close_opened: a fixture)

GUILD = 7
ANA, BEN, CY, DEE, EVE = 11, 12, 13, 14, 15

pytestmark = pytest.mark.usefixtures("close_opened")


def seat(user_id: int | None, name: str, ai: bool = False) -> SeatInfo:
    return SeatInfo(user_id=user_id, name=name, ai=ai or user_id is None)


async def finish(
    s: Storage,
    sid: str,
    game: str,
    seats: list[SeatInfo],
    won: list[int],
    standing: Standing,
    *,
    guild: int | None = GUILD,
    scores: list[float] | None = None,
) -> SessionRecord:
    """A game created and finished in one commit with its result and standing."""
    rec = SessionRecord(
        id=sid,
        guild_id=guild,
        channel_id=hash(sid) % 10_000 + 1,
        game=game,
        rules_version=1,
        seed=1,
        host_id=seats[0].user_id or 1,
        seats=seats,
        options={},
        status="running",
        version=1,
        state="{}",
    )
    await s.create_session(rec)
    rec.status, rec.version = "finished", 2
    scores = scores or [0.0] * len(seats)
    players = [(i, info, i in won, scores[i]) for i, info in enumerate(seats)]
    await s.commit(
        Commit(
            record=rec,
            expected_version=1,
            actions=[],
            deadlines_set={},
            result=("done", players),
            standing=standing,
        )
    )
    return rec


def ffa(ranks: list[int]) -> Standing:
    return Standing([None] * len(ranks), [[i] for i in range(len(ranks))], ranks)


async def ratings(s: Storage, game: str) -> dict[int, dict]:
    rows = await sql(s, "SELECT * FROM ratings WHERE guild_id = ? AND game = ?", GUILD, game)
    return {r["user_id"]: r for r in rows}


async def test_a_finished_game_rates_its_people_once_and_never_its_ai_players(tmp_path):
    s = await opened(tmp_path / "db.sqlite3")
    seats = [seat(ANA, "Ana"), seat(BEN, "Ben"), seat(None, "AI 1"), seat(CY, "Cy", ai=True)]
    rec = await finish(s, "g1", "forest_gangs", seats, [0], ffa([1, 2, 3, 3]))
    rows = await ratings(s, "forest_gangs")
    assert set(rows) == {ANA, BEN, CY}, "the AI player is not rated; Cy's seat an AI finished is"
    assert rows[ANA]["mu"] > rows[BEN]["mu"] > R.MODEL.mu > rows[CY]["mu"]
    assert (rows[ANA]["games"], rows[ANA]["wins"], rows[BEN]["wins"]) == (1, 1, 0)
    for r in rows.values():
        assert r["ordinal"] == pytest.approx(r["mu"] - 3 * r["sigma"])
    # The same commit again (a retry): refused by the version guard, nothing moves.
    players = [(i, info, i == 0, 0.0) for i, info in enumerate(seats)]
    again = Commit(
        record=rec,
        expected_version=1,
        actions=[],
        deadlines_set={},
        result=("done", players),
        standing=ffa([1, 2, 3, 3]),
    )
    with pytest.raises(ConcurrentUpdate):
        await s.commit(again)
    assert await ratings(s, "forest_gangs") == rows
    # A game outside a server rates nobody; one that ends with nobody ranked rates nobody either.
    await finish(s, "g2", "forest_gangs", seats, [1], ffa([2, 1, 3, 3]), guild=None)
    assert await ratings(s, "forest_gangs") == rows
    board = await s.leaderboard(GUILD, "forest_gangs")
    assert [b.user_id for b in board] == [ANA, BEN, CY]
    assert (
        board[0].games == 1 and board[0].wins == 1 and board[0].ordinal == pytest.approx(rows[ANA]["ordinal"])
    )


async def test_bang_sides_are_recorded_and_rated_as_teams(tmp_path):
    s = await opened(tmp_path / "db.sqlite3")
    seats = [seat(ANA, "Ana"), seat(BEN, "Ben"), seat(CY, "Cy"), seat(DEE, "Dee"), seat(None, "AI 1")]
    sides: list[str | None] = ["sheriff", "outlaw", "outlaw", "renegade", "deputy"]
    standing = Standing(sides, [[0, 4], [1, 2], [3]], [1, 2, 2])
    await finish(s, "b1", "bang", seats, [0, 4], standing)
    stored = await sql(s, "SELECT seat, side, won FROM result_players WHERE session_id = 'b1' ORDER BY seat")
    assert [r["side"] for r in stored] == sides
    rows = await ratings(s, "bang")
    assert set(rows) == {ANA, BEN, CY, DEE}
    assert rows[ANA]["mu"] > R.MODEL.mu and rows[BEN]["mu"] < R.MODEL.mu
    assert rows[BEN]["mu"] == pytest.approx(rows[CY]["mu"]), "team mates move together"
    board = await s.leaderboard(GUILD, "bang", sides=True)
    assert board[0].user_id == ANA and board[0].sides == {"sheriff": (1, 1)}
    by_user = {b.user_id: b for b in board}
    assert by_user[DEE].sides == {"renegade": (1, 0)}


async def test_period_boards_rank_by_wins_since_a_time(tmp_path):
    s = await opened(tmp_path / "db.sqlite3")
    seats = [seat(ANA, "Ana"), seat(BEN, "Ben"), seat(None, "AI 1")]
    await finish(s, "p1", "forest_gangs", seats, [0], ffa([1, 2, 3]))
    await finish(s, "p2", "forest_gangs", seats, [0], ffa([1, 2, 3]))
    await finish(s, "p3", "forest_gangs", seats, [1], ffa([2, 1, 3]))
    await sql(s, "UPDATE results SET finished_at = '2020-01-01T00:00:00.000+00:00' WHERE session_id <> 'p3'")
    recent = await s.leaderboard(GUILD, "forest_gangs", since="2024-01-01T00:00:00.000+00:00")
    assert [(b.user_id, b.games, b.wins) for b in recent] == [(BEN, 1, 1), (ANA, 1, 0)]
    ever = await s.leaderboard(GUILD, "forest_gangs", since=R.ALL_TIME)
    assert [(b.user_id, b.games, b.wins) for b in ever] == [(ANA, 3, 2), (BEN, 3, 1)]
    assert await s.leaderboard(GUILD, "bang", since=R.ALL_TIME) == []
    assert await s.leaderboard(GUILD + 1, "forest_gangs") == []


async def test_a_profile_has_each_game_s_rating_place_record_and_last_games(tmp_path):
    s = await opened(tmp_path / "db.sqlite3")
    games = ["forest_gangs", "bang"]
    nobody = await s.profile(GUILD, EVE, games)
    assert not nobody.played and nobody.records == [] and nobody.last == []
    seats = [seat(ANA, "Ana"), seat(BEN, "Ben")]
    await finish(s, "f1", "forest_gangs", seats, [1], ffa([2, 1]))
    bang = [seat(ANA, "Ana"), seat(BEN, "Ben"), seat(CY, "Cy"), seat(None, "AI")]
    await finish(
        s,
        "b1",
        "bang",
        bang,
        [1],
        Standing(["sheriff", "outlaw", "renegade", "outlaw"], [[0], [1, 3], [2]], [2, 1, 2]),
    )
    p = await s.profile(GUILD, ANA, games)
    assert p.played and [r.game for r in p.records] == games
    fg, bg = p.records
    assert (fg.games, fg.wins, fg.rank, fg.rated) == (1, 0, 2, 2)
    assert fg.rating is not None and fg.rating.games == 1
    assert bg.sides == {"sheriff": (1, 0)}
    assert {(g.session_id, g.won, g.side) for g in p.last} == {("f1", False, None), ("b1", False, "sheriff")}
    assert {g.session_id for g in p.last} == {"f1", "b1"}
    assert (await s.profile(GUILD + 1, ANA, games)).records == []


async def test_the_leaderboard_queries_use_indexes_never_a_scan(tmp_path, backend):
    """SQLite's EXPLAIN QUERY PLAN of every leaderboard and profile query: searches only."""
    if backend.postgres:
        pytest.skip("EXPLAIN QUERY PLAN is SQLite's")
    s = await opened(tmp_path / "db.sqlite3")
    await s.close()
    con = sqlite3.connect(tmp_path / "db.sqlite3")
    queries = [
        (R.BOARD_BY_RATING, (1, "bang", 10)),
        (R.BOARD_SINCE, (1, "bang", "2020", 10)),
        (R.SIDES_OF.format(R.marks(3)), (1, 1, 2, 3, "bang")),
        (R.SIDES_SINCE.format(R.marks(3)), (1, "bang", "2020", 1, 2, 3)),
        (R.CURRENT_RATINGS.format(R.marks(3)), (1, "bang", 1, 2, 3)),
        (R.PROFILE_RATINGS.format(R.marks(4)), (1, "a", "b", "c", "d", 5)),
        (R.RANK_OF, (1, "bang", 3.0, 1, "bang")),
        (R.PROFILE_RECORDS, (1, 5)),
        (R.PROFILE_LAST, (5, 1, 5)),
    ]
    for query, params in queries:
        plan = [row[3] for row in con.execute("EXPLAIN QUERY PLAN " + query, params)]
        scans = [p for p in plan if p.startswith("SCAN") and p != "SCAN CONSTANT ROW"]
        assert not scans, (query, plan)
        assert any(p.startswith("SEARCH") for p in plan), plan
    for query, params in ((R.SIDES_OF.format(R.marks(2)), (1, 1, 2, "bang")), (R.PROFILE_RECORDS, (1, 5))):
        plan = [row[3] for row in con.execute("EXPLAIN QUERY PLAN " + query, params)]
        assert plan == ["SEARCH player_records USING PRIMARY KEY (guild_id=? AND user_id=?)"] or plan == [
            "SEARCH player_records USING PRIMARY KEY (guild_id=? AND user_id=? AND game=?)"
        ], plan
    plan = [row[3] for row in con.execute("EXPLAIN QUERY PLAN " + R.PROFILE_LAST, (5, 1, 5))]
    assert "result_players_by_user" in plan[0], "a profile's last games are read from the player's seats"
    con.close()


async def records(s: Storage) -> dict[tuple[int, str, str], tuple[int, int]]:
    rows = await sql(s, "SELECT * FROM player_records WHERE guild_id = ?", GUILD)
    return {(r["user_id"], r["game"], r["side"]): (r["games"], r["wins"]) for r in rows}


async def test_a_finished_game_adds_to_its_people_records_once(tmp_path):
    """`player_records` grows with each server game's seats in the results' transaction: every
    person's seat (one an AI finished for them too), never an AI player's, never twice."""
    s = await opened(tmp_path / "db.sqlite3")
    seats = [seat(ANA, "Ana"), seat(BEN, "Ben"), seat(None, "AI 1"), seat(CY, "Cy", ai=True)]
    rec = await finish(s, "g1", "forest_gangs", seats, [0], ffa([1, 2, 3, 3]))
    await finish(s, "g2", "forest_gangs", seats, [3], ffa([2, 3, 4, 1]))
    assert await records(s) == {
        (ANA, "forest_gangs", ""): (2, 1),
        (BEN, "forest_gangs", ""): (2, 0),
        (CY, "forest_gangs", ""): (2, 1),
    }
    players = [(i, info, i == 0, 0.0) for i, info in enumerate(seats)]
    again = Commit(rec, 1, [], {}, result=("done", players), standing=ffa([1, 2, 3, 3]))
    with pytest.raises(ConcurrentUpdate):
        await s.commit(again)
    await finish(s, "g3", "forest_gangs", seats, [0], ffa([1, 2, 3, 3]), guild=None)
    sides: list[str | None] = ["sheriff", "outlaw", "outlaw", "renegade"]
    bang = [seat(ANA, "Ana"), seat(BEN, "Ben"), seat(CY, "Cy"), seat(DEE, "Dee")]
    await finish(s, "b1", "bang", bang, [0], Standing(sides, [[0], [1, 2], [3]], [1, 2, 2]))
    await finish(s, "b2", "bang", bang, [1, 2], Standing(sides, [[0], [1, 2], [3]], [2, 1, 2]))
    got = await records(s)
    assert got[(ANA, "forest_gangs", "")] == (2, 1), "a retry and a game outside a server add nothing"
    assert got[(ANA, "bang", "sheriff")] == (2, 1) and got[(BEN, "bang", "outlaw")] == (2, 1)
    assert got[(DEE, "bang", "renegade")] == (2, 0)
    profile = await s.profile(GUILD, ANA, ["bang", "forest_gangs"], last=3)
    assert [(r.game, r.games, r.wins, r.sides) for r in profile.records] == [
        ("bang", 2, 1, {"sheriff": (2, 1)}),
        ("forest_gangs", 2, 1, {}),
    ]
    assert [g.session_id for g in profile.last] == ["b2", "b1", "g2"], "newest first, at most `last`"


async def test_the_migration_counts_results_written_before_it(tmp_path, backend, monkeypatch):
    """A database at schema 4 with finished games: migrating to 5 fills `player_records` from its
    results (server games, people only; no sides yet: side ''), so the games already played count."""

    old = tmp_path / "migrations"
    (old / "postgresql").mkdir(parents=True)
    for version, path in storage_sql._migration_files():
        if version <= 4:
            shutil.copy(path, old / path.name)
            shutil.copy(storage_sql.MIGRATIONS / "postgresql" / path.name, old / "postgresql" / path.name)
    with monkeypatch.context() as m:
        m.setattr(storage_sql, "MIGRATIONS", old)
        m.setattr(pg_storage, "PG_MIGRATIONS", old / "postgresql")
        s = await opened(tmp_path / "db.sqlite3")
        assert "player_records" not in await table_names(s)
        games = [
            ("o1", GUILD, "bang", [(ANA, 1), (BEN, 0), (None, 1)]),
            ("o2", GUILD, "bang", [(ANA, 0), (BEN, 1), (CY, 0)]),
            ("o3", GUILD, "forest_gangs", [(ANA, 1), (CY, 0)]),
            ("o4", None, "forest_gangs", [(ANA, 1), (CY, 0)]),
        ]
        for sid, guild, game, seats in games:
            at = f"2024-01-0{sid[1]}T00:00:00.000+00:00"
            await sql(
                s,
                "INSERT INTO sessions (id, guild_id, channel_id, game, rules_version, seed, host_id,"
                " seats_json, options_json, state, version, status, recent_log, created_at, updated_at)"
                " VALUES (?, ?, 5, ?, 1, 1, 1, '[]', '{}', NULL, 1, 'finished', '[]', ?, ?)",
                sid,
                guild,
                game,
                at,
                at,
            )
            await sql(
                s,
                "INSERT INTO results (session_id, guild_id, channel_id, game, seed, summary, finished_at)"
                " VALUES (?, ?, 5, ?, 1, 'done', ?)",
                sid,
                guild,
                game,
                at,
            )
            for i, (user, won) in enumerate(seats):
                await sql(
                    s,
                    "INSERT INTO result_players (session_id, seat, user_id, name, ai, won, score)"
                    " VALUES (?, ?, ?, 'P', ?, ?, NULL)",
                    sid,
                    i,
                    user,
                    int(user is None),
                    won,
                )
        await s.close()
    s = await opened(tmp_path / "db.sqlite3")
    assert s.migrated_from == 4
    assert await records(s) == {
        (ANA, "bang", ""): (2, 1),
        (BEN, "bang", ""): (2, 1),
        (CY, "bang", ""): (1, 0),
        (ANA, "forest_gangs", ""): (1, 1),
        (CY, "forest_gangs", ""): (1, 0),
    }
    await finish(s, "n1", "forest_gangs", [seat(ANA, "Ana"), seat(CY, "Cy")], [1], ffa([2, 1]))
    profile = await s.profile(GUILD, ANA, ["bang", "forest_gangs"])
    assert [(r.game, r.games, r.wins) for r in profile.records] == [("bang", 2, 1), ("forest_gangs", 2, 1)]
    assert [g.session_id for g in profile.last] == ["n1", "o3", "o2", "o1"]
