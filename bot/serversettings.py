"""A server's own settings (issue 35, `/campfire settings`): saved in the database (`guild_settings`,
every change logged in `settings_log` with who made it), read when a lobby opens.

A server saves only what it changed; everything else is its default: `.env`'s (bot/config.py
`Settings`) where one exists, else the game's `start` command's own default. The settings:

* `pings` (turn pings; default CAMPFIRE_TURN_PINGS) and `ping_role` (a role mentioned with the
  player; default none);
* `ai_fill` (an AI takes the seat of a player who timed out CAMPFIRE_IDLE_STRIKES_BEFORE_AI times
  in a row; default on);
* `threads` (where games run: this channel, or a new thread per game; default this channel);
* `ai_strength` (the strength of an AI the lobby's Add AI button adds; default CAMPFIRE_AI_STRENGTH;
  the lobby's menu adds any strength);
* `language` (the table's language: one of `bot.i18n.LANGUAGES`, or "server" = Discord's);
* `<game>.<option>`: a game's default turn timeouts (`TIMEOUTS`) and house options (`HOUSE`), by the
  name of its `start` command's option. They are filled in for the options a `start` does not give
  (`fill_start`), so they go through the command's own checks, and an explicit option wins.

Every process keeps the settings it read (invalidated when it writes them); when several processes
share the database (`storage.shared`) each lobby reads them again, so a change made through one
shard is seen by all at once.
"""

from __future__ import annotations

import logging
import weakref
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import discord
from discord import app_commands

from bot.i18n import LANGUAGES, text
from bot.sessions import SessionError
from bot.sessions.options import AI_FILL, AI_STRENGTH, LANGUAGE, PING_ROLE
from bot.ui import reader_language
from engines.common.strength import DEFAULT_STRENGTH, STRENGTHS

CampfireBot = Any
"""The bot (bot.client.CampfireBot: not imported, it imports this module's users)."""
GameCog = Any
"""A game cog (bot.gamecog.GameCog: not imported, it imports this module)."""

log = logging.getLogger(__name__)

PINGS, ROLE, AI, THREADS, LANG = "pings", "ping_role", "ai_fill", "threads", "language"
STRENGTH = "ai_strength"
GENERAL = (PINGS, ROLE, AI, STRENGTH, THREADS, LANG)
SERVER = "server"
"""The `language` setting that follows Discord's server language."""
TIMEOUTS: dict[str, tuple[str, ...]] = {
    "bang": ("turn_timeout", "response_timeout"),
    "bang_and_twang": ("decision_timeout", "reaction_window"),
    "forest_gangs": ("choice_timeout", "ability_timeout"),
    "whizz_bing_bang": ("slap_window", "punish_window"),
}
"""Each game's timeout options (the names of its `start` command's options, in seconds)."""
HOUSE: dict[str, tuple[str, ...]] = {
    "bang": ("deal_two_characters", "expansion"),
    "bang_and_twang": ("tunes", "open_hands"),
    "forest_gangs": ("ghost", "kids1", "kids2"),
    "whizz_bing_bang": ("two_players", "expert", "token_hunt"),
}
"""Each game's house options (on/off or a choice) a server may set a default for."""
COLOUR = discord.Colour.from_rgb(230, 126, 34)
"""Campfire orange (as bot.campfire's)."""
PANEL = "settings"
"""The custom_id prefix of the panel's components (`settings:<game n°>:x:<verb>[:<arg>]`)."""
AUTO = "auto"
"""A select's value for an on/off option whose command default is "unset" (Forest Gangs' ghost)."""


# ---- reading and writing ---------------------------------------------------------------------
_KEPT: weakref.WeakKeyDictionary[Any, dict[int, dict[str, Any]]] = weakref.WeakKeyDictionary()
"""Per storage (one per bot): each server's saved settings as this process last read or wrote them."""


async def saved(storage: Any, guild_id: int) -> dict[str, Any]:
    """A server's saved settings (kept per process, read every time when the database is shared)."""
    kept = _KEPT.setdefault(storage, {})
    if not getattr(storage, "shared", False) and guild_id in kept:
        return kept[guild_id]
    got = await storage.guild_settings(guild_id)
    kept[guild_id] = got
    return got


