"""Issue 36: the three AI strengths (engines.common.strength) and Whizz Bing Bang's reflex strengths.

- easy is the heuristic with slips: always a legal move, sometimes not the heuristic's, mostly it;
- normal is the heuristic, hard the game's search (a game without one plays its heuristic);
- Whizz Bing Bang: easy reacts later and errs more than normal, hard sooner and errs less, never
  under the 150 ms no human beats (W16); and, fair by construction, each strength's input reads
  only the seat's perspective: scrambling what the seat cannot see (the draw pile's order, the
  others' token rows, its own unturned tokens, the seed) changes no input.
"""

from __future__ import annotations

import random
import statistics
from typing import Any

import pytest

from engines.base import ai_rng, clone
from engines.common.runner import ai_step
from engines.common.strength import EASY_SLIPS, STRENGTHS, choose, easy_action, searches
from engines.forest_gangs import GAME as FOREST_GANGS
from engines.whizz_bing_bang import GAME as WBB
from engines.whizz_bing_bang.ai import MIN_REACTION_MS, STRENGTH_TIMING
from engines.whizz_bing_bang.autoplay import autoplay


def forest_positions(n: int) -> list[tuple[Any, int]]:
    """Positions of all-normal Forest Gangs games where a seat must choose among several moves."""
    out: list[tuple[Any, int]] = []
    seed = 0
    while len(out) < n:
        engine = FOREST_GANGS.engine.new(3, seed, {})
        step = 0
        while engine.result is None and len(out) < n:
            for s in engine.to_act():
                if len(engine.legal_actions(s)) >= 2:
                    out.append((type(engine)(clone(engine.state)), s))
            nxt = ai_step(FOREST_GANGS, engine, seed, step)
            assert nxt is not None
            engine.apply(*nxt)
            step += 1
        seed += 1
    return out


def test_easy_slips_now_and_then_and_never_plays_an_illegal_move() -> None:
    positions = forest_positions(400)
    differs = 0
    for i, (engine, seat) in enumerate(positions):
        easy = easy_action(FOREST_GANGS, engine, seat, ai_rng(i, seat, 0))
        normal = FOREST_GANGS.choose_ai_action(engine, seat, ai_rng(i, seat, 0))
        assert easy in engine.legal_actions(seat)
        differs += easy != normal
    # A slip is a random legal move, which is sometimes the heuristic's own: fewer than EASY_SLIPS.
    assert 0.05 * len(positions) < differs < EASY_SLIPS * len(positions)


def test_each_strength_plays_its_own_ai() -> None:
    engine, seat = forest_positions(1)[0]
    assert STRENGTHS == ("easy", "normal", "hard")
    normal = FOREST_GANGS.choose_ai_action(engine, seat, random.Random(3))
    assert choose(FOREST_GANGS, "normal", engine, seat, random.Random(3)) == normal
    assert choose(FOREST_GANGS, None, engine, seat, random.Random(3)) == normal
    assert FOREST_GANGS.hard_ai is not None and searches(FOREST_GANGS, "hard")
    hard = FOREST_GANGS.hard_ai(engine, seat, random.Random(3), None)
    assert choose(FOREST_GANGS, "hard", engine, seat, random.Random(3)) == hard
    assert not searches(FOREST_GANGS, "easy") and not searches(FOREST_GANGS, "normal")


def test_every_turn_based_game_has_a_search_ai_and_whizz_bing_bang_has_reflexes() -> None:
    """Issue 36: "a search AI for every game" (BANG!, Bang & Twang, Forest Gangs); Whizz Bing Bang
    keeps its reaction-time model, its hard AI the same model at faster reflexes."""
    from engines.bang import GAME as BANG
    from engines.bang.search import choose_hard_action as bang_hard
    from engines.bang_and_twang import GAME as TWANG
    from engines.bang_and_twang.search import choose_hard_action as twang_hard
    from engines.forest_gangs.search import choose_hard_action as forest_hard

    assert BANG.hard_ai is bang_hard
    assert TWANG.hard_ai is twang_hard
    assert FOREST_GANGS.hard_ai is forest_hard
    assert WBB.hard_ai is not None and WBB.easy_ai is not None


def wbb_positions(n: int) -> list[Any]:
    """Whizz Bing Bang positions of self-played games (with and without the token hunt)."""
    out = []
    for seed in range(n):
        options = {"token_hunt": bool(seed % 2)}
        played = autoplay(WBB, 3 + seed % 3, seed, options, max_steps=5 + (seed * 37) % 400)
        if played.engine.result is None:
            out.append(played.engine)
    return out


def reaction(engine: Any, seat: int, strength: str, rng: random.Random) -> int | None:
    action = choose(WBB, strength, engine, seat, rng)
    return None if action is None else action.at_ms - (engine.phase_start_ms() or engine.state.clock_ms)


def test_whizz_bing_bang_strengths_are_reflexes() -> None:
    easy, normal, hard = (STRENGTH_TIMING[s] for s in STRENGTHS)
    assert easy[0] > normal[0] == 1.0 > hard[0] and easy[2] > normal[2] > hard[2]
    engines = [e for e in wbb_positions(60) if e.state.phase == "call" and e.phase_start_ms() is not None]
    assert engines
    means = {}
    for strength in STRENGTHS:
        times = []
        for i, engine in enumerate(engines):
            active = engine.state.ctx.active
            for k in range(20):
                t = reaction(engine, active, strength, random.Random(f"{i}:{k}"))
                if t is not None:
                    assert t >= MIN_REACTION_MS
                    times.append(t)
        means[strength] = statistics.fmean(times)
    assert means["easy"] > means["normal"] > means["hard"], means


def scrambled(engine: Any, seat: int, rng: random.Random) -> Any:
    """A copy with everything `seat` cannot see shuffled: the draw order, others' token rows, its
    own unturned tokens, the seed."""
    st = clone(engine.state)
    rng.shuffle(st.draw)
    for z, row in enumerate(st.rows):
        if z != seat:
            rng.shuffle(row)
        else:
            hidden = [i for i in range(len(row)) if i not in st.peeks[z]]
            values = [row[i] for i in hidden]
            rng.shuffle(values)
            for i, v in zip(hidden, values, strict=True):
                row[i] = v
    st.seed = rng.getrandbits(63)
    return type(engine)(st)


@pytest.mark.parametrize("strength", STRENGTHS)
def test_whizz_bing_bang_inputs_read_only_the_seats_view(strength: str) -> None:
    checked = 0
    for i, engine in enumerate(wbb_positions(40)):
        for seat in range(len(engine.state.rows) or len(engine.state.totals)):
            mine = choose(WBB, strength, engine, seat, random.Random(f"{i}:{seat}"))
            other = scrambled(engine, seat, random.Random(i * 7 + seat))
            if other.dump() == engine.dump():
                continue
            assert choose(WBB, strength, other, seat, random.Random(f"{i}:{seat}")) == mine
            checked += 1
    assert checked >= 20
