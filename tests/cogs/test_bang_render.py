"""BANG! renderers as pure functions: no hidden card on the table, hands within Discord's limits."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from bot.i18n import words
from bot.storage import SeatInfo, SessionRecord
from bot.ui import button
from cogs.bang import render
from engines.bang import GAME
from engines.bang import catalog as cat
from engines.bang.actions import PlayCard, UseAbility
from engines.bang.engine import BangEngine
from engines.base import ai_rng
from tests.discord_harness import check_message_payload


def record(seats: int) -> SessionRecord:
    return SessionRecord(
        id="0123abcd",
        guild_id=1,
        channel_id=2,
        game="bang",
        rules_version=1,
        seed=1,
        host_id=10,
        seats=[SeatInfo(user_id=10 + i, name=f"Player{i}") for i in range(seats)],
        options={},
        status="running",
        version=1,
    )


def as_message(payload) -> dict:
    view = payload.view()
    return {
        "content": payload.content,
        "embeds": [e.to_dict() for e in payload.embeds],
        "components": view.to_components() if view else [],
    }


AD = {"expansion": "armed_and_dangerous"}
EN = words("en")
SHARED_LABELS = {
    label for label, n in Counter(c.label for c in cat.load_catalog().cards.values()).items() if n > 1
}
"""Labels of identical physical copies (Stagecoach 9♠, the A&D reprints): not checkable by label."""


@pytest.mark.parametrize(
    "seats,seed,options",
    [
        (3, 1, {}),
        (4, 2, {}),
        (5, 3, {}),
        (7, 4, {}),
        (8, 5, {}),
        (4, 6, AD),
        (6, 7, AD),
        (8, 8, AD),
        (8, 9, AD),
        (8, 10, AD),
    ],
)
def test_table_never_shows_a_hidden_card_and_every_payload_fits(seats, seed, options):
    """Through a whole AI game (also with Armed & Dangerous, 8 players, tokens shown): the table
    (seats, pending line, store) names no card that is secret to spectators, and every table and
    hand payload passes Discord's limits."""
    engine = BangEngine.new(seats, seed, {"deal_two_characters": seed % 2 == 1, **options})
    rec = record(seats)
    hand_button = button("My hand", "bang:0123abcd:x:hand")
    step = 0
    while engine.result is None and step < 3000:
        p = engine.view_for(None)
        table = render.table(rec, p, 1_800_000_000.0, hand_button)
        msg = as_message(table)
        check_message_payload(msg, where="table")
        embed = msg["embeds"][0]
        if options:
            assert render.PIP in embed["footer"]["text"], "the token supply is on the table"
            for s in p.seats:
                for c in s.card_tokens:
                    assert render.in_play_label(EN, s, c) in json.dumps(embed, ensure_ascii=False)
        shown = embed["description"] + json.dumps(
            [f for f in embed.get("fields", []) if f["name"] != "📜 Recent"], ensure_ascii=False
        )
        for secret in engine.secret_ids(None):
            label = cat.card(secret).label
            if label not in SHARED_LABELS:  # identical physical copies share a label
                assert label not in shown, (secret, step)
        assert not any(secret in json.dumps(msg["components"]) for secret in engine.secret_ids(None))
        seat = engine.open_decisions()[-1].seat
        check_message_payload(
            as_message(render.hand(rec, engine.view_for(seat), engine.legal_actions(seat), seat, None)),
            where="hand",
        )
        action = GAME.choose_ai_action(engine, seat, ai_rng(seed, seat, step))
        events = engine.apply(seat, action)
        for e in events:
            line = render.event_line(e, rec)
            if line:
                rec.recent_log = [*rec.recent_log, line][-8:]
        step += 1
    assert engine.result is not None


