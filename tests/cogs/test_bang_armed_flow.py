"""BANG! Armed & Dangerous through the interaction harness: tokens on the table, a Dangerous card,
an upgrade paid slot by slot, a Dangerous weapon's ability with a BANG!, a Tumbleweed window
answered out of turn, and a whole expansion game by clicks.

Rigging (kept minimal): the game is opened through the lobby with a fixed seed; then, while the
human (seat 0) has her phase-2 decision open, a few physical cards are moved (by kind) from
wherever they are into hands / play areas and the tokens put on slots are taken out of the supply,
so the card census and the 32-token invariant are unchanged (asserted). `persist` stores the edited
state as a new session version (no action row, so `replay` would not reproduce it), exactly as an
accepted move would; the bot then loads it like any stored game.
"""

from __future__ import annotations

import copy
import os
import re
from typing import Any

import pytest

from bot.storage import Commit
from cogs.bang import render
from engines.bang import catalog as cat
from engines.bang.engine import BangEngine
from tests.cogs.conftest import Clock, field_value, labels, start_harness
from tests.cogs.test_bang_flow import (
    EXT,
    Story,
    human_move,
    move_text,
    pending_decision,
    selects,
    session_id,
    version,
)
from tests.discord_harness import Harness, check_message_payload, harness_factory  # noqa: F401

SEED = 1
"""With it, in the 4-seat game Alice (seat 0, Rose Doolan) is the Sheriff and starts; nobody has a
token ability (Willy the Kid, Pedro Ramirez, Vulture Sam)."""
FULL_SEED = int(os.environ.get("BANG_AD_SEED", "1"))
"""The 8-seat expansion game's seed."""
AD = "armed_and_dangerous"


@pytest.fixture
def clock() -> Clock:
    return Clock()


async def open_ad_game(h: Harness, humans: int, ais: int) -> dict[str, Any]:
    host, *others = h.members[:humans]
    rec = await h.slash("bang start", host, expansion=AD)
    lobby = rec.message
    assert "Armed & Dangerous: on" in (field_value(lobby, "Options") or "")
    for m in others:
        await h.click(lobby, m, label="Join")
    for _ in range(ais):
        await h.click(lobby, host, label="Add AI")
    start = await h.click(lobby, host, label="Start")
    assert not start.ephemeral, (start.message or {}).get("content")
    return lobby


async def engine_now(h: Harness, sid: str) -> BangEngine:
    record = await h.bot.storage.get_session(sid)
    engine = h.bot.sessions.engine_of(record)
    assert isinstance(engine, BangEngine)
    return engine


def _pull(engine: BangEngine, kind: str, taken: set[str]) -> str:
    """Take one physical card of `kind` out of the deck, the discard pile or any hand / play area."""
    st = engine.state
    zones = [st.deck, st.discard] + [p.hand for p in st.players] + [p.in_play for p in st.players]
    for zone in zones:
        for c in zone:
            if cat.card(c).kind == kind and c not in taken:
                zone.remove(c)
                for p in st.players:
                    if c in p.revealed_hand:
                        p.revealed_hand.remove(c)
                    p.card_tokens.pop(c, None)
                taken.add(c)
                return c
    raise KeyError(kind)


def rig_alice(engine: BangEngine) -> dict[str, str]:
    """Alice (seat 0, in phase 2): hand Big Fifty, Caravan, BANG!; in play a Tumbleweed with 2
    tokens; 1 token on her character. Seat 1 gets a Jail (its check opens the Tumbleweed window).
    Cards she held go back under the deck, so hand sizes change but the census does not."""
    before = engine.census()
    st = engine.state
    alice = st.players[0]
    st.deck[:0] = alice.hand  # her dealt cards to the bottom of the deck
    alice.hand = []
    alice.revealed_hand = []
    taken: set[str] = set()
    ids = {k: _pull(engine, k, taken) for k in ("big_fifty", "caravan", "bang", "tumbleweed", "jail")}
    alice.hand = [ids["big_fifty"], ids["caravan"], ids["bang"]]
    alice.in_play.append(ids["tumbleweed"])
    st.players[1].in_play.append(ids["jail"])
    alice.card_tokens[ids["tumbleweed"]] = 2
    alice.tokens = 1
    st.token_supply -= 3
    assert engine.census() == before, "rigging keeps every card and the 32 tokens"
    return ids


