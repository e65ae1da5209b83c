"""BANG! through the interaction harness: a whole 1-human/3-AI game by clicks, refusals, the table."""

from __future__ import annotations

import copy
import os
from dataclasses import dataclass, field
from typing import Any

import pytest

from tests.cogs.conftest import Clock, custom_ids, is_layout, labels, start_harness, texts, title
from tests.discord_harness import Harness, harness_factory, iter_components  # noqa: F401

EXT = ("cogs.bang",)
SEED = int(os.environ.get("BANG_TEST_SEED", "1"))
"""The first game's seed. With it Alice (seat 0) is the Sheriff, starts with a General Store and a
BANG!, and in the 1-human game the AI shoots her twice while she holds a Missed!."""
EPHEMERAL = 64


@pytest.fixture
def clock() -> Clock:
    return Clock()


def selects(msg: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in iter_components(msg.get("components") or []) if c.get("type") == 3]


def session_id(msg: dict[str, Any]) -> str:
    return next(c.split(":")[1] for c in custom_ids(msg) if c.startswith("bang:"))


def move_text(msg: dict[str, Any]) -> str:
    """The hand's "👉" field (what the player must do now), images on or off."""
    if is_layout(msg):
        for block in texts(msg):
            for part in block.split("\n\n"):
                head, _, value = part.partition("\n")
                if head.startswith("**👉"):
                    return value
        return ""
    for f in (msg.get("embeds") or [{}])[0].get("fields", []):
        if f["name"].startswith("👉"):
            return f["value"]
    return ""


async def open_game(h: Harness, humans: int, ais: int, **options: Any) -> dict[str, Any]:
    host, *others = h.members[:humans]
    rec = await h.slash("bang start", host, response_timeout=20, **options)
    lobby = rec.message
    assert "lobby" in title(lobby)
    for m in others:
        await h.click(lobby, m, label="Join")
    for _ in range(ais):
        await h.click(lobby, host, label="Add AI")
    start = await h.click(lobby, host, label="Start")
    assert start.callback_type == 7
    return lobby


async def version(h: Harness, sid: str) -> int:
    return (await h.bot.storage.get_session(sid)).version


@dataclass
class Story:
    """What the human did during the game (the test asserts each happened)."""

    targeted: int = 0
    missed: int = 0
    timed_out: int = 0
    late_refused: int = 0
    store_picks: int = 0
    plays_this_turn: int = 0
    discard_sets: int = 0
    steps: int = 0
    budgets: list[dict[str, int]] = field(default_factory=list)
    """API calls of each human move (1–3 clicks: card → target → which card), by kind."""


async def human_move(h: Harness, m, table: dict[str, Any], clock: Clock, story: Story) -> bool:
    """Play one decision of the human by clicking what the bot rendered; False if none is open."""
    dm = h.last_dm(m)
    text = move_text(dm)
    sid = session_id(table)
    story.steps += 1
    if "General Store" in text and "table" in text:
        store = [c for c in custom_ids(h.message(table)) if ":act:" in c]
        assert store, "the General Store buttons are on the table"
        await h.click(table, m, custom_id=store[0])
        story.store_picks += 1
        return True
    if not text:
        return False
    sels = {s["custom_id"].split(":")[3]: s for s in selects(dm)}
    labs = labels(dm)
    if "card" in sels:  # phase 2
        card_sel = sels["card"]
        opts = card_sel["options"]
        if story.plays_this_turn >= 3 or not opts:
            await h.click(dm, m, label="End turn")
            story.plays_this_turn = 0
            return True
        story.plays_this_turn += 1
        targeted = [o for o in opts if "target" in (o.get("description") or "")]
        pick = (targeted or opts)[0]
        await h.select(dm, m, [pick["value"]], custom_id=card_sel["custom_id"])
        step = h.last_dm(m)
        for _ in range(3):
            ssel = {s["custom_id"].split(":")[3]: s for s in selects(step)}
            if "tgt" in ssel:
                s = ssel["tgt"]
                await h.select(step, m, [s["options"][0]["value"]], custom_id=s["custom_id"])
            elif "multi" in ssel:  # A&D Quick Shot / Arrow: the first target only
                s = ssel["multi"]
                await h.select(step, m, [s["options"][0]["value"]], custom_id=s["custom_id"])
                story.targeted += 1
                return True
            elif "act" in ssel and "card" not in ssel:
                s = ssel["act"]
                await h.select(step, m, [s["options"][0]["value"]], custom_id=s["custom_id"])
                story.targeted += 1
                return True
            elif any(lab.startswith("Play ") for lab in labels(step)) and "Back" in labels(step):
                await h.click(step, m, label=next(lab for lab in labels(step) if lab.startswith("Play ")))
                return True
            else:
                return True  # played at once
            step = h.last_dm(m)
        return True
    if "at you!" in text and "BANG!" in text:
        missed = [lab for lab in labs if lab.startswith("Play Missed!")]
        if missed and not story.missed:
            before = await version(h, sid)
            await h.click(dm, m, label=missed[0])
            assert await version(h, sid) > before
            story.missed += 1
            return True
        if story.missed and not story.timed_out:
            window = copy.deepcopy(dm)
            before = await version(h, sid)
            clock.now += 3600
            assert await h.bot.scheduler.fire_due() >= 1
            after = await version(h, sid)
            assert after > before
            story.timed_out += 1
            # An answer after the window closed: refused, nothing changes.
            late = await h.click(dm, m, raw_message=window, label=labels(window)[-1])
            assert late.ephemeral
            assert await version(h, sid) == after
            story.late_refused += 1
            return True
    if "discards" in sels:  # discard to the hand limit: every excess card in one select
        s = sels["discards"]
        values = [o["value"] for o in s["options"][: s["min_values"]]]
        assert s["min_values"] == s["max_values"] == len(values)
        await h.select(dm, m, values, custom_id=s["custom_id"])
        story.discard_sets += 1
        return True
    if "act" in sels:  # a card for Buntline Special, tokens to place or pay
        s = sels["act"]
        await h.select(dm, m, [s["options"][0]["value"]], custom_id=s["custom_id"])
        return True
    if labs:
        await h.click(dm, m, label=labs[0])
        return True
    return False


