"""BANG! as players read it (UX review 2026-12-06 #11–#14, #20; docs/rules/bang.md U33), through
the interaction harness by clicking what the bot sent: whole games scanned for internal names,
the Characters button, the optional token bonus, the full-life confirmations, the dying ping and
the General Store refusal. Positions are rigged as in test_bang_armed_flow (cards moved, census and
tokens unchanged, stored as a new session version)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from cogs.bang.render import LEAVE_IN_SUPPLY
from engines.bang import catalog as cat
from engines.bang.text import CHARACTER_TEXT
from tests.cogs.conftest import Clock, labels, start_harness
from tests.cogs.test_bang_armed_flow import (
    _pull,
    engine_now,
    open_ad_game,
    persist,
    play_recording,
    sel_of,
)
from tests.cogs.test_bang_flow import (
    EXT,
    SEED,
    move_text,
    open_game,
    pending_decision,
    play_to_the_end,
    session_id,
    version,
)
from tests.discord_harness import Harness, harness_factory  # noqa: F401
from tests.player_text import internal_names, player_texts


@pytest.fixture
def clock() -> Clock:
    return Clock()


def lowercase_names(texts: list[str]) -> list[str]:
    """Texts naming a character in lower case ("(vulture sam)"): an engine key shown as words."""
    names = [c.name for c in cat.load_catalog().characters.values()]
    return [t for t in texts for n in names if re.search(rf"\b{re.escape(n.lower())}\b", t)]


def check_words(h: Harness) -> None:
    texts = player_texts(h)
    assert texts
    assert internal_names(texts) == []
    assert lowercase_names(texts) == []
    assert not [t for t in texts if "phase start of turn" in t or "phase end of turn" in t]


async def test_whole_base_game_reads_without_internal_names(harness_factory, tmp_path, clock):  # noqa: F811
    """1 human + 3 AI, base game, to the results: no snake_case, ruling id, seed or repr in any
    message, DM, ephemeral answer or ping; character names capitalised; the Characters button
    answers with every seat's ability."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    human = h.members[0]
    lobby = await open_game(h, 1, 3)
    chars = await h.click(lobby, human, label="Characters")
    assert chars.ephemeral
    await play_to_the_end(h, human, lobby, clock)
    assert "game over" in h.message(lobby)["embeds"][0]["title"]
    check_words(h)


async def test_whole_expansion_game_reads_without_internal_names(harness_factory, tmp_path, clock):  # noqa: F811
    """The same with Armed & Dangerous (token prompts, windows, the optional bonus included)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    human = h.members[0]
    lobby = await open_ad_game(h, 1, 3)
    await play_recording(h, human, lobby, clock)
    assert "game over" in h.message(lobby)["embeds"][0]["title"]
    check_words(h)


async def test_characters_button_and_abilities_on_the_table(harness_factory, tmp_path, clock):  # noqa: F811
    """#11: every living seat's field shows its character's ability; **Characters** answers only
    the clicker (players and onlookers alike) with one line per seat, and changes nothing."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice = h.members[0]
    outsider = h.add_members(1, prefix="Outsider")[0]
    lobby = await open_game(h, 1, 3)
    sid = session_id(h.message(lobby))
    engine = await engine_now(h, sid)
    table = h.message(lobby)
    seat_fields = [f for f in table["embeds"][0]["fields"] if f["inline"]]
    for p, f in zip(engine.state.players, seat_fields, strict=True):
        assert CHARACTER_TEXT[p.character] in f["value"], f
    v = await version(h, sid)
    for who in (alice, outsider):
        rec = await h.click(lobby, who, label="Characters")
        assert rec.ephemeral
        text = rec.message["content"]
        for p in engine.state.players:
            assert f"{cat.character(p.character).name}: {CHARACTER_TEXT[p.character]}" in text, text
        assert len(text.splitlines()) == 1 + len(engine.state.players)
    assert await version(h, sid) == v


