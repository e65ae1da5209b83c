"""Spectators (issue 35) through the harness: Watch on the table, the DM view that follows the game
(public information only, one edit per change at most), Stop watching, the host's switch and taking
an AI seat, refusals, a restart, and the view in the spectator's language (bot/spectate.py)."""

from __future__ import annotations

import copy

import pytest

from bot import spectate
from tests.cogs.conftest import Clock, custom_ids, labels, make_bot, start_harness, texts
from tests.cogs.test_forest_gangs_flow import lobby_button, open_table, play_to_the_end
from tests.discord_harness import DM_EDIT, DM_SEND, Harness, harness_factory  # noqa: F401

EXT = ("cogs.forest_gangs",)


@pytest.fixture
def clock() -> Clock:
    return Clock()


def verb_id(message: dict, verb: str) -> str:
    """The custom_id of a button by its verb (labels are translated)."""
    return next(c for c in custom_ids(message) if c.split(":")[3] == verb)


def said(rec) -> str:
    assert rec.ephemeral, "the answer must be ephemeral"
    return (rec.message or {}).get("content") or ""


def everything(msg: dict) -> str:
    """Every word of a message: its content, its embeds' texts and its buttons' labels."""
    return "\n".join([msg.get("content") or "", *texts(msg), *labels(msg)])


def view_of(h: Harness, member) -> dict:
    """The spectator's view: their newest DM."""
    return h.last_dm(member)


def edits_to(h: Harness, member, since: int) -> int:
    """DM edits and sends to `member` since call `since`."""
    channel = h.dm_channel_ids.get(member.id)
    return sum(
        1
        for c in h.calls[since:]
        if c.kind in (DM_EDIT, DM_SEND) and c.error is None and c.channel_id == channel
    )


def hand_lines(h: Harness, member) -> list[str]:
    """The card lines of a player's DM hand (what only they may see)."""
    desc = h.last_dm(member)["embeds"][0]["description"] or ""
    return [line for line in desc.split("\n") if line.strip()]


async def watch(h: Harness, table: dict, member):
    return await h.click(table, member, custom_id=verb_id(table, "watch"))


