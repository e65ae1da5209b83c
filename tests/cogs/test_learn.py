"""`/<game> learn` (issue 35): a lesson against AIs in the learner's DM, with the real buttons and
a tip on top of the hand that follows the game; nothing counted in stats, ratings or history."""

from __future__ import annotations

import pytest

from bot.i18n import text
from tests.cogs.conftest import Clock, custom_ids, start_harness
from tests.discord_harness import Harness, harness_factory, iter_components  # noqa: F401

EXT = ("cogs.forest_gangs", "cogs.bang", "cogs.bang_and_twang", "cogs.whizz_bing_bang")


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


def no_watch(msg: dict) -> None:
    """A lesson's table has no Watch button: nobody else can see the learner's DM."""
    assert not [c for c in custom_ids(msg) if c.endswith(":x:watch") or c.endswith(":x:seats")], custom_ids(
        msg
    )


async def test_a_bang_and_twang_lesson_by_custom_id_with_tips_that_change(harness_factory, tmp_path, clock):
    import random

    from engines.bang_and_twang import GAME
    from tests.cogs.test_bang_and_twang_flow import find_on

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    learner = h.members[0]
    dm = await learner.create_dm()
    await h.slash("bang_and_twang learn", learner, channel=dm)
    record = await h.bot.storage.live_session(dm.id)
    assert record is not None and record.game == "bang_and_twang" and len(record.seats) == 3
    no_watch(table_of(h, learner))
    tips = tip_texts("en", "bang_and_twang")
    first = hand_of(h, learner).get("content") or ""
    assert text("en", "learn-bang_and_twang-take_action") in first, (
        "the lesson's seed: the learner plays first"
    )
    seen: set[str] = set()
    rng = random.Random(7)
    for _ in range(400):
        record = await h.bot.storage.live_session(dm.id)
        if record is None:
            break
        seen |= {t for t in tips if t in (hand_of(h, learner).get("content") or "")}
        engine = h.bot.sessions.engine_of(record)
        mine = [d for d in engine.open_decisions() if d.seat == 0]
        if not mine:  # the AIs' reaction windows: let their time run out
            nxt = await h.bot.storage.next_deadline()
            assert nxt is not None, engine.open_decisions()
            clock.now = max(clock.now, nxt[2])
            await h.bot.scheduler.fire_due()
            await h.settle()
            continue
        action = GAME.choose_ai_action(engine, 0, rng)
        verb, arg = render_encode(action)
        hit = None
        table = table_of(h, learner)
        if verb in ("flip", "move"):
            hit = find_on(table, f"bang_and_twang:{record.id}:t{engine.turn}", verb, arg)
        where = table
        if hit is None:
            where = hand_of(h, learner)
            hit = find_on(where, f"bang_and_twang:{record.id}:d{action.decision_id}", verb, arg)
        if hit is None and verb == "move":  # one button per distinct resulting riff
            from cogs.bang_and_twang.render import moved

            riff = engine.state.riff
            for src, dst in [(s, d) for s in (1, 2, 3) for d in (1, 2, 3) if s != d]:
                if moved(riff, src, dst) == moved(riff, action.src, action.dst):
                    for prefix, msg in (
                        (f"t{engine.turn}", table),
                        (f"d{action.decision_id}", hand_of(h, learner)),
                    ):
                        hit = hit or find_on(
                            msg, f"bang_and_twang:{record.id}:{prefix}", "move", f"{src}{dst}"
                        )
                        where = msg if hit and where is table and msg is not table else where
        assert hit is not None, (action, custom_ids(table), custom_ids(hand_of(h, learner)))
        cid, value = hit
        where = table if cid in custom_ids(table) else hand_of(h, learner)
        rec = await h.click(where, learner, custom_id=cid, values=[value] if value else None)
        assert not rec.ephemeral, rec.message and rec.message.get("content")
        no_watch(table_of(h, learner))
    final = await h.bot.storage.get_session(record.id if record else "")
    assert await h.bot.storage.live_session(dm.id) is None, "the lesson ends"
    assert text("en", "learn-bang_and_twang-take_action") in seen
    assert len(seen) >= 3, seen
    assert final is None or final.status == "finished"
    assert await h.bot.storage.games_played(None, "bang_and_twang") == 0
    assert await h.bot.storage.stats(None, "bang_and_twang") == []
    assert h.channel_messages() == [], "nothing in the server"


def render_encode(action):
    from cogs.bang_and_twang.render import encode

    return encode(action)


async def test_a_whizz_bing_bang_lesson_shows_the_tip_on_the_table(harness_factory, tmp_path, clock):
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    learner = h.members[0]
    h.locales[learner.id] = "fr"
    dm = await learner.create_dm()
    rec = await h.slash("whizz_bing_bang learn", learner, channel=dm)
    assert not rec.ephemeral
    record = await h.bot.storage.live_session(dm.id)
    assert record is not None and record.game == "whizz_bing_bang" and record.guild_id is None
    tip = text("fr", "learn-whizz_bing_bang-wait")
    table = table_of(h, learner)
    assert tip in (table.get("content") or ""), table.get("content")
    no_watch(table)
    engine = h.bot.sessions.engine_of(record)
    assert engine.state.ctx.active == 0, "the lesson's seed: the learner calls first"
    # The learner presses by custom_id: the expected sound on their turn, BOOM on a Boom.
    for _ in range(40):
        record = await h.bot.storage.live_session(dm.id)
        if record is None:
            break
        engine = h.bot.sessions.engine_of(record)
        v = engine.view_for(0)
        table = table_of(h, learner)
        assert tip in (table.get("content") or "")
        no_watch(table)
        verb = None
        if not v.my_inputs and v.phase == "call" and v.active == 0:
            verb, arg = "call", v.expected
        elif not v.my_inputs and v.phase == "slap" and 0 not in v.slapped:
            verb, arg = "slap", None
        if verb is not None:
            clock.now += 0.3
            ids = [
                c
                for c in custom_ids(table)
                if c.split(":")[3:4] == [verb] and (arg is None or c.endswith(":" + arg))
            ]
            assert ids, custom_ids(table)
            await h.click(table, learner, custom_id=ids[0])
            continue
        nxt = await h.bot.storage.next_deadline()
        assert nxt is not None
        clock.now = max(clock.now, nxt[2])
        await h.bot.scheduler.fire_due()
        await h.settle()
    assert await h.bot.storage.games_played(None, "whizz_bing_bang") == 0
    assert await h.bot.storage.stats(None, "whizz_bing_bang") == []
    assert h.channel_messages() == [], "nothing in the server"
    end = await h.slash("whizz_bing_bang end", learner, channel=dm)
    assert end.ephemeral
    assert await h.bot.storage.live_session(dm.id) is None
    assert await h.bot.storage.games_played(None, "whizz_bing_bang") == 0
