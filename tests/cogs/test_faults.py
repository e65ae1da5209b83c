"""Replies that fail safely (issue 9, item 3), through the real discord.py dispatch path.

Every fault Discord can answer with — 10062 (late ack), 40060 (already acknowledged), 403/50007
(closed DMs), 404 on the table, 429, 500, 503 and a timeout — is injected into an accepted action
of each of the four games. The action must stay committed, nothing may be logged at ERROR (the
harness fails the test on ERROR logs of discord/bot/cogs), the player is never told to try again,
and once the faults are consumed the table and every DM hand show what the renderers make of the
stored state now.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import discord
import pytest

from bot.ui import Payload, apology, applied, message_for
from engines.bang_and_twang import GAME as BT_GAME
from engines.bang_and_twang.actions import MoveRiff
from tests import discord_harness
from tests.backends import sql
from tests.cogs import test_bang_and_twang_flow as bt
from tests.cogs import test_bang_flow as bang
from tests.cogs import test_forest_gangs_flow as fg
from tests.cogs import test_whizz_bing_bang_flow as wbb
from tests.cogs.conftest import Clock, custom_ids, start_harness
from tests.discord_harness import (
    DM_EDIT,
    FOLLOWUP_SEND,
    INTERACTION_RESPONSE,
    MESSAGE_EDIT,
    MESSAGE_SEND,
    ApiCall,
    Harness,
    InteractionRecord,
    harness_factory,  # noqa: F401  (pytest fixture)
    http_error,
)

RETRY_AFTER_S = 0.25
"""The `retry_after` our injected 429s carry (the presenter must wait exactly this)."""


# --------------------------------------------------------------------------------------------
# Faults
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RateLimitResponse:
    """An aiohttp-like response of a 429, with Discord's rate-limit headers."""

    status: int = 429
    reason: str = "Too Many Requests"
    headers: dict[str, str] = field(
        default_factory=lambda: {"Retry-After": "1", "X-RateLimit-Reset-After": str(RETRY_AFTER_S)}
    )


def rate_limited() -> discord.HTTPException:
    """A 429 as discord.py raises it once its own retries are spent (the wait is in the headers)."""
    body = {
        "code": 0,
        "message": "You are being rate limited.",
        "retry_after": RETRY_AFTER_S,
        "global": False,
    }
    return discord.HTTPException(RateLimitResponse(), body)  # type: ignore[arg-type]


FAULTS: dict[str, Callable[[], BaseException]] = {
    "10062": lambda: http_error(404, 10062, "Unknown interaction"),
    "40060": lambda: http_error(400, 40060, "Interaction has already been acknowledged."),
    "403": lambda: http_error(403, 50007, "Cannot send messages to this user"),
    "404": lambda: http_error(404, 10008, "Unknown Message"),
    "429": rate_limited,
    "500": lambda: http_error(500, 0, "Internal Server Error"),
    "503": lambda: http_error(503, 0, "Service Unavailable"),
    "timeout": lambda: TimeoutError(),  # asyncio.TimeoutError is this builtin since 3.11
}
TRANSIENT = ("429", "500", "503", "timeout")
"""Faults that hit every kind of request: the reply, the table edit and the DM edits."""


class Faults:
    """Injected faults that stop firing once the scenario is over (a repeated fault = one per call).

    Each `add` is one `h.fail_next`; `off()` makes the ones not consumed inert, so a leftover can
    never hit a later, unrelated request.
    """

    def __init__(self, h: Harness) -> None:
        self.h = h
        self.active = True
        self.errors: list[BaseException] = []

    def add(
        self,
        kind: str,
        fault: str,
        *,
        times: int = 1,
        side_effect: Callable[[ApiCall], None] | None = None,
        make: Callable[[], BaseException] | None = None,
        only: Callable[[ApiCall], bool] | None = None,
    ) -> None:
        """`only`: the calls of `kind` this fault may hit (default: any)."""
        for _ in range(times):
            error = (make or FAULTS[fault])()
            self.errors.append(error)

            def where(call: ApiCall) -> bool:
                if not self.active or (only is not None and not only(call)):
                    return False
                if side_effect is not None:
                    side_effect(call)
                return True

            self.h.fail_next(kind, error, where=where)

    def fired(self) -> list[BaseException]:
        """The injected errors some request has met so far."""
        met = {id(c.error) for c in self.h.calls if c.error is not None}
        return [e for e in self.errors if id(e) in met]

    def all_fired(self) -> bool:
        return len(self.fired()) == len(self.errors)

    def off(self) -> None:
        self.active = False


