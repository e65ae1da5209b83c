"""Settings read from the environment and `.env` (pydantic-settings); built once in __main__."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Every setting of the bot. `.env.example` documents each one."""

    model_config = SettingsConfigDict(env_file=".env", env_prefix="CAMPFIRE_", extra="ignore")

    token: SecretStr | None = None
    """The bot token from the Discord developer portal (secret)."""
    database_path: Path = Path("var/campfire.sqlite3")
    """SQLite file holding every session; its folder is created if missing."""
    dev_guild_id: int | None = None
    """If set, slash commands are synced to this guild only (instant) at start-up."""
    sync_commands: bool = True
    """Sync slash commands at start-up (to dev_guild_id if set, else globally)."""
    log_level: str = "INFO"
    log_file: Path | None = None
    """Optional rotating log file, in addition to the console."""
    message_content: bool = False
    """Request the privileged Message Content intent (Whizz Bing Bang typed words only)."""
    lobby_timeout_s: int = Field(default=1800, ge=60, le=86400)
    """A lobby that is not started within this time is closed."""
    idle_strikes_before_ai: int = Field(default=3, ge=1, le=10)
    """Timeouts in a row after which an AI takes over a player's seat (warned one before)."""
    table_log_lines: int = Field(default=8, ge=0, le=20)
    """Recent public events shown on the table message."""