async def change(storage: Any, guild_id: int, user_id: int, key: str, value: Any) -> dict[str, Any]:
    """Save one setting (None: back to its default), logged with who changed it."""
    got = await storage.set_guild_setting(guild_id, user_id, key, value)
    _KEPT.setdefault(storage, {})[guild_id] = got
    log.info("Server setting changed guild=%s user=%s key=%s", guild_id, user_id, key)
    return got


def general_defaults(bot: CampfireBot) -> dict[str, Any]:
    """The general settings of a server that changed nothing (`.env`'s where there is one)."""
    env = getattr(bot, "settings", None)
    return {
        PINGS: bool(getattr(env, "turn_pings", True)),
        ROLE: None,
        AI: True,
        STRENGTH: str(getattr(env, "ai_strength", DEFAULT_STRENGTH)),
        THREADS: False,
        LANG: SERVER,
    }


def current(bot: CampfireBot, got: dict[str, Any]) -> dict[str, Any]:
    """The general settings in force: saved over defaults."""
    return {**general_defaults(bot), **{k: v for k, v in got.items() if k in GENERAL}}


@dataclass(frozen=True)
class GameOption:
    """One game's option a server may set a default for (a parameter of its `start` command)."""

    game: str
    param: app_commands.Parameter
    timeout: bool

    @property
    def key(self) -> str:
        return f"{self.game}.{self.param.name}"

    @property
    def name(self) -> str:
        return self.param.name

    def label(self, lang: str) -> str:
        """What the option is, in `lang` (its `start` command's description of it)."""
        return text(lang, f"{self.game}-opt-{self.name}-description")

    def choices(self) -> list[str]:
        """A house option's values: its choices, or on/off (and "auto" when it may be unset)."""
        if self.param.choices:
            return [str(c.value) for c in self.param.choices]
        return ["on", "off", *([AUTO] if self.param.default is None else [])]

    def default(self) -> Any:
        return self.param.default

    def show(self, value: Any, lang: str) -> str:
        """A value as the panel shows it."""
        if self.timeout:
            return text(lang, "settings-seconds", n=value)
        if self.param.choices:
            return text(lang, f"{self.game}-choice-{value}")
        if value is None:
            return text(lang, "settings-auto")
        return text(lang, "settings-on" if value else "settings-off")

    def parse_choice(self, raw: str) -> Any:
        """A house option's select value as saved (SessionError("forged_id") if it is none)."""
        if raw not in self.choices():
            raise SessionError("forged_id")
        if self.param.choices:
            return raw
        return None if raw == AUTO else raw == "on"

    def parse_number(self, raw: str, lang: str) -> int | float:
        """A timeout typed in the modal, checked against the command's range."""
        low, high = self.param.min_value, self.param.max_value
        whole = self.param.type is discord.AppCommandOptionType.integer
        try:
            value: int | float = int(raw.strip()) if whole else float(raw.strip().replace(",", "."))
        except ValueError:
            value = float("nan")
        if not (low is None or value >= low) or not (high is None or value <= high) or value != value:
            raise SessionError("settings_bad_number", name=self.label(lang), low=low, high=high)
        return value + 0.0 if not whole else value


def start_command(cog: GameCog) -> app_commands.Command[Any, Any, Any] | None:
    """A game's `start` command."""
    group = cog.app_command
    cmd = group.get_command("start") if group is not None else None
    return cmd if isinstance(cmd, app_commands.Command) else None


def game_options(cog: GameCog) -> list[GameOption]:
    """A game's timeouts, then its house options, as its `start` command has them."""
    cmd = start_command(cog)
    if cmd is None:
        return []
    params = {p.name: p for p in cmd.parameters}
    out = [GameOption(cog.key, params[n], True) for n in TIMEOUTS.get(cog.key, ()) if n in params]
    out += [GameOption(cog.key, params[n], False) for n in HOUSE.get(cog.key, ()) if n in params]
    return out


