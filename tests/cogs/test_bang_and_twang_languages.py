"""Bang & Twang in other languages (issue 34): every text the game draws comes from the catalogs.

1. A whole game in the pseudo-language (every catalog letter accented): no plain ASCII word is left
   in anything a player read, except players' names.
2. A whole game on an Italian server with a German and an Italian player (and an AI): the table is
   Italian, the German player's DMs German, the Italian player's Italian.

Both drive the game by custom_id (labels are translated), with the flow test's drivers.
"""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from bot.art.cards import faces
from bot.i18n import LANGUAGES, PSEUDO, card_key, catalog, slug, text, words
from bot.ui import button, custom_id
from cogs.bang_and_twang import render
from cogs.bang_and_twang.cog import BangAndTwangCog, event_line
from engines.bang_and_twang.actions import FlipRiff, MoveRiff
from engines.bang_and_twang.engine import BangAndTwangEngine
from engines.bang_and_twang.perspective import build_perspective
from tests.cogs.conftest import Clock, start_harness
from tests.cogs.test_bang_and_twang_flow import EXT, KEY, play_to_the_end, session
from tests.cogs.test_bang_render import as_message, record
from tests.discord_harness import Harness, harness_factory  # noqa: F401
from tests.discord_spec import message_texts
from tests.i18n_check import leaked, speak_pseudo, untranslated
from tests.player_text import player_texts


@pytest.fixture
def clock() -> Clock:
    return Clock()


def lobby_id(rec: Any, verb: str) -> str:
    """A lobby button's custom_id (`bang_and_twang:<sid>:x:<verb>`), read off the lobby message."""
    for row in rec.get("components") or []:
        for comp in row.get("components") or []:
            cid = comp.get("custom_id") or ""
            if cid.startswith(f"{KEY}:") and cid.endswith(f":x:{verb}"):
                return cid
    raise AssertionError(f"no {verb} button on the lobby")


async def open_table(h: Harness, humans: list[Any], ais: int = 0, **options: Any) -> dict[str, Any]:
    """The first human opens a table, the others join, `ais` AI seats are added, the host starts."""
    host, *others = humans
    lobby = (await h.slash(f"{KEY} start", host, **options)).message
    for m in others:
        assert (await h.click(lobby, m, custom_id=lobby_id(h.message(lobby), "join"))).callback_type == 7
    for _ in range(ais):
        assert (await h.click(lobby, host, custom_id=lobby_id(h.message(lobby), "add_ai"))).callback_type == 7
    assert (await h.click(lobby, host, custom_id=lobby_id(h.message(lobby), "start"))).callback_type == 7
    return lobby


async def test_a_whole_game_in_the_pseudo_language_leaves_no_english(
    harness_factory, tmp_path, clock, monkeypatch
):  # noqa: F811
    """Every text the game draws (table, hands, buttons, log, pings, results) comes from a catalog."""
    speak_pseudo(monkeypatch)
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    lobby = await open_table(h, list(h.members[:2]), ais=1, tunes="blue_square", open_hands=True)
    record = await session(h)
    assert record.options["language"] == "qps"
    await play_to_the_end(h, lobby, no_dms=frozenset({h.members[1].id}))
    assert (await session(h, record.id)).status == "finished"
    names = [s.name for s in record.seats] + [m.display_name for m in h.members]
    found = untranslated(player_texts(h), names)
    assert found == [], sorted({t for _, t in found})


def texts_of(h: Harness, channel_id: int) -> list[str]:
    """Every text of every version of every message the bot sent in a channel (or DM channel)."""
    out: list[str] = []
    for versions in h.versions.values():
        for v in versions:
            if int(v.get("channel_id") or 0) == channel_id:
                out.extend(t for t in message_texts(v) if t)
    return out


async def test_an_italian_table_with_a_german_and_an_italian_player(harness_factory, tmp_path, clock):  # noqa: F811
    """The table (and its log, pings and results) speaks the server's Italian; each player's DMs
    speak their own language."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    h.guild_locale = "it"
    italian, german = h.members[:2]
    h.locales[italian.id] = "it"
    h.locales[german.id] = "de"
    lobby = await open_table(h, [italian, german], ais=1, tunes="green_circle")
    record = await session(h)
    assert record.options["language"] == "it"
    table_title = h.message(lobby)["embeds"][0]["title"]
    assert table_title == text("it", "bang_and_twang-table-title", turn=record_turn(h, record))
    await play_to_the_end(h, lobby)
    assert (await session(h, record.id)).status == "finished"

    table = texts_of(h, h.channel.id)
    assert leaked(table, "it") == []
    assert any(text("it", "bang_and_twang-table-log") in t for t in table), "the log's title is Italian"
    assert any("🏦 **" in t and " mette in banca *" in t for t in table), "a bank is read out in Italian"
    assert any("🏆" in t and (" vince con " in t or " vincono insieme con " in t) for t in table), "results"
    assert any("🔚 Il mazzo di pesca era vuoto" in t or "🔚 La partita ha raggiunto" in t for t in table), (
        "end reason"
    )

    dm_de = texts_of(h, h.dm_channel_ids[german.id])
    assert leaked(dm_de, "de") == []
    assert text("de", "bang_and_twang-hand-title") in dm_de
    assert any(t.startswith("✋ Deine Hand") for t in dm_de)

    dm_it = texts_of(h, h.dm_channel_ids[italian.id])
    assert leaked(dm_it, "it") == []
    assert text("it", "bang_and_twang-hand-title") in dm_it
    assert text("de", "bang_and_twang-hand-title") not in dm_it


def record_turn(h: Harness, record: Any) -> int:
    """The turn the session's engine is at."""
    return h.bot.sessions.engine_of(record).turn


