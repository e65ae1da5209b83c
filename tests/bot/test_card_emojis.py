"""Cards as application emojis (CAMPFIRE_IMAGES, issue 32) through the strict double.

At start-up a bot with images on owns one application emoji per card face (bot/emojis.py), keeps a
manifest beside its database so that a warm restart asks Discord nothing, and its hand buttons carry
the card's emoji; the double refuses a component emoji the application does not own, so every send
below is checked. Images off (the harness default, tests/cogs/conftest.py `make_bot`) sends no emoji
and makes no emoji call; a sync that fails part-way (the emoji limit) still plays, with text.
Runs on SQLite only: the manifest is a local file in both deployments.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from bot import emojis
from bot.emojis import MANIFEST_NAME, card_emoji
from tests.cogs.conftest import Clock, custom_ids, labels, make_bot, start_harness
from tests.discord_harness import EMOJI_KINDS, Harness, harness_factory, iter_components  # noqa: F401

FG = ("cogs.forest_gangs",)
FACES = 296
"""Every face of every game (bot/art/cards.py)."""


@pytest.fixture
def clock() -> Clock:
    return Clock()


def components(msg: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every component of a message, and every option of its selects."""
    for comp in iter_components(msg.get("components") or []):
        yield comp
        yield from comp.get("options") or []


def custom_emoji_ids(msg: dict[str, Any]) -> list[int]:
    """Ids of the custom emojis on a message's buttons and select options."""
    return [int(c["emoji"]["id"]) for c in components(msg) if (c.get("emoji") or {}).get("id")]


def seen_emoji_ids(h: Harness) -> set[int]:
    """Custom emoji ids on every version of every message the harness saw."""
    return {eid for versions in h.versions.values() for msg in versions for eid in custom_emoji_ids(msg)}


async def open_forest(h: Harness, players: int = 4) -> dict[str, Any]:
    host, *others = h.members[:players]
    lobby = (await h.slash("forest_gangs start", host)).message
    for m in others:
        await h.click(lobby, m, label="Join")
    await h.click(lobby, host, label="Start")
    return lobby


async def play_forest(h: Harness, members: list[Any], limit: int = 400) -> None:
    """Click the first button of a player's DM hand until nobody has one (the game is over)."""
    for _ in range(limit):
        target = next((m for m in members if custom_ids(h.last_dm(m))), None)
        if target is None:
            return
        dm = h.last_dm(target)
        await h.click(dm, target, custom_id=custom_ids(dm)[0])
    raise AssertionError("the game did not end")


async def test_a_whole_forest_gangs_game_with_card_emojis_then_a_warm_restart(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
) -> None:
    db = tmp_path / "db.sqlite3"
    h = await start_harness(harness_factory, db, clock, FG, images=True)
    assert len(h.app_emojis) == FACES
    assert h.count(*EMOJI_KINDS) == 1 + FACES, "one list, one create per face"
    manifest = json.loads((tmp_path / MANIFEST_NAME).read_text())
    assert len(manifest[str(h.application_id)]) == FACES
    members = h.members[:4]
    lobby = await open_forest(h)
    for m in members:
        dm = h.last_dm(m)
        ids = custom_emoji_ids(dm)
        assert ids and len(ids) == len(custom_ids(dm)), "every card button shows its card"
        assert set(ids) <= set(h.app_emojis)
        assert not any(label.startswith(("🐐", "🧙", "🐉")) for label in labels(dm)), "the picture, once"
    await play_forest(h, members)
    assert "Rematch" in labels(h.message(lobby))
    assert seen_emoji_ids(h) <= set(h.app_emojis)
    tables = [str(msg.get("embeds")) + str(msg.get("components")) for msg in h.versions[int(lobby["id"])]]
    assert any("<:cffg_" in t for t in tables), "the cards in play show their picture on the table"
    assert not h.refusals

    h2 = await h.restart(make_bot(db, clock, FG, images=True), setup=lambda b: b.prepare())
    assert h2.count(*EMOJI_KINDS) == 0, "a warm restart with nothing changed asks Discord nothing"
    assert card_emoji("forest_gangs", "fg_acorn_1") is not None
    lobby = await open_forest(h2)
    assert custom_emoji_ids(h2.last_dm(members[0]))
    assert seen_emoji_ids(h2) <= set(h2.app_emojis)


async def test_images_off_sends_no_emoji_and_makes_no_emoji_call(harness_factory, tmp_path, clock) -> None:  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, FG, images=False)
    await open_forest(h)
    await play_forest(h, h.members[:4])
    assert h.count(*EMOJI_KINDS, errors=True) == 0
    assert seen_emoji_ids(h) == set()
    assert not (tmp_path / MANIFEST_NAME).exists()
    assert card_emoji("forest_gangs", "fg_acorn_1") is None


async def test_a_sync_that_hits_the_emoji_limit_still_plays_with_text(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
    caplog,
) -> None:
    bot = make_bot(tmp_path / "db.sqlite3", clock, FG, images=True)
    h = await harness_factory(bot)
    h.app_emoji_limit = 10
    await bot.prepare()
    assert len(h.app_emojis) == 10
    assert "have no emoji (shown as text)" in caplog.text
    await open_forest(h)
    await play_forest(h, h.members[:4])
    shown = seen_emoji_ids(h)
    assert shown and shown <= set(h.app_emojis), "the faces that got an emoji show it"
    hands = [msg for versions in h.versions.values() for msg in versions if custom_ids(msg)]
    assert any(len(custom_emoji_ids(msg)) < len(custom_ids(msg)) for msg in hands), "the others are text"