async def test_a_spectator_watches_the_table_live_and_never_sees_a_hand(harness_factory, tmp_path, clock):
    """Watch sends the public table by DM; every move edits it once when what it shows changed and not
    at all otherwise; no card of any hand ever appears; at the end it shows the results, no buttons."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    players = h.members[:3]
    zed = h.add_members(1, prefix="Zed")[0]
    lobby = await open_table(h, players=3)
    table = h.message(lobby)
    assert "Watch" in labels(table) and "My hand" in labels(table)
    sid = (await h.bot.storage.live_session(h.channel.id)).id
    rec = await watch(h, table, zed)
    assert "DM" in said(rec)
    view = view_of(h, zed)
    assert view["content"].startswith("👀 You are watching Forest Gangs")
    assert view["embeds"] == h.message(lobby)["embeds"], "the view is the public table"
    assert labels(view) == ["Stop watching"]
    hidden = {line for m in players for line in hand_lines(h, m)}
    assert hidden
    for line in hidden:
        assert line not in everything(view)
    # Pressing Watch again points at the same view: no second DM.
    since = len(h.calls)
    assert "already watching" in said(await watch(h, h.message(lobby), zed))
    assert edits_to(h, zed, since) == 0
    changed = 0
    for _ in range(400):
        target = next(((m, h.last_dm(m)) for m in players if custom_ids(h.last_dm(m))), None)
        if target is None:
            break
        m, dm = target
        before = copy.deepcopy(view_of(h, zed))
        since = len(h.calls)
        await h.click(dm, m, custom_id=custom_ids(dm)[0])
        after = view_of(h, zed)
        table_now = h.message(lobby)
        assert after["id"] == before["id"], "the view is one message, edited"
        if table_now.get("embeds") and "game over" in table_now["embeds"][0]["title"]:
            break
        assert after["embeds"] == table_now["embeds"], "the view follows the table"
        assert edits_to(h, zed, since) == (1 if after != before else 0)
        changed += after != before
        for line in {line for p in players for line in hand_lines(h, p)}:
            assert line not in everything(after)
    assert changed > 3
    await play_to_the_end(h, players)
    final = view_of(h, zed)
    assert "is over" in final["content"]
    assert custom_ids(final) == []
    assert not await h.bot.presenter.spectators.watching(sid), "a finished game has no spectators"


async def test_refusals_seated_player_hand_button_and_the_cap(harness_factory, tmp_path, clock, monkeypatch):
    """A seated player pressing Watch is told to use My hand; a spectator clicking a player's hand
    button is refused and nothing changes; the spectator cap refuses one more."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    alice = h.members[0]
    zed, yan = h.add_members(2, prefix="Watcher")
    lobby = await open_table(h, players=3)
    table = h.message(lobby)
    assert "use My hand" in said(await watch(h, table, alice))
    assert h.dm_channel_ids.get(zed.id) is None
    await watch(h, table, zed)
    before = await h.bot.storage.live_session(h.channel.id)
    hand_id = custom_ids(h.last_dm(alice))[0]
    forged = copy.deepcopy(h.message(lobby))
    forged["components"][0]["components"][0]["custom_id"] = hand_id
    rec = await h.click(lobby, zed, custom_id=hand_id, raw_message=forged)
    assert "not playing" in said(rec)
    after = await h.bot.storage.live_session(h.channel.id)
    assert (after.version, after.state) == (before.version, before.state)
    monkeypatch.setattr(spectate, "MAX_WATCHERS", 1)
    assert "already has 1 spectators" in said(await watch(h, table, yan))
    # Stop watching: the view says so, loses its buttons, and is not edited again.
    view = view_of(h, zed)
    rec = await h.click(view, zed, custom_id=verb_id(view, "unwatch"))
    assert "stopped watching" in view_of(h, zed)["content"]
    assert custom_ids(view_of(h, zed)) == []
    since = len(h.calls)
    dm = h.last_dm(alice)
    await h.click(dm, alice, custom_id=custom_ids(dm)[0])
    assert edits_to(h, zed, since) == 0
    assert "DM" in said(await watch(h, h.message(lobby), yan)), "a freed place can be taken"


async def open_with_ais(h: Harness, ais: int = 2) -> dict:
    """`/forest_gangs start` by the first member, `ais` AI players added, started."""
    host = h.members[0]
    lobby = (await h.slash("forest_gangs start", host)).message
    for _ in range(ais):
        await h.click(lobby, host, custom_id=lobby_button(h.message(lobby), "add_ai"))
    await h.click(lobby, host, custom_id=lobby_button(h.message(lobby), "start"))
    return lobby