@pytest.mark.parametrize("options", [{}, AD])
def test_multi_step_hand_views_for_every_playable_card(options):
    """For random phase-2 positions, every playable card's target step (and Panic!/Cat Balou's card
    step, A&D upgrades and weapon abilities) renders with only legal choices, and each `act` value
    indexes a legal action of that card; A&D multi-target selects offer only seats of legal plays."""
    rng = random.Random(7)
    for seed in range(6 if not options else 12):
        engine = BangEngine.new(5, seed, options)
        rec = record(5)
        for _ in range(400):
            if engine.result is not None:
                break
            d = engine.open_decisions()[-1]
            legal = engine.legal_actions(d.seat)
            if d.kind == "play_turn":
                p = engine.view_for(d.seat)
                for card in sorted({a.card for a in legal if isinstance(a, PlayCard)}):
                    payload = render.hand(rec, p, legal, d.seat, None, render.Step("card", card=card))
                    check_message_payload(as_message(payload), where="card step")
                    for comp in as_message(payload)["components"]:
                        for item in comp["components"]:
                            if item.get("custom_id", "").endswith(":act") and item["type"] == 3:
                                for o in item["options"]:
                                    assert legal[int(o["value"])].card == card
                            if ":multi:" in item.get("custom_id", ""):
                                seats = {
                                    s
                                    for a in legal
                                    if isinstance(a, PlayCard) and a.card == card
                                    for s in [a.target, *a.extra_targets]
                                }
                                assert {int(o["value"]) for o in item["options"]} == seats
                            if ":tgt:" in item.get("custom_id", ""):
                                for o in item["options"]:
                                    target = int(o["value"])
                                    sub = render.Step("tgt", card=card, target=target)
                                    inner = as_message(render.hand(rec, p, legal, d.seat, None, sub))
                                    check_message_payload(inner, where="tgt step")
                                    acts = [
                                        c
                                        for row in inner["components"]
                                        for c in row["components"]
                                        if c.get("custom_id", "").endswith(":act")
                                    ]
                                    assert acts and all(
                                        legal[int(v["value"])].target == (None if target < 0 else target)
                                        for v in acts[0]["options"]
                                    )
                for ability in sorted({a.ability for a in legal if isinstance(a, UseAbility)}):
                    sub = render.Step("abil", card=ability)
                    inner = as_message(render.hand(rec, p, legal, d.seat, None, sub))
                    check_message_payload(inner, where="abil step")
            action = GAME.choose_ai_action(engine, d.seat, rng)
            engine.apply(d.seat, action)


# ---------------------------------------------------------------------- Armed & Dangerous views
def _ad_engine(
    hands: dict[int, list[str]],
    in_play: dict[int, list[str]] | None = None,
    tokens: dict[int, int] | None = None,
    chars: dict[int, str] | None = None,
) -> BangEngine:
    """A 4-seat A&D game (seed 1: seat 0 is in phase 2) with the given cards (by kind) moved into
    hands / play areas (Dangerous cards in play hold 3 tokens), character tokens and characters;
    the tokens come out of the supply, so the census is unchanged."""
    engine = BangEngine.new(4, 1, AD)
    before = engine.census()
    st = engine.state
    assert engine.open_decisions()[-1].kind == "play_turn" and st.active == 0
    for p in st.players:
        st.deck[:0] = p.hand
        p.hand, p.revealed_hand = [], []
    taken: set[str] = set()

    def pull(kind: str) -> str:
        c = next(c for c in st.deck if cat.card(c).kind == kind and c not in taken)
        st.deck.remove(c)
        taken.add(c)
        return c

    for seat, kinds in hands.items():
        st.players[seat].hand = [pull(k) for k in kinds]
    for seat, kinds in (in_play or {}).items():
        for k in kinds:
            c = pull(k)
            st.players[seat].in_play.append(c)
            if cat.card(c).border == "orange":
                st.players[seat].card_tokens[c] = 3
                st.token_supply -= 3
    for seat, n in (tokens or {}).items():
        st.players[seat].tokens = n
        st.token_supply -= n
    for seat, ch in (chars or {}).items():
        st.players[seat].character = ch
    engine = BangEngine.from_position(engine.state)  # a fresh engine on the edited position
    assert engine.census() == before
    return engine


def _components(engine: BangEngine, seat: int, step: render.Step | None = None) -> list[dict]:
    rec = record(4)
    msg = as_message(render.hand(rec, engine.view_for(seat), engine.legal_actions(seat), seat, None, step))
    check_message_payload(msg, where="hand")
    return [c for row in msg["components"] for c in row["components"]]