def acknowledged_elsewhere(h: Harness) -> Callable[[ApiCall], None]:
    """Side effect of a 40060: Discord says the interaction WAS answered (e.g. by a duplicate
    delivery), so the harness is told it has an accepted answer and follow-ups work, as on Discord."""

    def mark(call: ApiCall) -> None:
        rec = h.interactions.get(int(call.interaction_id or 0))
        answered = rec is not None and any(c is not call and c.error is None for c in rec.initial_responses)
        if rec is not None and not answered:
            ghost = ApiCall(
                kind=INTERACTION_RESPONSE,
                method="POST",
                path=call.path,
                callback_type=6,
                interaction_id=rec.id,
                at=rec.dispatched_at,
            )
            rec.calls.insert(0, ghost)

    return mark


class Sleeps:
    """The presenter's injectable sleep: records each wait and never really sleeps."""

    def __init__(self) -> None:
        self.waits: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)
        await asyncio.sleep(0)


@contextmanager
def lenient(h: Harness) -> Iterator[list[InteractionRecord]]:
    """Dispatch interactions without the harness's "answered exactly once" check (a reply we made
    fail on purpose is a rejected response); yields the interactions made, for our own checks."""
    real = h.dispatch
    made: list[InteractionRecord] = []

    async def dispatch(payload: dict[str, Any], *, settle: bool = True, expect_response: bool = True) -> Any:
        rec = await real(payload, settle=settle, expect_response=False)
        made.append(rec)
        return rec

    h.dispatch = dispatch  # type: ignore[method-assign]
    try:
        yield made
    finally:
        h.dispatch = real  # type: ignore[method-assign]


# --------------------------------------------------------------------------------------------
# What users see vs what the renderers make of the stored state
# --------------------------------------------------------------------------------------------


def _norm(value: Any) -> Any:
    return json.loads(json.dumps(value, default=str))


def shown(msg: dict[str, Any]) -> dict[str, Any]:
    """A message as users see it (content, embeds, components)."""
    return _norm(
        {
            "content": msg.get("content") or "",
            "embeds": msg.get("embeds") or [],
            "components": msg.get("components") or [],
        }
    )


def rendered(payload: Payload) -> dict[str, Any]:
    """A payload as it would show once sent."""
    view = payload.view()
    return _norm(
        {
            "content": payload.content or "",
            "embeds": [e.to_dict() for e in payload.embeds],
            "components": view.to_components() if view is not None else [],
        }
    )


async def table_now(h: Harness, sid: str) -> dict[str, Any]:
    """The session's current table message (it moves when a deleted table is posted again)."""
    stored = await h.bot.storage.message(sid, "table")
    assert stored is not None, "the session has no table"
    return h.message(stored[1])


def member(h: Harness, user_id: int | None) -> discord.Member:
    return next(m for m in h.members if m.id == user_id)


async def blocked_ids(h: Harness, sid: str) -> frozenset[int]:
    record = await h.bot.storage.get_session(sid)
    assert record is not None
    return frozenset(s.user_id for s in record.seats if s.dm_blocked and s.user_id)


