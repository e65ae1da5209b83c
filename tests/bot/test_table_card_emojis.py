"""Face-up cards on the tables show their card emoji (CAMPFIRE_IMAGES, issue 32), through the strict double.

With images on, a table line that names a face-up card puts the card's application emoji `<:name:id>`
before its text label: BANG!'s cards in play per seat, the top of the discard and the General Store
(docs/rules/bang.md §2, §4); Bang & Twang's riff row, the tune being played and the discard top
(docs/rules/bang_and_twang.md §1-§3); Whizz Bing Bang's face-up card, its picture before the big sound
word (docs/rules/whizz_bing_bang.md §3: a string, nothing to upload). The double checks that every custom
emoji in text is one the application owns and that every payload fits Discord's limits (a crowded BANG!
table falls back to text rather than break them). Images off: no custom emoji anywhere.
Runs on SQLite only, like tests/bot/test_card_emojis.py.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.cogs.conftest import (
    Clock,
    custom_ids,
    description,
    field_value,
    is_layout,
    start_harness,
    texts,
    title,
)
from tests.discord_harness import Harness, check_message_payload, harness_factory  # noqa: F401

MARKUP = re.compile(r"<a?:(\w{2,32}):(\d{15,21})>")


@pytest.fixture
def clock() -> Clock:
    return Clock()


def embed_texts(msg: dict[str, Any]) -> list[str]:
    """The texts of a message that Discord renders emojis in: an embed's description and field values,
    or a layout's text displays (images on)."""
    if is_layout(msg):
        return texts(msg)
    out = []
    for e in msg.get("embeds") or []:
        out.append(str(e.get("description") or ""))
        out.extend(str(f.get("value") or "") for f in e.get("fields") or [])
    return out


def table_versions(h: Harness, msg: dict[str, Any]) -> list[dict[str, Any]]:
    """Every version of the table message the harness saw."""
    return h.versions[int(msg["id"])]


def text_emoji_ids(h: Harness, msgs: list[dict[str, Any]], code: str) -> set[int]:
    """Ids of this game's card emojis (`cf<code>_…`) written in the messages' embeds."""
    ids = set()
    for msg in msgs:
        for text in embed_texts(msg):
            ids |= {int(m.group(2)) for m in MARKUP.finditer(text) if m.group(1).startswith(f"cf{code}_")}
    return ids


def no_custom_emoji(h: Harness) -> bool:
    """No custom emoji in any text of any message the harness saw."""
    return not any(
        MARKUP.search(text)
        for versions in h.versions.values()
        for msg in versions
        for text in embed_texts(msg)
    )


# ---- BANG! ----------------------------------------------------------------------------------------------


async def test_a_whole_eight_seat_armed_and_dangerous_game_shows_cards_in_play_and_fits(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
) -> None:
    """1 human + 7 AI with A&D, played to the end with images on: the cards in play and the discard top
    show their pictures, every one owned by the application, and every table fits (the double checks
    each payload; a field that would not fit falls back to text)."""
    from tests.cogs.test_bang_armed_flow import EXT, FULL_SEED, open_ad_game, play_recording

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=FULL_SEED, images=True)
    lobby = await open_ad_game(h, 1, 7)
    await play_recording(h, h.members[0], lobby, clock)
    tables = table_versions(h, lobby)
    assert "game over" in title(tables[-1])
    for msg in tables:
        check_message_payload(msg, where="table")
    assert all(is_layout(msg) for msg in tables[1:]), (
        "images on: every table after the slash answer is a layout"
    )
    shown = text_emoji_ids(h, tables, "bg")
    assert shown and shown <= set(h.app_emojis)
    blocks = [t for msg in tables for t in texts(msg)]
    assert any(re.search(r"🃏 <:cfbg_", v) for v in blocks), "a seat's cards in play with their pictures"
    descriptions = [description(msg) for msg in tables]
    assert any("🗑️ Top of the discard: <:cfbg_" in d for d in descriptions), "the last card played"
    footers = [t for t in blocks if t.startswith("-# ")]
    assert footers and not any("<:" in f for f in footers), "the footer's words stay words"


async def test_the_general_store_shows_its_cards_with_pictures(harness_factory, tmp_path, clock) -> None:  # noqa: F811
    from tests.cogs.test_bang_flow import EXT, SEED, open_game, selects

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED, images=True)
    alice = h.members[0]
    lobby = await open_game(h, 2, 2)
    dm = h.last_dm(alice)
    card_sel = next(s for s in selects(dm) if s["custom_id"].endswith(":card"))
    store = next(o["value"] for o in card_sel["options"] if o["label"].startswith("General Store"))
    await h.select(dm, alice, [store], custom_id=card_sel["custom_id"])
    table = h.message(lobby)
    assert len([c for c in custom_ids(table) if ":act:" in c]) == 4
    store = field_value(table, "🏪 General Store")
    assert store is not None
    pictures = MARKUP.findall(store)
    assert len(pictures) == 4, "each face-up card before its name"
    assert {int(eid) for _, eid in pictures} <= set(h.app_emojis)


async def test_bang_images_off_shows_no_card_emoji(harness_factory, tmp_path, clock) -> None:  # noqa: F811
    from tests.cogs.test_bang_flow import EXT, SEED, open_game, play_to_the_end

    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT, seed=SEED)
    lobby = await open_game(h, 1, 3)
    await play_to_the_end(h, h.members[0], lobby, clock)
    assert no_custom_emoji(h)
    assert any(
        "🗑️ Top of the discard: " in (m["embeds"][0].get("description") or "")
        for m in h.versions[int(lobby["id"])]
    )