def test_ad_shot_answers_duck_upgrade_and_crate():
    """Shot at with Duck! in hand, a Crate in play and 2 tokens on the character: Missed!-like answers
    as separate buttons, the Duck! upgrade with its cost."""
    e = _ad_engine({0: ["bang"], 1: ["duck"]}, in_play={1: ["crate"]}, tokens={1: 2})
    bang = e.state.players[0].hand[0]
    e.apply(0, PlayCard(card=bang, target=1))
    d = e.open_decisions()[-1]
    assert (d.seat, d.kind) == (1, "respond_to_shot")
    assert [c["label"] for c in _components(e, 1)] == [
        "Play Duck!",
        "Play Duck! + back to hand (2 ●)",
        "Crate (pay 2 ●): Missed!",
        "Take the hit (−1 ❤️)",
    ]


def test_ad_ability_menu_and_multi_target_quick_shot():
    """Phase 2 with Whip and Ace Up The Sleeve in play: one ability menu naming each use; Quick Shot
    with 2 spendable tokens: a multi-select of the reachable targets, up to 3."""
    e = _ad_engine(
        {0: ["quick_shot"]}, in_play={0: ["whip", "ace_up_the_sleeve"], 1: ["barrel"]}, tokens={0: 2}
    )
    comps = _components(e, 0)
    menu = next(c for c in comps if c.get("placeholder") == "✨ Use an ability…")
    labels_ = [o["label"] for o in menu["options"]]
    assert "Ace Up The Sleeve: draw a card" in labels_
    assert any(lab.startswith("Whip: discard Player1's Barrel") for lab in labels_), labels_
    legal = e.legal_actions(0)
    assert all(isinstance(legal[int(o["value"])], UseAbility) for o in menu["options"])
    qs = e.state.players[0].hand[0]
    step = _components(e, 0, render.Step("card", card=qs))
    multi = next(c for c in step if ":multi:" in c.get("custom_id", ""))
    assert multi["max_values"] == 3 and multi["custom_id"].endswith(f":multi:{qs}")
    assert {int(o["value"]) for o in multi["options"]} <= {1, 2, 3}


def test_ad_al_preacher_window_and_token_slots():
    """Al Preacher's out-of-turn window: use or pass; paying then offers, in one select, every way
    to take the 2 tokens from his slots, each slot with its pips (one choice, §2.2)."""
    e = _ad_engine({0: ["barrel"]}, in_play={1: ["bandolier"]}, tokens={1: 2}, chars={1: "al_preacher"})
    e.apply(0, PlayCard(card=e.state.players[0].hand[0]))
    d = e.open_decisions()[-1]
    assert (d.seat, d.kind) == (1, "use_al_preacher")
    assert [c["label"] for c in _components(e, 1)] == ["Draw a card (2 ●)", "Pass"]
    e.apply(1, next(a for a in e.legal_actions(1) if isinstance(a, UseAbility)))
    d = e.open_decisions()[-1]
    assert (d.seat, d.kind) == (1, "pay_tokens")
    (split,) = _components(e, 1)
    assert split["type"] == 3 and split["placeholder"] == "Pay 2 tokens from…"
    assert [o["label"] for o in split["options"]] == [
        "2 from Al Preacher (character) ●●○○",
        "1 from Al Preacher (character) ●●○○ + 1 from Bandolier (2♥) ●●●○",
        "2 from Bandolier (2♥) ●●●○",
    ]
    events = e.apply(1, e.legal_actions(1)[int(split["options"][1]["value"])])
    assert e.state.players[1].tokens == 1 and sum(e.state.players[1].card_tokens.values()) == 2
    assert any(ev.kind == "cards_drawn" and ev.source == "al_preacher" for ev in events)


