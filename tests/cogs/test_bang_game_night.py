"""BANG! as players read it on a game night (issue 10), through the interaction harness:

- a hand-limit discard of 7 cards in ONE select interaction (one table edit), not seven;
- several Beers in one click; a forced answer that reveals nothing needs no click at all;
- names, never seat numbers, in the table log and the results; every role in the results (also
  after `/bang end`) in the table and every player's DM; why the game ended;
- legends for the icons; plurals ("1 card", never "1 cards").

Rigging as in test_bang_armed_flow.py: while a decision is open, cards are moved between zones
(the census is unchanged, asserted) and the state stored as the session's next version.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from bot.i18n import words
from bot.ui import apology
from cogs.bang import render
from engines.bang import catalog as cat
from engines.bang.engine import BangEngine
from tests.cogs.conftest import Clock, labels, start_harness
from tests.cogs.test_bang_armed_flow import _pull, engine_now, persist
from tests.cogs.test_bang_flow import (
    EXT,
    SEED,
    move_text,
    open_game,
    pending_decision,
    play_to_the_end,
    selects,
    session_id,
    version,
)
from tests.discord_harness import Harness, harness_factory  # noqa: F401

WRONG_PLURAL = re.compile(r"(?<![\d.])1 (cards|tokens|turns|life points|points|players|rounds)\b")
SEAT_NUMBER = re.compile(r"\b[Ss]eat \d+\b")
ROLES = ("⭐ Sheriff", "🦹 Outlaw", "🐍 Renegade")
"""The roles of a 4-player table (§1.2)."""


@pytest.fixture
def clock() -> Clock:
    return Clock()


async def rig(h: Harness, sid: str, change: Callable[[BangEngine], None]) -> BangEngine:
    """Edit the stored game (cards only move between zones) and store it as the next version."""
    engine = await engine_now(h, sid)
    before = engine.census()
    change(engine)
    engine = BangEngine.from_position(engine.state)  # a fresh engine on the edited position
    assert engine.census() == before, "rigging keeps every card"
    await persist(h, sid, engine)
    return engine


def texts(msg: dict[str, Any]) -> str:
    """Everything a player reads in a message (content, embeds, labels, options)."""
    out = [msg.get("content") or ""]
    for e in msg.get("embeds") or []:
        out += [e.get("title") or "", e.get("description") or "", (e.get("footer") or {}).get("text", "")]
        out += [f"{f['name']} {f['value']}" for f in e.get("fields", [])]
    for row in msg.get("components") or []:
        for c in row.get("components", []):
            out.append(c.get("label") or c.get("placeholder") or "")
            out += [o["label"] + " " + (o.get("description") or "") for o in c.get("options", [])]
    return "\n".join(out)


async def end_turn_fresh(h: Harness, lobby: dict[str, Any], member: Any) -> None:
    """End turn from a hand drawn after the rigging (the DM's buttons index the old legal actions)."""
    shown = await h.click(lobby, member, label="My hand")
    ended = await h.click(shown.message, member, label="End turn")
    assert not (ended.message or {}).get("content"), ended.message


def every_version(h: Harness) -> list[dict[str, Any]]:
    return [v for versions in h.versions.values() for v in versions]


# ---------------------------------------------------------------------- one interaction per choice
async def test_seven_too_many_discarded_in_one_select(harness_factory, tmp_path, clock):  # noqa: F811
    """§1.5 phase 3: Alice ends her turn with 11 cards and 4 life. Her DM shows ONE select where
    she ticks exactly 7 cards (min = max = 7); that single interaction discards all 7 with one
    table edit and one log line, and the turn passes — instead of seven 1-of-1 selects."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice = h.members[0]
    lobby = await open_game(h, 1, 3)
    sid = session_id(h.message(lobby))
    assert ((await pending_decision(h, sid)).seat, (await pending_decision(h, sid)).kind) == (0, "play_turn")

    def eleven_cards(e: BangEngine) -> None:
        me = e.state.players[0]
        me.life = 4
        while len(me.hand) < 11:
            me.hand.append(e.state.deck.pop(0))  # from the bottom: the next draws do not change

    await rig(h, sid, eleven_cards)
    await end_turn_fresh(h, lobby, alice)
    dm = h.last_dm(alice)
    assert "tick **all 7 cards** to discard" in move_text(dm), move_text(dm)
    assert "You hold 11 cards and have 4 life points" in move_text(dm)
    (sel,) = selects(dm)
    assert sel["min_values"] == sel["max_values"] == 7 and len(sel["options"]) == 11
    assert "discarding to the hand limit" in h.message(lobby)["embeds"][0]["description"]
    chosen = [o["value"] for o in sel["options"][:7]]
    v = await version(h, sid)
    with h.measure() as n:
        rec = await h.select(dm, alice, chosen, custom_id=sel["custom_id"])
    assert not rec.ephemeral and n["interaction_response"] == 1, n
    assert n["message_edit"] <= 1, "one table edit for the whole discard"
    assert await version(h, sid) == v + 1, "one accepted action"
    engine = await engine_now(h, sid)
    assert not set(chosen) & set(engine.state.players[0].hand), "all 7 left her hand"
    assert not any(d.seat == 0 and d.kind == "discard_to_hand_limit" for d in engine.open_decisions())
    log = (await h.bot.storage.get_session(sid)).recent_log + h.message(lobby)["embeds"][0]["fields"][-1][
        "value"
    ].splitlines()
    name = (await h.bot.storage.get_session(sid)).seats[0].name
    lines = [x for x in log if "(hand limit)" in x]
    assert lines and lines[0].startswith(f"🗑️ {name} discards ") and lines[0].count("(") >= 7, lines


async def test_two_beers_in_one_click(harness_factory, tmp_path, clock):  # noqa: F811
    """§1.9: Dynamite explodes on Bob at 2 life (-1): he needs 2 Beers; his DM offers them as
    one button, and one click brings him back to 1 life."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice, bob = h.members[:2]
    lobby = await open_game(h, 2, 2)
    sid = session_id(h.message(lobby))

    def dynamite_on_bob(e: BangEngine) -> None:
        st = e.state
        taken: set[str] = set()
        alice_p, bob_p = st.players[0], st.players[1]
        st.deck[:0] = alice_p.hand[2:] + bob_p.hand + bob_p.in_play
        alice_p.hand = alice_p.hand[:2]
        alice_p.revealed_hand = []
        bob_p.hand, bob_p.in_play, bob_p.revealed_hand = [], [], []
        bob_p.character, bob_p.life = "black_jack", 2
        bob_p.max_life = max(bob_p.max_life, 4)
        beers = [_pull(e, "beer", taken), _pull(e, "beer", taken)]
        bob_p.hand = [*beers, _pull(e, "jail", taken)]
        bob_p.in_play = [_pull(e, "dynamite", taken)]
        spade = next(c for c in st.deck if cat.card(c).suit == "spades" and 2 <= cat.card(c).rank_value <= 9)
        st.deck.remove(spade)
        st.deck.append(spade)  # the top card: the Dynamite explodes (§1.13)
        for p in st.players:
            if p.character in ("vulture_sam", "lucky_duke"):
                p.character = "black_jack"

    await rig(h, sid, dynamite_on_bob)
    await end_turn_fresh(h, lobby, alice)
    d = await pending_decision(h, sid)
    assert (d.seat, d.kind) == (1, "play_beer_or_die")
    dm = h.last_dm(bob)
    assert "Play 2 Beers to get back to 1 ❤️" in move_text(dm), move_text(dm)
    assert labels(dm)[0] == "Play 2 Beers (back to 1 ❤️)", labels(dm)
    with h.measure() as n:
        await h.click(dm, bob, label="Play 2 Beers (back to 1 ❤️)")
    assert n["interaction_response"] == 1, n
    engine = await engine_now(h, sid)
    assert engine.state.players[1].alive and engine.state.players[1].life == 1
    assert [cat.card(c).kind for c in engine.state.players[1].hand].count("beer") == 0


async def test_dying_without_beer_needs_no_click(harness_factory, tmp_path, clock):  # noqa: F811
    """§1.9 step 4 and §3 "Hidden information": Bob at 1 life holds no Missed! and no Beer. He must
    still answer the BANG! (the window hides whether he holds a Missed!), but once hit, dying is
    his only answer and his hand goes face up to the discard pile anyway: he is out at once,
    without a "No Beer: I'm out 💀" button or a "you are dying" ping."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice, bob = h.members[:2]
    lobby = await open_game(h, 2, 2)
    sid = session_id(h.message(lobby))

    def bob_at_one_life(e: BangEngine) -> None:
        st = e.state
        taken: set[str] = set()
        alice_p, bob_p = st.players[0], st.players[1]
        st.deck[:0] = alice_p.hand + bob_p.hand + bob_p.in_play
        alice_p.hand, alice_p.revealed_hand = [], []
        bob_p.hand, bob_p.in_play, bob_p.revealed_hand = [], [], []
        alice_p.hand = [_pull(e, "bang", taken), _pull(e, "stagecoach", taken)]
        bob_p.hand = [_pull(e, "jail", taken), _pull(e, "mustang", taken)]
        bob_p.character, bob_p.life = "black_jack", 1
        for p in st.players:
            if p.character in ("vulture_sam", "paul_regret", "jourdonnais", "lucky_duke"):
                p.character = "black_jack"

    await rig(h, sid, bob_at_one_life)
    dm = h.last_dm(alice)
    card_sel = next(s for s in selects(dm) if s["custom_id"].endswith(":card"))
    bang = next(o["value"] for o in card_sel["options"] if o["label"].startswith("BANG!"))
    step = (await h.click(dm, alice, values=[bang], custom_id=card_sel["custom_id"])).message
    target = next(s for s in selects(step) if s["custom_id"].endswith(":act"))
    bob_name = (await h.bot.storage.get_session(sid)).seats[1].name
    await h.click(
        step,
        alice,
        values=[next(o["value"] for o in target["options"] if o["label"] == bob_name)],
        custom_id=target["custom_id"],
    )
    d = await pending_decision(h, sid)
    assert (d.seat, d.kind) == (1, "respond_to_shot"), "the shot window still opens"
    dm = h.last_dm(bob)
    assert labels(dm) == ["Take the hit (−1 ❤️)"]
    v = await version(h, sid)
    with h.measure() as n:
        await h.click(dm, bob, label="Take the hit (−1 ❤️)")
    assert n["interaction_response"] == 1
    assert await version(h, sid) == v + 1, "hit, dying and elimination: one accepted action"
    engine = await engine_now(h, sid)
    assert not engine.state.players[1].alive
    assert not any(d.kind == "play_beer_or_die" for d in engine.open_decisions())
    bob_versions = [v for m in h.dms(bob) for v in h.versions[int(m["id"])]]
    assert not any("No Beer" in texts(v) for v in bob_versions), "no click asked for"
    sent = [c.payload or {} for c in h.calls if c.kind == "message_send" and c.error is None]
    to_bob = [m.get("content") or "" for m in sent if f"<@{bob.id}>" in (m.get("content") or "")]
    assert to_bob and not any("dying" in text for text in to_bob), to_bob
    assert "💀 You are out of the game." in texts(h.last_dm(bob))
    assert any(
        line.startswith(f"💀 {bob_name} is out") for line in (await h.bot.storage.get_session(sid)).recent_log
    )


# ---------------------------------------------------------------------- results and legibility
async def test_whole_game_names_players_shows_roles_and_legends(harness_factory, tmp_path, clock):  # noqa: F811
    """A whole game by clicks: every table and DM version names players (never "Seat N"), has a
    legend for its icons and no "1 cards"; the results — on the table and in the human's DM — say
    why the game ended, name the winners and give every player's role and fate."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    human = h.members[0]
    lobby = await open_game(h, 1, 3)
    table = h.message(lobby)
    assert "❤️ life/max · ✋ cards in hand · 🃏 cards in play" in table["embeds"][0]["footer"]["text"]
    assert "🔫 weapon range" in h.last_dm(human)["embeds"][0]["footer"]["text"]
    await play_to_the_end(h, human, lobby, clock)
    record = await h.bot.storage.get_session(lobby_sid := session_id(table))
    assert record.status == "finished", lobby_sid
    for version_ in every_version(h):
        text = texts(version_)
        assert not SEAT_NUMBER.search(text), SEAT_NUMBER.search(text)
        assert not WRONG_PLURAL.search(text), WRONG_PLURAL.search(text)
        assert "gains 0" not in text and "(General Store)!" not in text
    for line in record.recent_log:
        assert not SEAT_NUMBER.search(line), line
    final = h.message(lobby)
    engine = await engine_now(h, lobby_sid)
    for msg in (final, h.last_dm(human)):
        desc = msg["embeds"][0]["description"]
        assert "game over" in msg["embeds"][0]["title"]
        assert re.search(
            r"(The Sheriff was killed|Every Outlaw and the Renegade are dead|"
            r"The Sheriff died with only the Renegade left): the",
            desc,
        ), desc
        for i in range(len(record.seats)):
            line = next(x for x in desc.splitlines() if f"**{render.seat_name(record, i)}**" in x)
            role = render.role_name(words("en"), engine.state.players[i].role)
            assert role in line and ("❤️" in line or "💀" in line), line
        for role in ROLES:
            assert role in desc
        winners = [render.seat_name(record, w) for w in engine.result.winners]
        assert all(f"🏆 ❤️ **{w}**" in desc or f"🏆 💀 **{w}**" in desc for w in winners), desc
        # One headline (why, and which side won), then the standings: the winners are marked
        # there once each, never listed again in a "🏆 names" line of their own.
        first, *rest = desc.splitlines()
        assert first == f"**🏆 {engine.result.summary}**", first
        assert desc.count("🏆") == 1 + len(winners), desc
        assert all(line.startswith(("🏆 ❤️", "🏆 💀", "❤️", "💀")) for line in rest if line), rest


async def test_stalemate_ends_the_game_as_a_draw(harness_factory, tmp_path, clock):  # noqa: F811
    """House ruling H1 (issue 11): both piles are empty and Alice's Missed! is the only card
    anyone holds. Her "End turn" click used to make the engine raise (the turns ended by
    themselves for ever) and got the apology; now it is accepted, the game ends as a draw at
    once, and the results say why, mark nobody with 🏆 and record nobody as a winner."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice = h.members[0]
    lobby = await open_game(h, 1, 3)
    sid = session_id(h.message(lobby))
    assert ((await pending_decision(h, sid)).seat, (await pending_decision(h, sid)).kind) == (0, "play_turn")

    def nothing_left(e: BangEngine) -> None:
        st = e.state
        keep = _pull(e, "missed", set())
        for p in st.players:
            st.box += p.hand + p.in_play
            p.hand, p.in_play, p.revealed_hand = [], [], []
            p.character = "black_jack"  # no Jesse Jones to take Alice's card, no Suzy to draw
        st.players[0].hand = [keep]
        st.box += st.deck + st.discard
        st.deck, st.discard = [], []

    await rig(h, sid, nothing_left)
    v = await version(h, sid)
    await end_turn_fresh(h, lobby, alice)
    record = await h.bot.storage.get_session(sid)
    assert record.status == "finished" and record.version == v + 1, "one accepted action ends it"
    engine = await engine_now(h, sid)
    assert engine.result is not None and engine.result.winners == []
    assert not [c for c in h.calls if apology() in str(c.payload)], "no apology: nothing raised"
    for msg in (h.message(lobby), h.last_dm(alice)):
        desc = msg["embeds"][0]["description"]
        assert desc.splitlines()[0] == (
            "**🤝 No one can draw or play a card any more: the game ends in a draw, nobody wins"
            f" (after {engine.state.turns_played} turn{'s' if engine.state.turns_played != 1 else ''})**"
        ), desc
        assert "🏆" not in desc, desc
        for i, p in enumerate(engine.state.players):
            line = next(x for x in desc.splitlines() if f"**{render.seat_name(record, i)}**" in x)
            assert render.role_name(words("en"), p.role) in line and line.startswith("❤️"), line
    assert "Rematch" in labels(h.message(lobby))
    ((_name, played, won, _, _by_ai),) = await h.bot.storage.stats(h.guild.id, "bang")
    assert (played, won) == (1, 0), "a draw is nobody's win"


async def test_bang_end_shows_every_role(harness_factory, tmp_path, clock):  # noqa: F811
    """`/bang end` by the host: the final table and both humans' DMs show every player's role and
    name, and say the host stopped the game."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice, bob = h.members[:2]
    lobby = await open_game(h, 2, 2)
    sid = session_id(h.message(lobby))
    engine = await engine_now(h, sid)
    hidden = [p.role for p in engine.state.players if not p.role_revealed]
    assert hidden, "some roles were secret during the game"
    await h.slash("bang end", alice)
    record = await h.bot.storage.get_session(sid)
    assert record.status == "finished"
    for msg in (h.message(lobby), h.last_dm(alice), h.last_dm(bob)):
        desc = msg["embeds"][0]["description"]
        assert "ended by the host" in desc, desc
        for i, p in enumerate(engine.state.players):
            line = next(x for x in desc.splitlines() if f"**{render.seat_name(record, i)}**" in x)
            assert render.role_name(words("en"), p.role) in line, line
        assert not SEAT_NUMBER.search(desc)


async def test_expansion_legend_explains_the_pips(harness_factory, tmp_path, clock):  # noqa: F811
    """A&D: the table and the hand say what ●○ stand for."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    lobby = await open_game(h, 1, 3, expansion="armed_and_dangerous")
    assert "●○ Load tokens (of 4)" in h.message(lobby)["embeds"][0]["footer"]["text"]
    assert "●○ Load tokens (of 4)" in h.last_dm(h.members[0])["embeds"][0]["footer"]["text"]