async def test_a_failed_emoji_list_leaves_text_and_breaks_nothing(
    harness_factory, tmp_path, clock, caplog
) -> None:  # noqa: F811
    import discord

    bot = make_bot(tmp_path / "db.sqlite3", clock, FG, images=True)

    async def refused() -> list[Any]:
        raise discord.ClientException("Discord is down")

    bot.fetch_application_emojis = refused  # type: ignore[method-assign]
    h = await harness_factory(bot, setup=lambda b: b.prepare())
    assert "Card emojis are off for now" in caplog.text
    assert h.count(*EMOJI_KINDS, errors=True) == 0
    await open_forest(h)
    assert custom_ids(h.last_dm(h.members[0])) and seen_emoji_ids(h) == set()


# ---- one hand view of each other game ---------------------------------------------------------------


async def test_bang_hand_shows_character_and_card_emojis(harness_factory, tmp_path, clock) -> None:  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.bang",), images=True)
    host, *others = h.members[:4]
    lobby = (await h.slash("bang start", host, response_timeout=20)).message
    for m in others:
        await h.click(lobby, m, label="Join")
    await h.click(lobby, host, label="Start")
    for _ in range(40):
        if any(custom_emoji_ids(h.last_dm(m)) for m in h.members[:4]):
            break
        target = next((m for m in h.members[:4] if custom_ids(h.last_dm(m))), None)
        assert target is not None
        dm = h.last_dm(target)
        await h.click(dm, target, custom_id=custom_ids(dm)[0])
    shown = {eid for m in h.members[:4] for eid in custom_emoji_ids(h.last_dm(m))}
    assert shown and shown <= set(h.app_emojis)
    assert seen_emoji_ids(h) <= set(h.app_emojis)


async def test_bang_and_twang_hand_buttons_show_their_cards(harness_factory, tmp_path, clock) -> None:  # noqa: F811
    from tests.cogs.test_bang_and_twang_flow import open_table, play_to_the_end

    ext = ("cogs.bang_and_twang",)
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ext, images=True)
    lobby = await open_table(h, 3)
    await play_to_the_end(h, lobby)
    shown = seen_emoji_ids(h)
    assert shown and shown <= set(h.app_emojis)


async def test_whizz_bing_bang_turned_tokens_show_their_faces(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
    monkeypatch,
) -> None:
    from tests import discord_harness

    monkeypatch.setattr(discord_harness.snowflakes, "_now_ms", lambda: round(clock.now * 1000))
    ext = ("cogs.whizz_bing_bang",)
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ext, images=True)
    members = h.members[:3]
    host, *others = members
    lobby = (await h.slash("whizz_bing_bang start", host, token_hunt=True)).message
    for m in others:
        await h.click(lobby, m, label="Join")
    await h.click(lobby, host, label="Start")
    record = await h.bot.storage.live_session(h.channel.id)
    engine = h.bot.sessions.engine_of(record)
    v = engine.view_for(None)
    culprit, hunter = (v.active + 1) % 3, (v.active + 2) % 3
    clock.now += 0.3
    sound = "Bing" if v.expected != "bing" else "Bang"
    await h.click(h.message(lobby), members[culprit], label=sound)
    clock.now += 1.1
    await h.bot.scheduler.fire_due()
    await h.settle()
    clock.now += 0.3
    await h.click(h.message(lobby), members[hunter], label="Punish!")
    row = h.ephemerals(members[hunter])[-1]
    secret = list(h.bot.sessions.engine_of(await h.bot.storage.live_session(h.channel.id)).state.rows[hunter])
    wrong = next(i for i in range(4) if secret[i] != "whizz")
    clock.now += 0.2
    await h.click(row, members[hunter], label=f"Token {wrong + 1}")
    ids = custom_emoji_ids(h.message(row))
    colour = engine.view_for(None).players[hunter].colour
    assert ids == [emojis._emojis[("whizz_bing_bang", f"tok_{colour}_{secret[wrong]}")].id]
    assert set(ids) <= set(h.app_emojis)


def test_the_manifest_is_kept_per_application_and_a_broken_one_is_ignored(tmp_path) -> None:
    path = tmp_path / MANIFEST_NAME
    assert emojis.load_manifest(path, 1) is None
    emojis.save_manifest(path, 1, {"cffg_00000000_a": 11})
    emojis.save_manifest(path, 2, {"cffg_00000000_a": 22})
    assert emojis.load_manifest(path, 1) == {"cffg_00000000_a": 11}
    assert emojis.load_manifest(path, 2) == {"cffg_00000000_a": 22}
    path.write_text("{not json")
    assert emojis.load_manifest(path, 1) is None, "a broken manifest means: ask Discord once"
    emojis.save_manifest(path, 1, {"cffg_00000000_a": 11})
    assert emojis.load_manifest(path, 1) == {"cffg_00000000_a": 11}
