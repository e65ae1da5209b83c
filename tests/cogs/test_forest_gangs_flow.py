"""Forest Gangs through the interaction harness: lobby, a whole game by clicks, bad input, restart."""

from __future__ import annotations

import pytest

from tests.cogs.conftest import Clock, custom_ids, labels, start_harness
from tests.discord_harness import Harness, harness_factory  # noqa: F401

EXT = ("cogs.forest_gangs",)


@pytest.fixture
def clock() -> Clock:
    return Clock()


def lobby_button(message: dict, verb: str) -> str:
    """The custom_id of a lobby button ("join", "start", …): labels are in the table's language."""
    return next(c for c in custom_ids(message) if c.endswith(f":x:{verb}"))


async def open_table(h: Harness, players: int = 4, **options):
    """`/forest_gangs start` by the first member, the next `players - 1` join, the host starts
    (buttons clicked by custom_id, so the table may speak any language)."""
    host, *others = h.members[:players]
    rec = await h.slash("forest_gangs start", host, **options)
    lobby = rec.message
    assert lobby_button(lobby, "join") and lobby_button(lobby, "start")
    for m in others:
        click = await h.click(lobby, m, custom_id=lobby_button(lobby, "join"))
        assert click.callback_type == 7
    start = await h.click(lobby, host, custom_id=lobby_button(lobby, "start"))
    assert start.callback_type == 7
    return lobby


def hand_dm(h: Harness, member):
    return h.last_dm(member)


async def play_to_the_end(h: Harness, members, limit: int = 400) -> None:
    """Click the first button of each player's DM hand until the game ends."""
    for _ in range(limit):
        progressed = False
        for m in members:
            dm = hand_dm(h, m)
            ids = custom_ids(dm)
            if ids:
                await h.click(dm, m, custom_id=ids[0])
                progressed = True
                break
        if not progressed:
            return
    raise AssertionError("game did not end")


async def test_full_game_by_clicks_reaches_the_results_row(harness_factory, tmp_path, clock):
    """Open a lobby, join 4 players, start, play a whole game by clicking hand buttons; results stored."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    lobby = await open_table(h)
    table = h.message(lobby)
    assert "round 1" in table["embeds"][0]["title"]
    assert "My hand" in labels(table)
    for m in members:
        assert custom_ids(hand_dm(h, m)), "every player got a hand with buttons by DM"
    await play_to_the_end(h, members)
    final = h.message(lobby)
    assert "game over" in final["embeds"][0]["title"]
    assert "Rematch" in labels(final)
    storage = h.bot.storage
    assert await storage.games_played(h.guild.id, "forest_gangs") == 1
    stats = await storage.stats(h.guild.id, "forest_gangs")
    assert len(stats) == 4


async def session_of(h: Harness):
    return await h.bot.storage.live_session(h.channel.id)


def ephemeral_text(rec) -> str:
    assert rec.ephemeral, "the answer must be ephemeral"
    msg = rec.message or {}
    return msg.get("content") or ""


async def test_bad_input_gets_an_ephemeral_answer_and_changes_nothing(harness_factory, tmp_path, clock):
    """Wrong-turn, non-player, stale and forged clicks each get a short ephemeral answer; no state change."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    alice, bob, _carol, dave = h.members[:4]
    outsider = h.add_members(1, prefix="Outsider")[0]
    lobby = await open_table(h, players=3)
    before = await session_of(h)
    old_dm = hand_dm(h, alice)
    first = custom_ids(old_dm)[0]
    # Alice lays a card; clicking her (now old) hand again is a wrong-turn click.
    await h.click(old_dm, alice, custom_id=first)
    after_move = await session_of(h)
    assert after_move.version == before.version + 1
    cases = [
        (
            await h.click(old_dm, alice, custom_id=custom_ids(old_dm)[-1], raw_message=old_dm),
            "earlier moment",
        ),
        (await h.click(lobby, outsider, label="My hand"), "not playing"),
        (await h.click(lobby, dave, label="My hand"), "not playing"),
    ]
    # A stale button: the lobby's Join button as it was before the game started.
    first_lobby = h.versions[int(lobby["id"])][0]
    cases.append((await h.click(lobby, outsider, label="Join", raw_message=first_lobby), "already started"))
    # Forged ids: one in our format for another session, one not in our format at all.
    forged = _with_custom_id(h.message(lobby), "forest_gangs:deadbeef:d1:choose:fg_acorn_9")
    cases.append(
        (
            await h.click(
                lobby, bob, custom_id="forest_gangs:deadbeef:d1:choose:fg_acorn_9", raw_message=forged
            ),
            "earlier moment",
        )
    )
    garbage = _with_custom_id(h.message(lobby), "hello-there")
    cases.append((await h.click(lobby, bob, custom_id="hello-there", raw_message=garbage), "recognise"))
    for rec, words in cases:
        assert words in ephemeral_text(rec), (words, ephemeral_text(rec))
    final = await session_of(h)
    assert (final.version, final.state) == (after_move.version, after_move.state)


