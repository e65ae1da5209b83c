"""Whizz Bing Bang in the terminal: you type the words, AI players react in real time.

The loop is pure apart from the two functions it is given: `clock_ms()` (the caller's clock, in
ms) and `read_line(timeout_s)` (a line typed before the timeout, or None). Typed words are timed
by that clock the moment they are read, exactly as Discord inputs are timed by their snowflakes.

What it prints and which typed words it knows come from a `Speech`: English here; the bot's terminal
passes another language's (cogs/whizz_bing_bang/terminal_text.py), the engine never imports it.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from typing import Any, TextIO

from engines.base import Action, Event, GameModule, RuleViolation, Seat, ai_rng, visible_events
from engines.whizz_bing_bang.actions import Call, PickToken, Punish, Slap, Tick
from engines.whizz_bing_bang.text import REFUSED_TEXT, input_name, render_event, render_perspective, since

HUMAN: Seat = 0
WORDS = {"whizz": "whizz", "w": "whizz", "bing": "bing", "bi": "bing", "bang": "bang", "ba": "bang"}
HELP = (
    "Type a word and press Enter: whizz, bing, bang, boom (slap), punish (p), or a token slot 1-4 in"
    " token hunt. 'quit' leaves."
)


def parse_word(text: str, at_ms: int, snowflake: int) -> Action | None:
    """The input a typed line stands for (None if it is not a game word)."""
    word = text.strip().lower()
    if word in WORDS:
        return Call(sound=WORDS[word], at_ms=at_ms, snowflake=snowflake)  # type: ignore[arg-type]
    if word in ("boom", "b", "slap"):
        return Slap(at_ms=at_ms, snowflake=snowflake)
    if word in ("punish", "p"):
        return Punish(at_ms=at_ms, snowflake=snowflake)
    if word in ("1", "2", "3", "4"):
        return PickToken(slot=int(word) - 1, at_ms=at_ms, snowflake=snowflake)
    return None


class Speech:
    """The loop's words, in English: what it prints, and the words a player may type."""

    help = HELP
    left = "You left the table."

    def banner(self, title: str, players: int, seed: int) -> str:
        """The first line."""
        return f"=== {title}: {players} players, seed {seed} — you are seat 1 ==="

    def perspective(self, p: Any) -> str:
        """The table, when a new turn starts."""
        return render_perspective(p)

    def event(self, e: Event, viewer: Seat | None) -> str | None:
        """One event's line (None = nothing to show)."""
        return render_event(e, viewer)

    def quits(self, text: str) -> bool:
        """Whether the typed line leaves the table."""
        return text.strip().lower() in ("quit", "exit", "q")

    def parse(self, text: str, at_ms: int, snowflake: int) -> Action | None:
        """The input a typed line stands for (None if it is not a game word)."""
        return parse_word(text, at_ms, snowflake)

    def since(self, at_ms: int | None, start_ms: int | None) -> str:
        """An instant as seconds after the prompt began: '+3.0 s'."""
        return since(at_ms, start_ms)

    def typed(self, kind: str, sound: str | None, when: str) -> str:
        """What the player's typed word was taken for: 'you: Whizz at +0.4 s'."""
        return f"you: {input_name(kind, sound)}{f' at {when}' if when else ''}"

    def refused(self, code: str) -> str:
        """An input the engine refused (a RuleViolation code)."""
        return f"(not counted: {REFUSED_TEXT.get(code, code.replace('_', ' '))})"

    def game_over(self, engine: Any) -> str:
        """The last line."""
        return f"*** Game over: {engine.result.summary} ***"


def play_terminal(
    game: GameModule,
    *,
    players: int,
    seed: int,
    options: dict[str, Any],
    out: TextIO,
    read_line: Callable[[float | None], str | None],
    clock_ms: Callable[[], int],
    speech: Speech | None = None,
    **_: Any,
) -> Any:
    """Play one game as seat 1 against AI players, in real time (in English unless `speech` says otherwise)."""
    say = speech or Speech()
    engine: Any = game.engine.new(players, seed, options)
    print(say.banner(game.engine.title, players, seed), file=out)
    print(say.help, file=out)
    engine.apply(None, Tick(now_ms=max(clock_ms(), engine.state.clock_ms)))
    shown_turn = -1
    inflight: list[tuple[int, int, int, Seat, Action]] = []
    asked: dict[Seat, tuple[int, int]] = {}
    seq = 0
    snowflake = 0

    def show(events: list[Event]) -> None:
        nonlocal shown_turn
        for event in visible_events(events, HUMAN):
            line = say.event(event, HUMAN)
            if line:
                print(f"  · {line}", file=out)
        if engine.result is None and engine.state.turn != shown_turn:
            shown_turn = engine.state.turn
            print("\n" + say.perspective(engine.view_for(HUMAN)), file=out)

    def apply(seat: Seat | None, action: Action) -> None:
        show(engine.apply(seat, action))

    show([])
    while engine.result is None:
        st = engine.state
        for s in range(1, players):
            key = (st.turn, st.acted[s])
            if asked.get(s) == key:
                continue
            asked[s] = key
            planned = game.choose_ai_action(engine, s, ai_rng(seed, s, seq))
            if planned is not None:
                seq += 1
                heapq.heappush(inflight, (planned.at_ms, seq, st.turn, s, planned))  # type: ignore[attr-defined]
        now = clock_ms()
        tick = engine.system_actions()[0].now_ms
        if inflight and inflight[0][0] <= min(now, tick):
            _, _, turn, s, planned = heapq.heappop(inflight)
            start = engine.phase_start_ms()
            stale = turn != engine.state.turn and start is not None and planned.at_ms > start  # type: ignore[attr-defined]
            if not stale and engine._is_legal(s, planned):
                apply(s, planned)
            continue
        if tick <= now:
            apply(None, Tick(now_ms=tick))
            continue
        wait = min(tick, inflight[0][0] if inflight else tick) - now
        line = read_line(max(wait, 0) / 1000)
        if line is None:
            continue
        if say.quits(line):
            print(say.left, file=out)
            return engine
        snowflake += 1
        at = max(clock_ms(), engine.state.clock_ms)
        action = say.parse(line, at, snowflake)
        if action is None:
            print(f"  ({say.help})", file=out)
            continue
        a: Any = action
        when = say.since(at, engine.phase_start_ms())
        print(f"  · {say.typed(a.kind, getattr(a, 'sound', None), when)}", file=out)
        try:
            apply(HUMAN, action)
        except RuleViolation as exc:
            print(f"  {say.refused(exc.code)}", file=out)
    print(f"\n{say.game_over(engine)}", file=out)
    return engine