# ---- at lobby creation -----------------------------------------------------------------------
async def fill_start(bot: CampfireBot, cog: GameCog, interaction: discord.Interaction[Any]) -> None:
    """Before a `start` command runs: the server's defaults for the options the command did not give
    go into its namespace, as if typed (the command checks them as its own; explicit options win)."""
    if interaction.guild_id is None:
        return
    got = await saved(bot.storage, interaction.guild_id)
    given = interaction.namespace.__dict__
    cmd = start_command(cog)
    if cmd is None:
        return
    names = {p.name: p.display_name for p in cmd.parameters}
    wanted = {o.name: got[o.key] for o in game_options(cog) if o.key in got}
    if PINGS in got and PINGS in names:
        wanted[PINGS] = got[PINGS]
    for name, value in wanted.items():
        if name in names and names[name] not in given and value is not None:
            given[names[name]] = value


async def session_options(bot: CampfireBot, guild_id: int | None) -> dict[str, Any]:
    """The session keys a lobby of this server takes from its settings (ping role, AI fill, the added
    AIs' strength when the server chose one, language)."""
    if guild_id is None:
        return {}
    got = await saved(bot.storage, guild_id)
    now = current(bot, got)
    out: dict[str, Any] = {}
    if now[ROLE]:
        out[PING_ROLE] = int(now[ROLE])
    if now[AI] is False:
        out[AI_FILL] = False
    if STRENGTH in got and got[STRENGTH] in STRENGTHS:
        out[AI_STRENGTH] = got[STRENGTH]
    if now[LANG] in LANGUAGES:
        out[LANGUAGE] = now[LANG]
    return out


async def wants_thread(bot: CampfireBot, guild_id: int | None) -> bool:
    """Whether this server runs each game in a thread of its own."""
    if guild_id is None:
        return False
    return bool(current(bot, await saved(bot.storage, guild_id))[THREADS])


# ---- the panel ---------------------------------------------------------------------------------
def is_admin(interaction: discord.Interaction[Any]) -> bool:
    """Manage Server, in the channel the panel is used in."""
    perms = getattr(interaction, "permissions", None)
    return bool(perms is not None and perms.manage_guild)


def cid(game_n: int, verb: str, arg: str | None = None) -> str:
    base = f"{PANEL}:{game_n:08x}:x:{verb}"
    return base if arg is None else f"{base}:{arg}"