async def play_to_the_end(h: Harness, m, table, clock: Clock, limit: int = 600) -> Story:
    story = Story()
    sid = session_id(h.message(table))
    for _ in range(limit):
        rec = await h.bot.storage.get_session(sid)
        if rec.status != "running":
            return story
        with h.measure() as n:
            moved = await human_move(h, m, table, clock, story)
        story.budgets.append(dict(n))
        if not moved:
            rec = await h.bot.storage.get_session(sid)
            assert rec.status != "running", "the human has nothing to click but the game goes on"
            return story
    raise AssertionError("game did not end")


async def test_one_human_three_ai_full_game_by_clicks(harness_factory, tmp_path, clock):  # noqa: F811
    """1 human + 3 AI: the human plays cards, picks targets, dodges a BANG! with Missed!, lets
    another BANG! time out (a late answer is refused), and the game reaches the results row."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    human = h.members[0]
    lobby = await open_game(h, 1, 3)
    table = h.message(lobby)
    assert "turn" in table["embeds"][0]["title"]
    assert "My hand" in labels(table)
    first = h.last_dm(human)
    assert (
        "Sheriff" in first["embeds"][0]["description"]
        or "Outlaw" in first["embeds"][0]["description"]
        or ("Renegade" in first["embeds"][0]["description"])
    ), "the secret role comes by DM at the start"
    story = await play_to_the_end(h, human, lobby, clock)
    final = h.message(lobby)
    assert "game over" in final["embeds"][0]["title"]
    assert "Rematch" in labels(final)
    assert story.targeted >= 1, story
    assert story.missed == 1, story
    assert story.timed_out == 1 and story.late_refused == 1, story
    assert await h.bot.storage.games_played(h.guild.id, "bang") == 1
    assert len(await h.bot.storage.stats(h.guild.id, "bang")) == 1  # one human row
    sent = [c.payload or {} for c in h.calls if c.kind == "message_send" and c.error is None]
    pings = [m for m in sent if f"<@{human.id}>" in (m.get("content") or "")]
    assert any("Missed! or take the hit" in m["content"] for m in pings), "a targeted human is pinged"
    left = [
        m.get("content") or "" for m in h.channel_messages() if f"<@{human.id}>" in (m.get("content") or "")
    ]
    assert [x[:16] for x in left] == ["🏁 **Game over!**"], (
        "each turn ping is deleted once it is answered; the end message is the one left",
        left,
    )
    # Budget per human move: no new DM, at most one table edit, one DM edit (timeout / table click)
    # and one channel message (the ping); every click answered once (checked by the harness).
    for n in story.budgets:
        assert n.get("dm_send", 0) == 0, n
        assert n.get("message_edit", 0) <= 1, n
        assert n.get("dm_edit", 0) <= 1, n
        assert n.get("message_send", 0) <= 1, n


def ephemeral_text(rec) -> str:
    assert rec.ephemeral, "the answer must be ephemeral"
    return (rec.message or {}).get("content") or ""


def with_button(message: dict[str, Any], cid: str) -> dict[str, Any]:
    """A copy of a message whose first component row holds one extra button (forged clicks)."""
    msg = copy.deepcopy(message)
    msg["components"] = [
        {"type": 1, "components": [{"type": 2, "style": 2, "label": "Forged", "custom_id": cid}]},
        *(msg.get("components") or [])[:4],
    ]
    return msg


async def pending_decision(h: Harness, sid: str):
    record = await h.bot.storage.get_session(sid)
    engine = h.bot.sessions.engine_of(record)
    return engine.open_decisions()[-1]


async def test_wrong_turn_nonplayer_stale_and_forged_clicks_change_nothing(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
):
    """Each bad click gets a short ephemeral answer and leaves the session version untouched."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice, bob = h.members[:2]
    outsider = h.add_members(1, prefix="Outsider")[0]
    lobby = await open_game(h, 2, 2)
    sid = session_id(h.message(lobby))
    d = await pending_decision(h, sid)
    assert d.seat == 0 and d.kind == "play_turn", "with this seed Alice (the Sheriff) starts"
    old_dm = h.last_dm(alice)
    before = await version(h, sid)
    # Alice ends her turn; the AIs play until a human must act.
    with h.measure() as n:
        await h.click(old_dm, alice, label="End turn")
    assert n["interaction_response"] == 1 and n["message_edit"] <= 1, n
    after = await version(h, sid)
    assert after > before
    d = await pending_decision(h, sid)
    table = h.message(lobby)
    not_decider = alice if d.seat == 1 else bob
    wrong_turn = f"bang:{sid}:d{d.id}:act:0"
    cases = [
        # Wrong turn: a button of somebody else's open decision.
        (
            await h.click(
                table, not_decider, custom_id=wrong_turn, raw_message=with_button(table, wrong_turn)
            ),
            "another player",
        ),
        # A stale button: Alice's End turn as it was in her (now finished) turn.
        (
            await h.click(old_dm, alice, label="End turn", raw_message=h.versions[int(old_dm["id"])][0]),
            "earlier moment",
        ),
        # Non-players.
        (await h.click(lobby, outsider, label="My hand"), "not playing"),
        (
            await h.click(table, outsider, custom_id=wrong_turn, raw_message=with_button(table, wrong_turn)),
            "not playing",
        ),
        # Forged ids: another session, an unknown verb, not our format at all.
        (
            await h.click(
                table,
                bob,
                custom_id="bang:deadbeef:d1:act:0",
                raw_message=with_button(table, "bang:deadbeef:d1:act:0"),
            ),
            "earlier moment",
        ),
        (
            await h.click(
                table,
                bob,
                custom_id=f"bang:{sid}:d{d.id}:zap",
                raw_message=with_button(table, f"bang:{sid}:d{d.id}:zap"),
            ),
            "recognise",
        ),
        (
            await h.click(
                table,
                bob,
                custom_id=f"bang:{sid}:d{d.id}:act:99",
                raw_message=with_button(table, f"bang:{sid}:d{d.id}:act:99"),
            ),
            "",
        ),
        (
            await h.click(table, bob, custom_id="hello-there", raw_message=with_button(table, "hello-there")),
            "recognise",
        ),
    ]
    for rec, words in cases:
        assert words in ephemeral_text(rec), (words, ephemeral_text(rec))
    assert await version(h, sid) == after


