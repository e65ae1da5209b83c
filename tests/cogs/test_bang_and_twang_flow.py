"""Bang & Twang through the interaction harness: a whole game by clicks, bad clicks, ⚡ reactions."""

from __future__ import annotations

import copy
import random
import sys
from collections import Counter
from typing import Any

import pytest

from cogs.bang_and_twang import render
from cogs.bang_and_twang.render import encode, moved
from engines.bang_and_twang import GAME
from engines.bang_and_twang.actions import MoveRiff
from engines.bang_and_twang.riff import flipped
from tests.cogs.conftest import Clock, custom_ids, iter_components, labels, start_harness, title
from tests.discord_harness import (  # noqa: F401
    DM_EDIT,
    DM_SEND,
    INTERACTION_RESPONSE,
    MESSAGE_DELETE,
    MESSAGE_EDIT,
    MESSAGE_SEND,
    Harness,
    harness_factory,
)

EXT = ("cogs.bang_and_twang",)
KEY = "bang_and_twang"


@pytest.fixture
def clock() -> Clock:
    return Clock()


async def open_table(h: Harness, players: int = 3, **options: Any) -> dict[str, Any]:
    host, *others = h.members[:players]
    rec = await h.slash(f"{KEY} start", host, **options)
    lobby = rec.message
    assert "lobby" in title(lobby)
    for m in others:
        click = await h.click(lobby, m, label="Join")
        assert click.callback_type == 7
    start = await h.click(lobby, host, label="Start")
    assert start.callback_type == 7
    return lobby


async def session(h: Harness, sid: str | None = None):
    record = await (h.bot.storage.get_session(sid) if sid else h.bot.storage.live_session(h.channel.id))
    assert record is not None
    return record


async def version(h: Harness, sid: str) -> int:
    rec = await h.bot.storage.get_session(sid)
    assert rec is not None
    return rec.version


async def engine_now(h: Harness):
    record = await session(h)
    return record, h.bot.sessions.engine_of(record)


def member_of(h: Harness, record, seat: int):
    uid = record.seats[seat].user_id
    return next(m for m in h.members if m.id == uid)


def find_on(msg: dict[str, Any], prefix: str, verb: str, arg: str | None) -> tuple[str, str | None] | None:
    """(custom_id, select value) of a button or select option for (verb, arg) under `prefix`."""
    want = f"{prefix}:{verb}" if arg is None else f"{prefix}:{verb}:{arg}"
    for comp in iter_components(msg.get("components") or []):
        cid = comp.get("custom_id") or ""
        if cid == want:
            return cid, None
        if cid.startswith(f"{prefix}:pick"):
            for opt in comp.get("options") or []:
                if opt["value"] == f"{verb}:{arg or ''}":
                    return cid, opt["value"]
    return None


async def my_hand(h: Harness, lobby, record, member):
    """Click the table's "My hand" button (by its custom_id: its label is in the table's language)."""
    return await h.click(lobby, member, custom_id=f"{KEY}:{record.id}:x:hand")


async def click_action(
    h: Harness, lobby, record, engine, seat: int, action, *, no_dms: frozenset[int] = frozenset()
) -> None:
    """Click the button that carries `action`: the table for flips/moves, else the seat's hand.

    The hand is the seat's DM, or for members in `no_dms` an ephemeral "My hand".
    """
    m = member_of(h, record, seat)
    options = [encode(action)]
    if isinstance(action, MoveRiff):  # the bot shows one button per distinct resulting riff
        riff = engine.state.riff
        options += [
            ("move", f"{s}{d}")
            for s in (1, 2, 3)
            for d in (1, 2, 3)
            if s != d and moved(riff, s, d) == moved(riff, action.src, action.dst)
        ]
    hit, where = None, h.message(lobby)
    for verb, arg in options:
        if verb in ("flip", "move"):
            where = h.message(lobby)
            hit = find_on(where, f"{KEY}:{record.id}:t{engine.turn}", verb, arg)
        if hit is None:
            where = (await my_hand(h, lobby, record, m)).message if m.id in no_dms else h.last_dm(m)
            hit = find_on(where, f"{KEY}:{record.id}:d{action.decision_id}", verb, arg)
        if hit is not None:
            break
    assert hit is not None, f"no button for {action} (seat {seat})"
    cid, value = hit
    rec = await h.click(where, m, custom_id=cid, values=[value] if value else None)
    assert not rec.ephemeral, rec.message and rec.message.get("content")