async def assert_current(h: Harness, sid: str) -> None:
    """The table and every human's hand (DM, or My hand for closed DMs) show the stored state now."""
    storage, presenter = h.bot.storage, h.bot.presenter
    record = await storage.get_session(sid)
    assert record is not None
    engine = h.bot.sessions.engine_of(record) if record.status == "running" else None
    payload = presenter.table_payload(record, engine)
    stored = await storage.message(sid, "table")
    assert stored is not None
    assert shown(h.message(stored[1])) == rendered(payload), "the table is stale"
    assert stored[2] == payload.digest()
    if engine is None:
        return
    renderer = presenter.renderer(record.game)
    for seat, info in enumerate(record.seats):
        if not info.human or info.user_id is None:
            continue
        if info.dm_blocked:
            mine = renderer.hand(record, engine, seat, dm=False)
            if mine is None:
                continue
            rec = await h.click(await table_now(h, sid), member(h, info.user_id), label="My hand")
            assert rec.ephemeral and rec.message is not None
            assert shown(rec.message) == rendered(mine), f"seat {seat}'s My hand is stale"
            continue
        hand = renderer.hand(record, engine, seat, dm=True)
        if hand is None:
            continue
        dm = await storage.message(sid, "hand", seat)
        assert dm is not None and dm[1], f"seat {seat} has no DM hand"
        assert shown(h.message(dm[1])) == rendered(hand), f"seat {seat}'s DM hand is stale"
        assert dm[2] == hand.digest()


def said(h: Harness, since: int) -> list[str]:
    """Every text the bot sent from call index `since` on (contents of replies, follow-ups, posts)."""
    out = []
    for call in h.calls[since:]:
        body = call.payload or {}
        data = body.get("data") if call.kind == INTERACTION_RESPONSE else body
        if isinstance(data, dict) and data.get("content"):
            out.append(str(data["content"]))
    return out


def reply_texts(rec: InteractionRecord) -> list[str]:
    """Contents of the accepted answers of one interaction (initial response and follow-ups)."""
    texts = []
    for call in rec.calls:
        if call.error is not None or call.kind not in (INTERACTION_RESPONSE, FOLLOWUP_SEND):
            continue
        body = call.payload or {}
        data = body.get("data") if call.kind == INTERACTION_RESPONSE else body
        if isinstance(data, dict):
            texts.append(str(data.get("content") or ""))
    return texts


# --------------------------------------------------------------------------------------------
# The four games: open a table with humans by clicks, and make the next accepted action
# --------------------------------------------------------------------------------------------


@dataclass
class Game:
    """One game, driven by its own flow tests' helpers."""

    key: str
    ext: tuple[str, ...]
    dms: bool
    open: Callable[[Harness], Awaitable[Any]]
    act: Callable[[Harness, Clock, str], Awaitable[None]]
    humans: int = 3


async def fg_open(h: Harness) -> None:
    await fg.open_table(h, players=3)


async def fg_act(h: Harness, clock: Clock, sid: str) -> None:
    """The first human with a choice picks it from their DM hand (their choice, then the reveal)."""
    blocked = await blocked_ids(h, sid)
    for m in h.members[:3]:
        if m.id in blocked:
            continue
        ids = custom_ids(fg.hand_dm(h, m))
        if ids:
            await h.click(fg.hand_dm(h, m), m, custom_id=ids[0])
            return
    raise AssertionError("no Forest Gangs player has a choice")


async def bang_open(h: Harness) -> None:
    await bang.open_game(h, 2, 1)


async def bang_act(h: Harness, clock: Clock, sid: str) -> None:
    """The human who must decide clicks their hand's last button (or the first options of its
    select), as tests/cogs/test_bang_flow.py's budget test does; a General Store pick is on the
    table. Their hand is the DM, or My hand when the DM is closed or shows nothing to do."""
    d = await bang.pending_decision(h, sid)
    record = await h.bot.storage.get_session(sid)
    m = member(h, record.seats[d.seat].user_id)
    hand = None if m.id in await blocked_ids(h, sid) else h.last_dm(m)
    if hand is None or not bang.move_text(hand):
        hand = (await h.click(await table_now(h, sid), m, label="My hand")).message or {}
    buttons = [c for c in custom_ids(hand) if ":act:" in c]
    if buttons:
        await h.click(hand, m, custom_id=buttons[-1])
    elif bang.selects(hand):
        s = bang.selects(hand)[0]
        picks = [o["value"] for o in s["options"][: max(1, int(s.get("min_values") or 1))]]
        await h.select(hand, m, picks, custom_id=s["custom_id"])
    else:
        table = await table_now(h, sid)
        await h.click(table, m, custom_id=next(c for c in custom_ids(table) if ":act:" in c))