async def test_expansion_choice_names_are_words(harness_factory, tmp_path, clock):  # noqa: F811
    """#13: /bang start offers "Base game" / "Armed & Dangerous"; the values stay as they were."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    start = h.bot.tree.get_command("bang").get_command("start")
    param = next(p for p in start.parameters if p.name == "expansion")
    assert [(c.name, c.value) for c in param.choices] == [
        ("Base game", "none"),
        ("Armed & Dangerous", "armed_and_dangerous"),
    ]
    rec = await h.slash("bang start", h.members[0], expansion="none")
    assert "Armed & Dangerous: off" in rec.message["embeds"][0]["fields"][0]["value"]


def _rig_hand(engine, seat: int, kinds: tuple[str, ...]) -> list[str]:
    """Give the seat exactly these cards (its old hand goes under the deck)."""
    st = engine.state
    st.deck[:0] = st.players[seat].hand
    st.players[seat].hand, st.players[seat].revealed_hand = [], []
    taken: set[str] = set()
    cards = [_pull(engine, k, taken) for k in kinds]
    st.players[seat].hand = cards
    return cards


OBJECTS = (
    "ace_up_the_sleeve",
    "bandolier",
    "bell_tower",
    "beer_keg",
    "crate",
    "lock_pick",
    "tumbleweed",
    "whip",
)


def _drain_supply(engine, leave: int) -> None:
    """Move supply tokens onto the AI seats (4 on each character, then Dangerous objects pulled
    into their play areas, 4 tokens each) until `leave` remain; the 32 stay 32."""
    st = engine.state
    taken: set[str] = set()
    objects = iter(OBJECTS)
    seat = 1
    while st.token_supply > leave:
        p = st.players[seat]
        if p.tokens < 4:
            n = min(4 - p.tokens, st.token_supply - leave)
            p.tokens += n
            st.token_supply -= n
            continue
        card = _pull(engine, next(objects), taken)
        p.in_play.append(card)
        n = min(4, st.token_supply - leave)
        p.card_tokens[card] = n
        st.token_supply -= n
        seat = seat % 3 + 1


async def test_optional_token_bonus_asks_and_leave_keeps_the_supply_u33(harness_factory, tmp_path, clock):  # noqa: F811
    """docs/rules/bang.md U33: Alice plays a Mustang with 3 tokens in the supply: her DM asks "Add a
    Load token (on …)" / "Leave it in the supply"; she leaves it: supply and her tokens unchanged."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice = h.members[0]
    lobby = await open_ad_game(h, 1, 3)
    sid = session_id(h.message(lobby))
    engine = await engine_now(h, sid)
    before = engine.census()
    mustang, _ = _rig_hand(engine, 0, ("mustang", "missed"))
    _drain_supply(engine, 3)
    assert engine.census() == before and engine.token_count() == 32
    await persist(h, sid, engine)
    supply = (await engine_now(h, sid)).state.token_supply
    assert supply < 4, supply

    hand = (await h.click(lobby, alice, label="My hand")).message
    await h.click(hand, alice, values=[mustang], custom_id=sel_of(hand, "card")["custom_id"])
    d = await pending_decision(h, sid)
    assert (d.seat, d.kind) == (0, "place_token")
    dm = h.last_dm(alice)
    assert "Add it, or leave it in the supply?" in move_text(dm), move_text(dm)
    assert labels(dm)[-1] == LEAVE_IN_SUPPLY and labels(dm)[0].startswith("Add a Load token (on "), labels(dm)
    await h.click(dm, alice, label=LEAVE_IN_SUPPLY)
    engine = await engine_now(h, sid)
    assert engine.state.token_supply == supply and engine.state.players[0].tokens == 0
    assert engine.open_decisions()[-1].kind == "play_turn"