async def play_to_the_end(
    h: Harness, lobby, limit: int = 600, *, no_dms: frozenset[int] = frozenset()
) -> list[Counter[str]]:
    """Let each deciding human click what the engine's AI would choose, until the game ends."""
    rng = random.Random(7)
    sizes: list[Counter[str]] = []
    sid = (await session(h)).id
    for _ in range(limit):
        record = await session(h, sid)
        if record.status != "running":
            return sizes
        engine = h.bot.sessions.engine_of(record)
        d = engine.open_decisions()[-1]
        action = GAME.choose_ai_action(engine, d.seat, rng)
        with h.measure() as calls:
            await click_action(h, lobby, record, engine, d.seat, action, no_dms=no_dms)
        sizes.append(calls)
    raise AssertionError("game did not end")


async def test_full_game_by_clicks_reaches_the_results_row(harness_factory, tmp_path, clock):  # noqa: F811
    """3 humans play a whole game by clicking table riff buttons and DM hand buttons; results stored."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    lobby = await open_table(h, 3)
    table = h.message(lobby)
    embed = table["embeds"][0]
    assert "turn" in embed["title"]
    assert "`[1]`" in embed["description"] and "Draw pile" in embed["description"]
    assert "My hand" in labels(table)
    assert {"Flip 1", "Flip 2", "Flip 3"} <= set(labels(table)), "the active player's flips are on the table"
    record = await session(h)
    for seat in range(3):
        dm = h.last_dm(member_of(h, record, seat))
        assert "your hand" in dm["embeds"][0]["title"]
    # The active player's DM previews each Flip as its Move buttons do (review #17): "Flip 1 (B T T)".
    public = (await engine_now(h))[1].view_for(None)
    active_dm = h.last_dm(member_of(h, record, public.active_seat))
    flips = sorted(x for x in labels(active_dm) if x.startswith("Flip "))
    assert flips == [f"Flip {n} ({' '.join(flipped(public.riff, n))})" for n in (1, 2, 3)], flips
    budgets = await play_to_the_end(h, lobby)
    assert len(budgets) > 10
    for calls in budgets[:-1]:  # C10: 1 response + ≤1 table edit + DMs whose hand changed
        assert calls[INTERACTION_RESPONSE] == 1, calls
        assert calls[MESSAGE_EDIT] <= 1 and calls[DM_EDIT] <= 3, calls
        # New messages: only the turn ping (the next player's; the previous ping is deleted).
        assert calls[MESSAGE_SEND] <= 1 and calls[MESSAGE_DELETE] <= 1 and calls[DM_SEND] == 0, calls
    final = h.message(lobby)
    assert "game over" in final["embeds"][0]["title"]
    text = final["embeds"][0]["description"]
    assert "🔚" in text and "P1" not in text
    assert all(f"{m.display_name} — **" in text for m in h.members[:3]), text
    assert "Rematch" in labels(final)
    storage = h.bot.storage
    assert await storage.games_played(h.guild.id, KEY) == 1
    assert len(await storage.stats(h.guild.id, KEY)) == 3


async def test_bank_is_read_out_and_hands_stay_private(harness_factory, tmp_path, clock):  # noqa: F811
    """A bank posts title + sequence on the table; no hand card id appears on the public table."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    lobby = await open_table(h, 3)
    rng = random.Random(3)
    banked = False
    for _ in range(120):
        record, engine = await engine_now(h)
        d = engine.open_decisions()[-1]
        action = GAME.choose_ai_action(engine, d.seat, rng)
        await click_action(h, lobby, record, engine, d.seat, action)
        if action.kind == "bank_card":
            banked = True
            break
        record, engine = await engine_now(h)
        secret = engine.secret_ids(None)
        public = str(h.message(lobby))
        assert not any(f"'{c}'" in public or f":{c}'" in public for c in secret)
        unseen = [c for pile in [engine.state.draw, *engine.state.hands] for c in pile if c in render.CAT.seq]
        assert not any(render.CAT.seq[c].title in public for c in unseen), "no hand/draw title on the table"
    assert banked
    log = h.message(lobby)["embeds"][0]["fields"][-1]
    assert "banks *" in log["value"]
    assert "(🥁" in log["value"] or "(🪕" in log["value"], "the sequence is read out"