async def bt_open(h: Harness) -> None:
    await bt.open_table(h, 3)


async def bt_act(h: Harness, clock: Clock, sid: str) -> None:
    """The deciding human clicks what the engine's AI would choose (table riff buttons or their
    hand; My hand when their DMs are closed). If the button is not on the table as shown (a table
    edit failed for good), the decision times out instead: that is the next action."""
    record, engine = await bt.engine_now(h)
    d = engine.open_decisions()[-1]
    action = BT_GAME.choose_ai_action(engine, d.seat, random.Random(record.version))
    m = bt.member_of(h, record, d.seat)
    options = [bt.encode(action)]
    if isinstance(action, MoveRiff):  # one button per distinct resulting riff (as bt.click_action)
        riff = engine.state.riff
        options += [
            ("move", f"{s}{t}")
            for s in (1, 2, 3)
            for t in (1, 2, 3)
            if s != t and bt.moved(riff, s, t) == bt.moved(riff, action.src, action.dst)
        ]
    blocked = await blocked_ids(h, sid)
    for verb, arg in options:
        where = await table_now(h, sid)
        hit = bt.find_on(where, f"{bt.KEY}:{record.id}:t{engine.turn}", verb, arg)
        if hit is None:
            if m.id in blocked:
                where = (await h.click(where, m, label="My hand")).message or {}
            else:
                where = h.last_dm(m)
            hit = bt.find_on(where, f"{bt.KEY}:{record.id}:d{action.decision_id}", verb, arg)
        if hit is not None:
            cid, value = hit
            await h.click(where, m, custom_id=cid, values=[value] if value else None)
            return
    clock.now += 3600
    assert await h.bot.scheduler.fire_due() >= 1
    await h.settle()


async def wbb_open(h: Harness) -> None:
    await wbb.open_table(h, 3)


async def wbb_act(h: Harness, clock: Clock, sid: str) -> None:
    """A press on the table, then the ruling the clock brings (a table edit and an announcement):
    in the call phase a player presses out of turn; in the punish phase the window closes."""
    v = await wbb.view(h)
    clock.now += 0.3
    members = h.members[:3]
    if v.phase == "call":
        other = next(s for s in range(3) if s != v.active)
        await wbb.press(h, await table_now(h, sid), members[other], "Whizz")
        await wbb.tick(h, clock, 1.1)
    elif v.phase == "punish":
        await wbb.tick(h, clock, 6)
    else:  # a Boom: everyone slaps
        clock.now = (v.phase_start_ms + 500) / 1000
        for k in range(3):
            await wbb.press(
                h, await table_now(h, sid), members[k], "BOOM", at_ms=v.phase_start_ms + 300 + 50 * k
            )


GAMES = {
    "forest_gangs": Game("forest_gangs", fg.EXT, True, fg_open, fg_act),
    "bang": Game("bang", bang.EXT, True, bang_open, bang_act, humans=2),
    "bang_and_twang": Game("bang_and_twang", bt.EXT, True, bt_open, bt_act),
    "whizz_bing_bang": Game("whizz_bing_bang", wbb.EXT, False, wbb_open, wbb_act),
}


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    c = Clock()
    # Discord's clock in the harness (ids, edited_timestamp) = the test clock (Whizz Bing Bang
    # times presses by snowflakes; the other games don't mind).
    monkeypatch.setattr(discord_harness.snowflakes, "_now_ms", lambda: round(c.now * 1000))
    return c