@pytest.mark.parametrize(
    "options",
    [{"tune_set": s} for s in render.SET_IDS] + [{"tune_mode": "wondertunes"}],
    ids=[*render.SET_IDS, "wondertunes"],
)
def test_every_position_of_random_games_renders_from_the_catalogs(options: dict[str, Any]) -> None:
    """Random games (random legal moves reach every prompt, button and event the AI rarely picks),
    rendered in the pseudo-language at every position: the table, the hand of each deciding seat,
    the log line of each public event and the results leave no English word."""
    w = words(PSEUDO)
    names = [f"Player{i}" for i in range(4)]
    rec = record(4)
    rec.game = KEY
    rec.options = {"language": PSEUDO}
    rec.seats[3].ai = True
    texts: list[str] = []
    for seed in (1, 2):
        engine = BangAndTwangEngine.new(4, seed, {**options, "open_hands": seed == 2})
        rng = random.Random(seed)
        for _ in range(3000):
            public = build_perspective(engine, None)
            riff = [
                a
                for a in (engine.legal_actions(public.active_seat) if public.active_seat is not None else [])
                if isinstance(a, FlipRiff | MoveRiff)
            ]
            hand_button = button("x", custom_id(KEY, rec.id, "x", "hand"))
            texts += message_texts(as_message(render.table(rec, public, riff, hand_button, w)))
            for seat in {d.seat for d in engine.open_decisions()}:
                p = build_perspective(engine, seat)
                texts += message_texts(as_message(render.hand(rec, p, seat, engine.legal_actions(seat), w)))
            if engine.result is not None:
                texts += render.final_lines(rec, public, w)
                texts += [render.headline(rec, public, w) or "", render.end_reason(rec, public, w) or ""]
                break
            actors = engine.to_act()
            if actors:
                seat = rng.choice(actors)
                legal = engine.legal_actions(seat)
                events = engine.apply(seat, legal[rng.randrange(len(legal))])
            else:  # a timer's turn (a reaction window closes)
                open_ = engine.open_decisions()
                events = engine.apply(
                    None, engine.default_action(open_[-1]) if open_ else engine.system_actions()[0]
                )
            texts += [line for e in events if e.audience.sees(None) and (line := event_line(e, rec, w))]
        else:
            raise AssertionError("game did not end")
    assert untranslated([t for t in texts if t and t != "x"], names) == []


def test_every_face_has_its_name_and_words_in_every_language() -> None:
    """Each card face (bot.art.cards.faces) has its name and its few words in each language, English
    word for word the face's own; each tune card has its full effect too."""
    c = catalog()
    for f in faces(KEY).values():
        keys = {card_key(KEY, f.name): f.name}
        if f.text:
            keys[f"{KEY}-{f.kind}-{slug(f.name)}-text"] = f.text
        if f.kind == "tune":
            keys[f"{KEY}-tune-{slug(f.name)}-effect"] = None
        for key, english in keys.items():
            for lang in LANGUAGES:
                assert c.has(lang, key), f"{lang} {key}"
            if english is not None:
                assert text("en", key) == english, key


def test_every_lobby_option_line_comes_from_the_catalogs() -> None:
    """Single set, double tune, Wondertunes from all sets or from some: the lobby lines in the
    pseudo-language (the cog's `describe_options`, pure) leave no English word."""
    cog = BangAndTwangCog(SimpleNamespace(sessions=None, presenter=None))
    lines: list[str] = []
    for options in (
        {"tune_mode": "single", "tune_set": "red_triangle", "open_hands": True},
        {"tune_mode": "double", "tune_set": "blue_square"},
        {"tune_mode": "wondertunes"},
        {"tune_mode": "wondertunes", "wondertunes_pool": ["green_circle", "orange_heart"]},
    ):
        lines += cog.describe_options({**options, "language": PSEUDO})
    assert untranslated(lines) == [], lines
    italian = cog.describe_options(
        {"tune_mode": "wondertunes", "wondertunes_pool": ["green_circle", "orange_heart"], "language": "it"}
    )
    assert (
        italian[0]
        == "🌈 Melodie Meravigliose: 8 carte melodia a caso da 🟢 Cerchio Verde — Melodie del Falò e 🧡 Cuore Arancione — Giga Dispettosa"
    )
