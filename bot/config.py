"""Settings read from the environment and `.env` (pydantic-settings); built once in __main__."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

ENV_PREFIX = "CAMPFIRE_"


class Settings(BaseSettings):
    """Every setting of the bot. `.env.example` documents each one; an empty value means "not set"."""

    model_config = SettingsConfigDict(
        env_file=".env", env_prefix=ENV_PREFIX, extra="ignore", env_ignore_empty=True
    )

    token: SecretStr | None = None
    """The bot token from the Discord developer portal (secret)."""
    database_path: Path = Path("var/campfire.sqlite3")
    """SQLite file holding every session; its folder is created if missing."""
    durability: Literal["full", "fast"] = "full"
    """full: synchronous=FULL, an answered action survives a power cut; fast: NORMAL, survives a crash only."""
    backup_dir: Path | None = None
    """Folder for backups (automatic, `db backup`, before a migration); None = `backups/` next to the database."""
    backup_every_h: int = Field(default=6, ge=0, le=720)
    """Hours between automatic backups while the bot runs; 0 turns them off."""
    backup_keep: int = Field(default=8, ge=1, le=1000)
    """Automatic backups kept; older ones are deleted."""
    dev_guild_id: int | None = Field(default=None, gt=0)
    """If set, slash commands are synced to this guild only (instant) at start-up."""
    sync_commands: bool = True
    """Sync slash commands at start-up (to dev_guild_id if set, else globally)."""
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"
    log_file: Path | None = None
    """Optional rotating log file, in addition to the console."""
    discord_debug: bool = False
    """The libraries' loggers (discord.py, aiosqlite) at DEBUG too: they log message bodies, including hands."""
    message_content: bool = False
    """Request the privileged Message Content intent (Whizz Bing Bang typed words only)."""
    lobby_timeout_s: int = Field(default=1800, ge=60, le=86400)
    """A lobby that is not started within this time is closed."""
    idle_strikes_before_ai: int = Field(default=3, ge=1, le=10)
    """Timeouts in a row after which an AI takes over a player's seat (warned one before)."""
    table_log_lines: int = Field(default=8, ge=0, le=20)
    """Recent public events shown on the table message."""
    turn_pings: bool = True
    """Mention the player who must act in a short channel message (a game's `pings` option too)."""

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper_level(cls, value: Any) -> Any:
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("durability", mode="before")
    @classmethod
    def _lower_durability(cls, value: Any) -> Any:
        return value.strip().lower() if isinstance(value, str) else value


EXPECTED: dict[str, str] = {
    "token": "the bot token from the Discord developer portal",
    "database_path": "a file path",
    "durability": "full or fast",
    "backup_dir": "a folder path, or empty for backups/ next to the database",
    "backup_every_h": "a whole number of hours from 0 (off) to 720",
    "backup_keep": "a whole number from 1 to 1000",
    "dev_guild_id": "a server id (a positive whole number), or empty to sync commands globally",
    "sync_commands": "true or false",
    "log_level": "DEBUG, INFO, WARNING or ERROR",
    "log_file": "a file path, or empty to log to the console only",
    "discord_debug": "true or false",
    "message_content": "true or false",
    "lobby_timeout_s": "a whole number of seconds from 60 to 86400",
    "idle_strikes_before_ai": "a whole number from 1 to 10",
    "table_log_lines": "a whole number from 0 to 20",
    "turn_pings": "true or false",
}
"""The form each setting expects, as told to the user when a value does not fit."""

SECRET = {"token"}
"""Settings whose value is never repeated back."""


class SettingsError(Exception):
    """A setting has a value of the wrong form; the message is one line naming it and the form."""


def env_name(field: str) -> str:
    """The environment variable (and `.env` key) of a setting."""
    return f"{ENV_PREFIX}{field.upper()}"


def load_settings(**overrides: Any) -> Settings:
    """Read the settings, or raise SettingsError naming every malformed one (one line)."""
    try:
        return Settings(**overrides)
    except ValidationError as exc:
        raise SettingsError(describe(exc)) from None


def describe(exc: ValidationError) -> str:
    """One line: each bad setting as its variable name, the value given and the form expected."""
    parts: list[str] = []
    seen: set[str] = set()
    for error in exc.errors():
        field = str(error["loc"][0]) if error["loc"] else "?"
        if field in seen:
            continue  # `int | None` reports one error per alternative; the setting once is enough
        seen.add(field)
        given = "" if field in SECRET else f"={_one_line(error.get('input'))}"
        expected = EXPECTED.get(field, error["msg"])
        parts.append(f"{env_name(field)}{given} is not valid: expected {expected}")
    return "; ".join(parts) + " (in the environment or .env)"


def _one_line(value: Any) -> str:
    text = value if isinstance(value, str) else repr(value)
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."
