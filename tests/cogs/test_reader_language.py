"""Private answers in the reader's own language (issue 34): a refusal is worded in the language of
the Discord client that clicked or typed, whoever else sits at the table."""

from __future__ import annotations

from bot.i18n import catalog, text
from tests.cogs.conftest import Clock, start_harness
from tests.cogs.test_forest_gangs_flow import ephemeral_text, session_of
from tests.discord_harness import harness_factory  # noqa: F401  (pytest fixture)

EXT = ("cogs.forest_gangs",)


async def test_each_player_is_refused_in_their_own_language(harness_factory, tmp_path) -> None:  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), EXT)
    host, anna, jonas, eve = h.members[:4]
    h.locales.update({anna.id: "it", jonas.id: "de"})  # eve keeps en-US; the server stays en-US
    lobby = (await h.slash("forest_gangs start", host)).message
    for m in (anna, jonas, eve):
        await h.click(lobby, m, label="Join")
    before = await session_of(h)
    answers = {m: ephemeral_text(await h.click(lobby, m, label="Start")) for m in (anna, jonas, eve)}
    assert answers[anna] == text("it", "err-host_only") != answers[eve]
    assert answers[jonas] == text("de", "err-host_only")
    assert answers[eve] == text("en", "err-host_only") == "Only the host (or a moderator) can do that."
    assert (await session_of(h)).version == before.version  # refused: nothing changed


async def test_a_refused_command_answers_in_the_readers_language(harness_factory, tmp_path) -> None:  # noqa: F811
    """`/forest_gangs hand` where no game runs: the answer is Italian for an Italian client."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), EXT)
    anna = h.members[0]
    h.locales[anna.id] = "it"
    rec = await h.slash("forest_gangs hand", anna)
    assert ephemeral_text(rec) == text("it", "err-no_game")
    assert ephemeral_text(rec) != text("en", "err-no_game")


async def test_the_rules_summary_reads_in_the_readers_language(harness_factory, tmp_path) -> None:  # noqa: F811
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), EXT)
    anna, eve = h.members[:2]
    h.locales[anna.id] = "it"
    italian = (await h.slash("forest_gangs rules", anna)).message["embeds"][0]
    english = (await h.slash("forest_gangs rules", eve)).message["embeds"][0]
    assert italian["title"] == text("it", "rules-title", title="Forest Gangs") != english["title"]
    assert italian["description"] == catalog().document("it", "forest_gangs", "rules")
    assert (
        english["description"] == catalog().document("en", "forest_gangs", "rules") != italian["description"]
    )


async def test_campfire_help_reads_in_the_readers_language(harness_factory, tmp_path) -> None:  # noqa: F811
    """The help's words, each game's line and its commands by the names the reader's Discord shows."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), EXT, images=False)
    anna = h.members[0]
    h.locales[anna.id] = "it"
    embed = (await h.slash("campfire help", anna)).message["embeds"][0]
    assert embed["title"] == text("it", "help-title")
    assert embed["description"] == catalog().document("it", "bot", "game_night")
    (field,) = embed["fields"]
    assert text("it", "help-players", low=2, high=6) in field["value"]
    assert f"`{text('it', 'cmd-start')}`" in field["value"] and "`start`" not in field["value"]
    assert embed["footer"]["text"] == text("it", "help-footer")
    assert text("it", "cmd-rules") in embed["footer"]["text"]  # the rules command by its Italian name