async def test_taking_an_ai_seat_when_the_host_allows_it(harness_factory, tmp_path, clock, monkeypatch):
    """Refused before the host allows it, for a seated player, for someone else's switch, for a seat
    in the middle of a move; allowed, the seat is the spectator's and their hand comes by DM."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    host = h.members[0]
    zed = h.add_members(1, prefix="Zed")[0]
    lobby = await open_with_ais(h)
    table = h.message(lobby)
    assert "Let spectators take AI seats" in labels(table)
    await watch(h, table, zed)
    view = view_of(h, zed)
    assert labels(view) == ["Stop watching"]
    record = await h.bot.storage.live_session(h.channel.id)
    take = f"forest_gangs:{record.id}:x:take:1"
    forged = copy.deepcopy(view)
    forged["components"][0]["components"][0]["custom_id"] = take
    assert "hasn't opened" in said(await h.click(view, zed, custom_id=take, raw_message=forged))
    assert "Only the host" in said(await h.click(table, zed, custom_id=verb_id(table, "seats")))
    await h.click(table, host, custom_id=verb_id(table, "seats"))
    table = h.message(lobby)
    assert "Keep AI seats for the AI" in labels(table)
    assert "The host lets spectators take AI seats" in "\n".join(texts(table))
    view = view_of(h, zed)
    assert labels(view)[:2] == [f"Take {record.seats[1].name}'s seat", f"Take {record.seats[2].name}'s seat"]
    # The host already sits at the table (a forged take button on the table).
    forged_table = copy.deepcopy(table)
    forged_table["components"][0]["components"][0]["custom_id"] = take
    assert "already have a seat" in said(await h.click(lobby, host, custom_id=take, raw_message=forged_table))
    # A seat that must answer right now is not taken.
    engine_type = type(h.bot.sessions.engine_of(await h.bot.storage.live_session(h.channel.id)))
    monkeypatch.setattr(engine_type, "to_act", lambda self: [0, 1, 2])
    assert "middle of a move" in said(await h.click(view, zed, custom_id=take))
    monkeypatch.undo()
    before = await h.bot.storage.live_session(h.channel.id)
    rec = await h.click(view, zed, custom_id=take)
    assert rec.callback_type == 7
    assert "The seat is yours" in h.message(view)["content"]
    after = await h.bot.storage.live_session(h.channel.id)
    assert after.version == before.version + 1
    seat = after.seats[1]
    assert (seat.user_id, seat.ai, seat.name) == (zed.id, False, zed.display_name)
    hand = h.last_dm(zed)
    assert hand["id"] != view["id"] and "Your hand" in hand["embeds"][0]["title"]
    assert "takes over" in "\n".join(texts(h.message(lobby)))
    # Now seated: Watch tells them to use My hand, and the seat is not an AI's any more.
    assert "use My hand" in said(await watch(h, h.message(lobby), zed))
    await play_to_the_end(h, [host, zed])
    assert await h.bot.storage.games_played(h.guild.id, "forest_gangs") == 1


async def test_the_view_speaks_the_spectators_language(harness_factory, tmp_path, clock):
    """An Italian spectator of an English table reads the view's frame, its button and the answer
    in Italian; the table itself stays English."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    zed = h.add_members(1, prefix="Zed")[0]
    h.locales[zed.id] = "it"
    lobby = await open_table(h, players=3)
    rec = await watch(h, h.message(lobby), zed)
    assert "Ti ho mandato il tavolo in DM" in said(rec)
    view = view_of(h, zed)
    assert view["content"].startswith("👀 Stai guardando")
    assert labels(view) == ["Smetti di guardare"]
    assert view["embeds"] == h.message(lobby)["embeds"]
    assert "Watch" in labels(h.message(lobby))


async def test_a_restarted_bot_keeps_editing_the_views(harness_factory, tmp_path, clock):
    """The views are rows of the messages table: after a restart the next move edits them."""
    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, clock, EXT)
    players = h.members[:3]
    zed = h.add_members(1, prefix="Zed")[0]
    lobby = await open_table(h, players=3)
    await watch(h, h.message(lobby), zed)
    h = await h.restart(make_bot(db, clock, EXT), setup=lambda b: b.prepare())
    for _ in range(20):
        before = copy.deepcopy(view_of(h, zed))
        m = next(m for m in players if custom_ids(h.last_dm(m)))
        dm = h.last_dm(m)
        await h.click(dm, m, custom_id=custom_ids(dm)[0])
        if view_of(h, zed) != before:
            break
    else:
        raise AssertionError("the view was never edited after the restart")
    assert view_of(h, zed)["embeds"] == h.message(lobby)["embeds"]


async def test_a_bang_spectator_never_sees_a_living_non_sheriffs_role(harness_factory, tmp_path, clock):
    """BANG!: the view shows the Sheriff (public) and no role of a living Outlaw, Renegade or Deputy."""
    from tests.cogs.test_bang_flow import open_game

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.bang",))
    zed = h.add_members(1, prefix="Zed")[0]
    lobby = await open_game(h, 1, 3)
    await watch(h, h.message(lobby), zed)
    view = view_of(h, zed)
    assert view["embeds"] == h.message(lobby)["embeds"]
    record = await h.bot.storage.live_session(h.channel.id)
    engine = h.bot.sessions.engine_of(record)
    hidden = {p.role for p in engine.state.players if p.role != "sheriff" and p.life > 0}
    assert hidden
    seen = everything(view)
    for role in hidden:
        assert role.capitalize() not in seen, role
    assert "Sheriff" in seen