async def test_bad_clicks_are_refused_ephemerally_without_change(harness_factory, tmp_path, clock):  # noqa: F811
    """Wrong turn, non-player, stale table and forged ids: ephemeral answer, version unchanged."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    lobby = await open_table(h, 3)
    record, engine = await engine_now(h)
    sid = record.id
    active = engine.view_for(None).active_seat
    idle = member_of(h, record, (active + 1) % 3)
    outsider = h.members[3]
    old_table = copy.deepcopy(h.message(lobby))
    v0 = await version(h, sid)

    wrong = await h.click(lobby, idle, label="Flip 1")
    assert wrong.ephemeral and "not your turn" in wrong.message["content"].lower()
    stranger = await h.click(lobby, outsider, label="Flip 2")
    assert stranger.ephemeral and "not playing" in stranger.message["content"]
    assert await version(h, sid) == v0

    # The active player flips: the table moves to a new state; the old copy is now stale.
    await h.click(lobby, member_of(h, record, active), label="Flip 1")
    v1 = await version(h, sid)
    assert v1 > v0
    record, engine = await engine_now(h)
    if engine.view_for(None).active_seat == active:  # may bank: answer it from the hand
        d = engine.open_decisions()[-1]
        await click_action(
            h, lobby, record, engine, d.seat, GAME.choose_ai_action(engine, d.seat, random.Random(1))
        )
        v1 = await version(h, sid)
    record, engine = await engine_now(h)
    now_active = member_of(h, record, engine.view_for(None).active_seat)
    stale = await h.click(lobby, now_active, raw_message=old_table, label="Flip 1")
    assert stale.ephemeral and "earlier moment" in stale.message["content"]
    assert await version(h, sid) == v1

    # Forged ids: an unknown verb, a hand-only verb on the public table, and a bad argument.
    turn = engine.turn
    for bad in (f"{KEY}:{sid}:t{turn}:zap", f"{KEY}:{sid}:t{turn}:bank:S01", f"{KEY}:{sid}:t{turn}:flip:9"):
        forged = copy.deepcopy(h.message(lobby))
        forged["components"][0]["components"][0]["custom_id"] = bad
        rec = await h.click(lobby, now_active, raw_message=forged, custom_id=bad)
        assert rec.ephemeral, bad
        assert await version(h, sid) == v1
    # A real hand button of one player clicked by another (copied message): not theirs.
    dm = h.last_dm(now_active)
    ids = custom_ids(dm)
    assert ids
    fake = copy.deepcopy(dm)
    fake["channel_id"] = str(h.channel.id)
    rec = await h.click(lobby, idle if idle != now_active else outsider, raw_message=fake, custom_id=ids[0])
    assert rec.ephemeral
    assert await version(h, sid) == v1


def _give(state, seat: int, card: str) -> None:
    """Test rig: swap `card` into `seat`'s hand (the swapped-out card takes its place)."""
    hand = state.hands[seat]
    if card in hand:
        return
    out = next(c for c in hand if c.startswith("S"))
    for pile in [state.draw, *state.hands]:
        if card in pile:
            pile[pile.index(card)] = out
            hand[hand.index(out)] = card
            return
    raise AssertionError(f"{card} not found")


def _restart(h: Harness, record, engine):
    """Test rig: after the state was edited by hand, the session's engine starts again from that
    position (`from_position`: an engine remembers things of the position it holds, such as the
    answers of its open decisions). The edited state is what the bot stores at the next click."""
    fresh = type(engine).from_position(engine.state)
    h.bot.sessions._keep_engine(record, fresh)
    return fresh


async def pass_windows(h: Harness, lobby) -> None:
    """Everyone answers open reaction windows with "Don't react"."""
    for _ in range(10):
        record, engine = await engine_now(h)
        reacts = [d for d in engine.open_decisions() if d.kind.startswith("react_")]
        if not reacts:
            return
        d = reacts[0]
        dm = h.last_dm(member_of(h, record, d.seat))
        await h.click(dm, member_of(h, record, d.seat), label="Don't react")
    raise AssertionError("windows did not close")