def panel(
    bot: CampfireBot, got: dict[str, Any], lang: str, game_n: int, changes: list[Any] | None = None
) -> discord.ui.LayoutView:
    """The settings panel (Components V2): the general settings, then one game's defaults, then the
    last changes (`changes`: `settings_log` rows, newest first)."""
    now = current(bot, got)
    cogs = sorted(bot.games.cogs(), key=lambda c: c.key)
    view = discord.ui.LayoutView(timeout=None)
    box: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=COLOUR)

    def on_off(value: bool) -> str:
        return text(lang, "settings-on" if value else "settings-off")

    role = f"<@&{now[ROLE]}>" if now[ROLE] else text(lang, "settings-no-role")
    language = text(lang, "settings-language-server") if now[LANG] not in LANGUAGES else LANGUAGES[now[LANG]]
    where = text(lang, "settings-where-thread" if now[THREADS] else "settings-where-channel")
    lines = [
        f"## {text(lang, 'settings-title')}",
        text(lang, "settings-intro"),
        f"• {text(lang, 'settings-pings')}: **{on_off(now[PINGS])}** · {text(lang, 'settings-role')}: {role}",
        f"• {text(lang, 'settings-ai-fill')}: **{on_off(now[AI])}**",
        f"• {text(lang, 'settings-ai-strength')}: **{text(lang, 'ai-strength-' + now[STRENGTH])}**",
        f"• {text(lang, 'settings-where')}: **{where}**",
        f"• {text(lang, 'settings-language')}: **{language}**",
    ]
    box.add_item(discord.ui.TextDisplay("\n".join(lines)))

    def toggle(key: str, label_key: str, on: bool) -> discord.ui.Button[Any]:
        return discord.ui.Button(
            label=f"{text(lang, label_key)}: {on_off(on)}"[:80],
            custom_id=cid(game_n, "toggle", key),
            style=discord.ButtonStyle.success if on else discord.ButtonStyle.secondary,
        )

    box.add_item(
        discord.ui.ActionRow(
            toggle(PINGS, "settings-pings", now[PINGS]),
            toggle(AI, "settings-ai-fill", now[AI]),
            discord.ui.Button(
                label=text(lang, "settings-where-thread" if not now[THREADS] else "settings-where-channel")[
                    :80
                ],
                custom_id=cid(game_n, "toggle", THREADS),
                emoji="🧵" if not now[THREADS] else "#️⃣",
            ),
        )
    )
    roles: discord.ui.RoleSelect[Any] = discord.ui.RoleSelect(
        custom_id=cid(game_n, "role"),
        placeholder=text(lang, "settings-role-pick")[:150],
        min_values=0,
        max_values=1,
        default_values=[discord.Object(int(now[ROLE]))] if now[ROLE] else [],
    )
    box.add_item(discord.ui.ActionRow(roles))
    langs = [
        discord.SelectOption(
            label=text(lang, "settings-language-server")[:100], value=SERVER, default=now[LANG] == SERVER
        ),
        *(
            discord.SelectOption(label=name, value=code, default=now[LANG] == code)
            for code, name in LANGUAGES.items()
        ),
    ]
    box.add_item(
        discord.ui.ActionRow(
            discord.ui.Select(
                custom_id=cid(game_n, "lang"), placeholder=text(lang, "settings-language"), options=langs
            )
        )
    )
    box.add_item(
        discord.ui.ActionRow(
            discord.ui.Select(
                custom_id=cid(game_n, "strength"),
                placeholder=text(lang, "settings-ai-strength")[:150],
                options=[
                    discord.SelectOption(
                        label=text(lang, f"ai-strength-{s}")[:100],
                        value=s,
                        description=text(lang, f"ai-strength-{s}-desc")[:100],
                        default=now[STRENGTH] == s,
                    )
                    for s in STRENGTHS
                ],
            )
        )
    )
    if cogs:
        game_n = min(max(game_n, 0), len(cogs) - 1)
        cog = cogs[game_n]
        box.add_item(discord.ui.Separator())
        box.add_item(
            discord.ui.ActionRow(
                discord.ui.Select(
                    custom_id=cid(game_n, "game"),
                    placeholder=text(lang, "settings-game-pick"),
                    options=[
                        discord.SelectOption(label=c.title(lang)[:100], value=str(i), default=i == game_n)
                        for i, c in enumerate(cogs)
                    ],
                )
            )
        )
        options = game_options(cog)
        shown = [f"### {text(lang, 'settings-game-defaults', title=cog.title(lang))}"]
        for o in options:
            value = got.get(o.key, o.default())
            mark = "" if o.key in got else f" {text(lang, 'settings-default-mark')}"
            shown.append(f"• {o.label(lang)}: **{o.show(value, lang)}**{mark}")
        box.add_item(discord.ui.TextDisplay("\n".join(shown)[:4000]))
        box.add_item(
            discord.ui.ActionRow(
                discord.ui.Button(
                    label=text(lang, "settings-timeouts-button")[:80],
                    custom_id=cid(game_n, "times", cog.key),
                    style=discord.ButtonStyle.primary,
                    emoji="⏱️",
                ),
                discord.ui.Button(
                    label=text(lang, "settings-reset-game")[:80],
                    custom_id=cid(game_n, "reset", cog.key),
                    style=discord.ButtonStyle.danger,
                ),
            )
        )
        for o in options:
            if o.timeout:
                continue
            value = got.get(o.key, o.default())
            opts = []
            for raw in o.choices():
                parsed = o.parse_choice(raw)
                picked = value is None if parsed is None else value is not None and parsed == value
                opts.append(
                    discord.SelectOption(label=o.show(parsed, lang)[:100], value=raw, default=bool(picked))
                )
            box.add_item(
                discord.ui.ActionRow(
                    discord.ui.Select(
                        custom_id=cid(game_n, "house", o.key),
                        placeholder=o.label(lang)[:150],
                        options=opts,
                    )
                )
            )
    if changes:
        box.add_item(discord.ui.Separator())
        box.add_item(discord.ui.TextDisplay(recent_changes(bot, changes, lang)[:4000]))
    view.add_item(box)
    return view