def _with_custom_id(message: dict, new_id: str) -> dict:
    import copy

    msg = copy.deepcopy(message)
    msg["components"][0]["components"][0]["custom_id"] = new_id
    return msg


async def test_malformed_slash_options_are_refused(harness_factory, tmp_path, clock):
    """An out-of-range or wrongly typed option gets an ephemeral answer and opens no lobby."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    rec = await h.slash("forest_gangs start", h.members[0], choice_timeout=5)
    assert "choice_timeout must be between 15 and 600" in ephemeral_text(rec)
    # A forged payload whose integer option holds text.
    from tests.discord_harness import slash_payload

    payload = slash_payload(
        "forest_gangs start",
        h.members[0],
        h.channel,
        application_id=h.application_id,
        options={"ability_timeout": 20},
        tree=h.bot.tree,
    )
    payload["data"]["options"][0]["options"][0]["value"] = "soon"
    rec = await h.dispatch(payload)
    assert "option" in ephemeral_text(rec)
    assert await session_of(h) is None
    # A second table in a busy channel is refused too.
    await h.slash("forest_gangs start", h.members[0])
    rec = await h.slash("forest_gangs start", h.members[1])
    assert "already has a game" in ephemeral_text(rec)


async def test_dm_blocked_player_is_told_once_and_plays_through_my_hand(harness_factory, tmp_path, clock):
    """Closed DMs: one channel notice, then the ephemeral My hand route plays the whole game."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    alice, bob, carol = h.members[:3]
    h.forbid_dms(carol)
    lobby = await open_table(h, players=3)
    notices = [
        m for m in h.channel_messages() if "can't send you direct messages" in (m.get("content") or "")
    ]
    assert len(notices) == 1
    assert str(carol.id) in notices[0]["content"]
    for _ in range(300):
        record = await session_of(h)
        if record is None:
            break
        # Carol acts through an ephemeral hand; the others through their DMs.
        hand = await h.click(lobby, carol, label="My hand")
        if hand.message and custom_ids(hand.message):
            await h.click(hand.message, carol, custom_id=custom_ids(hand.message)[0])
            continue
        for m in (alice, bob):
            ids = custom_ids(hand_dm(h, m))
            if ids:
                await h.click(hand_dm(h, m), m, custom_id=ids[0])
                break
    assert await h.bot.storage.games_played(h.guild.id, "forest_gangs") == 1
    notices = [
        m for m in h.channel_messages() if "can't send you direct messages" in (m.get("content") or "")
    ]
    assert len(notices) == 1, "the DM notice is sent only once"


async def test_restart_mid_game_old_buttons_still_work(harness_factory, tmp_path, clock):
    """A new bot on the same SQLite file: buttons sent before the restart still work; the game ends."""
    from tests.cogs.conftest import make_bot

    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, clock, EXT)
    members = h.members[:3]
    await open_table(h, players=3)
    await h.click(hand_dm(h, members[0]), members[0], custom_id=custom_ids(hand_dm(h, members[0]))[0])
    version = (await session_of(h)).version
    new_bot = make_bot(db, clock, EXT)
    h = await h.restart(new_bot, setup=lambda b: b.prepare())
    # Bob's DM was sent by the old process; clicking it now goes to the new one.
    rec = await h.click(hand_dm(h, members[1]), members[1], custom_id=custom_ids(hand_dm(h, members[1]))[0])
    assert not rec.ephemeral
    assert (await session_of(h)).version == version + 1
    await play_to_the_end(h, members)
    assert await h.bot.storage.games_played(h.guild.id, "forest_gangs") == 1


