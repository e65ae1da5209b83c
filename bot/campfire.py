"""`/campfire`: the commands of Campfire itself, not of one game (`/campfire help`, the overview of
every loaded game), and each game's help card (also the lobby's picture).

The game cogs are found in the bot's registry of games (`bot.games`), so this module needs no
game cog at run time.
"""

from __future__ import annotations

import asyncio
import functools
import io
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import leaderboard as lb
from bot.i18n import DEFAULT, catalog, text, words
from bot.layout import PictureSpec
from bot.results import seat_range
from bot.sessions import SessionError
from bot.translator import choice
from bot.ui import reader_language, register_game_ui, run_guarded, unregister_game_ui
from engines import BY_KEY, GAMES, game_info

if TYPE_CHECKING:
    from bot.client import CampfireBot
    from bot.gamecog import GameCog

EMBED_COLOUR = discord.Colour.from_rgb(230, 126, 34)
"""Campfire orange."""


def game_night(lang: str = DEFAULT) -> str:
    """The help's description: the shape of every game's evening (`bot/locales/<lang>/game_night.md`)."""
    return catalog().document(lang, "bot", "game_night")


def help_game(cog: GameCog, lang: str = DEFAULT) -> tuple[str, str]:
    """A game's title, and what it is with its player count and commands (`start` first), in `lang`
    (the commands by the names the reader's Discord shows)."""
    eng = cog.game.engine
    low, high = seat_range(eng, {})
    group = cog.app_command
    names = sorted((c.name for c in group.commands), key=lambda n: n != "start") if group else []
    commands_line = " · ".join(
        f"`{text(lang, f'cmd-{n}') if catalog().has(DEFAULT, f'cmd-{n}') else n}`" for n in names
    )
    about = text(lang, f"{cog.key}-description").removeprefix(eng.title).lstrip(":—- ")
    players = text(lang, "help-players", low=low, high=high)
    return eng.title, f"{about}\n{players} · `/{cog.key}` {commands_line}"


def help_embed(cogs: list[GameCog], lang: str = DEFAULT) -> discord.Embed:
    """`/campfire help` with images off: how a game night runs, then one field per game with its commands."""
    embed = discord.Embed(title=text(lang, "help-title"), description=game_night(lang), colour=EMBED_COLOUR)
    for cog in cogs[:25]:
        title, value = help_game(cog, lang)
        embed.add_field(name=title[:256], value=value[:1024], inline=False)
    embed.set_footer(text=text(lang, "help-footer"))
    return embed


@dataclass(frozen=True)
class HelpCard:
    """One game's card picture in `/campfire help`: its file name, PNG and alt text."""

    filename: str
    png: bytes
    alt: str


def lobby_picture(game: str, lang: str = DEFAULT) -> PictureSpec | None:
    """The lobby's picture: the game's card of `/campfire help` (its words in `lang`, the table's),
    beside the lobby's words."""
    if game not in BY_KEY:
        return None

    def draw() -> tuple[bytes, str]:
        card = help_card(game, lang)
        if card is None:
            raise ValueError(f"{game} has no card to show")
        return card.png, card.alt

    return PictureSpec(help_file(game, lang), lambda: draw, thumbnail=True)


def help_file(game: str, lang: str) -> str:
    """The help card's file name: `help_bang.png` in English, `help_bang-it.png` in Italian."""
    return f"help_{game}.png" if lang == DEFAULT else f"help_{game}-{lang}.png"


@functools.cache
def help_card(game: str, lang: str = DEFAULT) -> HelpCard | None:
    """A game's help card (`HELP_FACE` in its engines/<game>/faces.py, else its first card) in `lang`,
    drawn once per process and language (about 0.1 s the first time: run it in a thread)."""
    from bot.art import cards

    faces = cards.faces(game)
    face_id = getattr(game_info(game).faces(), "HELP_FACE", None) if game in BY_KEY else None
    if face_id not in faces:
        face_id = next((f for f, spec in faces.items() if spec.kind != "back"), None)
    if face_id is None:
        return None
    face = faces[face_id]
    w = words(lang)
    name, effect = w.card(game, face.name), w.card_text(game, face.kind, face.name, face.text)
    alt = f"{name}: {effect}" if effect else name
    png = cards.png_bytes(cards.render_face(game, face_id, lang=lang))
    return HelpCard(help_file(game, lang), png, alt[:1024])


@functools.cache
def help_cards(lang: str = DEFAULT) -> dict[str, HelpCard]:
    """Game key → its help card in `lang`, for every game whose card can be drawn (see `help_card`)."""
    from bot.art import cards

    drawn = {game: card for game in cards.games() if (card := help_card(game, lang)) is not None}
    _DRAWN.add(lang)
    return drawn


