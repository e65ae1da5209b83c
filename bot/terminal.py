"""Play and simulate in the terminal, through the engine registry (no Discord needed)."""

from __future__ import annotations

import re
import select
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any, TextIO

from engines import get_game
from engines.base import Action, Engine, Event, GameModule, Seat, ai_rng, visible_events
from engines.common.runner import play_ai_game


def _print_events(
    game: GameModule, events: list[Event], viewer: Seat | None, out: TextIO, engine: Engine[Any] | None = None
) -> None:
    summary = engine.result.summary if engine is not None and engine.result is not None else None
    for event in visible_events(events, viewer):
        line = game.render_event(event, viewer)
        if line and not _is_result_line(line, summary):
            print(f"  · {line}", file=out)


def _is_result_line(line: str, summary: str | None) -> bool:
    """A line that only announces the end of the game (the board's or an event's): the terminal says
    it once, in `_print_result`."""
    text = line.strip().lstrip(">").strip()
    if summary and text == summary:
        return True
    restates = "winner" in text.lower() or bool(summary and summary in text)
    return text.lower().startswith("game over") and restates


def _without_result(board: str, engine: Engine[Any]) -> str:
    """The final board without its own game-over line."""
    summary = engine.result.summary if engine.result is not None else None
    return "\n".join(line for line in board.splitlines() if not _is_result_line(line, summary))


def _menu(legal: list[Action], describe: Callable[[Action], str]) -> list[Action]:
    """The answers to offer: a pick "at random" (Forest Gangs' timeout answer) only beside two real
    choices or more; with one, that one alone (a random pick of one card is that card)."""
    real = [a for a in legal if "at random" not in describe(a).lower()]
    return real if len(real) == 1 else legal


def play(
    key: str,
    *,
    players: int,
    seed: int,
    options: dict[str, Any],
    ai_only: bool,
    input_fn: Callable[[str], str] = input,
    out: TextIO = sys.stdout,
    read_line: Callable[[float | None], str | None] | None = None,
    clock_ms: Callable[[], int] | None = None,
) -> Engine[Any]:
    """Play one game: you are seat 1 (index 0) and AIs play the rest; `ai_only` plays them all.

    Real-time games get a clock and a line reader with a timeout (typed words are timed by it).
    """
    game = get_game(key)
    if game.terminal is not None and not ai_only:
        return game.terminal(
            game,
            players=players,
            seed=seed,
            options=options,
            out=out,
            read_line=read_line or _stdin_reader(input_fn),
            clock_ms=clock_ms or (lambda: int(time.time() * 1000)),
        )
    engine = game.engine.new(players, seed, options)
    human: Seat | None = None if ai_only else 0
    print(f"=== {game.engine.title}: {players} players, seed {seed} ===", file=out)
    if human is not None:
        print("You are seat 1; AIs play the other seats. Answer each menu with its number.", file=out)
    if ai_only:
        played = play_ai_game(
            game, players, seed, options, on_events=lambda s, a, ev: _print_events(game, ev, None, out)
        )
        engine = played.engine
        print(_without_result(game.render_perspective(engine.view_for(None)), engine), file=out)
        _print_result(game, engine, out)
        return engine
    step = 0
    while engine.result is None:
        step += 1
        if human is not None and engine.legal_actions(human):
            print("\n" + game.render_perspective(engine.view_for(human)), file=out)
            persp = engine.view_for(human)
            legal = _menu(engine.legal_actions(human), lambda a, _p=persp: game.describe_action(a, _p))
            for i, action in enumerate(legal, 1):
                print(f"  {i}. {game.describe_action(action, persp)}", file=out)
            action = _ask(legal, input_fn, out)
            events = engine.apply(human, action)
            _print_events(game, events, human, out, engine)
            continue
        nxt = _ai_move(game, engine, seed, step, human)
        if nxt is None:
            raise RuntimeError("nobody can act")
        seat, action = nxt
        events = engine.apply(seat, action)
        _print_events(game, events, human, out, engine)
    print("\n" + _without_result(game.render_perspective(engine.view_for(human)), engine), file=out)
    _print_result(game, engine, out, human)
    return engine