async def test_expired_deadline_applies_the_default_also_across_a_restart(harness_factory, tmp_path, clock):
    """Nobody chooses: after the timeout a random card is laid for each; an overdue deadline fires after restart."""
    from tests.cogs.conftest import make_bot

    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, clock, EXT)
    await open_table(h, players=3)
    first = await session_of(h)
    engine = h.bot.sessions.engine_of(first)
    assert engine.state.round == 1
    clock.now += 61
    assert await h.bot.scheduler.fire_due() == 3
    await h.settle()
    second = await session_of(h)
    engine = h.bot.sessions.engine_of(second)
    assert engine.state.round == 2 or engine.result is not None or engine.state.phase != "choose"
    rows = await h.bot.storage.actions(first.id)
    assert [r.seat for r in rows][:3] == [None, None, None]  # the system applied the defaults
    # Restart while the next deadlines are overdue: they fire on start.
    pending = await h.bot.storage.deadlines(first.id)
    assert pending
    clock.now += 3600
    new_bot = make_bot(db, clock, EXT)
    h = await h.restart(new_bot, setup=lambda b: b.prepare())
    fired = await h.bot.scheduler.fire_due()
    assert fired >= 1
    after = await session_of(h) or await h.bot.storage.get_session(first.id)
    assert after.version > second.version


async def test_api_budget_per_accepted_action(harness_factory, tmp_path, clock):
    """Each accepted click: one interaction response, at most one table edit, DM edits only for changed
    hands, and at most one turn ping (sent when a round opens, the previous one deleted)."""
    from tests.discord_harness import (
        DM_EDIT,
        DM_SEND,
        INTERACTION_RESPONSE,
        MESSAGE_DELETE,
        MESSAGE_EDIT,
        MESSAGE_SEND,
    )

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    await open_table(h)
    clicks = 0
    for _ in range(400):
        target = next(((m, hand_dm(h, m)) for m in members if custom_ids(hand_dm(h, m))), None)
        if target is None:
            break
        m, dm = target
        with h.measure() as n:
            await h.click(dm, m, custom_id=custom_ids(dm)[0])
        clicks += 1
        assert n[INTERACTION_RESPONSE] == 1
        assert n[MESSAGE_EDIT] <= 1, n
        assert n[DM_EDIT] <= len(members) - 1, n  # the clicker's own DM is the interaction response
        assert n[DM_SEND] == 0
        assert n[MESSAGE_SEND] <= 1 and n[MESSAGE_DELETE] <= 1, n  # the turn ping only
    assert clicks > 10
    assert await h.bot.storage.games_played(h.guild.id, "forest_gangs") == 1


async def test_table_and_hand_show_the_deadline_countdown(harness_factory, tmp_path, clock):
    """The table and each hand show Discord's relative timestamp of the choice deadline."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    lobby = await open_table(h, players=3)
    due = f"<t:{int(clock.now + 60)}:R>"
    assert due in h.message(lobby)["embeds"][0]["description"]
    fields = h.last_dm(h.members[0])["embeds"][0]["fields"]
    assert any(due in f["value"] for f in fields)
    assert any(f"<#{h.channel.id}>" in f["value"] for f in fields)


async def test_the_other_players_dm_hands_are_edited_together_not_one_after_another(  # noqa: F811
    harness_factory, tmp_path, clock
):
    """The last card choice of a round moves the round on, and every other hand changes: their DM
    edits go out together (each DM is its own channel), not a round trip per player one after another."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:4]
    await open_table(h)
    for m in members[:3]:
        await h.click(hand_dm(h, m), m, custom_id=custom_ids(hand_dm(h, m))[0])
    h.edit_round_trip_s = 0.02
    before = len(h.calls)
    dm = hand_dm(h, members[3])
    await h.click(dm, members[3], custom_id=custom_ids(dm)[0])
    edited = [c for c in h.calls[before:] if c.kind == "dm_edit" and c.error is None]
    assert len(edited) >= 2, "the others' hands changed"
    assert h.max_edits_in_flight == len(edited)