async def test_general_store_picks_on_the_table_only_by_the_picker(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
):
    """General Store: public buttons on the table; only the picking seat may use them; the next
    human picker is mentioned in the channel."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice, bob = h.members[:2]
    outsider = h.add_members(1, prefix="Outsider")[0]
    lobby = await open_game(h, 2, 2)
    sid = session_id(h.message(lobby))
    dm = h.last_dm(alice)
    card_sel = next(s for s in selects(dm) if s["custom_id"].endswith(":card"))
    store = next(o["value"] for o in card_sel["options"] if o["label"].startswith("General Store"))
    await h.select(dm, alice, [store], custom_id=card_sel["custom_id"])
    table = h.message(lobby)
    buttons = [c for c in custom_ids(table) if ":act:" in c]
    assert len(buttons) == 4, "one face-up card per living player"
    assert all("_" not in c.split(":")[-1] for c in buttons), "positions, not card ids, on the table"
    v = await version(h, sid)
    refused = await h.click(table, bob, custom_id=buttons[0])
    # Whose pick it is, and that Bob's comes later (UX review #20).
    alice_name = (await h.bot.storage.get_session(sid)).seats[0].name
    assert (
        ephemeral_text(refused) == f"It's **{alice_name}**'s pick from the General Store; yours comes later."
    )
    refused = await h.click(table, outsider, custom_id=buttons[0])
    assert "not playing" in ephemeral_text(refused)
    assert await version(h, sid) == v
    pick = await h.click(table, alice, custom_id=buttons[0])
    assert pick.callback_type == 7, "the table is edited in place"
    pings = [m for m in h.channel_messages() if f"<@{bob.id}>" in (m.get("content") or "")]
    assert pings and "General Store" in pings[-1]["content"]
    table = h.message(lobby)
    buttons = [c for c in custom_ids(table) if ":act:" in c]
    assert len(buttons) == 3
    d = await pending_decision(h, sid)
    assert d.seat == 1, "Bob picks now: Alice has had hers"
    bob_name = (await h.bot.storage.get_session(sid)).seats[1].name
    v = await version(h, sid)
    done = await h.click(table, alice, custom_id=buttons[0])
    assert (
        ephemeral_text(done)
        == f"It's **{bob_name}**'s pick from the General Store; you have already taken yours."
    )
    assert await version(h, sid) == v
    await h.click(table, bob, custom_id=buttons[-1])
    table = h.message(lobby)
    assert not [c for c in custom_ids(table) if ":act:" in c], "the AIs picked the rest"
    assert "General Store" in table["embeds"][0]["fields"][-1]["value"]


async def test_eight_player_table_shows_every_seat_and_fits(harness_factory, tmp_path, clock):  # noqa: F811
    """8 seats: one field per seat in order (Sheriff marked), turn/phase/pending line, within the
    embed limits; the hand shows the role and the distance to every other player."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    human = h.members[0]
    lobby = await open_game(h, 1, 7)
    embed = h.message(lobby)["embeds"][0]
    seat_fields = [f for f in embed["fields"] if "❤️" in f["value"] or "💀" in f["name"]]
    assert len(seat_fields) == 8
    assert sum("⭐" in f["name"] for f in seat_fields) == 1
    assert "turn" in embed["description"] and "phase" in embed["description"]
    assert "⏳ Waiting for" in embed["description"] and "<t:" in embed["description"]
    dm = h.last_dm(human)["embeds"][0]
    distances = next(f for f in dm["fields"] if f["name"].startswith("📏"))
    assert distances["value"].count(":") == 7
    assert any(role in dm["description"] for role in ("Sheriff", "Deputy", "Outlaw", "Renegade"))


