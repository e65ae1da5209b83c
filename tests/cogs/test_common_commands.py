"""The commands and buttons every game shares, exercised with Forest Gangs through the harness."""

from __future__ import annotations

import pytest

from tests.cogs.conftest import Clock, custom_ids, labels, start_harness
from tests.cogs.test_forest_gangs_flow import ephemeral_text, open_table, play_to_the_end, session_of
from tests.discord_harness import Harness, harness_factory  # noqa: F401

EXT = ("cogs.forest_gangs",)


@pytest.fixture
def clock() -> Clock:
    return Clock()


async def test_rematch_opens_a_lobby_with_the_same_players_and_options(harness_factory, tmp_path, clock):
    """After a game, Rematch opens a new lobby seating the same players with the same options."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    await h.slash("forest_gangs start", members[0], kids1=True, max_players=4)
    lobby = h.last_message()
    for m in members[1:]:
        await h.click(lobby, m, label="Join")
    await h.click(lobby, members[0], label="Add AI")
    await h.click(lobby, members[0], label="Start")
    await play_to_the_end(h, members)
    final = h.message(lobby)
    rec = await h.click(final, members[1], label="Rematch")
    assert not rec.ephemeral
    new = await session_of(h)
    assert new.status == "lobby" and new.host_id == members[1].id
    assert [s.user_id for s in new.seats] == [members[1].id, members[0].id, members[2].id, None]
    assert new.options["kids1"] is True and new.options["max_players"] == 4
    # A second click on the old Rematch button cannot open another lobby.
    again = await h.click(final, members[2], label="Rematch")
    assert again.ephemeral


async def test_max_players_closes_the_table(harness_factory, tmp_path, clock):
    """A lobby opened with max_players=3 refuses a fourth player."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    a, b, c, d = h.members[:4]
    rec = await h.slash("forest_gangs start", a, max_players=3)
    lobby = rec.message
    await h.click(lobby, b, label="Join")
    await h.click(lobby, c, label="Join")
    refused = await h.click(lobby, d, label="Join")
    assert "full" in ephemeral_text(refused)
    assert len((await session_of(h)).seats) == 3


async def test_table_repost_rules_and_stats(harness_factory, tmp_path, clock):
    """/table posts the table again and the game goes on there; /rules and /stats answer privately."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    await open_table(h, players=3)
    rec = await h.slash("forest_gangs table", members[0])
    assert not rec.ephemeral and "round 1" in rec.message["embeds"][0]["title"]
    new_table = rec.message
    hand = await h.click(new_table, members[1], label="My hand")
    assert hand.ephemeral and custom_ids(hand.message)
    rules = await h.slash("forest_gangs rules", members[2])
    assert rules.ephemeral and "Dragoness" in rules.message["embeds"][0]["description"]
    await play_to_the_end(h, members)
    assert "game over" in h.message(new_table)["embeds"][0]["title"]
    stats = await h.slash("forest_gangs stats", members[0])
    text = stats.message["embeds"][0]["description"]
    assert stats.ephemeral and "Games finished: 1" in text


async def test_unexpected_error_gets_an_apology_and_commits_nothing(
    harness_factory, tmp_path, clock, monkeypatch
):
    """A bug inside the engine: the user gets an ephemeral apology, the stored game is unchanged."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    await open_table(h, players=3)
    before = await session_of(h)
    engine_cls = type(h.bot.sessions.engine_of(before))

    def boom(self, seat, action):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(engine_cls, "apply", boom)  # the engine's one entry point: a bug anywhere in it
    dm = h.last_dm(members[0])
    rec = await h.click(dm, members[0], custom_id=custom_ids(dm)[0], settle=False)
    with pytest.raises(Exception, match=r"boom|Unexpected"):
        await h.settle()
    h.pop_violations()
    assert "went wrong" in ephemeral_text(rec)
    monkeypatch.undo()
    after = await session_of(h)
    assert (after.version, after.state) == (before.version, before.state)
    # The game still works afterwards.
    ok = await h.click(dm, members[0], custom_id=custom_ids(dm)[0])
    assert not ok.ephemeral
    assert (await session_of(h)).version == before.version + 1


async def test_end_command_host_only_and_lobby_timeout(harness_factory, tmp_path, clock):
    """Only the host (or a moderator) ends a game; an unstarted lobby closes itself after the timeout."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    a, b = h.members[:2]
    await open_table(h, players=3)
    refused = await h.slash("forest_gangs end", b)
    assert "Only the host" in ephemeral_text(refused)
    ended = await h.slash("forest_gangs end", a)
    assert ended.ephemeral
    assert await session_of(h) is None
    rec = await h.slash("forest_gangs start", b)
    clock.now += 1801
    assert await h.bot.scheduler.fire_due() == 1
    await h.settle()
    assert await session_of(h) is None
    assert "lobby closed" in h.message(rec.message)["embeds"][0]["title"]
    assert "Join" not in labels(h.message(rec.message))


async def test_the_error_log_never_holds_a_hand_card(harness_factory, tmp_path, clock, monkeypatch, caplog):
    """An unexpected error on a hand button logs the button's verb, not the card id in it (C7)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    await open_table(h, players=3)
    engine_cls = type(h.bot.sessions.engine_of(await session_of(h)))

    def boom(self, seat, action):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(engine_cls, "apply", boom)  # the engine's one entry point: a bug anywhere in it
    dm = h.last_dm(members[0])
    card_button = custom_ids(dm)[0]
    card_id = card_button.rsplit(":", 1)[1]
    await h.click(dm, members[0], custom_id=card_button, settle=False)
    with pytest.raises(Exception, match=r"boom|Unexpected"):
        await h.settle()
    h.pop_violations()
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert "Unexpected error" in logged and ":choose" in logged
    assert card_id not in logged
