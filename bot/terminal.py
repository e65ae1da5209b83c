"""Play and simulate in the terminal, through the engine registry (no Discord needed).

The terminal speaks our languages (`lang`, bot/i18n.py): its own words come from
`bot/locales/<lang>/terminal.ftl`, a game's from `cogs/<game>/terminal_text.py` (pure: no discord)
and its `terminal.ftl`. A game without a `terminal_text` module speaks its engine's English
(`GameModule.render_*`).
"""

from __future__ import annotations

import importlib
import os
import re
import select
import sys
import time
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any, TextIO

from babel.numbers import get_decimal_symbol, get_group_symbol

from bot.i18n import BABEL_LOCALES, DEFAULT, LANGUAGES, Words, words
from engines import get_game
from engines.base import Action, Engine, Event, GameModule, Seat, ai_rng, visible_events
from engines.common.runner import play_ai_game
from engines.common.strength import choose as choose_move


def language_from_env(environ: Mapping[str, str] | None = None) -> str:
    """The terminal's default language: LC_ALL, else LC_MESSAGES, else LANG (the first one set), when it
    names one of ours ("it_IT.UTF-8" → it, "pt_BR" → pt-BR, "de" → de, any Portuguese → pt-BR); English
    otherwise."""
    env = os.environ if environ is None else environ
    value = next((env[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(k)), "")
    code = value.split(".")[0].split("@")[0].replace("_", "-")
    if code in LANGUAGES:
        return code
    base = code.split("-")[0].lower()
    if base == "pt":
        return "pt-BR"  # our only Portuguese
    return base if base in LANGUAGES else DEFAULT


def fixed(w: Words, x: float, places: int, *, grouping: bool = False) -> str:
    """A number with `places` decimals, as the language writes it: 0.42 · 0,42 (English: exactly
    Python's `f"{x:.2f}"`, so the English terminal reads as it always has)."""
    text = f"{x:{',' if grouping else ''}.{places}f}"
    locale = BABEL_LOCALES.get(w.lang, w.lang)
    return text.translate({ord(","): get_group_symbol(locale), ord("."): get_decimal_symbol(locale)})


@dataclass(frozen=True)
class Texts:
    """How one game speaks in the terminal, in one language."""

    w: Words
    game: GameModule
    render_perspective: Callable[[Any], str]
    render_event: Callable[[Event, Seat | None], str | None]
    describe_action: Callable[[Action, Any], str]
    summary: Callable[[Engine[Any]], str]
    """The result's one line (the engine's `Result.summary`, or the game's words for it)."""
    module: ModuleType | None = None
    """The game's `cogs.<key>.terminal_text`, if it has one."""

    def seat(self, seat: Seat, you: bool = False) -> str:
        """ "Seat 2", "Seat 1 (you)"."""
        name = self.w("term-seat", n=seat + 1)
        return self.w("term-you", name=name) if you else name


def terminal_module(key: str) -> ModuleType | None:
    """`cogs.<key>.terminal_text`, or None when the game has none (an error inside it is raised)."""
    name = f"cogs.{key}.terminal_text"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name in (name, "cogs", f"cogs.{key}"):
            return None
        raise


def texts(key: str, game: GameModule, lang: str = DEFAULT) -> Texts:
    """The game's terminal words in `lang` (its engine's English when it has no `terminal_text`)."""
    w = words(lang)
    mod = terminal_module(key)
    if mod is None:
        return Texts(
            w, game, game.render_perspective, game.render_event, game.describe_action, _engine_summary, None
        )
    return Texts(
        w,
        game,
        lambda p: mod.render_perspective(p, w),
        lambda e, viewer: mod.render_event(e, viewer, w),
        lambda a, p: mod.describe_action(a, p, w),
        _summary_of(mod, w),
        mod,
    )


def _summary_of(mod: ModuleType, w: Words) -> Callable[[Engine[Any]], str]:
    """The result's line in the language: the module's `render_summary(engine, w)`, else its
    `summary(english_summary, w)` (the engine's line, reworded), else the engine's line as it is."""
    render_summary = getattr(mod, "render_summary", None)
    if render_summary is not None:
        return lambda engine: render_summary(engine, w)
    reword = getattr(mod, "summary", None)
    if reword is not None:
        return lambda engine: reword(_engine_summary(engine), w)
    return _engine_summary


def _engine_summary(engine: Engine[Any]) -> str:
    return engine.result.summary if engine.result is not None else ""


def title(key: str, game: GameModule, w: Words) -> str:
    """The game's name in the language (the catalogs' `<key>-title`), else the engine's."""
    return w(f"{key}-title") if w.has(f"{key}-title") else game.engine.title


def _print_events(
    t: Texts, events: list[Event], viewer: Seat | None, out: TextIO, engine: Engine[Any] | None = None
) -> None:
    summary = engine.result.summary if engine is not None and engine.result is not None else None
    for event in visible_events(events, viewer):
        line = t.render_event(event, viewer)
        # Which lines only announce the end is judged on the engine's English line for the same event.
        english = t.game.render_event(event, viewer) if t.module is not None else line
        if line and not (english and _is_result_line(english, summary)):
            print(f"  · {line}", file=out)


def _is_result_line(line: str, summary: str | None) -> bool:
    """A line that only announces the end of the game (the board's or an event's): the terminal says
    it once, in `_print_result`. Judged on the engine's English."""
    text = line.strip().lstrip(">").strip()
    if summary and text == summary:
        return True
    restates = "winner" in text.lower() or bool(summary and summary in text)
    return text.lower().startswith("game over") and restates


def _without_result(t: Texts, engine: Engine[Any], viewer: Seat | None) -> str:
    """The final board without its own game-over line: the lines at the places where the engine's English
    board has one (a game's words drawing the board line for line, as they do), else the lines that
    hold the game's result line."""
    board = t.render_perspective(engine.view_for(viewer))
    summary = engine.result.summary if engine.result is not None else None
    lines = board.splitlines()
    english = (
        t.game.render_perspective(engine.view_for(viewer)).splitlines() if t.module is not None else lines
    )
    if len(english) == len(lines):
        return "\n".join(
            line for line, en in zip(lines, english, strict=True) if not _is_result_line(en, summary)
        )
    local = t.summary(engine) if engine.result is not None else ""
    return "\n".join(line for line in lines if not (local and local in line))


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
    out: TextIO | None = None,
    read_line: Callable[[float | None], str | None] | None = None,
    clock_ms: Callable[[], int] | None = None,
    lang: str = DEFAULT,
    strength: str = "normal",
) -> Engine[Any]:
    """Play one game: you are seat 1 (index 0) and AIs play the rest; `ai_only` plays them all.
    The AIs against you play at `strength` (easy, normal or hard; `engines.common.strength`).

    Real-time games get a clock and a line reader with a timeout (typed words are timed by it).
    Everything printed is in `lang` (one of bot.i18n.LANGUAGES, or the pseudo-language).
    """
    out = out or sys.stdout  # read now: the stdout of the moment (a redirect, a test's capture)
    game = get_game(key)
    t = texts(key, game, lang)
    w = t.w
    if game.terminal is not None and not ai_only:
        speech = getattr(t.module, "terminal_speech", None)
        return game.terminal(
            game,
            players=players,
            seed=seed,
            options=options,
            out=out,
            read_line=read_line or _stdin_reader(input_fn),
            clock_ms=clock_ms or (lambda: int(time.time() * 1000)),
            **({"speech": speech(w)} if speech is not None else {}),
        )
    engine = game.engine.new(players, seed, options)
    human: Seat | None = None if ai_only else 0
    print(w("term-banner", title=title(key, game, w), players=players, seed=str(seed)), file=out)
    if human is not None:
        print(w("term-you-are"), file=out)
    if ai_only:
        played = play_ai_game(
            game, players, seed, options, on_events=lambda s, a, ev: _print_events(t, ev, None, out)
        )
        engine = played.engine
        print(_without_result(t, engine, None), file=out)
        _print_result(t, engine, out)
        return engine
    step = 0
    while engine.result is None:
        step += 1
        if human is not None and engine.legal_actions(human):
            print("\n" + t.render_perspective(engine.view_for(human)), file=out)
            persp = engine.view_for(human)
            # Which answers to offer is decided on the engine's own words (its random pick says so).
            legal = _menu(engine.legal_actions(human), lambda a, _p=persp: game.describe_action(a, _p))
            for i, action in enumerate(legal, 1):
                print(f"  {i}. {t.describe_action(action, persp)}", file=out)
            action = _ask(legal, input_fn, out, w)
            events = engine.apply(human, action)
            _print_events(t, events, human, out, engine)
            continue
        nxt = _ai_move(game, engine, seed, step, human, strength)
        if nxt is None:
            raise RuntimeError("nobody can act")
        seat, action = nxt
        events = engine.apply(seat, action)
        _print_events(t, events, human, out, engine)
    print("\n" + _without_result(t, engine, human), file=out)
    _print_result(t, engine, out, human)
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
    game: GameModule,
    engine: Engine[Any],
    seed: int,
    step: int,
    human: Seat | None,
    strength: str = "normal",
) -> tuple[Seat | None, Action] | None:
    for seat in engine.to_act():
        if seat == human:
            continue
        action = choose_move(game, strength, engine, seat, ai_rng(seed, seat, step))
        if action is not None:
            return seat, action
    decisions = [d for d in engine.open_decisions() if d.seat != human]
    if decisions:
        return None, engine.default_action(decisions[-1])
    system = engine.system_actions()
    if system:
        return None, system[0]
    return None