async def persist(h: Harness, sid: str, engine: BangEngine) -> None:
    """Store a rigged engine state as the session's next version (see the module docstring)."""
    record = await h.bot.storage.get_session(sid)
    expected = record.version
    record.state = engine.dump()
    record.version = expected + 1
    await h.bot.storage.commit(Commit(record=record, expected_version=expected, actions=[], deadlines_set={}))
    h.bot.sessions.written_elsewhere(sid)  # written around the session manager: it reads it again
    assert h.bot.sessions.engine_of(await h.bot.storage.get_session(sid)).census() == engine.census()


def option(sel: dict[str, Any], starts: str) -> str:
    return next(o["value"] for o in sel["options"] if o["label"].startswith(starts))


def sel_of(msg: dict[str, Any], verb: str) -> dict[str, Any]:
    return next(s for s in selects(msg) if s["custom_id"].split(":")[3] == verb)


async def test_dangerous_card_upgrade_weapon_ability_and_tumbleweed_out_of_turn(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
):
    """1 human + 3 AI with the expansion: the table shows the supply and tokens; Alice plays Big
    Fifty (3 tokens from the supply onto it), plays Caravan with one upgrade and pays its 2 tokens
    in one choice (1 from her character, 1 from Big Fifty); fires a BANG! paying Big Fifty's ability; after her
    turn the Jail check of the next player opens her Tumbleweed window out of turn (she is pinged),
    she redraws once and lets the second result stand. Each click: 1 response, ≤1 table edit."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice = h.members[0]
    lobby = await open_ad_game(h, 1, 3)
    sid = session_id(h.message(lobby))
    d = await pending_decision(h, sid)
    assert (d.seat, d.kind) == (0, "play_turn"), "with this seed Alice starts in phase 2"
    table = h.message(lobby)
    assert f"{render.PIP} supply 32/32" in table["embeds"][0]["footer"]["text"]
    assert all(render.pips(0) in f["value"] for f in table["embeds"][0]["fields"][:4]), (
        "tokens on every character"
    )

    engine = await engine_now(h, sid)
    ids = rig_alice(engine)
    await persist(h, sid, engine)
    budgets: list[dict[str, int]] = []

    async def click(msg, **kw):
        with h.measure() as n:
            rec = await h.click(msg, alice, **kw)
        budgets.append(dict(n))
        assert not rec.ephemeral or rec.message.get("embeds"), (rec.message or {}).get("content")
        return rec

    # 1. The rigged hand, through My hand (the DM was drawn before the rigging).
    shown = await click(lobby, label="My hand")
    hand = shown.message
    assert "Tumbleweed (4♣) ●●○○" in str(hand["embeds"][0])
    assert "3 tokens to spend" in hand["embeds"][0]["description"]
    v = await version(h, sid)
    card_sel = sel_of(hand, "card")
    await click(hand, values=[ids["big_fifty"]], custom_id=card_sel["custom_id"])
    assert await version(h, sid) == v + 1, "a Dangerous card without a target is played at once"
    table = h.message(lobby)
    alice_field = table["embeds"][0]["fields"][0]["value"]
    assert "Big Fifty (Q♠) ●●●○" in alice_field and "Tumbleweed (4♣) ●●○○" in alice_field
    assert f"{render.PIP} supply 26/32" in table["embeds"][0]["footer"]["text"]

    # 2. Caravan with one upgrade (2 tokens), paid from the character, then from Big Fifty.
    dm = h.last_dm(alice)
    assert "Caravan" in str(sel_of(dm, "card")["options"]) and "⬆ 2 ●: +1 card" in str(dm["embeds"][0])
    step = (await click(dm, values=[ids["caravan"]], custom_id=sel_of(dm, "card")["custom_id"])).message
    how = sel_of(step, "act")
    assert [o["label"] for o in how["options"]][:2] == ["Play Caravan", "Play Caravan + ⬆ +1 card"]
    await click(step, values=[option(how, "Play Caravan + ⬆")], custom_id=how["custom_id"])
    dm = h.last_dm(alice)
    assert "Pay 2 tokens for the upgrade" in move_text(dm)
    pay = sel_of(dm, "act")
    ways = [o["label"] for o in pay["options"]]
    both = f"1 from Rose Doolan (character) {render.pips(1)} + 1 from Big Fifty (Q♠) ●●●○"
    assert both in ways and len(ways) == 5, ways  # 2 tokens over 3 slots, the character holds 1
    v = await version(h, sid)
    await click(dm, values=[option(pay, both)], custom_id=pay["custom_id"])
    assert await version(h, sid) == v + 1, "both tokens paid in one choice"
    engine = await engine_now(h, sid)
    me = engine.state.players[0]
    assert me.tokens == 0 and me.card_tokens[ids["big_fifty"]] == 2
    assert len(me.hand) == 4, "BANG! + 3 cards from the upgraded Caravan"

    # 3. BANG! with Big Fifty's ability (1 token from the weapon).
    dm = h.last_dm(alice)
    assert "Your turn" in move_text(dm)
    step = (await click(dm, values=[ids["bang"]], custom_id=sel_of(dm, "card")["custom_id"])).message
    tgt = sel_of(step, "tgt")
    step = (await click(step, values=[tgt["options"][0]["value"]], custom_id=tgt["custom_id"])).message
    how = sel_of(step, "act")
    labs = [o["label"] for o in how["options"]]
    assert "Play BANG! + Big Fifty: ignore their cards in play and ability" in labs, labs
    await click(step, values=[option(how, "Play BANG! + Big Fifty")], custom_id=how["custom_id"])
    engine = await engine_now(h, sid)
    assert engine.state.players[0].card_tokens.get(ids["big_fifty"]) == 1
    log = (await h.bot.storage.get_session(sid)).recent_log
    assert any("plays BANG!" in line and "[weapon ability]" in line for line in log), log
    assert any("uses Big Fifty" in line for line in log), log

    # 4. End the turn; the next player's Jail check opens Alice's Tumbleweed window.
    dm = h.last_dm(alice)
    while "Your turn" not in move_text(dm) and "Nothing to play" not in move_text(dm):
        await click(dm, label=labels(dm)[0])  # e.g. Al Preacher / a General Store would need more
        dm = h.last_dm(alice)
    await click(dm, label="End turn")
    d = await pending_decision(h, sid)
    assert (d.seat, d.kind) == (0, "use_tumbleweed"), d
    pings = [m for m in h.channel_messages() if f"<@{alice.id}>" in (m.get("content") or "")]
    assert pings and "Tumbleweed" in pings[-1]["content"], "the holder is mentioned out of turn"
    table = h.message(lobby)
    assert "may use Tumbleweed" in table["embeds"][0]["description"]
    dm = h.last_dm(alice)
    text = move_text(dm)
    assert "'s Jail came up" in text and "Tumbleweed" in text and "in Jail" in text, text
    assert labels(dm) == [f"Redo the draw! (1 {render.PIP})", "Let it stand"]
    old = dm
    await click(dm, label=labels(dm)[0])
    engine = await engine_now(h, sid)
    assert engine.state.players[0].card_tokens[ids["tumbleweed"]] == 1
    d = await pending_decision(h, sid)
    assert (d.seat, d.kind) == (0, "use_tumbleweed"), "the new result may be redone again"
    # The first window's button is stale now.
    v = await version(h, sid)
    stale = await h.click(old, alice, raw_message=h.versions[int(old["id"])][-2], label=labels(old)[0])
    assert stale.ephemeral and await version(h, sid) == v
    log = (await h.bot.storage.get_session(sid)).recent_log
    assert sum("draw! for Jail" in line for line in log) == 2 and any("uses Tumbleweed" in x for x in log), (
        log
    )
    second = d.id
    await click(h.last_dm(alice), label="Let it stand")
    d = await pending_decision(h, sid)
    assert d.id != second, "the window closed (a later draw! may open a new one)"

    for n in budgets:
        assert n.get("interaction_response", 0) == 1, n
        assert n.get("message_edit", 0) <= 1 and n.get("dm_send", 0) == 0, n
        assert n.get("dm_edit", 0) <= 1 and n.get("message_send", 0) <= 1, n


async def play_recording(h: Harness, m, table, clock: Clock, limit: int = 1500) -> tuple[Story, set[str]]:
    """`play_to_the_end`, also noting the kinds of the decisions the human answered."""
    story, kinds = Story(), set()
    sid = session_id(h.message(table))
    for _ in range(limit):
        if (await h.bot.storage.get_session(sid)).status != "running":
            return story, kinds
        d = await pending_decision(h, sid)
        with h.measure() as n:
            moved = await human_move(h, m, table, clock, story)
        story.budgets.append(dict(n))
        if d.seat == 0 and moved:
            kinds.add(d.kind)
        if not moved:
            assert (await h.bot.storage.get_session(sid)).status != "running"
            return story, kinds
    raise AssertionError("game did not end")


async def test_whole_expansion_game_by_clicks_eight_seats_fit(harness_factory, tmp_path, clock):  # noqa: F811
    """1 human + 7 AI with the expansion, played to the results row by clicking what the bot sent
    (token payments and placements, windows, multi-target selects included); every table and hand
    payload passes Discord's limits (the harness checks each one)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=FULL_SEED)
    human = h.members[0]
    lobby = await open_ad_game(h, 1, 7)
    check_message_payload(h.message(lobby), where="table")
    assert re.search("[●○]{4}", h.last_dm(human)["embeds"][0]["description"]), "her character's tokens"
    assert len([f for f in h.message(lobby)["embeds"][0]["fields"] if f["inline"]]) == 8
    story, kinds = await play_recording(h, human, lobby, clock)
    final = h.message(lobby)
    assert "game over" in final["embeds"][0]["title"]
    assert await h.bot.storage.games_played(h.guild.id, "bang") == 1
    assert "play_turn" in kinds, kinds
    for n in story.budgets:
        assert n.get("dm_send", 0) == 0 and n.get("message_edit", 0) <= 1, n


