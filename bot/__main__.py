"""Command line: python -m bot [run|play|simulate|replay|migrate]."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from engines import GAME_KEYS, available_games


def _options(pairs: list[str], extra: dict[str, Any]) -> dict[str, Any]:
    """`--option key=value` pairs (values parsed as JSON when they can be) plus shortcuts."""
    opts: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option needs key=value, got {pair!r}")
        try:
            opts[key.strip()] = json.loads(raw)
        except json.JSONDecodeError:
            opts[key.strip()] = raw
    opts.update({k: v for k, v in extra.items() if v is not None})
    return opts


def _cli_error(exc: Exception) -> str | None:
    """One line for a rule violation or an invalid option; None for anything else (a bug)."""
    from pydantic import ValidationError

    from engines.base import RuleViolation

    if isinstance(exc, RuleViolation):
        params = ", ".join(f"{k}={v}" for k, v in exc.params.items())
        return f"{exc.code.replace('_', ' ')}" + (f" ({params})" if params else "")
    if isinstance(exc, ValidationError):
        parts = [f"{'.'.join(str(x) for x in e['loc'])}: {e['msg']}" for e in exc.errors()]
        return "invalid option " + "; ".join(parts)
    return None


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bot", description="Campfire: a Discord bot for game night.")
    sub = p.add_subparsers(dest="cmd")
    sub.add_parser("run", help="connect to Discord (the default)")
    sub.add_parser("migrate", help="create or upgrade the database, then exit")
    for name, helptext in (
        ("play", "play in the terminal against AI players"),
        ("simulate", "AI self-play at speed, with statistics"),
    ):
        sp = sub.add_parser(name, help=helptext)
        sp.add_argument("game", choices=GAME_KEYS)
        sp.add_argument("--players", type=int, default=4)
        sp.add_argument("--seed", type=int, default=1)
        sp.add_argument(
            "--option",
            action="append",
            default=[],
            metavar="KEY=VALUE",
            help="a game option, e.g. --option ghost=true (repeatable)",
        )
        sp.add_argument("--expansion", default=None, help="BANG!: armed_and_dangerous")
        if name == "play":
            sp.add_argument("--ai-only", action="store_true", help="AI players in every seat; print the game")
        else:
            sp.add_argument("--games", type=int, default=1000)
    rp = sub.add_parser("replay", help="rebuild a stored session from its action log and compare")
    rp.add_argument("session_id")
    return p


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    args = _parser().parse_args(argv)
    cmd = args.cmd or "run"
    if cmd in ("play", "simulate"):
        from bot import terminal

        if args.game not in available_games():
            print(f"error: {args.game} is not available in this build", file=sys.stderr)
            return 2
        options = _options(args.option, {"expansion": args.expansion})
        try:
            if cmd == "play":
                terminal.play(
                    args.game, players=args.players, seed=args.seed, options=options, ai_only=args.ai_only
                )
            else:
                terminal.simulate(
                    args.game, games=args.games, players=args.players, seed=args.seed, options=options
                )
        except (KeyboardInterrupt, EOFError):
            print("\nBye!")
            return 130
        except Exception as exc:  # a bad option or seat count: one line, not a traceback
            message = _cli_error(exc)
            if message is None:
                raise
            print(f"error: {message}", file=sys.stderr)
            return 2
        return 0

    from bot.config import SettingsError, load_settings
    from bot.storage import StorageOpenError

    try:
        settings = load_settings()
        if cmd == "migrate":
            return asyncio.run(_migrate(settings))
        if cmd == "replay":
            return asyncio.run(_replay(settings, args.session_id))
        return _run(settings)
    except SettingsError as exc:
        return _fail(str(exc), 2)
    except StorageOpenError as exc:
        return _fail(f"cannot open the database {exc.path} (CAMPFIRE_DATABASE_PATH): {exc.reason}", 1)


def _fail(message: str, code: int) -> int:
    """One line on stderr, and the exit code."""
    print(f"error: {' '.join(message.split())}", file=sys.stderr)
    return code


def _run(settings: Any) -> int:
    """Check the token, the log file and the database, then connect to Discord until stopped."""
    if settings.token is None or not settings.token.get_secret_value().strip():
        return _fail("no bot token: set CAMPFIRE_TOKEN in the environment or in .env (see .env.example)", 2)
    import aiohttp
    import discord

    from bot.client import CampfireBot
    from bot.logging import setup_logging

    try:
        setup_logging(settings.log_level, settings.log_file)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return _fail(f"cannot open the log file {settings.log_file} (CAMPFIRE_LOG_FILE): {reason}", 1)
    # The database first, so a bad one is reported at once rather than after logging in.
    asyncio.run(_check_database(settings))
    # Campfire has no voice: without this, every start warns that voice libraries are missing.
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False
    bot = CampfireBot(settings)
    try:
        bot.run(settings.token.get_secret_value().strip(), log_handler=None)
    except discord.LoginFailure:
        return _fail(
            "Discord rejected the bot token (401 Unauthorized): copy a new one from the developer "
            "portal (Bot → Reset Token) into CAMPFIRE_TOKEN",
            1,
        )
    except discord.PrivilegedIntentsRequired:
        return _fail(
            "Discord refused the Message Content intent: turn on Message Content Intent on the "
            "developer portal's Bot page, or set CAMPFIRE_MESSAGE_CONTENT=false",
            1,
        )
    except discord.DiscordServerError as exc:
        return _fail(
            f"Discord is not answering properly ({exc.status} {exc.response.reason}): try again later", 1
        )
    except (aiohttp.ClientConnectionError, discord.GatewayNotFound) as exc:
        return _fail(f"cannot reach Discord ({exc or type(exc).__name__}): check the network connection", 1)
    return 0


async def _check_database(settings: Any) -> None:
    """Open (and migrate) the database and close it again; StorageOpenError if it is unusable."""
    from bot.storage import Storage

    storage = Storage(settings.database_path)
    await storage.open()
    await storage.close()


async def _migrate(settings: Any) -> int:
    from bot.storage import Storage

    storage = Storage(settings.database_path)
    await storage.open()
    try:
        version = await storage.migrate()
    finally:
        await storage.close()
    print(f"Database {settings.database_path} is at schema version {version}.")
    return 0


async def _replay(settings: Any, session_id: str) -> int:
    from bot.sessions import SessionManager
    from bot.storage import Storage
    from engines import get_game

    storage = Storage(settings.database_path)
    await storage.open()
    try:
        manager = SessionManager(storage)
        for key in available_games():
            manager.register(get_game(key), lambda e, r: None)
        ok, message = await manager.replay(session_id)
    finally:
        await storage.close()
    print(message)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