def _ask(legal: list[Action], input_fn: Callable[[str], str], out: TextIO, w: Words | None = None) -> Action:
    w = w or words(DEFAULT)
    while True:
        raw = input_fn(w("term-choice") + " ").strip()
        if raw.isdigit() and 1 <= int(raw) <= len(legal):
            return legal[int(raw) - 1]
        print("  " + w("term-type-number", n=len(legal)), file=out)


def _print_result(t: Texts, engine: Engine[Any], out: TextIO, human: Seat | None = None) -> None:
    """The summary and the winners, seats counted from 1 (you are seat 1)."""
    w = t.w
    result = engine.result
    if result is None:
        print(w("term-not-finished"), file=out)
        return
    names = [t.seat(s, you=s == human) for s in result.winners]
    winners = ", ".join(names) or w("term-nobody")
    summary = t.summary(engine)
    if not summary:
        line = w("term-winners", n=len(names), names=winners)
    elif human not in result.winners and all(_names_seat(summary, s, t) for s in result.winners):
        line = summary  # it names the winners already
    else:
        line = w("term-summary-winners", summary=summary, n=len(names), names=winners)
    print("\n" + w("term-game-over", line=line), file=out)


def _names_seat(summary: str, seat: Seat, t: Texts) -> bool:
    """Whether the summary names the seat ("Seat 2", "seat 2", "P2"; or the language's word)."""
    if t.module is not None:
        return bool(re.search(rf"(?<!\w){re.escape(t.seat(seat))}(?!\w)", summary, re.IGNORECASE))
    return bool(re.search(rf"\b(?:seat |P){seat + 1}\b", summary, re.IGNORECASE))