async def test_quick_shot_at_two_targets_and_an_ability_from_the_menu(harness_factory, tmp_path, clock):  # noqa: F811
    """Alice (rigged: Quick Shot in hand, Whip in play, 2 tokens on her character; Barrel in front
    of seat 1) ticks two targets of Quick Shot in one multi-select (1 upgrade), pays the token from
    her character, then whips seat 1's Barrel from the ✨ ability menu. A forged target set is
    refused without a change."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice = h.members[0]
    lobby = await open_ad_game(h, 1, 3)
    sid = session_id(h.message(lobby))
    engine = await engine_now(h, sid)
    before = engine.census()
    st = engine.state
    st.deck[:0] = st.players[0].hand
    st.players[0].hand, st.players[0].revealed_hand = [], []
    taken: set[str] = set()
    qs, whip, barrel = (_pull(engine, k, taken) for k in ("quick_shot", "whip", "barrel"))
    st.players[0].hand = [qs]
    st.players[0].in_play.append(whip)
    st.players[0].card_tokens[whip] = 3
    st.players[0].tokens = 2
    st.players[1].in_play.append(barrel)
    st.token_supply -= 5
    assert engine.census() == before
    await persist(h, sid, engine)

    hand = (await h.click(lobby, alice, label="My hand")).message
    step = (await h.click(hand, alice, values=[qs], custom_id=sel_of(hand, "card")["custom_id"])).message
    multi = sel_of(step, "multi")
    assert multi["max_values"] == 3, "1 free target + 2 affordable upgrades"
    v = await version(h, sid)
    fake = copy.deepcopy(step)  # a forged option: herself as a target
    sel_of(fake, "multi")["options"].append({"label": "Me", "value": "0"})
    forged = await h.click(step, alice, raw_message=fake, values=["0"], custom_id=multi["custom_id"])
    assert forged.ephemeral and await version(h, sid) == v, "herself is not a target"
    seats = [o["value"] for o in multi["options"]][:2]
    with h.measure() as n:
        await h.click(step, alice, values=seats, custom_id=multi["custom_id"])
    assert n["interaction_response"] == 1 and n["message_edit"] <= 1, n
    log = (await h.bot.storage.get_session(sid)).recent_log
    assert any("plays Quick Shot" in line and "[1 upgrade]" in line for line in log), log
    dm = h.last_dm(alice)
    if "Pay 1 token for the upgrade" in move_text(dm):  # two slots can pay: she chooses
        await h.click(dm, alice, label=next(lab for lab in labels(dm) if "(character)" in lab))
    engine = await engine_now(h, sid)
    d = engine.open_decisions()[-1]
    assert (d.seat, d.kind) == (0, "play_turn"), "the AI targets have answered"
    assert engine.state.players[0].tokens == 1 and engine.state.players[0].card_tokens[whip] == 3

    dm = h.last_dm(alice)
    menu = sel_of(dm, "act")
    assert menu["placeholder"] == "✨ Use an ability…"
    whip_barrel = next(
        o["value"]
        for o in menu["options"]
        if o["label"].startswith("Whip: discard") and "Barrel" in o["label"]
    )
    await h.click(dm, alice, values=[whip_barrel], custom_id=menu["custom_id"])
    engine = await engine_now(h, sid)
    assert barrel not in engine.state.players[1].in_play and barrel in engine.state.discard
    assert whip not in engine.state.players[0].in_play, "Whip paid its 3 tokens: emptied, discarded"
    assert "supply" in h.message(lobby)["embeds"][0]["footer"]["text"]


async def test_bass_greeves_many_uses_by_ability_then_slot_then_card(harness_factory, tmp_path, clock):  # noqa: F811
    """Alice rigged as Bass Greeves with 7 cards and Whip, Crate, Bandolier in play (28 uses of his
    ability + Whip's): ✨ menu → Bass Greeves → onto Crate → discard a card; the Crate gets 2
    tokens (capped at 4). The steps only edit her own hand; the last one submits."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice = h.members[0]
    lobby = await open_ad_game(h, 1, 3)
    sid = session_id(h.message(lobby))
    engine = await engine_now(h, sid)
    before = engine.census()
    st = engine.state
    st.deck[:0] = st.players[0].hand
    taken: set[str] = set()
    kinds = ("bang", "bang", "missed", "beer", "stagecoach", "panic", "duel")
    st.players[0].hand = [_pull(engine, k, taken) for k in kinds]
    st.players[0].revealed_hand = []
    whip, crate, band = (_pull(engine, k, taken) for k in ("whip", "crate", "bandolier"))
    st.players[0].in_play += [whip, crate, band]
    for c in (whip, crate, band):
        st.players[0].card_tokens[c] = 3
    st.token_supply -= 9
    st.players[0].character = "bass_greeves"  # a rig: only his ability matters here
    assert engine.census() == before
    await persist(h, sid, engine)

    hand = (await h.click(lobby, alice, label="My hand")).message
    menu = sel_of(hand, "abil")
    assert {o["label"] for o in menu["options"]} == {"Whip", "Bass Greeves"}
    v = await version(h, sid)
    with h.measure() as n:
        step = (await h.click(hand, alice, values=["bass_greeves"], custom_id=menu["custom_id"])).message
    assert dict(n) == {"interaction_response": 1}, n
    groups = sel_of(step, "abil")
    onto = next(o["value"] for o in groups["options"] if o["label"].startswith("Onto Crate"))
    step = (await h.click(step, alice, values=[onto], custom_id=groups["custom_id"])).message
    uses = sel_of(step, "act")
    assert len(uses["options"]) == 7 and all("on Crate" in o["description"] for o in uses["options"])
    assert await version(h, sid) == v, "choosing submits nothing"
    await h.click(step, alice, values=[uses["options"][0]["value"]], custom_id=uses["custom_id"])
    engine = await engine_now(h, sid)
    me = engine.state.players[0]
    assert me.card_tokens[crate] == 4 and len(me.hand) == 6
    assert any("uses Bass Greeves" in line for line in (await h.bot.storage.get_session(sid)).recent_log)