async def started(
    harness_factory: Any, tmp_path: Any, clock: Clock, game: Game
) -> tuple[Harness, str, Sleeps]:
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, game.ext)
    sleeps = Sleeps()
    h.bot.presenter.sleep = sleeps
    await game.open(h)
    record = await h.bot.storage.live_session(h.channel.id)
    assert record is not None and record.status == "running"
    await assert_current(h, record.id)
    return h, record.id, sleeps


async def version(h: Harness, sid: str) -> int:
    record = await h.bot.storage.get_session(sid)
    assert record is not None
    return record.version


async def act_until_consumed(
    h: Harness, clock: Clock, game: Game, sid: str, faults: Faults
) -> list[InteractionRecord]:
    """Accepted actions (each committed, none answered "try again") until every fault has fired."""
    made: list[InteractionRecord] = []
    for _ in range(12):
        before, since = await version(h, sid), len(h.calls)
        with lenient(h) as recs:
            await game.act(h, clock, sid)
        made += recs
        assert await version(h, sid) > before, "the action was committed"
        texts = said(h, since)
        assert not any(apology() in t or "try again" in t.lower() for t in texts), texts
        for rec in recs:
            if not any(c.error is not None for c in rec.calls if c.kind == INTERACTION_RESPONSE):
                h.assert_answered(rec)  # interactions we did not break are answered exactly once
        if faults.all_fired():
            return made
    raise AssertionError(f"the faults never hit: {len(faults.fired())}/{len(faults.errors)} fired")


def inject(h: Harness, game: Game, fault: str) -> Faults:
    """Put `fault` on every request of the next actions it can hit."""
    faults = Faults(h)
    if fault == "10062":
        faults.add(INTERACTION_RESPONSE, fault)
    elif fault == "40060":
        faults.add(INTERACTION_RESPONSE, fault, side_effect=acknowledged_elsewhere(h))
    elif fault == "403":
        if game.dms:
            faults.add(DM_EDIT, fault)  # a player closed their DMs: the closed-DM path
        else:
            # Whizz Bing Bang has no DMs: a 403 (here 50013, Missing Permissions) on the table edit.
            faults.add(MESSAGE_EDIT, fault, make=lambda: http_error(403, 50013, "Missing Permissions"))
    elif fault == "404":
        faults.add(MESSAGE_EDIT, fault)  # the table message was deleted
    else:
        faults.add(INTERACTION_RESPONSE, fault)
        faults.add(MESSAGE_EDIT, fault)
        if game.dms:
            faults.add(DM_EDIT, fault)
    return faults


# --------------------------------------------------------------------------------------------
# The matrix: every fault × every game
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("fault", list(FAULTS))
@pytest.mark.parametrize("key", list(GAMES))
async def test_a_fault_never_loses_an_accepted_action(harness_factory, tmp_path, clock, key, fault):  # noqa: F811
    """The action stays committed, nobody is told to retry, and the table and hands end current."""
    game = GAMES[key]
    h, sid, sleeps = await started(harness_factory, tmp_path, clock, game)
    old_table = (await h.bot.storage.message(sid, "table"))[1]
    start = len(h.calls)
    faults = inject(h, game, fault)
    recs = await act_until_consumed(h, clock, game, sid, faults)
    faults.off()
    await h.settle()

    refused = [r for r in recs if any(c.error is not None for c in r.calls if c.kind == INTERACTION_RESPONSE)]
    if fault == "10062":
        (rec,) = refused
        assert not rec.responded and not rec.followups, "a dead token gets nothing more"
        assert len([c for c in rec.calls if c.kind == INTERACTION_RESPONSE]) == 1
    elif fault == "40060":
        (rec,) = refused
        assert [c for c in rec.calls if c.kind == INTERACTION_RESPONSE][-1].error is not None, (
            "no second answer"
        )
        assert reply_texts(rec) == [applied()], "a follow-up says it was done"
        assert rec.followups[0].ephemeral
    elif fault in TRANSIENT:
        (rec,) = refused
        assert rec.responded and rec.ephemeral and reply_texts(rec) == [applied()], reply_texts(rec)
        assert len(sleeps.waits) == len(faults.errors) - 1, "each failed table/DM edit was retried once"
        if fault == "429":
            assert sleeps.waits == [RETRY_AFTER_S] * len(sleeps.waits), "429 waits retry_after"
    else:
        assert not refused, "the reply itself went through"
    if fault == "403" and game.dms:
        assert await blocked_ids(h, sid), "the seat whose DM was refused is marked dm_blocked"
        assert any("can't send you direct messages" in t for t in said(h, start))
    if fault == "404":
        new_table = (await h.bot.storage.message(sid, "table"))[1]
        assert new_table != old_table, "a new table was posted"
        assert any(c.kind == MESSAGE_SEND and c.message_id == new_table for c in h.calls[start:])
    if fault == "403" and not game.dms:
        # A refused table edit is not retried and leaves the digest alone: the next action repairs it.
        assert not sleeps.waits
        record = await h.bot.storage.get_session(sid)
        current = h.bot.presenter.table_payload(record, h.bot.sessions.engine_of(record))
        assert (await h.bot.storage.message(sid, "table"))[2] != current.digest(), "the table is stale"
        with lenient(h):
            await game.act(h, clock, sid)
    await assert_current(h, sid)


