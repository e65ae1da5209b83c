"""Snowflakes, the double's clock (`_now_ms`: a test may patch it here), and Discord's HTTP errors."""

from __future__ import annotations

import copy
import datetime as dt
import time
from dataclasses import dataclass
from typing import Any

import discord

from tests.discord_harness.records import DISCORD_EPOCH_MS


def snowflake_at(ms: int, increment: int = 0, *, worker: int = 1, process: int = 0) -> int:
    """A snowflake whose timestamp is the unix time `ms` (milliseconds), as Discord builds them."""
    if ms < DISCORD_EPOCH_MS:
        raise ValueError(f"{ms} is before the Discord epoch")
    return (
        ((ms - DISCORD_EPOCH_MS) << 22) | ((worker & 31) << 17) | ((process & 31) << 12) | (increment & 4095)
    )


def snowflake_ms(snowflake: int) -> int:
    """The unix-ms timestamp of a snowflake (inverse of `snowflake_at`)."""
    return (int(snowflake) >> 22) + DISCORD_EPOCH_MS


def _now_ms() -> int:
    return int(time.time() * 1000)


def _iso(ms: int | None = None) -> str:
    ms = _now_ms() if ms is None else ms
    return dt.datetime.fromtimestamp(ms / 1000, tz=dt.UTC).isoformat()


@dataclass(frozen=True)
class FakeResponse:
    """Stands in for an aiohttp response inside `discord.HTTPException`."""

    status: int
    reason: str = ""


def http_error(status: int, code: int = 0, message: str = "") -> discord.HTTPException:
    """The exception discord.py raises for an HTTP error with a Discord JSON error body."""
    reasons = {
        400: "Bad Request",
        401: "Unauthorized",
        403: "Forbidden",
        404: "Not Found",
        429: "Too Many Requests",
    }
    response = FakeResponse(status, reasons.get(status, "Error"))
    body = {"code": code, "message": message}
    if status == 403:
        return discord.Forbidden(response, body)  # type: ignore[arg-type]
    if status == 404:
        return discord.NotFound(response, body)  # type: ignore[arg-type]
    if status >= 500:
        return discord.DiscordServerError(response, body)  # type: ignore[arg-type]
    return discord.HTTPException(response, body)  # type: ignore[arg-type]


def _jsonable(value: Any) -> Any:
    """Deep copy with datetimes as ISO strings, ids as given (the shape discord sends)."""
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dt.datetime):
        return value.isoformat()
    return copy.deepcopy(value)


# --------------------------------------------------------------------------------------------
# Limit checks (docs/ARCHITECTURE.md C16, C17.6)
# --------------------------------------------------------------------------------------------
