"""How an accepted change is written: AI seats move on, idle strikes, then one commit (state,
action rows, deadlines, results) before anyone is answered (docs/ARCHITECTURE.md C9)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from bot.i18n import table_language
from bot.i18n import text as words_for
from bot.sessions.context import _committed
from bot.sessions.core import SessionCore
from bot.sessions.options import (
    AI_FILL,
    AI_STEP_LIMIT,
    LESSON,
)
from bot.sessions.outcome import Outcome, SessionError, Step
from bot.standings import standing as standing_of
from bot.storage import ActionRow, Commit, ConcurrentUpdate, SessionRecord
from engines.base import Engine, Seat, ai_rng, to_json
from engines.common.strength import choose as choose_move
from engines.common.strength import searches

log = logging.getLogger("bot.sessions")


class SessionWrites(SessionCore):
    """The write path every change of a session ends in."""

    def _idle_strike(self, record: SessionRecord, seat: Seat, outcome: Outcome) -> None:
        info = record.seats[seat]
        if not info.human or record.options.get(AI_FILL) is False:
            return  # (a server that turned AI fill off keeps the player seated: the timeouts play on)
        info.idle_strikes += 1
        limit = self.idle_strikes_before_ai
        lang, count = table_language(record), info.idle_strikes
        if info.idle_strikes >= limit:
            info.ai = True
            takeback = words_for(lang, "cmd-takeback")
            note = words_for(
                lang,
                "note-idle-ai",
                who=f"<@{info.user_id}>",
                count=count,
                game=record.game,
                takeback=takeback,
            )
            outcome.logged[note] = words_for(
                lang, "note-idle-ai", who=info.name, count=count, game=record.game, takeback=takeback
            )
        elif info.idle_strikes == limit - 1:
            note = words_for(lang, "note-idle-warning", who=f"<@{info.user_id}>", count=count)
            outcome.logged[note] = words_for(lang, "note-idle-warning-log", who=info.name, count=count)
        else:
            return
        outcome.notes.append(note)
        outcome.mentions.append(info.user_id or 0)

    async def _run_ai(self, record: SessionRecord, engine: Engine[Any], outcome: Outcome) -> None:
        """Let AI seats act until a human (or the clock) must move next.

        Each seat plays at its strength (`SeatInfo.strength`); a hard seat's search runs off the
        event loop within the deadline (`bot.thinker`), and its answer is applied here like
        every other move, checked by the engine and committed with the rest."""
        game = self.game(record.game)
        for _ in range(AI_STEP_LIMIT):
            if engine.result is not None:
                return
            acted = False
            for seat in engine.to_act():
                info = record.seats[seat]
                if not info.ai:
                    continue
                rng = ai_rng(record.seed, seat, record.version * 1000 + len(outcome.steps))
                if searches(game, info.strength):
                    action = await self.thinker.choose(game, engine, seat, rng)
                else:
                    action = choose_move(game, info.strength, engine, seat, rng)
                if action is None:
                    continue
                events = engine.apply(seat, action)
                outcome.steps.append(Step(seat, action, events))
                acted = True
                break
            if not acted:
                return
        raise RuntimeError(f"AI did not stop acting in session {record.id}")

    async def _commit(
        self,
        record: SessionRecord,
        expected: int,
        engine: Engine[Any],
        outcome: Outcome,
        meanwhile: Callable[[Outcome], None] | None = None,
        *,
        initial_state: str | None = None,
    ) -> None:
        """Write everything the outcome changed in one transaction (`Commit.meanwhile`, and
        `initial_state`, the first position of a game this commit starts: see storage)."""
        now = self.clock()
        hook = self.before_commit.get(record.game)
        if hook is not None:
            hook(outcome)
        if engine.result is None and not any(s.human for s in record.seats):
            record.status = "finished"
            outcome.finished = True
            outcome.notes.append(words_for(table_language(record), "note-everyone-left"))
        result = None
        standing = None
        if engine.result is not None:
            record.status = "finished"
            outcome.finished = True
            res = engine.result
            winners = set(res.winners)
            players = [
                (i, info, i in winners, res.scores[i] if i < len(res.scores) else None)
                for i, info in enumerate(record.seats)
            ]
            result = (res.summary, players)
            standing = standing_of(engine, len(record.seats))
            log.info("Game ended session=%s game=%s seed=%s", record.id, record.game, record.seed)
            if record.options.get(LESSON):  # a lesson counts nowhere: no stats, ratings or history
                result, standing = None, None
        line = self.event_line.get(record.game)
        if line is not None:
            for step in outcome.steps:
                for event in step.events:
                    if event.audience.sees(None):
                        text = line(event, record)
                        if text:
                            record.recent_log.append(text)
        record.recent_log.extend(outcome.logged.get(n, n) for n in outcome.notes)
        record.recent_log = record.recent_log[-max(self.log_lines, 1) :]
        record.state = engine.dump()
        open_keys = {
            f"d{d.id}": now + d.timeout_s for d in engine.open_decisions() if record.seats[d.seat].human
        }
        timers = self.timers.get(record.game)
        if timers is not None and record.status == "running":
            open_keys.update(timers.deadlines(record, engine, now))
        commit = Commit(
            record=record,
            expected_version=expected,
            actions=[ActionRow(s.seat, to_json(s.action)) for s in outcome.steps],
            deadlines_set=open_keys,
            deadlines_keep=set(open_keys),
            result=result,
            standing=standing,
            meanwhile=(lambda: meanwhile(outcome)) if meanwhile is not None else None,
            initial_state=initial_state,
        )
        # A stored deadline is never moved: keep the due times already in the table.
        record.deadlines = {k: record.deadlines.get(k, due) for k, due in open_keys.items()}
        try:
            await self.storage.commit(commit)
        except ConcurrentUpdate:
            self._forget(record.id)
            self.index.forget(record.id, record.channel_id)
            log.info("Lost a version race session=%s expected=%s: nothing written", record.id, expected)
            raise SessionError("stale_button") from None
        except BaseException:
            self._forget(record.id)
            self.index.forget(record.id, record.channel_id)  # it may have landed (a cancel mid-commit)
            raise
        _committed(record.id)
        self.index.wrote(record, engine)
        self._keep_engine(record, engine)
        self._keep_record(record)
        if record.status != "running":
            self._forget(record.id)
        if self.on_deadlines_changed is not None:
            self.on_deadlines_changed()

    async def _update(self, record: SessionRecord, expected: int) -> None:
        """Write a lobby/seat change; a lost version race is a stale button (nothing was written)."""
        try:
            await self.storage.update_lobby(record, expected)
        except ConcurrentUpdate:
            self._forget(record.id)
            self.index.forget(record.id, record.channel_id)
            log.info("Lost a version race session=%s expected=%s: nothing written", record.id, expected)
            raise SessionError("stale_button") from None
        _committed(record.id)
        self.index.wrote(record, None, expected)
        self._keep_record(record)