async def test_reaction_in_its_window_and_refused_outside(harness_factory, tmp_path, clock):  # noqa: F811
    """Shush! is offered and works in the tune-played window, out of turn; outside it, it is refused."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    lobby = await open_table(h, 3, tunes="blue_square")
    await pass_windows(h, lobby)
    record, engine = await engine_now(h)
    sid = record.id
    a = engine.view_for(None).active_seat
    b = (a + engine.state.direction) % 3
    c = 3 - a - b
    _give(engine.state, a, "U1")  # Encore
    _give(engine.state, b, "U6")  # Shush!
    engine = _restart(h, record, engine)
    ma, mb, mc = (member_of(h, record, s) for s in (a, b, c))

    # Outside a window: B's fresh hand has no ⚡ button, and a forged react click is refused.
    mine = await h.click(lobby, mb, label="My hand")
    assert mine.ephemeral and not any(lbl.startswith("⚡") for lbl in labels(mine.message))
    take = engine.open_decisions()[-1]
    assert take.seat == a and take.kind == "take_action"
    v0 = await version(h, sid)
    forged_id = f"{KEY}:{sid}:d{take.id}:react:U6"
    fake = copy.deepcopy(h.message(lobby))
    fake["components"][0]["components"][0]["custom_id"] = forged_id
    rec = await h.click(lobby, mb, raw_message=fake, custom_id=forged_id)
    assert rec.ephemeral and "another player" in rec.message["content"]
    assert await version(h, sid) == v0

    # A plays Encore from their hand (ephemeral "My hand"): the tune-played window opens.
    hand_a = await h.click(lobby, ma, label="My hand")
    await h.click(hand_a.message, ma, label="Play Encore")
    record, engine = await engine_now(h)
    assert engine.view_for(None).window == "tune_played"
    dm_b = h.last_dm(mb)
    assert "⚡ Shush!" in labels(dm_b), labels(dm_b)
    assert "Don't react" in labels(h.last_dm(mc))
    assert "Listening for reactions" in h.message(lobby)["embeds"][0]["description"]
    shush_button = copy.deepcopy(dm_b)

    v1 = await version(h, sid)
    await h.click(dm_b, mb, label="⚡ Shush!")
    assert await version(h, sid) == v1 + 1
    await h.click(h.last_dm(mc), mc, label="Don't react")
    record, engine = await engine_now(h)
    s = engine.state
    assert "U1" in s.discard and "U6" in s.discard, "Encore cancelled, Shush! discarded"
    assert s.pending_extra[a] == 0
    d = engine.open_decisions()[-1]
    assert d.seat == a and d.kind == "take_action"
    assert not any(x.kind == "play_tune" for x in engine.legal_actions(a)), "a standard action only (R23)"
    assert "shushes" in h.message(lobby)["embeds"][0]["fields"][-1]["value"]

    # The window is closed: the old Shush! button is refused and changes nothing.
    v2 = await version(h, sid)
    late = await h.click(dm_b, mb, raw_message=shush_button, label="⚡ Shush!")
    assert late.ephemeral
    assert await version(h, sid) == v2


async def add_ais(h: Harness, lobby, n: int) -> None:
    for _ in range(n):
        rec = await h.click(lobby, h.members[0], label="Add AI")
        assert rec.callback_type == 7


@pytest.mark.parametrize(
    "tunes",
    ["red_triangle", "blue_square", "yellow_star", "purple_diamond", "orange_heart", "wondertunes"],
)
async def test_every_tune_set_plays_to_the_end_with_ai_seats(harness_factory, tmp_path, clock, tunes):  # noqa: F811
    """2 humans + 1 AI (added with the lobby button) finish a game with each tune set by clicks."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    host, guest = h.members[:2]
    lobby = (await h.slash(f"{KEY} start", host, tunes=tunes)).message
    await h.click(lobby, guest, label="Join")
    await add_ais(h, lobby, 1)
    await h.click(lobby, host, label="Start")
    await play_to_the_end(h, lobby)
    assert "game over" in h.message(lobby)["embeds"][0]["title"]
    assert await h.bot.storage.games_played(h.guild.id, KEY) == 1