@pytest.mark.parametrize(
    ("expansion", "kind", "text"),
    [
        ("armed_and_dangerous", "a_little_nip", "You are at full life: this A Little Nip would be wasted."),
        ("none", "saloon", "Everyone is at full life: this Saloon would heal nobody."),
    ],
)
async def test_full_life_heals_ask_first(harness_factory, tmp_path, clock, expansion, kind, text):  # noqa: F811
    """#14: A Little Nip at full life and Saloon with everyone at full life ask, as Beer does; Back
    changes nothing, the confirm button plays it."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice = h.members[0]
    lobby = await (open_ad_game(h, 1, 3) if expansion != "none" else open_game(h, 1, 3))
    sid = session_id(h.message(lobby))
    engine = await engine_now(h, sid)
    before = engine.census()
    (card,) = _rig_hand(engine, 0, (kind,))
    assert engine.census() == before
    assert all(p.life == p.max_life for p in engine.state.players)
    await persist(h, sid, engine)
    v = await version(h, sid)
    hand = (await h.click(lobby, alice, label="My hand")).message
    step = (await h.click(hand, alice, values=[card], custom_id=sel_of(hand, "card")["custom_id"])).message
    assert f"⚠️ {text} Play it anyway?" in move_text(step)
    assert await version(h, sid) == v, "asking submits nothing"
    back = (await h.click(step, alice, label="Back")).message
    assert await version(h, sid) == v and sel_of(back, "card")
    step = (await h.click(back, alice, values=[card], custom_id=sel_of(back, "card")["custom_id"])).message
    await h.click(step, alice, label=next(lab for lab in labels(step) if lab.startswith("Play ")))
    assert await version(h, sid) > v


async def test_dying_ping_says_the_dynamite_left_you_at_0(harness_factory, tmp_path, clock):  # noqa: F811
    """#12: Alice ends her turn; the Dynamite blows up on Bob (a human) at the start of his turn and
    leaves him at 0: the ping says so, the table says "start of turn", and his Beer button saves him."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice, bob = h.members[:2]
    lobby = await open_game(h, 2, 2)
    sid = session_id(h.message(lobby))
    engine = await engine_now(h, sid)
    before = engine.census()
    st = engine.state
    _rig_hand(engine, 0, ())
    _rig_hand(engine, 1, ("beer",))
    taken: set[str] = set(st.players[1].hand)
    dyn = _pull(engine, "dynamite", taken)
    st.players[1].in_play = [c for c in st.players[1].in_play if cat.card(c).kind not in ("jail",)]
    st.players[1].in_play.append(dyn)
    st.players[1].character, st.players[1].life = "black_jack", 3  # a rig: no draw! ability
    st.players[1].max_life = 4
    boom = next(c for c in st.deck if cat.card(c).suit == "spades" and 2 <= cat.card(c).rank_value <= 9)
    st.deck.remove(boom)
    st.deck.append(boom)  # the top card: the Dynamite's draw!
    assert engine.census() == before
    await persist(h, sid, engine)

    hand = (await h.click(lobby, alice, label="My hand")).message
    await h.click(hand, alice, label="End turn")
    d = await pending_decision(h, sid)
    assert (d.seat, d.kind) == (1, "play_beer_or_die"), d
    pings = [m["content"] for m in h.channel_messages() if f"<@{bob.id}>" in (m.get("content") or "")]
    assert pings and "the Dynamite left you at 0 ❤️: play a Beer or you are out" in pings[-1], pings
    description = h.message(lobby)["embeds"][0]["description"]
    assert "'s turn · start of turn" in description and "phase start" not in description
    dm = h.last_dm(bob)
    assert "The Dynamite left you at 0 ❤️" in move_text(dm), move_text(dm)
    await h.click(dm, bob, label=next(lab for lab in labels(dm) if lab.startswith("Play Beer")))
    engine = await engine_now(h, sid)
    assert engine.state.players[1].alive and engine.state.players[1].life == 1


def _texts(rec: Any) -> str:
    return (rec.message or {}).get("content") or ""