@pytest.mark.parametrize("key", list(GAMES))
async def test_a_table_edit_that_keeps_failing_is_left_to_the_next_action(
    harness_factory, tmp_path, clock, key, caplog
):  # noqa: F811
    """5xx on every attempt: a few short retries, a WARNING, the stored digest untouched; the next
    action edits the table again and it shows the current state."""
    game = GAMES[key]
    h, sid, sleeps = await started(harness_factory, tmp_path, clock, game)
    attempts = len(h.bot.presenter.retry_delays) + 1
    faults = Faults(h)
    faults.add(MESSAGE_EDIT, "503", times=attempts)
    with caplog.at_level(logging.WARNING, logger="bot.presenter"):
        await act_until_consumed(h, clock, game, sid, faults)
    faults.off()
    await h.settle()
    assert sleeps.waits == list(h.bot.presenter.retry_delays), "bounded backoff, then it gave up"
    assert any("Table edit failed" in r.getMessage() and r.levelno == logging.WARNING for r in caplog.records)
    record = await h.bot.storage.get_session(sid)
    engine = h.bot.sessions.engine_of(record) if record.status == "running" else None
    stored = await h.bot.storage.message(sid, "table")
    assert stored[2] != h.bot.presenter.table_payload(record, engine).digest(), "no digest for a failed edit"
    assert shown(h.message(stored[1])) != rendered(h.bot.presenter.table_payload(record, engine))
    with lenient(h):
        await game.act(h, clock, sid)
    await assert_current(h, sid)


@pytest.mark.parametrize("key", ["forest_gangs", "bang", "bang_and_twang"])
async def test_a_dm_edit_that_keeps_failing_is_left_to_the_next_change(harness_factory, tmp_path, clock, key):  # noqa: F811
    """A DM hand whose edit keeps timing out keeps its old digest, so it is edited again later (the
    other hands, edited together with it, are not held up)."""
    game = GAMES[key]
    h, sid, sleeps = await started(harness_factory, tmp_path, clock, game)
    attempts = len(h.bot.presenter.retry_delays) + 1
    faults = Faults(h)
    hit: list[int | None] = []

    def one_hand(call: ApiCall) -> bool:  # every attempt of the first DM edited, and only those
        if not hit:
            hit.append(call.channel_id)
        return call.channel_id == hit[0]

    faults.add(DM_EDIT, "timeout", times=attempts, only=one_hand)
    await act_until_consumed(h, clock, game, sid, faults)
    faults.off()
    await h.settle()
    assert len(sleeps.waits) == attempts - 1
    for _ in range(12):  # until that seat's hand changes again (or at once: the next DM edit retries it)
        try:
            await assert_current(h, sid)
            return
        except AssertionError:
            with lenient(h):
                await game.act(h, clock, sid)
    await assert_current(h, sid)


