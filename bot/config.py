"""Settings read from the environment and `.env` (pydantic-settings); built once in __main__."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
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
    database_url: str | None = None
    """Where sessions live, as a URL: `postgresql://user:password@host:5432/db` for PostgreSQL, or a SQLite
    file (`sqlite:///var/campfire.sqlite3` or a plain path, which then wins over database_path). None: the
    SQLite file at database_path."""
    database_pool: int = Field(default=10, ge=1, le=200)
    """PostgreSQL connections this process keeps at most (one per request in progress)."""
    shard_count: int | None = Field(default=None, ge=1, le=100_000)
    """How many gateway shards the bot has in all (Discord wants one per 2,500 servers); None: one process,
    with as many shards as Discord recommends."""
    shard_ids: list[int] | None = None
    """The shards this process runs (comma-separated ids below shard_count); None: all of them. Several
    processes need PostgreSQL."""
    shard_lease_s: int = Field(default=30, ge=3, le=3600)
    """A process renews its shards' lease every third of this; a process silent this long is taken for dead
    and another takes over its deadlines."""
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
    ai_strength: Literal["easy", "normal", "hard"] = "normal"
    """The strength of an AI player the lobby's Add AI button adds (the menu beside it picks any)."""
    ai_think_ms: int = Field(default=250, ge=20, le=5000)
    """How long a hard AI may search one decision (its deadline), in milliseconds."""
    ai_workers: int = Field(default=1, ge=0, le=64)
    """Processes the hard AI searches in (0: a thread of the bot's process)."""
    table_log_lines: int = Field(default=8, ge=0, le=20)
    """Recent public events shown on the table message."""
    turn_pings: bool = True
    """Mention the player who must act in a short channel message (a game's `pings` option too)."""
    images: bool = True
    """Card emojis on buttons (the application's emojis, made at start-up) and a card of each game in
    `/campfire help`; false: text only."""

    @field_validator("database_url", mode="before")
    @classmethod
    def _strip_url(cls, value: Any) -> Any:
        return value.strip() or None if isinstance(value, str) else value

    @field_validator("database_url")
    @classmethod
    def _known_url(cls, value: str | None) -> str | None:
        if value is None or postgres_url(value) or value.startswith("sqlite:///") or "://" not in value:
            return value
        raise ValueError("unknown database URL scheme")

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _split_ids(cls, value: Any) -> Any:
        if isinstance(value, int) and not isinstance(value, bool):
            return [value]
        if isinstance(value, str):
            text = value.strip().strip("[]")
            return [int(part) for part in text.replace(" ", "").split(",") if part] or None
        return value

    @model_validator(mode="after")
    def _database_and_shards(self) -> Settings:
        url = self.database_url
        if url is not None and not postgres_url(url):
            self.database_path = Path(url.removeprefix("sqlite:///") if url.startswith("sqlite:///") else url)
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError(
                    "CAMPFIRE_SHARD_IDS needs CAMPFIRE_SHARD_COUNT (the shards of all processes)"
                )
            ids = self.shard_ids
            if not ids or len(set(ids)) != len(ids) or any(not 0 <= i < self.shard_count for i in ids):
                raise ValueError(
                    f"CAMPFIRE_SHARD_IDS must be distinct ids from 0 to {self.shard_count - 1}"
                    " (CAMPFIRE_SHARD_COUNT - 1)"
                )
        return self

    @property
    def postgres(self) -> str | None:
        """The PostgreSQL URL when the sessions live there (None: SQLite)."""
        return self.database_url if self.database_url and postgres_url(self.database_url) else None

    @property
    def database_label(self) -> str:
        """Where the sessions live, for messages: the SQLite path, or the URL without its password."""
        return redact_url(self.postgres) if self.postgres else str(self.database_path)

    @property
    def database_setting(self) -> str:
        """The setting that chose the database (named in error messages)."""
        return "CAMPFIRE_DATABASE_URL" if self.database_url else "CAMPFIRE_DATABASE_PATH"

    @property
    def my_shards(self) -> list[int]:
        """The shards whose servers' deadlines this process fires (all of them in a single process)."""
        if self.shard_ids is not None:
            return list(self.shard_ids)
        return list(range(self.shard_count or 1))

    @property
    def total_shards(self) -> int:
        """The shard count deadlines are divided by (1 when discord.py picks it in a single process)."""
        return self.shard_count or 1

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
    "database_url": "postgresql://user:password@host:port/database, sqlite:///path, or a file path",
    "database_pool": "a whole number of connections from 1 to 200",
    "shard_count": "a whole number of shards from 1 to 100000, or empty for one process",
    "shard_ids": "comma-separated shard ids below CAMPFIRE_SHARD_COUNT (which must be set), or empty for all",
    "shard_lease_s": "a whole number of seconds from 3 to 3600",
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
    "ai_strength": "easy, normal or hard",
    "ai_think_ms": "a whole number of milliseconds from 20 to 5000",
    "ai_workers": "a whole number of processes from 0 (a thread) to 64",
    "table_log_lines": "a whole number from 0 to 20",
    "turn_pings": "true or false",
    "images": "true or false",
}
"""The form each setting expects, as told to the user when a value does not fit."""

SECRET = {"token", "database_url"}
"""Settings whose value is never repeated back."""


class SettingsError(Exception):
    """A setting has a value of the wrong form; the message is one line naming it and the form."""


def postgres_url(url: str) -> bool:
    """Whether a database URL names PostgreSQL."""
    return url.startswith(("postgresql://", "postgres://"))


def redact_url(url: str) -> str:
    """A database URL without its password (for logs and messages)."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    user = f"{parts.username}:***@" if parts.username else ":***@"
    return urlunsplit(parts._replace(netloc=user + host))


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
        if not error["loc"]:  # a rule between settings: its message names them
            parts.append(str(error["msg"]).removeprefix("Value error, "))
            continue
        field = str(error["loc"][0])
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
