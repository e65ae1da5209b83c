"""Who reads which language (issue 34): a session speaks its server's language in public (the
lobby, the results, pings, notes) and remembers each player's own for their private messages. The
language is stored with the session, so a restart keeps it."""

from __future__ import annotations

from bot.i18n import text
from tests.cogs.conftest import Clock, custom_ids, labels, start_harness, title
from tests.discord_harness import harness_factory  # noqa: F401  (pytest fixture)

EXT = ("cogs.forest_gangs",)


def click_id(msg: dict, verb: str) -> str:
    """The custom_id of a lobby button by its verb (labels are translated)."""
    return next(c for c in custom_ids(msg) if c.endswith(f":{verb}"))


async def test_the_lobby_speaks_the_servers_language_and_seats_remember_their_players(
    harness_factory,  # noqa: F811
    tmp_path,
) -> None:
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), EXT)
    h.guild_locale = "it"
    host, jonas, eve = h.members[:3]
    h.locales.update({host.id: "it", jonas.id: "de"})  # eve's client is in English
    lobby = (await h.slash("forest_gangs start", host)).message
    assert title(lobby) == text("it", "lobby-title", title="Forest Gangs") == "🔥 Forest Gangs — lobby"
    await h.click(lobby, jonas, custom_id=click_id(lobby, "join"))
    await h.click(lobby, eve, custom_id=click_id(lobby, "join"))
    await h.click(lobby, host, custom_id=click_id(lobby, "add_ai"))
    record = await h.bot.storage.live_session(h.channel.id)
    assert record.options["language"] == "it"
    assert [s.lang for s in record.seats] == ["it", "de", "en", None]
    assert record.seats[3].name == "IA 1"  # an AI's name is made in the table's language
    shown = h.message(lobby)
    assert {"Partecipa", "Esci", "Aggiungi IA", "Inizia", "Annulla"} <= set(labels(shown)), labels(shown)
    assert "Giocatori 4/6" in shown["embeds"][0]["description"]
    # Stored with the session (read back from the database, as a restarted bot would).
    again = await h.bot.storage.get_session(record.id)
    assert again.options["language"] == "it" and [s.lang for s in again.seats] == ["it", "de", "en", None]


async def test_a_players_language_follows_their_client_and_ephemerals_answer_in_it(
    harness_factory,  # noqa: F811
    tmp_path,
) -> None:
    """A player who switches their Discord to German is written to in German from their next action
    on; the ephemeral answers of the shared commands use the clicker's language at once."""
    h = await start_harness(harness_factory, tmp_path / "db.sqlite3", Clock(), EXT)
    host, anna = h.members[:2]
    lobby = (await h.slash("forest_gangs start", host)).message
    await h.click(lobby, anna, custom_id=click_id(lobby, "join"))
    await h.click(lobby, host, custom_id=click_id(lobby, "start"))
    record = await h.bot.storage.live_session(h.channel.id)
    assert record.options["language"] == "en" and [s.lang for s in record.seats] == ["en", "en"]
    h.locales[anna.id] = "de"
    dm = h.last_dm(anna)
    await h.click(dm, anna, custom_id=custom_ids(dm)[0])  # her next action, from a German client
    record = await h.bot.storage.get_session(record.id)
    assert record.seats[1].lang == "de"
    leave = (await h.slash("forest_gangs leave", anna)).message
    assert leave["content"].startswith("**Dieses Spiel verlassen?**")
    assert {"Spiel verlassen", "Bleiben"} == set(labels(leave))