# --------------------------------------------------------------------------------------------
# Commands that answer after writing (start, /table, /end, /leave) and the lost version race
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("fault", ["10062", "503"])
async def test_start_whose_answer_fails_still_posts_a_working_lobby(harness_factory, tmp_path, clock, fault):  # noqa: F811
    """/start writes the lobby first: if Discord refuses the answer, the lobby is posted in the
    channel (and remembered), so Join and Start work."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, fg.EXT)
    h.bot.presenter.sleep = Sleeps()
    host, other = h.members[:2]
    h.fail_next(INTERACTION_RESPONSE, FAULTS[fault]())
    rec = await h.slash("forest_gangs start", host, expect_response=False)
    record = await h.bot.storage.live_session(h.channel.id)
    assert record is not None and record.status == "lobby"
    lobby = await table_now(h, record.id)
    assert "lobby" in lobby["embeds"][0]["title"]
    assert reply_texts(rec) == ([] if fault == "10062" else [applied()])
    await h.click(lobby, other, label="Join")
    await h.click(lobby, host, label="Start")
    assert (await h.bot.storage.get_session(record.id)).status == "running"
    await assert_current(h, record.id)


@pytest.mark.parametrize("command", ["table", "end", "leave"])
async def test_commands_whose_answer_fails_still_update_the_table(harness_factory, tmp_path, clock, command):  # noqa: F811
    """/table, /end and /leave after a refused answer: the table is posted or edited anyway."""
    game = GAMES["forest_gangs"]
    h, sid, _ = await started(harness_factory, tmp_path, clock, game)
    old_table = (await h.bot.storage.message(sid, "table"))[1]
    before = await version(h, sid)
    who = h.members[0] if command != "leave" else h.members[1]
    if command == "leave":  # /leave asks first: its "Leave the game" button is what writes
        ask = await h.slash("forest_gangs leave", who)
        h.fail_next(INTERACTION_RESPONSE, FAULTS["500"]())
        rec = await h.click(ask.message, who, label="Leave the game", expect_response=False)
    else:
        h.fail_next(INTERACTION_RESPONSE, FAULTS["500"]())
        rec = await h.slash(f"forest_gangs {command}", who, expect_response=False)
    assert reply_texts(rec) == [applied()]
    record = await h.bot.storage.get_session(sid)
    if command == "table":
        assert (await h.bot.storage.message(sid, "table"))[1] != old_table, "the table was posted again"
    elif command == "end":
        assert record.status == "finished"
        assert "game over" in (await table_now(h, sid))["embeds"][0]["title"]
    else:
        assert record.version > before and record.seats[1].left and record.seats[1].ai
    await assert_current(h, sid)


async def test_a_lost_version_race_is_answered_as_a_stale_button(harness_factory, tmp_path, clock, caplog):  # noqa: F811
    """Another writer commits between our load and our commit: ConcurrentUpdate, nothing written by
    us, the stale-button text, logged at INFO (not ERROR); the next click works."""
    game = GAMES["forest_gangs"]
    h, sid, _ = await started(harness_factory, tmp_path, clock, game)
    storage = h.bot.storage
    real_commit = storage.commit
    before = await storage.get_session(sid)
    actions_before = len(await storage.actions(sid))

    async def racing_commit(c: Any, **kw: Any) -> None:
        await sql(storage, "UPDATE sessions SET version = version + 1 WHERE id = ?", c.record.id)
        await real_commit(c, **kw)

    storage.commit = racing_commit  # type: ignore[method-assign]
    alice = h.members[0]
    dm = fg.hand_dm(h, alice)
    with caplog.at_level(logging.INFO, logger="bot.sessions"):
        rec = await h.click(dm, alice, custom_id=custom_ids(dm)[0])
    storage.commit = real_commit  # type: ignore[method-assign]
    assert rec.ephemeral and reply_texts(rec) == [message_for("forest_gangs", "stale_button")]
    assert reply_texts(rec) == [message_for(None, "stale_button")]
    after = await storage.get_session(sid)
    assert after.state == before.state and after.version == before.version + 1, (
        "only the other writer's change"
    )
    assert len(await storage.actions(sid)) == actions_before, "no action row was written"
    assert any("Lost a version race" in r.getMessage() and r.levelno == logging.INFO for r in caplog.records)
    again = await h.click(fg.hand_dm(h, alice), alice, custom_id=custom_ids(fg.hand_dm(h, alice))[0])
    assert not again.ephemeral
    assert (await storage.get_session(sid)).version == after.version + 1
    await assert_current(h, sid)


async def test_a_lost_race_in_the_lobby_is_a_stale_button(harness_factory, tmp_path, clock):  # noqa: F811
    """The lobby's version guard (update_lobby) loses a race: stale-button text, nobody joined."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, fg.EXT)
    host, other = h.members[:2]
    lobby = (await h.slash("forest_gangs start", host)).message
    storage = h.bot.storage
    real = storage.update_lobby

    async def racing(record: Any, expected: int) -> None:
        await sql(storage, "UPDATE sessions SET version = version + 1 WHERE id = ?", record.id)
        await real(record, expected)

    storage.update_lobby = racing  # type: ignore[method-assign]
    rec = await h.click(lobby, other, label="Join")
    storage.update_lobby = real  # type: ignore[method-assign]
    assert rec.ephemeral and reply_texts(rec) == [message_for(None, "stale_button")]
    record = await storage.live_session(h.channel.id)
    assert [s.user_id for s in record.seats] == [host.id]
    assert "Players 1/" in h.message(lobby)["embeds"][0]["description"], "the lobby shows nobody joined"


