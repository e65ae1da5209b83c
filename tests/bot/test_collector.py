"""bot/collector.py: the collections CPython would run mid-answer run after the interaction's work."""

from __future__ import annotations

import gc
import sys

import pytest

from bot import collector
from tests.cogs.conftest import Clock, custom_ids, make_bot, start_harness
from tests.cogs.test_forest_gangs_flow import open_table
from tests.discord_harness import harness_factory  # noqa: F401


@pytest.fixture(autouse=True)
def clean(monkeypatch):
    """Each test starts from CPython's own schedule, whatever bots earlier tests left open (their
    installs are put aside for the test and come back after it)."""
    saved = gc.get_threshold()
    monkeypatch.setattr(collector, "_installs", 0)
    monkeypatch.setattr(collector, "_saved", None)
    monkeypatch.setattr(collector, "_saved_interval", None)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(0.005)
    gc.set_threshold(700, 10, 10)
    yield
    while collector.installed():
        collector.uninstall()
    gc.set_threshold(*saved)
    sys.setswitchinterval(interval)


@pytest.fixture
def schedule():
    """Run a test with the collector installed, and CPython's schedule back after."""
    before = gc.get_threshold()
    collector.install()
    try:
        yield
    finally:
        while collector.installed():
            collector.uninstall()
        assert gc.get_threshold() == before


def test_install_raises_the_automatic_threshold_and_freezes_start_up_then_gives_both_back():
    before = gc.get_threshold()
    collector.install()
    try:
        assert gc.get_threshold() == (collector.SAFETY, collector.MIDDLE, collector.OLD)
        assert gc.get_freeze_count() > 0
        assert sys.getswitchinterval() == pytest.approx(collector.SWITCH_INTERVAL_S)
        collector.install()  # a second bot in the process
        collector.uninstall()
        assert collector.installed() and gc.get_threshold()[0] == collector.SAFETY
    finally:
        collector.uninstall()
    assert not collector.installed()
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0
    assert sys.getswitchinterval() == pytest.approx(0.005)
    collector.uninstall()  # one more is harmless
    assert gc.get_threshold() == before


def test_after_request_collects_the_young_once_due_and_a_middle_one_every_tenth(schedule):
    gc.collect()
    assert collector.after_request() is None  # nothing pending: nothing runs
    kept = []
    generations = []
    for _ in range(collector.MIDDLE):
        kept.extend([] for _ in range(collector.YOUNG + 50))
        generations.append(collector.after_request())
        assert gc.get_count()[0] < collector.YOUNG  # collected: nothing left pending
    assert generations == [0] * (collector.MIDDLE - 1) + [1]
    del kept


def test_a_full_collection_waits_for_its_spacing(schedule, monkeypatch):
    gc.collect()
    kept = []
    seen = []
    for _ in range(collector.MIDDLE * collector.OLD):
        kept.extend([] for _ in range(collector.YOUNG + 50))
        seen.append(collector.after_request())
    assert 2 not in seen  # installed just now: the last full one is less than FULL_EVERY_S ago
    monkeypatch.setattr(collector, "_last_full", 0.0)
    for _ in range(collector.MIDDLE):
        kept.extend([] for _ in range(collector.YOUNG + 50))
        seen.append(collector.after_request())
    assert seen[-1] == 2
    del kept


def test_without_install_nothing_is_collected_by_us():
    assert not collector.installed()
    kept = [[] for _ in range(collector.YOUNG * 2)]
    assert collector.after_request() is None
    del kept


async def test_a_running_bot_collects_after_each_interaction_not_inside_it(  # noqa: F811
    harness_factory, tmp_path, monkeypatch
):
    """The bot holds the schedule from prepare to close; the collection runs once the click's work
    (answer and edits) is over, and automatic young collections do not run meanwhile."""
    calls: list[str] = []
    real = collector.after_request
    monkeypatch.setattr(collector, "after_request", lambda: calls.append("after") or real())
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), ("cogs.forest_gangs",))
    assert collector.installed()
    await open_table(h)
    member = h.members[0]
    dm = h.last_dm(member)
    calls.clear()
    automatic: list[int] = []

    def seen(phase: str, info: dict) -> None:
        if phase == "start" and calls == []:
            automatic.append(info["generation"])

    gc.callbacks.append(seen)
    try:
        rec = await h.click(dm, member, custom_id=custom_ids(dm)[0])
    finally:
        gc.callbacks.remove(seen)
    assert rec.acked_after is not None
    assert calls == ["after"]
    assert automatic == [], "no collection ran before the click's work was over"
    await h.slash("forest_gangs takeback", member)  # nothing to take back: refused, and collected after too
    assert calls == ["after", "after"]


async def test_prepare_installs_and_close_gives_the_schedule_back(tmp_path):
    before = gc.get_threshold()
    bot_ = make_bot(tmp_path / "db.sqlite3", Clock(), ())
    await bot_.prepare()
    assert collector.installed()
    await bot_.close()
    assert not collector.installed() and gc.get_threshold() == before
