"""Forest Gangs in other languages (issue 34): every text the game draws comes from the catalogs.

A whole game in the pseudo-language leaves no word a catalog did not give; a whole game at an Italian
server with a German and an Italian player shows the table in Italian and each hand in its player's
language. Buttons are clicked by custom_id (their labels are translated).
"""

from __future__ import annotations

import random
import re
from functools import cache
from types import SimpleNamespace
from typing import Any

import pytest

from bot.i18n import PSEUDO, catalog, words
from bot.storage import SessionRecord
from bot.storage.records import SeatInfo
from bot.ui import button
from cogs.forest_gangs import render
from cogs.forest_gangs.cog import ForestGangsCog
from engines.forest_gangs.engine import ForestGangsEngine
from engines.forest_gangs.events import CombatStepped
from engines.forest_gangs.perspective import CardView, build_perspective
from tests.cogs.conftest import Clock, custom_ids, start_harness
from tests.cogs.test_bang_render import as_message
from tests.cogs.test_forest_gangs_flow import lobby_button, open_table, play_to_the_end
from tests.discord_harness import Harness, harness_factory  # noqa: F401
from tests.discord_spec import message_texts
from tests.i18n_check import leaked, speak_pseudo, untranslated
from tests.player_text import player_texts

EXT = ("cogs.forest_gangs",)


@pytest.fixture
def clock() -> Clock:
    catalog()  # read the catalogs before the first click: a click must be answered within 3 s
    return Clock()


def versions_texts(h: Harness, messages: list[dict]) -> list[str]:
    """Every text of every version of `messages`."""
    return [t for m in messages for v in h.versions[int(m["id"])] for t in message_texts(v) if t]


def channel_texts(h: Harness) -> list[str]:
    """Every text of every version of every channel message, the deleted turn pings included."""
    channel = str(h.channel.id)
    return [
        t
        for vs in h.versions.values()
        for v in vs
        if str(v.get("channel_id")) == channel
        for t in message_texts(v)
        if t
    ]


def seat_names(h: Harness, members) -> list[str]:
    return [m.display_name for m in members] + [m.name for m in members]


async def test_a_whole_game_in_the_pseudo_language_leaves_no_word_without_a_catalog(
    harness_factory, tmp_path, clock, monkeypatch
):
    """Two players and the ghost, then three players stopped by the host: the lobby's option lines,
    the table, the hands, the ability questions, the pings, the combat log, the results and the
    end reason are all in the pseudo-language."""
    speak_pseudo(monkeypatch)
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    members = h.members[:3]
    lobby = await open_table(h, players=3, ghost=True)
    record = await h.bot.storage.live_session(h.channel.id)
    assert record.options["language"] == PSEUDO
    assert record.seats[0].lang == PSEUDO
    await play_to_the_end(h, members)
    assert await h.bot.storage.games_played(h.guild.id, "forest_gangs") == 1
    texts = player_texts(h)
    ghost = words(PSEUDO).card("forest_gangs", "Ghost")
    assert any(ghost in t for t in texts), "the ghost is named in the pseudo-language"
    assert any(words(PSEUDO)("forest_gangs-field-last-combat") in t for t in texts)
    left = untranslated(texts, seat_names(h, members))
    assert left == [], sorted({t for _, t in left})[:20]
    assert lobby


@pytest.mark.parametrize("kids", ["kids1", "kids2"])
def test_kids_titles_and_hands_are_worded_by_the_catalogs(kids: str) -> None:
    """The Kids titles read in each language ("· Bambini 2"), never the English "Kids"."""
    w = words("it")
    assert w(f"forest_gangs-table-title-{kids}", round=3).endswith(f"· Bambini {kids[-1]}")
    assert (
        render.card_label(CardView(id="fg_moon_7", value=7, name="Gnome", flag="moon"), w) == "🧙 Gnomo (7)"
    )
    assert words("de")("forest_gangs-cards-bold", n=1) == "**1** Karte"
    assert words("de")("forest_gangs-cards-bold", n=5) == "**5** Karten"


