"""Benchmark 2: Discord API calls per accepted action over whole Forest Gangs games.

    .venv/bin/python -m benchmarks.api_calls [--games 3]

Counts, per accepted click, the calls recorded by the harness fakes: interaction responses,
table edits (bot-token message edits), DM edits/sends and channel sends, and how many requests
the strict double refused (Discord's OpenAPI spec and run-time rules; it should be 0).
"""

from __future__ import annotations

import argparse
import asyncio
from collections import Counter

from benchmarks._flow import custom_ids, harness, open_table
from tests.discord_harness import DM_EDIT, DM_SEND, INTERACTION_RESPONSE, MESSAGE_EDIT, MESSAGE_SEND


async def main(games: int) -> None:
    """Play `games` 4-player games by clicks and print the per-action call counts."""
    h = await harness()
    per_kind: Counter[str] = Counter()
    worst: Counter[str] = Counter()
    actions = 0
    for _ in range(games):
        await open_table(h)
        members = h.members[:4]
        while True:
            target = next(((m, h.last_dm(m)) for m in members if custom_ids(h.last_dm(m))), None)
            if target is None:
                break
            m, dm = target
            with h.measure() as n:
                try:
                    await h.click(dm, m, custom_id=custom_ids(dm)[0])
                except AssertionError as e:  # a request Discord would refuse: counted below
                    print(f"  refused: {e}")
            actions += 1
            per_kind.update(n)
            for k, v in n.items():
                worst[k] = max(worst[k], v)
    await h.shutdown()
    print(f"{games} games, {actions} accepted actions (4 players)")
    for kind in (INTERACTION_RESPONSE, MESSAGE_EDIT, DM_EDIT, DM_SEND, MESSAGE_SEND):
        print(f"  {kind:22} {per_kind[kind] / actions:6.2f} per action   max {worst[kind]}")
    total = sum(per_kind.values())
    print(f"  {'all calls':22} {total / actions:6.2f} per action")
    print(f"  requests Discord would refuse (spec and run-time rules): {len(h.refusals)}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    asyncio.run(main(parser.parse_args().games))
