"""Refit the BANG! hard AI's evaluation (`engines.bang.search.EVAL_WEIGHTS`), issue 36.

    .venv/bin/python -m benchmarks.bang_eval_fit [--games 250]

Plays normal-AI games (4-7 seats, base game and Armed & Dangerous, seeds 10000 on), takes the
`features` of every living seat at the start of about half the turns, labelled by whether that
seat's side won in the end, and fits one logistic model per side (`side_of`: the Sheriff's, the
Outlaws', a Renegade's) by Newton's method with a small ridge. Prints the weights to paste into
`EVAL_WEIGHTS` and each model's held-out log loss against the base rate. Pure Python: slow but
offline (a few minutes).
"""

from __future__ import annotations

import argparse
import math
import random

from engines.bang import GAME
from engines.bang.engine import BangEngine
from engines.bang.search import features, side_of
from engines.common.runner import ai_step


def rows(games: int) -> list[tuple[str, list[float], int]]:
    """(side, features, won) at turn starts of normal-AI games."""
    out: list[tuple[str, list[float], int]] = []
    rng = random.Random(1)
    for seats in (4, 5, 6, 7):
        for options in ({}, {"expansion": "armed_and_dangerous"}):
            for seed in range(10_000, 10_000 + games):
                engine = BangEngine.new(seats, seed, options)
                step, last = 0, -1
                snaps: list[tuple[int, str, list[float]]] = []
                while engine.result is None and step < 3_000:
                    st = engine.state
                    if st.decisions and st.decisions[-1].kind == "play_turn" and st.turns_played != last:
                        last = st.turns_played
                        if rng.random() < 0.5:
                            snaps += [
                                (i, p.role, features(st, i)) for i, p in enumerate(st.players) if p.alive
                            ]
                    nxt = ai_step(GAME, engine, seed, step)
                    assert nxt is not None
                    engine.apply(*nxt)
                    step += 1
                won = set(engine.result.winners) if engine.result else set()
                out += [(side_of(role), f, int(i in won)) for i, role, f in snaps]
    return out


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n + 1):
                m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def fit(xs: list[list[float]], ys: list[int], ridge: float = 1e-3, steps: int = 12) -> list[float]:
    """Logistic regression by Newton's method."""
    d = len(xs[0])
    w = [0.0] * d
    n = len(xs)
    for _ in range(steps):
        g = [ridge * wi for wi in w]
        h = [[ridge if i == j else 0.0 for j in range(d)] for i in range(d)]
        for x, y in zip(xs, ys, strict=True):
            p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x, strict=True))))
            q = p * (1 - p) / n
            for i in range(d):
                g[i] += (p - y) * x[i] / n
                if x[i]:
                    hi = h[i]
                    for j in range(d):
                        hi[j] += q * x[i] * x[j]
        step = solve(h, g)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
    return w


def log_loss(w: list[float], xs: list[list[float]], ys: list[int]) -> float:
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x, strict=True))))
        p = min(max(p, 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(xs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=250, help="games per seat count and expansion")
    args = parser.parse_args()
    data = rows(args.games)
    shuffler = random.Random(0)
    for side in ("law", "outlaw", "renegade"):
        part = [(f, y) for s, f, y in data if s == side]
        shuffler.shuffle(part)
        cut = int(0.8 * len(part))
        train, test = part[:cut], part[cut:]
        w = fit([f for f, _ in train], [y for _, y in train])
        rate = sum(y for _, y in train) / len(train)
        base = [0.0] * len(w)
        base[0] = math.log(rate / (1 - rate))
        xs, ys = [f for f, _ in test], [y for _, y in test]
        print(
            f"{side}: {len(part)} rows, held-out log loss {log_loss(w, xs, ys):.4f} (base rate {log_loss(base, xs, ys):.4f})"
        )
        print("   ", tuple(round(x, 4) for x in w))


if __name__ == "__main__":
    main()