def test_ad_more_than_25_ability_uses_ask_the_ability_first():
    """Bass Greeves with 7 cards and 4 slots (28 uses) plus a Whip: the menu lists the abilities
    (`abil`); Bass Greeves' step first asks which slot, then lists that slot's uses (legal actions)."""
    e = _ad_engine(
        {0: ["bang", "bang", "missed", "beer", "stagecoach", "panic", "duel"]},
        in_play={0: ["whip", "crate", "bandolier"]},
        chars={0: "bass_greeves"},
    )
    comps = _components(e, 0)
    menu = next(c for c in comps if c.get("placeholder") == "✨ Use an ability…")
    assert menu["custom_id"].endswith(":abil")
    assert {o["value"] for o in menu["options"]} == {"whip", "bass_greeves"}
    step = _components(e, 0, render.Step("abil", card="bass_greeves"))
    groups = next(c for c in step if c.get("custom_id", "").endswith(":abil"))
    assert groups["options"][0]["value"] == "bass_greeves|character"
    assert len(groups["options"]) == 4 and groups["options"][1]["label"].startswith("Onto Whip")
    step = _components(e, 0, render.Step("abil", card="bass_greeves", group="character"))
    sel = next(c for c in step if c.get("custom_id", "").endswith(":act"))
    legal = e.legal_actions(0)
    assert len(sel["options"]) == 7, "one per hand card"
    assert all(
        isinstance(legal[int(o["value"])], UseAbility) and legal[int(o["value"])].ability == "bass_greeves"
        for o in sel["options"]
    )
    assert sel["options"][0]["label"].startswith("Bass Greeves: discard ")


def test_every_card_and_character_has_a_description():
    """The hand's one-liners cover the 28 A&D cards (their kinds) and the 8 new characters too."""
    catalog = cat.load_catalog()
    assert all(render.kind_text(EN, c) for c in catalog.cards)
    assert all(render.char_text(EN, c) for c in catalog.characters)
    assert len(catalog.character_ids("armed_and_dangerous")) == 8


def test_crowded_eight_seat_table_with_tokens_fits():
    """Worst case: 8 seats with 32-character names, every blue and orange card of the game in play
    (orange ones with 4 tokens), characters with 4 tokens, a full log: the table still fits."""
    engine = BangEngine.new(8, 1, AD)
    st = engine.state
    rec = record(8)
    for i, info in enumerate(rec.seats):
        info.name = f"{'W' * 30}{i:02d}"
    rec.recent_log = ["🃏 " + "x" * 200] * 8
    zones = [st.deck, st.discard] + [p.hand for p in st.players]
    spread = [c for z in zones for c in z if cat.card(c).border in ("blue", "orange")]
    for n, c in enumerate(spread):
        next(z for z in zones if c in z).remove(c)
        p = st.players[n % 8]
        p.in_play.append(c)
        if cat.card(c).border == "orange":
            p.card_tokens[c] = 4
    for p in st.players:
        p.tokens = 4
    table = as_message(
        render.table(rec, engine.view_for(None), 1_800_000_000.0, button("My hand", "bang:x:x:hand"))
    )
    check_message_payload(table, where="crowded table")
    text = json.dumps(table["embeds"][0], ensure_ascii=False)
    orange = sum(cat.card(c).border == "orange" for c in spread)
    assert orange >= 8 and text.count(render.pips(4)) == 8 + orange, "every character and Dangerous card"
    print(f"crowded table: {len(spread)} cards in play, {len(text)} JSON chars")


def test_log_lines_use_card_names_and_words():
    """UX review #12: no engine keys as words in the log ("(Vulture Sam)", "as Missed!")."""
    from engines.bang import events as ev

    rec = record(4)
    line = render.event_line(
        ev.CardsDrawn(seat=0, count=1, source="vulture_sam", from_seat=1, cards=["mustang_8h"]), rec
    )
    assert line is not None and line.endswith("(Vulture Sam)")
    line = render.event_line(ev.CardPlayed(seat=0, card="bang_ah", as_kind="missed", response=False), rec)
    assert line is not None and "as Missed!" in line
    line = render.event_line(ev.PenaltyApplied(seat=0, what="sheriff_discards_all"), rec)
    assert line is not None and "_" not in line and "Sheriff killed a Deputy" in line
