"""Command line: python -m bot [run|play|simulate|replay|migrate|gallery|db check|db backup|db restore|db copy]."""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import sys
from pathlib import Path
from typing import Any

from bot.i18n import LANGUAGES
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
    import msgspec
    from pydantic import ValidationError

    from engines.base import RuleViolation

    if isinstance(exc, RuleViolation):
        params = ", ".join(f"{k}={v}" for k, v in exc.params.items())
        return f"{exc.code.replace('_', ' ')}" + (f" ({params})" if params else "")
    if isinstance(exc, msgspec.ValidationError):  # a game's options (engines decode them with msgspec)
        return f"invalid option: {exc}"
    if isinstance(exc, ValidationError):  # the settings
        parts = [f"{'.'.join(str(x) for x in e['loc'])}: {e['msg']}" for e in exc.errors()]
        return "invalid setting " + "; ".join(parts)
    return None


def _language(value: str) -> str:
    """`--lang`: one of our languages (any case: pt-br, pt_BR), or the pseudo-language (not offered)."""
    from bot.i18n import PSEUDO

    for code in (*LANGUAGES, PSEUDO):
        if value.replace("_", "-").lower() == code.lower():
            return code
    raise argparse.ArgumentTypeError(f"unknown language {value!r} (choose from {', '.join(LANGUAGES)})")


def _parser() -> argparse.ArgumentParser:
    from bot.i18n import LANGUAGES

    p = argparse.ArgumentParser(prog="python -m bot", description="Campfire: a Discord bot for game night.")
    sub = p.add_subparsers(dest="cmd")
    sub.add_parser("run", help="connect to Discord (the default)")
    sub.add_parser("migrate", help="create or upgrade the database, then exit")
    for name, helptext in (
        ("play", "play in the terminal against AI players"),
        ("simulate", "AI self-play at speed, with statistics"),
    ):
        sp = sub.add_parser(name, help=helptext)
        sp.add_argument("game", choices=GAME_KEYS, help="the game")
        sp.add_argument(
            "--players", type=int, default=4, metavar="N", help="seats at the table, AIs included (default 4)"
        )
        sp.add_argument(
            "--seed",
            type=int,
            default=1,
            metavar="N",
            help="the shuffle: the same seed deals the same game again (default 1)"
            + ("; each simulated game adds 1" if name == "simulate" else ""),
        )
        sp.add_argument(
            "--option",
            action="append",
            default=[],
            metavar="KEY=VALUE",
            help="a game option, e.g. --option ghost=true (repeatable)",
        )
        sp.add_argument("--expansion", default=None, help="BANG!: armed_and_dangerous")
        sp.add_argument(
            "--lang",
            type=_language,
            default=None,
            metavar="{" + ",".join(LANGUAGES) + "}",
            help="the language the game speaks (default: LC_ALL, LC_MESSAGES or LANG when it is one of"
            " these, else en)",
        )
        if name == "play":
            sp.add_argument("--ai-only", action="store_true", help="AI players in every seat; print the game")
            sp.add_argument(
                "--ai",
                choices=("easy", "normal", "hard"),
                default="normal",
                help="the AI players' strength (default normal; hard searches, about 0.1-0.25 s a decision)",
            )
        else:
            sp.add_argument("--games", type=int, default=1000)
    gp = sub.add_parser(
        "gallery", help="write every card face, sample tables and sample hands of every game as PNG files"
    )
    gp.add_argument("dir", metavar="DIR", help="the folder to write to (created if missing)")
    gp.add_argument(
        "--lang",
        default="en",
        choices=list(LANGUAGES),
        help="the language of the pictures' words and alt texts (default en)",
    )
    rp = sub.add_parser("replay", help="rebuild a stored session from its action log and compare")
    rp.add_argument("session_id")
    dp = sub.add_parser("db", help="check, back up, restore or copy the database")
    dsub = dp.add_subparsers(dest="db_cmd", required=True, metavar="{check,backup,restore,copy}")
    dsub.add_parser("check", help="run SQLite's full integrity_check (safe while the bot runs)")
    bp = dsub.add_parser("backup", help="copy the database to a backup file (safe while the bot runs)")
    bp.add_argument(
        "path", nargs="?", default=None, help="file or folder (default: the backup folder, a new file)"
    )
    sp = dsub.add_parser("restore", help="replace the database by a backup (stop the bot first)")
    sp.add_argument("path", help="the backup file")
    cp = dsub.add_parser(
        "copy", help="copy every session into an empty database, SQLite or PostgreSQL (stop the bots first)"
    )
    cp.add_argument(
        "source", metavar="FROM", help="postgresql://user:password@host/db, sqlite:///path or a file"
    )
    cp.add_argument("target", metavar="TO", help="the same kinds; it must hold no sessions")
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
        lang = args.lang or terminal.language_from_env()
        try:
            if cmd == "play":
                terminal.play(
                    args.game,
                    players=args.players,
                    seed=args.seed,
                    options=options,
                    ai_only=args.ai_only,
                    lang=lang,
                    strength=args.ai,
                )
            else:
                terminal.simulate(
                    args.game,
                    games=args.games,
                    players=args.players,
                    seed=args.seed,
                    options=options,
                    lang=lang,
                )
        except EOFError:  # Ctrl-D at a prompt: the player is done, not interrupted
            print("\n" + _bye(lang))
            return 0
        except KeyboardInterrupt:
            print("\n" + _bye(lang))
            return 130
        except Exception as exc:  # a bad option or seat count: one line, not a traceback
            message = _cli_error(exc)
            if message is None:
                raise
            print(f"error: {message}", file=sys.stderr)
            return 2
        return 0

    if cmd == "gallery":  # no settings, no database: only the card data
        return _gallery(args.dir, args.lang)
    if cmd == "db" and args.db_cmd == "copy":  # both databases are named: no settings needed
        from bot import dbcopy

        return dbcopy.main(args.source, args.target)
    from bot.config import SettingsError, load_settings
    from bot.storage import StorageOpenError

    try:
        settings = load_settings()
        if cmd == "migrate":
            return asyncio.run(_migrate(settings))
        if cmd == "replay":
            return asyncio.run(_replay(settings, args.session_id))
        if cmd == "db":
            return _db(settings, args.db_cmd, getattr(args, "path", None))
        return _run(settings)
    except SettingsError as exc:
        return _fail(str(exc), 2)
    except StorageOpenError as exc:
        if settings.postgres is None and Path(exc.path) != Path(settings.database_path):
            return _fail(f"cannot use the backup {exc.path}: {exc.reason}", 1)  # given to `db restore`
        return _fail(
            f"cannot open the database {settings.database_label} ({settings.database_setting}): {exc.reason}",
            1,
        )