async def test_lobby_options_deal_two_characters_and_expansion(harness_factory, tmp_path, clock):  # noqa: F811
    """Options show in the lobby; max_players caps the seats; deal_two_characters asks each human to
    choose; an out-of-range timeout is refused; the expansion starts (token supply on the table)."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    host = h.members[0]
    rec = await h.slash("bang start", host, deal_two_characters=True, turn_timeout=60, max_players=3)
    lobby = rec.message
    options = lobby["embeds"][0]["fields"][0]["value"]
    assert "Deal two characters" in options and "60 s" in options and "3–3 players" in options
    await h.click(lobby, host, label="Add AI")
    await h.click(lobby, host, label="Add AI")
    full = await h.click(lobby, host, label="Add AI")
    assert "full" in ephemeral_text(full)
    await h.click(lobby, host, label="Start")
    dm = h.last_dm(host)
    assert "Choose your character" in move_text(dm)
    assert len(labels(dm)) == 2
    await h.click(dm, host, label=labels(dm)[0])
    assert "🎭" in h.last_dm(host)["embeds"][0]["description"]
    await h.slash("bang end", host)
    bad = await h.slash("bang start", host, response_timeout=5)
    assert bad.ephemeral and "response_timeout" in ephemeral_text(bad)
    rec = await h.slash("bang start", host, expansion="armed_and_dangerous")
    await h.click(rec.message, host, label="Add AI")
    await h.click(rec.message, host, label="Add AI")
    assert "Armed & Dangerous: on" in rec.message["embeds"][0]["fields"][0]["value"]
    start = await h.click(rec.message, host, label="Start")
    assert not start.ephemeral, "the engine plays Armed & Dangerous"
    table = h.message(rec.message)
    assert "turn" in table["embeds"][0]["title"] and "supply" in table["embeds"][0]["footer"]["text"]


async def test_closed_dms_play_a_targeted_card_through_the_ephemeral_hand(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
):
    """DMs closed: one notice; "My hand" answers with an ephemeral hand whose card → target steps
    edit that ephemeral in place, and the final pick plays the card."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    alice = h.members[0]
    h.forbid_dms(alice)
    lobby = await open_game(h, 1, 3)
    sid = session_id(h.message(lobby))
    notices = [m for m in h.channel_messages() if "direct messages" in (m.get("content") or "")]
    assert len(notices) == 1
    shown = await h.click(lobby, alice, label="My hand")
    hand = shown.message
    assert shown.ephemeral and "Sheriff" in hand["embeds"][0]["description"]
    card_sel = next(s for s in selects(hand) if s["custom_id"].endswith(":card"))
    bang = next(o["value"] for o in card_sel["options"] if o["label"].startswith("BANG!"))
    v = await version(h, sid)
    with h.measure() as n:
        step = await h.click(hand, alice, values=[bang], custom_id=card_sel["custom_id"])
    assert step.callback_type == 7 and dict(n) == {"interaction_response": 1}, n
    target = next(s for s in selects(step.message) if s["custom_id"].endswith(":act"))
    assert "Target of BANG!" in target["placeholder"]
    assert await version(h, sid) == v, "choosing a card submits nothing"
    back = await h.click(step.message, alice, label="Back")
    assert any(s["custom_id"].endswith(":card") for s in selects(back.message))
    step = await h.click(back.message, alice, values=[bang], custom_id=card_sel["custom_id"])
    target = next(s for s in selects(step.message) if s["custom_id"].endswith(":act"))
    await h.click(step.message, alice, values=[target["options"][0]["value"]], custom_id=target["custom_id"])
    assert await version(h, sid) == v + 1
    assert any("plays BANG!" in line for line in (await h.bot.storage.get_session(sid)).recent_log)