def help_drawn(lang: str) -> bool:
    """Whether the help cards of `lang` are drawn already (`help_cards` remembers each language)."""
    return lang in _DRAWN and help_cards.cache_info().currsize > 0


_DRAWN: set[str] = set()
"""The languages `help_cards` has drawn (while its cache holds them)."""


def help_view(
    cogs: list[GameCog], pictures: dict[str, HelpCard], lang: str = DEFAULT
) -> tuple[discord.ui.LayoutView, list[discord.File]]:
    """`/campfire help` with images on (Components V2): the same words as `help_embed`, each game in a
    section with one of its cards as the thumbnail; returns the view and the files it shows."""
    view = discord.ui.LayoutView(timeout=None)
    box: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=EMBED_COLOUR)
    box.add_item(discord.ui.TextDisplay(f"## {text(lang, 'help-title')}\n{game_night(lang)}"))
    files: list[discord.File] = []
    for cog in cogs[:8]:
        title, value = help_game(cog, lang)
        words = discord.ui.TextDisplay(f"### {title}\n{value}")
        box.add_item(discord.ui.Separator())
        card = pictures.get(cog.key)
        if card is None:
            box.add_item(words)
            continue
        thumb = discord.ui.Thumbnail(f"attachment://{card.filename}", description=card.alt)
        box.add_item(discord.ui.Section(words, accessory=thumb))
        files.append(discord.File(io.BytesIO(card.png), filename=card.filename, description=card.alt))
    box.add_item(discord.ui.Separator())
    box.add_item(discord.ui.TextDisplay(f"-# {text(lang, 'help-footer')}"))
    view.add_item(box)
    return view, files


GAME_CHOICES = [
    app_commands.Choice(name=app_commands.locale_str(g.title, key=f"{g.key}-title"), value=g.key)
    for g in GAMES
]
"""`/campfire leaderboard game`: every game of the list, by its name in the reader's language."""
PERIOD_CHOICES = [choice("leaderboard", period) for period in ("all", "week", "month")]
"""`/campfire leaderboard period` (`bot.leaderboard.PERIODS`)."""


