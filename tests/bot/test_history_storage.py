"""`/campfire history`'s queries (issue 35) on SQLite and PostgreSQL: a channel's finished games and a
member's across a server, newest first, a page at a time, every seat with its result; and their plans
read by the indexes (`results_by_channel`, `result_players_by_user`), never a scan of the results."""

from __future__ import annotations

import pytest

from bot.storage import Commit, SeatInfo, SessionRecord, Storage
from bot.storage.sql import HISTORY_OF_CHANNEL, HISTORY_OF_MEMBER, HISTORY_OF_MEMBER_LATERAL, numbered
from tests.backends import Databases, close_opened, opened, sql  # noqa: F401 (close_opened: a fixture)

GUILD, OTHER_GUILD = 7, 8
CH, CH2 = 100, 200
ANN, BOB, CAT = 1, 2, 3

pytestmark = pytest.mark.usefixtures("close_opened")


async def finished_game(
    storage: Storage,
    n: int,
    *,
    channel: int = CH,
    guild: int = GUILD,
    players: tuple[int | None, ...] = (ANN, BOB),
    winner: int = 0,
    game: str = "forest_gangs",
) -> str:
    """A finished game written as the bot writes one (a lobby, then the commit with its result), its
    finish time set to minute `n` of a day (so the order is known)."""
    sid = f"{n:08x}"
    seats = [
        SeatInfo(user_id=u, name=f"P{u}" if u is not None else f"AI {i + 1}", ai=u is None)
        for i, u in enumerate(players)
    ]
    record = SessionRecord(
        id=sid,
        guild_id=guild,
        channel_id=channel,
        game=game,
        rules_version=1,
        seed=n,
        host_id=players[0] or 0,
        seats=seats,
        options={},
        status="lobby",
        version=0,
    )
    await storage.create_session(record)
    done = record.copy(status="finished", version=1, state="{}")
    result = ("summary", [(i, s, i == winner, None) for i, s in enumerate(seats)])
    await storage.commit(Commit(done, 0, [], {}, result=result))
    at = f"2026-12-01T{n // 60:02d}:{n % 60:02d}:00.000+00:00"
    await sql(storage, "UPDATE results SET finished_at = ? WHERE session_id = ?", at, sid)
    return sid


async def test_a_channels_games_come_newest_first_a_page_at_a_time(tmp_path):
    s = await opened(tmp_path / "db.sqlite3")
    ids = [await finished_game(s, n, winner=n % 2) for n in range(1, 14)]
    await finished_game(s, 50, channel=CH2)
    first = await s.history_of_channel(CH, limit=10)
    assert [g.session_id for g in first] == ids[::-1][:10]
    newest = first[0]
    assert (newest.game, newest.channel_id, newest.finished_at) == (
        "forest_gangs",
        CH,
        "2026-12-01T00:13:00.000+00:00",
    )
    assert [(x.name, x.user_id, x.won) for x in newest.seats] == [("P1", ANN, False), ("P2", BOB, True)]
    assert [x.name for x in newest.winners] == ["P2"]
    older = await s.history_of_channel(CH, limit=10, offset=10)
    assert [g.session_id for g in older] == ids[::-1][10:]
    assert await s.history_of_channel(CH, limit=10, offset=20) == []
    assert [g.session_id for g in await s.history_of_channel(CH2)] == ["00000032"]
    assert await s.history_of_channel(999) == []


async def test_a_members_games_are_those_of_the_server_where_they_sat(tmp_path):
    s = await opened(tmp_path / "db.sqlite3")
    mine = await finished_game(s, 1, players=(ANN, None))
    await finished_game(s, 2, players=(BOB, CAT))
    also = await finished_game(s, 3, channel=CH2, players=(CAT, ANN), winner=1)
    await finished_game(s, 4, guild=OTHER_GUILD, players=(ANN, BOB))
    games = await s.history_of_member(GUILD, ANN)
    assert [g.session_id for g in games] == [also, mine]
    assert [(x.name, x.user_id, x.ai) for x in games[1].seats] == [("P1", ANN, False), ("AI 2", None, True)]
    assert [g.channel_id for g in games] == [CH2, CH]
    assert [g.session_id for g in await s.history_of_member(GUILD, ANN, limit=1, offset=1)] == [mine]
    assert await s.history_of_member(GUILD, 999) == []
    assert [g.session_id for g in await s.history_of_member(OTHER_GUILD, ANN)] == ["00000004"]


async def test_the_history_queries_read_by_the_indexes_never_scanning_the_results(tmp_path):
    """The plans: a channel's page from `results_by_channel`, a member's games from
    `result_players_by_user`, each game's seats by its key; no full scan of either table. PostgreSQL
    is asked with 5,000 games of one server analysed (its planner weighs the rows: written as a plain
    join, the member's query hashed a scan of every result, which the LATERAL form never does)."""
    s = await opened(tmp_path / "db.sqlite3")
    if s.kind == "postgresql":
        from benchmarks import history as bench

        await bench.fill_postgres(s, 5000)
        async with s.pool.acquire() as conn:  # type: ignore[attr-defined]
            for query, args in (
                (HISTORY_OF_CHANNEL, (1000, 11, 0)),
                (HISTORY_OF_CHANNEL, (1000, 11, 100)),
                (HISTORY_OF_MEMBER_LATERAL, (10_005, bench.GUILD, 11, 0)),
            ):
                plan = "\n".join(r[0] for r in await conn.fetch(f"EXPLAIN {numbered(query)}", *args))
                assert "Seq Scan" not in plan, plan
        return
    for n in range(1, 30):
        await finished_game(s, n, players=(ANN, BOB, None))
    for query, args, index in (
        (HISTORY_OF_CHANNEL, (CH, 10, 0), "results_by_channel"),
        (HISTORY_OF_MEMBER, (ANN, GUILD, 10, 0), "result_players_by_user"),
    ):
        rows = await sql(s, f"EXPLAIN QUERY PLAN {query}", *args)
        plan = [r["detail"] for r in rows]
        assert not [d for d in plan if d.startswith("SCAN")], plan
        assert any(index in d for d in plan), plan