def simulate(
    key: str,
    *,
    games: int,
    players: int,
    seed: int,
    options: dict[str, Any],
    out: TextIO | None = None,
    lang: str = DEFAULT,
) -> dict[str, Any]:
    """AI self-play at speed; prints games/s, actions/s and outcome statistics (in `lang`)."""
    out = out or sys.stdout
    game = get_game(key)
    w = words(lang)
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
        for winner in played.engine.result.winners:
            wins[winner] += 1
        if game.stats is not None:
            for k, v in game.stats(played.engine).items():
                if isinstance(v, int | float) and not isinstance(v, bool):
                    sums[k] += v
                elif isinstance(v, dict | list | tuple | set):
                    extra.setdefault(k, Counter()).update(v)
                else:
                    extra.setdefault(k, Counter())[v] += 1
    elapsed = time.perf_counter() - started
    print(
        w("term-sim-header", title=title(key, game, w), games=games, players=players, seed=str(seed)),
        file=out,
    )
    speed = w(
        "term-sim-speed",
        games=fixed(w, games / elapsed, 1, grouping=True),
        actions=fixed(w, steps / elapsed, 0, grouping=True),
        per_game=fixed(w, steps / games, 1, grouping=True),
        seconds=fixed(w, elapsed, 2),
    )
    print(f"  {speed}", file=out)
    seats = ", ".join(f"{s + 1}: {wins[s]}" for s in range(players))
    print("  " + w("term-sim-wins", seats=seats), file=out)
    for k, v in sums.items():
        average = fixed(w, v / games, 2, grouping=True)
        print("  " + w("term-sim-average", name=_stat_name(key, k, w), value=average), file=out)
    for k, counter in extra.items():
        parts = ", ".join(f"{_stat_value(key, k, name, w)}: {n}" for name, n in counter.most_common())
        print("  " + w("term-sim-counts", name=_stat_name(key, k, w), counts=parts), file=out)
    return {
        "games_per_s": games / elapsed,
        "actions_per_s": steps / elapsed,
        "wins": dict(wins),
        "steps": steps,
    }


def _stat_name(game: str, name: str, w: Words) -> str:
    """A statistic's name: the game's `<game>-term-stat-<name>`, else its name in plain English."""
    message = f"{game}-term-stat-{name}"
    return w(message) if w.has(message) else name.replace("_", " ")


def _stat_value(game: str, name: str, value: Any, w: Words) -> str:
    """A counted value of a statistic (an end reason, a role, yes/no): `<game>-term-stat-<name>-<value>`,
    else `term-yes`/`term-no`/`term-stat-none`, else the value as it is."""
    message = f"{game}-term-stat-{name}-{value}"
    if w.has(message):
        return w(message)
    if isinstance(value, bool):
        return w("term-yes" if value else "term-no")
    if value is None:
        return w("term-stat-none")
    return str(value)