# ---- Bang & Twang ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("images", [True, False])
async def test_bang_and_twang_riff_tune_and_discard_top(harness_factory, tmp_path, clock, images) -> None:  # noqa: F811
    from tests.cogs.test_bang_and_twang_flow import open_table, play_to_the_end

    ext = ("cogs.bang_and_twang",)
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ext, images=images)
    lobby = await open_table(h, 3)
    await play_to_the_end(h, lobby)
    tables = table_versions(h, lobby)
    descriptions = [description(msg) for msg in tables if msg.get("embeds") or is_layout(msg)]
    if not images:
        assert no_custom_emoji(h)
        assert any("`[1]` 🥁 **Bang**" in d or "`[1]` 🪕 **Twang**" in d for d in descriptions)
        return
    shown = text_emoji_ids(h, tables, "bt")
    assert shown and shown <= set(h.app_emojis)
    assert any(re.match(r"`\[1\]` <:cfbt_\w+_riff_[bt]:\d+> \*\*(Bang|Twang)\*\*", d) for d in descriptions)
    assert any(re.search(r"\(top: <:cfbt_\w+:\d+> \*", d) for d in descriptions), "the discard top"


# ---- Whizz Bing Bang ------------------------------------------------------------------------------------


@pytest.mark.parametrize("images", [True, False])
async def test_whizz_bing_bang_face_up_card_before_the_big_word(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
    monkeypatch,
    images,
) -> None:
    from bot.art import cards
    from tests import discord_harness

    monkeypatch.setattr(discord_harness.snowflakes, "_now_ms", lambda: round(clock.now * 1000))
    ext = ("cogs.whizz_bing_bang",)
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ext, images=images)
    host, *others = h.members[:3]
    lobby = (await h.slash("whizz_bing_bang start", host)).message
    for m in others:
        await h.click(lobby, m, label="Join")
    await h.click(lobby, host, label="Start")
    record = await h.bot.storage.live_session(h.channel.id)
    v = h.bot.sessions.engine_of(record).view_for(None)
    first = description(h.message(lobby)).splitlines()[0]
    word = v.faceup_sound.upper()
    if images:
        found = re.fullmatch(rf"# <:(cfwb_\w+):(\d+)> {word}", first)
        assert found, first
        assert int(found.group(2)) in h.app_emojis
        assert found.group(1).endswith("_" + cards.face_for("whizz_bing_bang", v.faceup)), "this card's face"
    else:
        assert "<:" not in first and first.endswith(f" {word}")
        assert no_custom_emoji(h)


def test_a_crowded_eight_seat_table_with_pictures_falls_back_to_text_and_fits() -> None:
    """The worst case of tests/cogs/test_bang_render.py (8 long names, every blue and orange card in play,
    a full log) with a picture for every face: the pictures that would break a limit become text, the
    cards all still show by name, and the table fits."""
    import discord

    from bot import emojis
    from bot.art import cards
    from bot.ui import button
    from cogs.bang import render
    from engines.bang import catalog as cat
    from engines.bang.engine import BangEngine
    from tests.cogs.test_bang_render import AD, as_message, record

    for n, face in enumerate(cards.faces("bang")):
        emojis._emojis[("bang", face)] = discord.PartialEmoji(
            name=f"cfbg_0000abcd_{face}"[:32], id=10**18 + n
        )
    rec = record(8)
    for i, info in enumerate(rec.seats):
        info.name = f"{'W' * 30}{i:02d}"
    rec.recent_log = ["🃏 " + "x" * 200] * 8
    blue = [c for c in cat.load_catalog().cards if cat.card(c).border in ("blue", "orange")]

    def shown(in_play: list[list[str]]) -> dict[str, Any]:
        engine = BangEngine.new(8, 1, AD)
        for p, cards_there in zip(engine.state.players, in_play, strict=True):
            p.in_play = list(cards_there)
        payload = render.table(rec, engine.view_for(None), 1.8e9, button("My hand", "bang:x:x:hand"))
        table = as_message(payload)
        check_message_payload(table, where="crowded table with pictures")
        return table["embeds"][0]

    # One seat holding every blue and orange card: its field would pass 1,024 with pictures.
    embed = shown([blue] + [[]] * 7)
    first = embed["fields"][0]["value"]
    assert "<:" not in first and all(cat.card(c).label in first for c in blue[:10])
    # Twelve cards in play at every seat: the whole embed would pass 6,000 with pictures.
    embed = shown([blue[:12]] * 8)
    seats = [f["value"] for f in embed["fields"] if f["inline"]]
    assert not any("<:" in v for v in seats), "too many pictures for the embed: the cards as text"
    # A few cards: the pictures.
    embed = shown([blue[:3]] + [[]] * 7)
    assert embed["fields"][0]["value"].count("<:cfbg_") == 3, "room enough: the pictures"


# ---- the lobby -------------------------------------------------------------------------------------------


async def test_the_lobby_shows_the_games_card_from_its_first_message(
    harness_factory, tmp_path, clock
) -> None:  # noqa: F811
    """Images on: the lobby that `start` answers with shows the game's card beside its words (uploaded
    with that answer; it once came only with the first Join's edit, so a lobby nobody joined had none,
    and the first Join waited for the card to be drawn); a Join keeps it without uploading it again."""
    h = await start_harness(
        harness_factory, tmp_path / "db.sqlite3", clock, ("cogs.forest_gangs",), images=True
    )
    lobby = (await h.slash("forest_gangs start", h.members[0])).message
    shown = [(m.kind, m.file.filename if m.file else None) for m in h.media(lobby)]
    assert shown == [("thumbnail", "help_forest_gangs.png")]
    before = len(h.calls)
    await h.click(lobby, h.members[1], label="Join")
    assert h.uploads_since(before) == []
    assert [m.file.filename for m in h.media(lobby) if m.file] == ["help_forest_gangs.png"]