RECENT = 5
"""How many of the last setting changes the panel shows."""


async def last_changes(storage: Any, guild_id: int) -> list[Any]:
    """The server's last `RECENT` setting changes, newest first."""
    return list(await storage.settings_log(guild_id, RECENT))


def _epoch(at: Any) -> int:
    """A log row's time (ISO text, or a datetime from PostgreSQL) as Unix seconds."""
    when = at if isinstance(at, datetime) else datetime.fromisoformat(str(at))
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return int(when.timestamp())


def setting_label(bot: CampfireBot, key: str, lang: str) -> str:
    """A setting as the panel names it, in `lang` (a game's option with the game's name)."""
    general = {
        PINGS: "settings-pings",
        ROLE: "settings-role",
        AI: "settings-ai-fill",
        STRENGTH: "settings-ai-strength",
        THREADS: "settings-where",
        LANG: "settings-language",
    }
    if key in general:
        return text(lang, general[key])
    cogs = list(bot.games.cogs())
    option = _option(cogs, key)
    if option is None:
        return key.partition(".")[2].replace("_", " ") or key
    cog = next(c for c in cogs if c.key == option.game)
    return f"{cog.title(lang)} · {option.label(lang)}"


def setting_value(bot: CampfireBot, key: str, value: Any, lang: str) -> str:
    """A logged value as the panel shows it, in `lang` (None: back to the default)."""
    if value is None and key != ROLE:
        return text(lang, "settings-back-to-default")
    if key in (PINGS, AI):
        return text(lang, "settings-on" if value else "settings-off")
    if key == ROLE:
        return f"<@&{int(value)}>" if value else text(lang, "settings-no-role")
    if key == THREADS:
        return text(lang, "settings-where-thread" if value else "settings-where-channel")
    if key == LANG:
        return LANGUAGES.get(value) or text(lang, "settings-language-server")
    if key == STRENGTH:
        return text(lang, f"ai-strength-{value}") if value in STRENGTHS else str(value)
    option = _option(list(bot.games.cogs()), key)
    return option.show(value, lang) if option is not None else str(value)


def recent_changes(bot: CampfireBot, changes: list[Any], lang: str) -> str:
    """The panel's "last changes" lines: who, which setting, the value, when."""
    lines = [f"### {text(lang, 'settings-recent')}"]
    for _n, user_id, key, value, at in changes[:RECENT]:
        lines.append(
            "• "
            + text(
                lang,
                "settings-recent-line",
                who=f"<@{user_id}>",
                setting=setting_label(bot, key, lang),
                value=setting_value(bot, key, value, lang),
                when=f"<t:{_epoch(at)}:R>",
            )
        )
    return "\n".join(lines)


class TimeoutsModal(discord.ui.Modal):
    """The numbers of one game's timeouts (the command's range is checked on submit)."""

    def __init__(self, bot: CampfireBot, cog: GameCog, got: dict[str, Any], lang: str, game_n: int) -> None:
        super().__init__(title=text(lang, "settings-timeouts-title", title=cog.title(lang))[:45], timeout=900)
        self.bot, self.cog, self.lang, self.game_n = bot, cog, lang, game_n
        self.fields: dict[str, tuple[GameOption, discord.ui.TextInput[Any]]] = {}
        for o in game_options(cog):
            if not o.timeout:
                continue
            field: discord.ui.TextInput[Any] = discord.ui.TextInput(
                label=o.label(lang)[:45],
                custom_id=o.name,
                default=str(got.get(o.key, o.default())),
                placeholder=f"{o.param.min_value}–{o.param.max_value}",
                max_length=8,
            )
            self.add_item(field)
            self.fields[o.name] = (o, field)

    async def on_submit(self, interaction: discord.Interaction[Any], /) -> None:
        from bot.ui import run_guarded

        async def work() -> None:
            guild_id = admin_guild(interaction)
            got = await saved(self.bot.storage, guild_id)
            changes = [(o, o.parse_number(field.value, self.lang)) for o, field in self.fields.values()]
            for o, value in changes:  # every number is checked before any is saved; unchanged: no log
                if got.get(o.key, o.default()) != value:
                    got = await change(self.bot.storage, guild_id, interaction.user.id, o.key, value)
            changes = await last_changes(self.bot.storage, guild_id)
            await interaction.response.edit_message(
                view=panel(self.bot, got, reader_language(interaction), self.game_n, changes)
            )

        await run_guarded(interaction, None, work())