async def test_six_seats_open_hands_wondertunes_fit_discord_limits(harness_factory, tmp_path, clock):  # noqa: F811
    """1 human + 5 AIs with open hands: the table (all hands shown) stays within Discord's limits."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    host = h.members[0]
    lobby = (await h.slash(f"{KEY} start", host, tunes="wondertunes", open_hands=True)).message
    await add_ais(h, lobby, 5)
    await h.click(lobby, host, label="Start")
    table = h.message(lobby)
    fields = table["embeds"][0]["fields"]
    assert len([f for f in fields if "in hand" in f["value"]]) == 6
    assert any("🎼" in f["value"] or "🎵" in f["value"] for f in fields), "open hands are on the table"
    await play_to_the_end(h, lobby)
    assert "game over" in h.message(lobby)["embeds"][0]["title"]


async def test_peek_and_pinch_shows_the_cards_only_to_the_looker(harness_factory, tmp_path, clock):  # noqa: F811
    """Red Triangle K7: the looker sees the victim's top cards in their hand; table and others don't."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    lobby = await open_table(h, 3, tunes="red_triangle")
    record, engine = await engine_now(h)
    s = engine.state
    a = engine.view_for(None).active_seat
    b = (a + s.direction) % 3
    _give(s, a, "K7")
    loot = [c for c in s.draw if c.startswith("S")][:2]
    for c in loot:
        s.draw.remove(c)
    s.banks[b] = list(loot)  # top last
    engine = _restart(h, record, engine)
    titles = [render.CAT.seq[c].title for c in loot]
    ma = member_of(h, record, a)
    hand_a = await h.click(lobby, ma, label="My hand")
    await h.click(hand_a.message, ma, label="Play Peek and Pinch")
    record, engine = await engine_now(h)
    d = engine.open_decisions()[-1]
    assert d.seat == a and d.kind == "peek_take"
    looker = h.message(hand_a.message)
    assert all(t in str(looker["embeds"]) for t in titles), "the looker sees the cards"
    third = member_of(h, record, 3 - a - b)  # (the owner may always look at their own bank)
    assert not any(t in str(h.last_dm(third)) for t in titles), "the third player sees nothing"
    assert not any(t in str(h.message(lobby)) for t in titles), "the table names no looked-at card"
    take = next(lbl for lbl in labels(looker) if lbl.startswith("Take ") and titles[0] in lbl)
    await h.click(looker, ma, label=take)
    record, engine = await engine_now(h)
    assert loot[0] in engine.state.banks[a] and engine.state.banks[b] == [loot[1]]
    table = h.message(lobby)
    assert "takes a card from" in str(table["embeds"]) and titles[0] not in str(table)


async def test_many_options_become_a_select(harness_factory, tmp_path, clock, monkeypatch):  # noqa: F811
    """When the legal answers do not fit as buttons, the hand offers them in a select menu."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    lobby = await open_table(h, 3)
    # The extension is (re)imported by each bot, so patch the module the running cog uses.
    monkeypatch.setattr(sys.modules["cogs.bang_and_twang.render"], "MAX_BUTTONS", 3)
    record, engine = await engine_now(h)
    a = engine.view_for(None).active_seat
    ma = member_of(h, record, a)
    riff = engine.state.riff
    v0 = await version(h, record.id)
    hand = await h.click(lobby, ma, label="My hand")
    assert not labels(hand.message), "no buttons: a select instead"
    await h.select(hand.message, ma, ["flip:2"], placeholder="Choose your move…")
    assert await version(h, record.id) == v0 + 1
    record, engine = await engine_now(h)
    assert engine.state.riff != riff and engine.state.riff[1] != riff[1]


async def test_reaction_window_times_out_and_its_buttons_are_then_refused(harness_factory, tmp_path, clock):  # noqa: F811
    """Blue Square: the turn-start window opens for everyone with cards; nobody answers; it closes."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    lobby = await open_table(h, 3, tunes="blue_square", reaction_window=6)
    record, engine = await engine_now(h)
    reacts = [d for d in engine.open_decisions() if d.kind == "react_turn_start"]
    assert len(reacts) == 2, "both other players are asked, whatever they hold (R14)"
    assert "Listening for reactions" in h.message(lobby)["embeds"][0]["description"]
    assert "Flip 1" not in labels(h.message(lobby)), "no riff buttons while the window is open"
    waiting = member_of(h, record, reacts[0].seat)
    old_dm = copy.deepcopy(h.last_dm(waiting))
    assert "Don't react" in labels(old_dm)
    clock.now += 7
    assert await h.bot.scheduler.fire_due() == 2
    await h.settle()
    record, engine = await engine_now(h)
    d = engine.open_decisions()[-1]
    assert d.kind == "take_action" and engine.view_for(None).window is None
    assert "Flip 1" in labels(h.message(lobby))
    assert "Don't react" not in labels(h.last_dm(waiting))
    v = record.version
    late = await h.click(old_dm, waiting, raw_message=old_dm, label="Don't react")
    assert late.ephemeral
    assert await version(h, record.id) == v