def _bye(lang: str) -> str:
    from bot.i18n import words

    return words(lang)("term-bye")


def _gallery(folder: str, lang: str = "en") -> int:
    """Write the card gallery (its words in `lang`) and say how many files and where."""
    from bot.art.gallery import write_gallery

    try:
        count = write_gallery(folder, lang)
    except OSError as exc:
        return _fail(f"cannot write the gallery to {folder}: {exc.strerror or exc}", 1)
    print(
        f"Wrote {count} images to {folder} (card faces, sample tables in tables/ and sample hands in hands/)."
    )
    return 0


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

    from bot.client import SingleProcessOnly, bot_class, check_scale
    from bot.logging import setup_logging

    try:
        check_scale(settings)  # before anything is opened or logged
    except SingleProcessOnly as exc:
        return _fail(str(exc), 2)

    try:
        setup_logging(settings.log_level, settings.log_file, discord_debug=settings.discord_debug)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return _fail(f"cannot open the log file {settings.log_file} (CAMPFIRE_LOG_FILE): {reason}", 1)
    # The database first, so a bad one is reported at once rather than after logging in.
    asyncio.run(_check_database(settings))
    # Campfire has no voice: without this, every start warns that voice libraries are missing.
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False
    from bot.storage import open_storage

    # The check above ran quick_check a moment ago: the bot's own open does not run it again.
    bot = bot_class(settings)(settings, storage=open_storage(settings, integrity="none"))
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
    """Check (schema, quick_check), open, migrate and close the database; StorageOpenError if unusable."""
    from bot.storage import open_storage

    storage = open_storage(settings)
    await storage.open()
    await storage.close()


async def _migrate(settings: Any) -> int:
    from bot.storage import open_storage

    storage = open_storage(settings)
    await storage.open()  # refuses a newer schema; upgrades an older one in one transaction
    try:
        version = await storage.migrate()
    finally:
        await storage.close()
    if storage.migrated_from is None:
        print(f"Database {settings.database_label} is at schema version {version} (up to date).")
        return 0
    if storage.migrated_from == 0:
        print(f"Database {settings.database_label} created at schema version {version}.")
        return 0
    print(
        f"Database {settings.database_label} upgraded from schema version {storage.migrated_from} to {version}."
    )
    if storage.migration_backup is not None:
        print(f"The file as it was is backed up in {storage.migration_backup.path}.")
    return 0


