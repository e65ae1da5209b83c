"""The click path's shortcuts for a session row: a seat's copy and the memo of the seats' JSON.

Each is checked against the slow, obviously right way it replaces.
"""

from __future__ import annotations

import dataclasses
import json

import msgspec
from hypothesis import given
from hypothesis import strategies as st

from bot.storage import SeatInfo, SessionRecord
from bot.storage import sql as storage_mod
from bot.storage.sql import _seats_json

seats = st.builds(
    SeatInfo,
    user_id=st.none() | st.integers(min_value=1, max_value=2**63 - 1),
    name=st.text(min_size=1, max_size=32),
    ai=st.booleans(),
    idle_strikes=st.integers(min_value=0, max_value=5),
    dm_blocked=st.booleans(),
    left=st.booleans(),
)


@given(seats)
def test_a_seat_clone_is_equal_and_independent(seat: SeatInfo) -> None:
    clone = seat.clone()
    assert clone == seat and clone is not seat
    assert msgspec.json.encode(clone) == msgspec.json.encode(seat)
    assert seat.clone(left=True, idle_strikes=0) == msgspec.structs.replace(seat, left=True, idle_strikes=0)
    clone.dm_blocked = not seat.dm_blocked
    clone.idle_strikes += 1
    assert clone.dm_blocked != seat.dm_blocked and clone.idle_strikes == seat.idle_strikes + 1


@given(st.lists(seats, min_size=1, max_size=8))
def test_the_seats_json_memo_always_gives_the_json_of_the_seats_as_they_are(row: list[SeatInfo]) -> None:
    assert _seats_json(row) == json.dumps([msgspec.structs.asdict(s) for s in row])
    # A seat changed in place (an idle strike, a closed DM, a name) is never answered from the memo.
    row[0].idle_strikes += 1
    row[-1].dm_blocked = not row[-1].dm_blocked
    row[0].name += "x"
    assert _seats_json(row) == json.dumps([msgspec.structs.asdict(s) for s in row])


def test_the_seats_json_memo_stays_bounded(monkeypatch) -> None:
    monkeypatch.setattr(storage_mod, "SEATS_JSON_SIZE", 8)
    monkeypatch.setattr(storage_mod, "_SEATS_JSON", {})
    for n in range(50):
        row = [SeatInfo(user_id=n + 1, name=f"p{n}")]
        assert _seats_json(row) == json.dumps([msgspec.structs.asdict(row[0])])
        assert len(storage_mod._SEATS_JSON) <= 8


@given(st.lists(seats, max_size=8), st.text(max_size=20), st.integers(min_value=0, max_value=10**6))
def test_a_record_copy_is_dataclasses_replace(row: list[SeatInfo], state: str, version: int) -> None:
    record = SessionRecord(
        id="abc",
        guild_id=1,
        channel_id=2,
        game="forest_gangs",
        rules_version=1,
        seed=3,
        host_id=4,
        seats=row,
        options={"x": 1},
        status="running",
        version=version,
        state=state,
        recent_log=["a"],
        deadlines={"d1": 5.0},
    )
    for changes in ({}, {"state": None, "recent_log": [], "seats": [s.clone() for s in row]}):
        copy, replaced = record.copy(**changes), dataclasses.replace(record, **changes)
        assert copy == replaced and copy is not record
        assert all(getattr(copy, f.name) is getattr(replaced, f.name) for f in dataclasses.fields(record))
        copy.version += 1  # a copy: the original is untouched
        assert record.version == version