def _stdin_reader(input_fn: Callable[[str], str]) -> Callable[[float | None], str | None]:
    """A line from stdin if one is typed within the timeout (POSIX select), else None."""
    if input_fn is not input:
        return lambda _timeout: input_fn("> ")

    def read(timeout: float | None) -> str | None:
        ready, _, _ = select.select([sys.stdin], [], [], timeout)
        if not ready:
            return None
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line

    return read


def _ai_move(
    game: GameModule, engine: Engine[Any], seed: int, step: int, human: Seat | None
) -> tuple[Seat | None, Action] | None:
    for seat in engine.to_act():
        if seat == human:
            continue
        action = game.choose_ai_action(engine, seat, ai_rng(seed, seat, step))
        if action is not None:
            return seat, action
    decisions = [d for d in engine.open_decisions() if d.seat != human]
    if decisions:
        return None, engine.default_action(decisions[-1])
    system = engine.system_actions()
    if system:
        return None, system[0]
    return None


def _ask(legal: list[Action], input_fn: Callable[[str], str], out: TextIO) -> Action:
    while True:
        raw = input_fn("Your choice: ").strip()
        if raw.isdigit() and 1 <= int(raw) <= len(legal):
            return legal[int(raw) - 1]
        print(f"  Type a number from 1 to {len(legal)}.", file=out)


def _print_result(game: GameModule, engine: Engine[Any], out: TextIO, human: Seat | None = None) -> None:
    """The summary and the winners, seats counted from 1 (you are seat 1)."""
    result = engine.result
    if result is None:
        print("The game did not finish.", file=out)
        return
    names = [f"Seat {w + 1}" + (" (you)" if w == human else "") for w in result.winners]
    winners = ", ".join(names) or "nobody"
    summary = result.summary
    if not summary:
        line = f"{'Winner' if len(names) == 1 else 'Winners'}: {winners}"
    elif human not in result.winners and all(
        re.search(rf"\b(?:seat |P){w + 1}\b", summary, re.IGNORECASE) for w in result.winners
    ):
        line = summary  # it names the winners already
    else:
        line = f"{summary} ({'winner' if len(names) == 1 else 'winners'}: {winners})"
    print(f"\n*** Game over: {line} ***", file=out)


def simulate(
    key: str, *, games: int, players: int, seed: int, options: dict[str, Any], out: TextIO = sys.stdout
) -> dict[str, Any]:
    """AI self-play at speed; prints games/s, actions/s and outcome statistics."""
    game = get_game(key)
    wins: Counter[int] = Counter()
    steps = 0
    extra: dict[str, Counter[Any]] = {}
    sums: Counter[str] = Counter()
    started = time.perf_counter()
    for i in range(games):
        played = play_ai_game(game, players, seed + i, options)
        if played.engine.result is None:
            raise RuntimeError(f"game with seed {seed + i} did not finish")
        steps += played.steps
        for w in played.engine.result.winners:
            wins[w] += 1
        if game.stats is not None:
            for k, v in game.stats(played.engine).items():
                if isinstance(v, int | float) and not isinstance(v, bool):
                    sums[k] += v
                elif isinstance(v, dict | list | tuple | set):
                    extra.setdefault(k, Counter()).update(v)
                else:
                    extra.setdefault(k, Counter())[v] += 1
    elapsed = time.perf_counter() - started
    print(f"{game.engine.title}: {games} games, {players} players, seed {seed}", file=out)
    print(
        f"  {games / elapsed:,.1f} games/s   {steps / elapsed:,.0f} actions/s   "
        f"{steps / games:,.1f} actions/game   ({elapsed:.2f} s)",
        file=out,
    )
    print("  wins by seat: " + ", ".join(f"{s + 1}: {wins[s]}" for s in range(players)), file=out)
    for k, v in sums.items():
        print(f"  average {k.replace('_', ' ')}: {v / games:,.2f}", file=out)
    for k, counter in extra.items():
        parts = ", ".join(f"{name}: {n}" for name, n in counter.most_common())
        print(f"  {k.replace('_', ' ')}: {parts}", file=out)
    return {
        "games_per_s": games / elapsed,
        "actions_per_s": steps / elapsed,
        "wins": dict(wins),
        "steps": steps,
    }