async def test_closed_dms_play_through_my_hand(harness_factory, tmp_path, clock):  # noqa: F811
    """A player with closed DMs is told once in the channel and plays the whole game via My hand."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    carol = h.members[2]
    h.forbid_dms(carol)
    lobby = await open_table(h, 3)
    await play_to_the_end(h, lobby, no_dms=frozenset({carol.id}))
    assert await h.bot.storage.games_played(h.guild.id, KEY) == 1
    notices = [
        m for m in h.channel_messages() if "can't send you direct messages" in (m.get("content") or "")
    ]
    assert len(notices) == 1


async def test_restart_mid_game_old_table_buttons_still_work(harness_factory, tmp_path, clock):  # noqa: F811
    """A new bot on the same database: the riff buttons sent before the restart still work."""
    from tests.cogs.conftest import make_bot

    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, clock, EXT)
    lobby = await open_table(h, 3)
    record, engine = await engine_now(h)
    active = member_of(h, record, engine.view_for(None).active_seat)
    h = await h.restart(make_bot(db, clock, EXT), setup=lambda b: b.prepare())
    rec = await h.click(lobby, active, label="Flip 2")
    assert not rec.ephemeral
    assert await version(h, record.id) == record.version + 1
    await play_to_the_end(h, lobby)
    assert await h.bot.storage.games_played(h.guild.id, KEY) == 1


async def test_malformed_start_options_are_refused(harness_factory, tmp_path, clock):  # noqa: F811
    """Out-of-range timeouts and an unknown tune set: an ephemeral answer and no lobby."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    rec = await h.slash(f"{KEY} start", h.members[0], decision_timeout=5)
    assert rec.ephemeral and "decision_timeout must be between 15 and 600" in rec.message["content"]
    rec = await h.slash(f"{KEY} start", h.members[0], reaction_window=500)
    assert rec.ephemeral and "reaction_window" in rec.message["content"]
    assert await h.bot.storage.live_session(h.channel.id) is None


async def test_publicly_known_hand_card_is_shown_on_the_table(harness_factory, tmp_path, clock):  # noqa: F811
    """A card revealed by Stage Dive that stayed in a hand is public (R18): the table names it."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    lobby = await open_table(h, 3)
    record, engine = await engine_now(h)
    a = engine.view_for(None).active_seat
    other = (a + 1) % 3
    card = engine.state.hands[other][0]
    engine.state.revealed.append(card)
    await h.click(lobby, member_of(h, record, a), label="Flip 1")
    name = render.card_short(card).split(" (")[0]
    field = next(f for f in h.message(lobby)["embeds"][0]["fields"] if "known in hand" in f["value"])
    assert name in field["value"]


async def test_hand_and_rules_commands(harness_factory, tmp_path, clock):  # noqa: F811
    """/bang_and_twang hand shows the caller's own hand privately; rules shows the summary."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    await open_table(h, 3)
    record, engine = await engine_now(h)
    seat = (engine.view_for(None).active_seat + 1) % 3
    rec = await h.slash(f"{KEY} hand", member_of(h, record, seat))
    assert rec.ephemeral and "your hand" in rec.message["embeds"][0]["title"]
    mine = engine.state.hands[seat]
    text = str(rec.message["embeds"])
    assert all(render.card_short(c).split(" (")[0] in text for c in mine)
    outsider = await h.slash(f"{KEY} hand", h.members[3])
    assert outsider.ephemeral and "not playing" in outsider.message["content"]
    rules = await h.slash(f"{KEY} rules", h.members[3])
    assert "riff" in str(rules.message["embeds"]).lower()


async def test_ignored_reaction_windows_never_count_as_idle(harness_factory, tmp_path, clock):  # noqa: F811
    """§4.7/R14: a ⚡ window is optional; letting it run out is not being away (no idle strike, no AI)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, idle_strikes_before_ai=1)
    lobby = await open_table(h, 3, tunes="blue_square", reaction_window=6)
    record, engine = await engine_now(h)
    reacts = [d for d in engine.open_decisions() if d.kind == "react_turn_start"]
    assert len(reacts) == 2 and all(d.optional for d in reacts)
    assert not any(d.optional for d in engine.open_decisions() if not d.kind.startswith("react_"))
    clock.now += 7
    assert await h.bot.scheduler.fire_due() == 2
    await h.settle()
    record, _ = await engine_now(h)
    for d in reacts:
        seat = record.seats[d.seat]
        assert seat.human and seat.idle_strikes == 0, "one strike would have handed the seat to an AI"
    assert "an AI plays their seat" not in str(h.channel_messages())
    del lobby