def _db(settings: Any, command: str, path: str | None) -> int:
    """`db check`, `db backup [PATH]`, `db restore PATH`: one line on success or failure."""
    from bot.storage import (
        DatabaseDamaged,
        DatabaseInUse,
        DatabaseLock,
        StorageOpenError,
        backup_name,
        check_file,
        copy_database,
        default_backup_dir,
        is_damage,
        latest_backup,
        restore_database,
    )

    if settings.postgres is not None:
        return asyncio.run(_db_postgres(settings, command))
    database = Path(settings.database_path)
    folder = Path(settings.backup_dir) if settings.backup_dir is not None else default_backup_dir(database)
    if command == "restore":
        assert path is not None
        backup = Path(path)
        if not backup.is_file():
            return _fail(f"no backup file at {backup}", 1)
        try:
            done = restore_database(database, backup)
        except sqlite3.Error as exc:
            raise StorageOpenError(backup, _reason(exc)) from exc
        except OSError as exc:
            return _fail(f"cannot restore {database} from {backup}: {exc.strerror or exc}", 1)
        kept = f"; the file it replaced is kept as {done.previous}" if done.previous else ""
        print(
            f"Restored {database} from {backup} (schema version {done.source.schema_version}, "
            f"{done.source.sessions} sessions){kept}."
        )
        return 0
    if not database.is_file():
        return _fail(f"no database at {database} (CAMPFIRE_DATABASE_PATH): nothing to {command}", 1)
    lock = DatabaseLock(database)
    try:
        held = lock.acquire(exclusive=False)
    except OSError as exc:
        return _fail(f"cannot lock the database {database}: {exc.strerror or exc} ({lock.path})", 1)
    if not held:
        raise DatabaseInUse(database, "a restore is replacing it right now; try again when it is done")
    try:
        if command == "check":
            try:
                version = check_file(database, "integrity_check", folder)
            except DatabaseDamaged as exc:
                for problem in exc.problems:
                    print(problem)
                raise
            except sqlite3.Error as exc:
                raise StorageOpenError(database, _reason(exc)) from exc
            print(f"Database {database} passed integrity_check (schema version {version}).")
            return 0
        try:
            check_file(database, None, folder)  # the schema guard; the copy gets a quick_check
            target = Path(path) if path else backup_name(database, "manual", folder)
            if target.is_dir():
                target = backup_name(database, "manual", target)
            if target.exists():
                return _fail(f"{target} exists already: give a new file name or a folder", 1)
            info = copy_database(database, target)
        except sqlite3.Error as exc:
            if is_damage(exc):
                problem = " ".join(str(exc).split())
                raise DatabaseDamaged(database, "backup", [problem], latest_backup(folder), folder) from exc
            raise StorageOpenError(database, _reason(exc)) from exc
        except OSError as exc:
            return _fail(f"cannot write the backup: {exc.strerror or exc} ({exc.filename or path})", 1)
    finally:
        lock.release()
    print(
        f"Backed up {database} to {info.path} (schema version {info.schema_version}, "
        f"{info.sessions} sessions, {info.bytes / 1e6:.1f} MB)."
    )
    return 0


POSTGRES_BACKUP = (
    'PostgreSQL is backed up with its own tools while the bot runs: pg_dump -Fc -f campfire.dump "$URL" '
    '(restore into an empty database with pg_restore -d "$URL" campfire.dump, bots stopped); '
    "see README, Running at scale"
)


async def _db_postgres(settings: Any, command: str) -> int:
    """`db check` on PostgreSQL: the schema guard, and every stored session readable; backup and
    restore are PostgreSQL's own tools."""
    if command in ("backup", "restore"):
        return _fail(f"db {command} copies SQLite files; {POSTGRES_BACKUP}", 2)
    from bot.storage import open_storage

    storage = open_storage(settings)
    await storage.open()  # refuses a newer schema (SchemaTooNew), migrates an older one
    try:
        version = await storage.schema_version_found()  # type: ignore[attr-defined]
        count = await storage.count_sessions()
        ids = await storage.all_session_ids()
        unreadable = 0
        for session_id in ids:
            try:
                await storage.get_session(session_id)
            except (ValueError, KeyError):
                unreadable += 1
    finally:
        await storage.close()
    if unreadable:
        return _fail(f"{unreadable} of {count} sessions in {settings.database_label} cannot be read", 1)
    print(
        f"Database {settings.database_label} (PostgreSQL) is at schema version {version}; {count} "
        f"session{'' if count == 1 else 's'} read back. PostgreSQL checks its own pages (pg_amcheck does a full check)."
    )
    return 0


def _reason(exc: BaseException) -> str:
    from bot.storage import failure_reason

    return failure_reason(exc)


async def _replay(settings: Any, session_id: str) -> int:
    from bot.sessions import SessionManager
    from bot.storage import open_storage
    from engines import get_game

    storage = open_storage(settings)
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