async def test_a_retry_never_overwrites_a_newer_table(harness_factory, tmp_path, clock):  # noqa: F811
    """A table edit waiting to retry, and a newer action meanwhile: the newer action's publish waits
    for the one in progress (one publish of a session at a time), then draws the newest state: the
    table ends current."""
    game = GAMES["forest_gangs"]
    h, sid, _ = await started(harness_factory, tmp_path, clock, game)
    sessions, presenter = h.bot.sessions, h.bot.presenter
    carol = h.members[2]
    newer: list[Any] = []

    class NewerActionMeanwhile(Sleeps):
        async def __call__(self, seconds: float) -> None:
            await super().__call__(seconds)
            if not newer:  # while the first edit waits, Carol leaves: a newer table is published
                outcome = await sessions.set_seat(h.channel.id, carol.id, "forfeit")
                newer.append(asyncio.ensure_future(presenter.publish(outcome, None)))

    presenter.sleep = NewerActionMeanwhile()
    faults = Faults(h)
    faults.add(MESSAGE_EDIT, "503")
    await act_until_consumed(h, clock, game, sid, faults)
    faults.off()
    assert newer, "the first table edit failed and waited to retry"
    await newer[0]
    await h.settle()
    record = await h.bot.storage.get_session(sid)
    assert record.seats[2].left
    await assert_current(h, sid)


@pytest.mark.parametrize("key", ["forest_gangs", "bang", "bang_and_twang"])
async def test_a_deleted_dm_hand_is_sent_again(harness_factory, tmp_path, clock, key):  # noqa: F811
    """404 on a DM edit (the player deleted the hand): a new DM carries the hand at once."""
    game = GAMES[key]
    h, sid, _ = await started(harness_factory, tmp_path, clock, game)
    before = {seat: await h.bot.storage.message(sid, "hand", seat) for seat in range(game.humans)}
    faults = Faults(h)
    faults.add(DM_EDIT, "404")
    await act_until_consumed(h, clock, game, sid, faults)
    faults.off()
    await h.settle()
    after = {seat: await h.bot.storage.message(sid, "hand", seat) for seat in range(game.humans)}
    moved = [seat for seat in before if before[seat][1] != after[seat][1]]
    assert len(moved) == 1, "exactly the deleted hand was sent again"
    await assert_current(h, sid)