async def test_restart_mid_game_old_dm_buttons_still_work(harness_factory, tmp_path, clock):  # noqa: F811
    """A new bot on the same SQLite file: the DM sent before the restart still plays."""
    from tests.cogs.conftest import make_bot

    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, clock, EXT, seed=SEED)
    alice = h.members[0]
    lobby = await open_game(h, 1, 3)
    sid = session_id(h.message(lobby))
    v = await version(h, sid)
    h = await h.restart(make_bot(db, clock, EXT, seed=SEED + 1), setup=lambda b: b.prepare())
    rec = await h.click(h.last_dm(alice), alice, label="End turn")
    assert not rec.ephemeral
    assert await version(h, sid) > v
    assert (
        "within" in h.message(lobby)["embeds"][0]["description"]
        or "<t:" in h.message(lobby)["embeds"][0]["description"]
    )


@pytest.mark.parametrize("expansion", ["none", "armed_and_dangerous"])
async def test_api_budget_with_three_humans(harness_factory, tmp_path, clock, expansion):  # noqa: F811
    """3 humans + 1 AI (also with Armed & Dangerous: token payments, placements and windows are
    clicks too): every accepted click costs one interaction response, at most one table edit, no
    new DM, at most one ping, and DM edits only for the other humans whose hand changed."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    members = h.members[:3]
    lobby = await open_game(h, 3, 1, expansion=expansion)
    sid = session_id(h.message(lobby))
    clicks = dm_edits = 0
    for _ in range(60):
        if (await h.bot.storage.get_session(sid)).status != "running":
            break
        mover = next((m for m in members if move_text(h.last_dm(m))), None)
        if mover is None or "General Store" in move_text(h.last_dm(mover)):  # a pick on the table
            table = h.message(lobby)
            d = await pending_decision(h, sid)
            mover, dm = members[d.seat], table
            cid = next(c for c in custom_ids(table) if ":act:" in c)
        else:
            dm = h.last_dm(mover)
            # The last button: End turn, take the hit, or the last choice.
            buttons = [c for c in custom_ids(dm) if ":act:" in c]
            cid = buttons[-1] if buttons else None
            if cid is None:  # only a select (discard, tokens): pick its first option(s)
                s = selects(dm)[0]
                values = [o["value"] for o in s["options"][: s.get("min_values", 1)]]
                with h.measure() as n:
                    await h.select(dm, mover, values, custom_id=s["custom_id"])
                clicks += 1
                dm_edits += n["dm_edit"]
                continue
        with h.measure() as n:
            await h.click(dm, mover, custom_id=cid)
        clicks += 1
        dm_edits += n["dm_edit"]
        assert n["interaction_response"] == 1, n
        assert n["message_edit"] <= 1 and n["message_send"] <= 1 and n["dm_send"] == 0, n
        assert n["dm_edit"] <= 2, n
    assert clicks >= 20
    print(f"budget: {clicks} clicks, {dm_edits} DM edits of other humans")
    assert dm_edits < clicks * 2, "other humans' DMs are not edited after every click"
