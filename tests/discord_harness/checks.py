"""Settling the bot's tasks, and the checks that fail a test."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from tests import discord_spec as spec_rules
from tests.discord_harness.core import HarnessCore
from tests.discord_harness.records import InteractionRecord


class Checks(HarnessCore):
    """Settling the bot's tasks and the checks that fail a test (violations, unanswered interactions)."""

    # ---------------------------------------------------------------- settle and checks

    def _is_bot_task(self, task: asyncio.Task[Any]) -> bool:
        name = task.get_name()
        if name.startswith(self.settle_prefixes):
            return True
        coro = task.get_coro()
        return getattr(coro, "__name__", None) == "_run_event"

    async def settle(self, *, timeout: float = 10.0, check: bool = True) -> None:
        """Wait until no CommandTree / discord-ui / event task is pending; then raise recorded breaches.

        With ``check`` it raises AssertionError for limit violations, double acks and exceptions
        logged by discord.py (``Ignoring exception in ...``) since the last check.
        """
        me = asyncio.current_task()
        deadline = asyncio.get_running_loop().time() + timeout
        quiet_rounds = 0
        while quiet_rounds < 3:
            pending = [
                t for t in asyncio.all_tasks() if t is not me and not t.done() and self._is_bot_task(t)
            ]
            if not pending:
                if not quiet_rounds:
                    self.quiet_at = time.perf_counter()
                quiet_rounds += 1
                await asyncio.sleep(0)
                continue
            quiet_rounds = 0
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                raise AssertionError(
                    f"settle(): tasks still running after {timeout}s: {[t.get_name() for t in pending]}"
                )
            await asyncio.wait(pending, timeout=remaining)
        if check:
            self.raise_problems()

    def raise_problems(self) -> None:
        """Raise AssertionError for recorded limit violations, double acks and logged bot errors."""
        problems = list(self.violations)
        for r in self.errors:
            exc = r.exc_info[1] if r.exc_info else None
            problems.append(f"discord.py logged: {r.getMessage()} ({exc!r})")
        if problems:
            self.violations.clear()
            self.errors.clear()
            raise AssertionError("Discord harness problems:\n  " + "\n  ".join(problems))

    def pop_violations(self) -> list[str]:
        """Take (and clear) recorded limit violations and logged errors, for tests that expect them."""
        out = list(self.violations) + [r.getMessage() for r in self.errors]
        self.violations.clear()
        self.errors.clear()
        return out

    def assert_answered(self, rec: InteractionRecord) -> None:
        """Exactly one initial response, and no rejected (double/late) response attempts."""
        n = len(rec.initial_responses)
        if n == 0:
            raise AssertionError(
                f"interaction {rec.id} (type {rec.type}, custom_id={rec.custom_id!r}) got no response: "
                f'the user sees "This interaction failed"'
            )
        if n > 1 or rec.rejected_responses:
            errs = [repr(c.error) for c in rec.rejected_responses]
            raise AssertionError(f"interaction {rec.id} answered {n} times; rejected attempts: {errs}")

    def verify(self) -> None:
        """Every non-waived interaction answered exactly once; no outstanding violations or errors;
        every icon in every message version the bot produced is a real emoji."""
        for rec in self.interactions.values():
            if not rec.waived:
                self.assert_answered(rec)
        self.raise_problems()
        self.assert_icons_are_emoji()

    def assert_icons_are_emoji(self) -> None:
        """Walk every version of every message (channel, DM, ephemeral) for non-emoji icons in text."""
        bad: set[str] = set()
        for versions in self.versions.values():
            for version in versions:
                for text in spec_rules.message_texts(version):
                    bad.update(spec_rules.text_icon_problems(text))
        if bad:
            raise AssertionError(
                "Icons that are not emoji in what players read:\n  " + "\n  ".join(sorted(bad))
            )