def admin_guild(interaction: discord.Interaction[Any]) -> int:
    """The server of a settings request by someone with Manage Server (else a refusal)."""
    if interaction.guild_id is None:
        raise SessionError("guild_only")
    if not is_admin(interaction):
        raise SessionError("settings_admin_only")
    return interaction.guild_id


async def open_panel(bot: CampfireBot, interaction: discord.Interaction[Any]) -> None:
    """`/campfire settings`: the panel, privately, to someone with Manage Server."""
    guild_id = admin_guild(interaction)
    got = await saved(bot.storage, guild_id)
    changes = await last_changes(bot.storage, guild_id)
    await interaction.response.send_message(
        view=panel(bot, got, reader_language(interaction), 0, changes), ephemeral=True
    )


async def on_click(
    bot: CampfireBot, interaction: discord.Interaction[Any], parsed: Any, values: list[str]
) -> None:
    """A click on the panel: checked again (Manage Server), saved and logged, the panel drawn again."""
    guild_id = admin_guild(interaction)
    cogs = sorted(bot.games.cogs(), key=lambda c: c.key)
    try:
        game_n = int(parsed.sid, 16)
    except ValueError:
        raise SessionError("forged_id") from None
    if cogs and not 0 <= game_n < len(cogs):
        raise SessionError("forged_id")
    lang = reader_language(interaction)
    storage, user = bot.storage, interaction.user.id
    got = await saved(storage, guild_id)
    verb, arg = parsed.verb, parsed.arg
    raw_values = [str(v) for v in (interaction.data or {}).get("values", values) or []]
    if verb == "toggle" and arg in (PINGS, AI, THREADS):
        got = await change(storage, guild_id, user, arg, not current(bot, got)[arg])
    elif verb == "role":
        role = int(raw_values[0]) if raw_values and raw_values[0].isdigit() else None
        got = await change(storage, guild_id, user, ROLE, role)
    elif verb == "strength" and raw_values and raw_values[0] in STRENGTHS:
        got = await change(storage, guild_id, user, STRENGTH, raw_values[0])
    elif verb == "lang" and raw_values and (raw_values[0] in LANGUAGES or raw_values[0] == SERVER):
        got = await change(storage, guild_id, user, LANG, raw_values[0])
    elif verb == "game" and raw_values and raw_values[0].isdigit() and int(raw_values[0]) < len(cogs):
        game_n = int(raw_values[0])
    elif verb == "house" and arg and raw_values:
        option = _option(cogs, arg)
        if option is None or option.timeout:
            raise SessionError("forged_id")
        got = await change(storage, guild_id, user, option.key, option.parse_choice(raw_values[0]))
    elif verb == "times" and arg and cogs and cogs[game_n].key == arg:
        await interaction.response.send_modal(TimeoutsModal(bot, cogs[game_n], got, lang, game_n))
        return
    elif verb == "reset" and arg and cogs and cogs[game_n].key == arg:
        for o in game_options(cogs[game_n]):
            if o.key in got:
                got = await change(storage, guild_id, user, o.key, None)
    else:
        raise SessionError("forged_id")
    changes = await last_changes(storage, guild_id)
    await interaction.response.edit_message(view=panel(bot, got, lang, game_n, changes))


def _option(cogs: list[GameCog], key: str) -> GameOption | None:
    game, _, name = key.partition(".")
    cog = next((c for c in cogs if c.key == game), None)
    if cog is None:
        return None
    return next((o for o in game_options(cog) if o.name == name), None)
