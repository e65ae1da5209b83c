"""The clicker's answer drawn beside the commit (`Presenter.prepare_answer`), only where it is their hand.

A click on a DM hand is answered with that hand, so it may be drawn while the commit syncs (on SQLite
with durability=full, when the sync is still running once the statements are done: that is
tests/bot/test_durability.py's); a click on the table is answered with the table, drawn after the
commit, so its commit carries no work beside it (no task, no hand-synced transaction).
"""

from __future__ import annotations

from bot.sessions import SessionManager
from tests.cogs.conftest import start_harness
from tests.cogs.test_bang_and_twang_flow import EXT, clock, open_table, play_to_the_end  # noqa: F401
from tests.discord_harness import harness_factory  # noqa: F401


async def test_only_a_click_on_a_hand_draws_its_answer_beside_the_commit(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,  # noqa: F811
    monkeypatch,
):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    clicks: list[tuple[bool, bool]] = []  # (on a DM, work beside the commit)
    real_submit = SessionManager.submit

    async def submit(self, channel_id, user_id, make_action, **kw):
        clicks.append((current["dm"], kw.get("meanwhile") is not None))
        return await real_submit(self, channel_id, user_id, make_action, **kw)

    current = {"dm": False}
    real_dispatch = h.dispatch

    async def dispatch(payload, **kw):
        current["dm"] = payload.get("guild_id") is None
        return await real_dispatch(payload, **kw)

    monkeypatch.setattr(SessionManager, "submit", submit)
    monkeypatch.setattr(h, "dispatch", dispatch)
    lobby = await open_table(h, 3)
    await play_to_the_end(h, lobby)

    on_dm = [beside for dm, beside in clicks if dm]
    on_table = [beside for dm, beside in clicks if not dm]
    assert on_dm and on_table, "the game was played on both the table and the DM hands"
    assert all(on_dm), "every click on a DM hand draws its answer beside the commit"
    assert not any(on_table), "a click on the table commits with no work beside it"