async def test_an_italian_server_with_a_german_and_an_italian_player(harness_factory, tmp_path, clock):
    """The table, pings, Recent lines and results are Italian; Dora's hand is German, Ivo's Italian."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    h.guild_locale = "it"
    dora, ivo, third = h.members[:3]
    h.locales[dora.id] = "de"
    h.locales[ivo.id] = "it"
    h.locales[third.id] = "it"
    lobby = await open_table(h, players=3)
    record = await h.bot.storage.live_session(h.channel.id)
    assert record.options["language"] == "it"
    assert [s.lang for s in record.seats] == ["de", "it", "it"]
    await play_to_the_end(h, [dora, ivo, third])
    assert await h.bot.storage.games_played(h.guild.id, "forest_gangs") == 1

    table = channel_texts(h)
    assert leaked(table, "it") == []
    assert any("**Bottino:**" in t for t in table), "the table says the Loot in Italian"
    assert any(t.startswith("🌲 Forest Gangs — round") for t in table)
    assert any(t == "⚔️ Ultimo combattimento" for t in table)
    assert not any("Runde" in t or "Beute" in t for t in table), "no German on the public table"
    assert any("scegli la tua carta per il round 1 (nei DM o con **La mia mano**)" in t for t in table), (
        "the ping"
    )

    german = versions_texts(h, h.dms(dora))
    assert leaked(german, "de") == []
    assert any(t.startswith("🌲 Deine Hand — Runde") for t in german)
    assert any(t == "Deine Stapel" for t in german)
    assert not any("La tua mano" in t for t in german)

    for member in (ivo, third):
        italian = versions_texts(h, h.dms(member))
        assert leaked(italian, "it") == []
        assert any(t.startswith("🌲 La tua mano — round") for t in italian)
        assert not any("Deine Hand" in t for t in italian)
    assert custom_ids(h.message(lobby)) and lobby_button


async def test_a_german_server_with_an_italian_player(harness_factory, tmp_path, clock):  # noqa: F811
    """The other way round: the table, pings and results in German; Ivo's hand in Italian, the German
    players' in German."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, EXT)
    h.guild_locale = "de"
    ivo, dora, jonas = h.members[:3]
    h.locales.update({ivo.id: "it", dora.id: "de", jonas.id: "de"})
    await open_table(h, players=3)
    await play_to_the_end(h, [ivo, dora, jonas])
    table = channel_texts(h)
    assert leaked(table, "de") == []
    assert any(t.startswith("🌲 Forest Gangs — Runde") for t in table)
    assert any("**Beute:**" in t for t in table) and any(
        t.startswith("🏁 Forest Gangs — Spiel vorbei") for t in table
    )
    assert not any("Bottino" in t or "La tua mano" in t for t in table), "no Italian on the public table"
    italian = versions_texts(h, h.dms(ivo))
    assert leaked(italian, "it") == [] and any(t.startswith("🌲 La tua mano — round") for t in italian)
    for member in (dora, jonas):
        german = versions_texts(h, h.dms(member))
        assert leaked(german, "de") == [] and any(t.startswith("🌲 Deine Hand — Runde") for t in german)


SWEEP = [(2, {}, 1), (4, {}, 2), (3, {"ghost": True}, 3), (5, {}, 4), (6, {}, 5), (4, {"kids1": True}, 6)]
SWEEP += [(3, {"kids2": True}, 7), (2, {"kids2": True}, 8), (4, {}, 9), (5, {"ghost": True}, 10)]


def sweep_record(seats: int, options: dict[str, Any], lang: str) -> SessionRecord:
    return SessionRecord(
        id="0123abcd",
        guild_id=1,
        channel_id=2,
        game="forest_gangs",
        rules_version=1,
        seed=1,
        host_id=10,
        seats=[SeatInfo(user_id=10 + i, name=f"Player{i}", ai=i == 1, lang=lang) for i in range(seats)],
        options={**options, "language": lang},
        status="running",
        version=1,
    )


@cache  # the cog tests run once per database backend; these games need none
def every_text_of_random_games(lang: str) -> tuple[list[str], set[str], set[str]]:
    """Everything the cog draws over whole random games of every table size and variant, at every
    position: the lobby's option lines, the table, every seat's hand, the pings, the Recent lines, and
    the results. Returns (texts, decision kinds met, combat step kinds met)."""
    cog = ForestGangsCog(SimpleNamespace(sessions=None, presenter=None))
    texts: list[str] = []
    kinds: set[str] = set()
    steps: set[str] = set()
    for seats, options, seed in SWEEP:
        rec = sweep_record(seats, options, lang)
        texts += cog.describe_options(rec.options)
        engine = ForestGangsEngine.new(seats, seed, options)
        rng = random.Random(seed)
        hand_button = button(words(lang)("forest_gangs-hand-table"), "forest_gangs:0123abcd:x:hand")
        for _ in range(3000):
            rec.deadlines = {f"d{d.id}": 1_000_000.0 + 7 * d.id for d in engine.state.decisions}
            w = words(lang)
            texts += message_texts(
                as_message(render.table(rec, build_perspective(engine, None), hand_button, w))
            )
            for seat in range(seats):
                texts += message_texts(as_message(cog.hand(rec, engine, seat, dm=True)))
            for d in engine.state.decisions:
                kinds.add(d.kind)
                texts.append(cog.turn_prompt(rec, engine, d) or "")
            if engine.result is not None:
                break
            seat = rng.choice(engine.to_act())
            legal = engine.legal_actions(seat)
            for event in engine.apply(seat, legal[rng.randrange(len(legal))]):
                if isinstance(event, CombatStepped):
                    steps.add(event.step.kind)
                line = cog.event_line(event, rec)
                if line:
                    texts.append(line)
                    rec.recent_log.append(line)
        assert engine.result is not None
        texts += cog.final_lines(rec, engine)
        texts += [cog.result_headline(rec, engine), cog.end_reason(rec, engine) or ""]
    return [t for t in texts if t], kinds, steps


def test_every_position_of_random_games_is_worded_by_the_catalogs() -> None:
    """The pure renderers over ten whole random games (2–6 seats, the ghost, Kids 1 and 2) in the
    pseudo-language: no word a catalog did not give, every ability question and combat step met."""
    texts, kinds, steps = every_text_of_random_games(PSEUDO)
    assert kinds == {"choose_card", "use_shapeshifter", "join_duel", "reveal"}
    assert {"revealed", "duel", "winner", "gnome_pass", "shapeshifted", "goblins_joined"} <= steps, steps
    names = [f"Player{i}" for i in range(6)]
    assert untranslated(texts, names) == []


@pytest.mark.parametrize("lang", ["it", "de", "fr", "es", "pt-BR"])
def test_every_language_words_random_games_without_english(lang: str) -> None:
    """The same games in each language: no English catalog sentence, no "1 cards"-like English plural."""
    texts, _, _ = every_text_of_random_games(lang)
    assert leaked(texts, lang) == []
    assert not [t for t in texts if re.search(r"\b(cards?|Loot|Ghost|wins)\b", t)], lang