@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class CampfireCommands(
    commands.GroupCog, group_name="campfire", group_description="Campfire: the games and how to play them"
):
    """`/campfire help`, the overview of every game (works in servers and in DMs)."""

    def __init__(self, bot: CampfireBot) -> None:
        self.bot = bot
        super().__init__()

    async def cog_app_command_error(self, interaction: discord.Interaction[Any], error: Exception) -> None:
        """Errors go through the central error path."""
        await self.bot.handle_app_command_error(interaction, error, None)

    @app_commands.command(name="help", description="The games, their commands and how a game night runs")
    async def help_command(self, interaction: discord.Interaction[Any]) -> None:
        """/campfire help (ephemeral)."""

        async def work() -> None:
            cogs = self.bot.games.cogs()
            lang = reader_language(interaction)
            if not self.bot.settings.images:
                await interaction.response.send_message(embed=help_embed(cogs, lang), ephemeral=True)
                return
            if not help_drawn(lang):  # the first time in this language: drawing takes a moment
                await interaction.response.defer(ephemeral=True, thinking=True)
            view, files = help_view(cogs, await asyncio.to_thread(help_cards, lang), lang)
            if interaction.response.is_done():
                await interaction.followup.send(view=view, files=files, ephemeral=True)
            else:
                await interaction.response.send_message(view=view, files=files, ephemeral=True)

        await run_guarded(interaction, None, work())

    # ---- the buttons of /campfire's own messages (issue 35: the settings panel, history and replays) ----
    async def cog_load(self) -> None:
        """The settings panel's clicks go to `bot.serversettings`, the history's and replays' to `bot.history`."""
        from bot import history, serversettings

        register_game_ui(serversettings.PANEL, functools.partial(serversettings.on_click, self.bot))
        register_game_ui(history.PREFIX, functools.partial(history.on_click, self.bot))

    async def cog_unload(self) -> None:
        from bot import history, serversettings

        unregister_game_ui(serversettings.PANEL)
        unregister_game_ui(history.PREFIX)

    # ---- /campfire settings (issue 35: a server's own settings, bot/serversettings.py) -----------------
    @app_commands.command(name="settings", description="This server's game settings (Manage Server)")
    @app_commands.default_permissions(manage_guild=True)
    async def settings_command(self, interaction: discord.Interaction[Any]) -> None:
        """/campfire settings: a private panel for members with Manage Server (checked here too)."""
        from bot import serversettings

        await run_guarded(interaction, None, serversettings.open_panel(self.bot, interaction))

    # ---- history and replay (issue 35: bot/history.py) -------------------------------------------------
    @app_commands.command(
        name="history", description="Finished games of this channel, or a member's; replay one"
    )
    @app_commands.rename(member=app_commands.locale_str("member", key="opt-history-member"))
    @app_commands.describe(
        member=app_commands.locale_str(
            "Whose games, across this server (leave empty for this channel's)",
            key="history-opt-member-description",
        )
    )
    async def history_command(
        self, interaction: discord.Interaction[Any], member: discord.User | None = None
    ) -> None:
        """/campfire history [member] (ephemeral): a page of finished games, each with its Replay."""
        from bot import history

        async def work() -> None:
            who = None
            if member is not None:
                who = (member.id, getattr(member, "display_name", None) or member.name)
            payload = await history.show_history(self.bot, interaction, who)
            await interaction.response.send_message(ephemeral=True, **payload.kwargs(new=True))

        await run_guarded(interaction, history.PREFIX, work())

    # ---- leaderboards (issue 35) --------------------------------------------------------------------
    @app_commands.command(name="leaderboard", description="This server's best players of a game")
    @app_commands.describe(
        game="The game (every game when left out)",
        period="All time by rating, or this week's or month's wins",
    )
    @app_commands.choices(game=GAME_CHOICES, period=PERIOD_CHOICES)
    async def leaderboard_command(
        self, interaction: discord.Interaction[Any], game: str | None = None, period: str = "all"
    ) -> None:
        """/campfire leaderboard [game] [period] (ephemeral, like `/<game> stats`)."""

        async def work() -> None:
            guild_id = interaction.guild_id
            if guild_id is None:
                raise SessionError("leaderboard_guild_only")
            if period not in lb.PERIODS or (game is not None and game not in self.bot.games):
                raise SessionError("option_choice", {"name": "game" if period in lb.PERIODS else "period"})
            w = words(reader_language(interaction))
            storage = self.bot.storage
            titles = {c.key: c.title(w.lang) for c in self.bot.games.cogs()}
            if game is not None:
                rows = await lb.board(storage, guild_id, game, period, has_sides=game in lb.HAS_SIDES)
                lines = lb.board_lines(game, rows, period == "all", w)
                embed = discord.Embed(
                    title=lb.board_title(titles[game], period, w)[:256],
                    description="\n".join(lines)[:4000] or lb.empty_board(titles[game], period, w),
                    colour=EMBED_COLOUR,
                )
            else:
                embed = discord.Embed(
                    title=w("leaderboard-title-all", period=lb.period_name(period, w))[:256]
                )
                embed.colour = EMBED_COLOUR
                for key in list(titles)[:25]:
                    rows = await lb.board(storage, guild_id, key, period, lb.BOARD_SIZE_ALL_GAMES)
                    if rows:
                        value = "\n".join(lb.board_lines(key, rows, period == "all", w))
                        embed.add_field(name=titles[key][:256], value=value[:1024], inline=False)
                if not embed.fields:
                    embed.description = w("leaderboard-empty-all", period=lb.period_name(period, w))
            embed.set_footer(text=w(f"leaderboard-footer-{'rating' if period == 'all' else 'wins'}"))
            await interaction.response.send_message(embed=embed, ephemeral=True)

        await run_guarded(interaction, None, work())

    @app_commands.command(name="profile", description="A player's rating and record on this server")
    @app_commands.describe(player="Whose profile (yours when left out)")
    async def profile_command(
        self, interaction: discord.Interaction[Any], player: discord.Member | None = None
    ) -> None:
        """/campfire profile [player] (ephemeral)."""

        async def work() -> None:
            guild_id = interaction.guild_id
            if guild_id is None:
                raise SessionError("leaderboard_guild_only")
            who = player or interaction.user
            w = words(reader_language(interaction))
            titles = {c.key: c.title(w.lang) for c in self.bot.games.cogs()}
            profile = await self.bot.storage.profile(guild_id, who.id, list(titles), lb.LAST_GAMES)
            name = who.display_name
            embed = discord.Embed(title=w("profile-title", name=name)[:256], colour=EMBED_COLOUR)
            if not profile.played:
                embed.description = w("profile-not-played", who=f"<@{who.id}>")
            for field_name, value in lb.profile_fields(profile, titles, w):
                embed.add_field(name=field_name, value=value, inline=False)
            await interaction.response.send_message(embed=embed, ephemeral=True)

        await run_guarded(interaction, None, work())
