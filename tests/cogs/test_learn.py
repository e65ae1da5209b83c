"""`/<game> learn` (issue 35): a lesson against AIs in the learner's DM, with the real buttons and
a tip on top of the hand that follows the game; nothing counted in stats, ratings or history."""

from __future__ import annotations

import pytest

from bot.i18n import text
from tests.cogs.conftest import Clock, custom_ids, start_harness
from tests.discord_harness import Harness, harness_factory, iter_components  # noqa: F401

EXT = ("cogs.forest_gangs", "cogs.bang")


@pytest.fixture
def clock() -> Clock:
    return Clock()


def hand_of(h: Harness, member) -> dict:
    """The learner's DM hand: the newest DM that has buttons and is not the table."""
    for msg in reversed(h.dms(member)):
        if custom_ids(msg) and not msg.get("embeds"):
            return msg
    return h.last_dm(member)


def buttons(msg: dict) -> list[str]:
    """The custom_ids of a message's buttons (no selects)."""
    return [c["custom_id"] for c in iter_components(msg.get("components") or []) if c.get("type") == 2]


def table_of(h: Harness, member) -> dict:
    """The lesson's table: the DM with an embed."""
    return next(m for m in reversed(h.dms(member)) if m.get("embeds"))


def tip_texts(lang: str, game: str) -> set[str]:
    """Every tip of a game in `lang` (their first words, to find them in a hand)."""
    from bot.i18n import catalog

    return {text(lang, key) for key in catalog().sources[lang] if key.startswith(f"learn-{game}-")}


async def play_lesson(h: Harness, member, game: str, lang: str, steps: int = 400) -> set[str]:
    """Click the first button of the learner's hand until the lesson ends; the tips seen."""
    tips = tip_texts(lang, game)
    seen: set[str] = set()
    for _ in range(steps):
        record = await h.bot.storage.live_session((await member.create_dm()).id)
        if record is None:
            return seen
        hand = hand_of(h, member)
        content = hand.get("content") or ""
        seen |= {t for t in tips if t in content}
        ids = buttons(hand)
        if ids:  # the first choice (Forest Gangs: a card) or the last button (BANG!: End turn, Take the hit)
            await h.click(hand, member, custom_id=ids[0] if game == "forest_gangs" else ids[-1])
            continue
        table = table_of(h, member)  # a choice on the table (BANG!'s General Store)
        picks = [c for c in buttons(table) if ":act:" in c]
        if not picks:
            return seen
        await h.click(table, member, custom_id=picks[0])
    return seen


@pytest.mark.parametrize(("locale", "lang"), [("en-US", "en"), ("it", "it")])
async def test_a_forest_gangs_lesson_in_the_dm_teaches_and_counts_nowhere(
    harness_factory, tmp_path, clock, locale, lang
):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    learner = h.members[0]
    h.locales[learner.id] = locale
    dm = await learner.create_dm()
    rec = await h.slash("forest_gangs learn", learner, channel=dm)
    assert not rec.ephemeral, "in a DM the answer is the table itself"
    record = await h.bot.storage.live_session(dm.id)
    assert record is not None and record.status == "running" and record.guild_id is None
    assert record.options.get("lesson") is True and record.options.get("pings") is False
    assert [s.user_id for s in record.seats][1:] == [None, None], "the learner and two AIs"
    hand = hand_of(h, learner)
    assert custom_ids(hand), "the real buttons"
    assert text(lang, "learn-forest_gangs-choose_card") in (hand.get("content") or "")
    seen = await play_lesson(h, learner, "forest_gangs", lang)
    final = await h.bot.storage.get_session(record.id)
    assert final is not None and final.status == "finished"
    assert text(lang, "learn-forest_gangs-choose_card") in seen
    assert len(seen) >= 2, "the tips change with what happens"
    storage = h.bot.storage
    assert await storage.games_played(None, "forest_gangs") == 0
    assert await storage.games_played(h.guild.id, "forest_gangs") == 0
    assert await storage.stats(None, "forest_gangs") == []
    assert h.channel_messages() == [], "nothing in the server"


async def test_learn_in_a_server_answers_privately_and_a_second_one_points_to_the_first(
    harness_factory, tmp_path, clock
):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    learner = h.members[1]
    h.locales[learner.id] = "it"
    rec = await h.slash("bang learn", learner)
    assert rec.ephemeral
    said = (rec.followups[-1].payload or {}).get("content") if rec.followups else None
    said = said or (rec.message or {}).get("content") or ""
    dm = await learner.create_dm()
    record = await h.bot.storage.live_session(dm.id)
    assert record is not None and record.game == "bang" and record.guild_id is None
    assert str(dm.id) in said, said
    assert h.channel_messages() == [], "nothing posted in the server's channel"
    assert len(record.seats) == 4 and sum(s.user_id is None for s in record.seats) == 3
    hand = hand_of(h, learner)
    assert custom_ids(hand)
    assert any(t in (hand.get("content") or "") for t in tip_texts("it", "bang")), hand.get("content")
    again = await h.slash("forest_gangs learn", learner)
    assert again.ephemeral
    msgs = [c.payload or {} for c in again.followups] or [again.message or {}]
    assert any("/bang termina" in (m.get("content") or "") for m in msgs), msgs
    assert (await h.bot.storage.live_session(dm.id)).id == record.id
    # The learner ends it from the DM.
    end = await h.slash("bang end", learner, channel=dm)
    assert end.ephemeral
    assert (await h.bot.storage.live_session(dm.id)) is None
    assert await h.bot.storage.games_played(None, "bang") == 0


async def test_a_bang_lesson_plays_with_tips_that_follow_the_decisions(harness_factory, tmp_path, clock):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    learner = h.members[0]
    dm = await learner.create_dm()
    await h.slash("bang learn", learner, channel=dm)
    seen = await play_lesson(h, learner, "bang", "en", steps=60)
    assert text("en", "learn-bang-play_turn") in seen
    assert len(seen) >= 2, seen
    assert await h.bot.storage.games_played(None, "bang") == 0
