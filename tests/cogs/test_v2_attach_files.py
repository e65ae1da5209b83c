"""A channel where the bot may not attach files (no Attach Files permission) still gets its table
(issue 32, docs/ARCHITECTURE.md C16.20): the REST edit that carries the turn's table picture is refused
with 403 / 50013, and the presenter edits the same layout again without the picture, so the game goes on.
"""

from __future__ import annotations

import logging

import pytest

from tests.bot.test_card_emojis import FG, custom_ids, open_forest
from tests.cogs.conftest import Clock, is_layout, start_harness
from tests.discord_harness import MESSAGE_EDIT, Harness, harness_factory, http_error  # noqa: F401


@pytest.fixture
def clock() -> Clock:
    return Clock()


async def test_a_table_edit_refused_for_its_picture_goes_out_without_it(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
    caplog,
) -> None:
    h: Harness = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG, images=True)
    members = h.members[:3]
    lobby = await open_forest(h, 3)
    table_id = int(lobby["id"])
    assert is_layout(h.message(lobby)) and h.media(lobby), "the first turn's picture came with Start"
    first = h.attachments(lobby)[0].filename
    h.fail_next(
        MESSAGE_EDIT,
        http_error(403, 50013, "Missing Permissions"),
        where=lambda c: bool(c.files) and str(table_id) in c.path,
    )
    versions = len(h.versions[table_id])
    with caplog.at_level(logging.WARNING, logger="bot.presenter"):
        # Every player picks a card in their DM: the last pick ends the round (a new turn, a new picture).
        for m in members:
            dm = h.last_dm(m)
            await h.click(dm, m, custom_id=custom_ids(dm)[0])
    record = await h.bot.storage.live_session(h.channel.id)
    assert h.bot.sessions.engine_of(record).turn > 1, "the round ended: the table wanted a new picture"
    assert not h._faults, "the upload was refused"
    table = h.message(lobby)
    assert len(h.versions[table_id]) > versions, "the table was edited all the same"
    assert is_layout(table)
    assert h.media(table) == [] and h.attachments(table) == [], "the refused picture is not shown"
    assert first not in [f.filename for f in h.attachments(table)]
    assert any("Attach Files" in r.getMessage() for r in caplog.records)
    assert [r for r in h.refusals if r.code != 50013] == []
