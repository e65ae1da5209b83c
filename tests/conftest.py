"""Shared test configuration: hypothesis profiles (dev is fast; ci is thorough), PostgreSQL fixtures, and
the one-line stop when Discord's OpenAPI spec (the strict Discord double's reference) is missing."""

import os
import sys
import threading
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from tests import pg

settings.register_profile(
    "dev",
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "ci",
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


@pytest.fixture(autouse=True)
def forget_card_emojis_after() -> Iterator[None]:
    """The card-emoji mapping is process-wide (bot/emojis.py): a test that synced emojis leaves none
    to the next."""
    yield
    from bot.emojis import forget_card_emojis

    forget_card_emojis()


@pytest.fixture(scope="session")
def postgres_server_url() -> Iterator[str]:
    """Admin URL of the session's PostgreSQL (tests/pg.py): skips without one, fails instead under CI=true."""
    with pg.session_server() as url:
        yield url


@pytest.fixture
def postgres_db_url(postgres_server_url: str) -> Iterator[str]:
    """URL of a fresh empty database `cf_<hex>` on that server, dropped (WITH FORCE) after the test."""
    with pg.fresh_database(postgres_server_url) as url:
        yield url


SPEC_USERS = ("tests.discord_harness", "tests.discord_spec")
"""Modules that need Discord's OpenAPI spec: a collected test that imported one of them needs it."""


def pytest_collection_finish(session: pytest.Session) -> None:
    """Stop the run at once, with one line, when the collected tests need Discord's OpenAPI spec and it
    cannot be read: otherwise every harness test fails on its own, most of them only with "got no
    response: the user sees 'This interaction failed'"."""
    if not session.items or not any(name in sys.modules for name in SPEC_USERS):
        return
    from tests import discord_spec

    path = discord_spec.spec_path()
    try:
        discord_spec.load_spec()
    except (OSError, ValueError) as exc:  # missing, unreadable, or not JSON (json.JSONDecodeError)
        why = "missing" if not path.is_file() else f"unreadable ({type(exc).__name__}: {exc})"
        if os.environ.get("CAMPFIRE_DISCORD_SPEC"):
            where = "(CAMPFIRE_DISCORD_SPEC): point it at a copy of the spec, or unset it to use the one in tests/discord_api_spec/"
        else:
            where = "(the repository's copy): restore it with git checkout -- tests/discord_api_spec, or set CAMPFIRE_DISCORD_SPEC to a copy"
        pytest.exit(
            f"Discord's OpenAPI spec is {why} at {path} {where}", returncode=pytest.ExitCode.USAGE_ERROR
        )


def open_aiosqlite_threads() -> list[threading.Thread]:
    """aiosqlite worker threads still running: each is a connection some code never closed."""
    try:
        from aiosqlite import core
    except ImportError:  # pragma: no cover - aiosqlite is a dependency
        return []
    worker = getattr(core, "_connection_worker_thread", None)
    return [
        t
        for t in threading.enumerate()
        if t.is_alive() and not t.daemon and getattr(t, "_target", None) is worker
    ]


def pytest_unconfigure(config: pytest.Config) -> None:
    """pytest always exits: an aiosqlite connection a failing test left open (its worker thread is not
    a daemon) would keep the interpreter waiting for ever after the summary. Each one left is
    stopped here, and said, in one line (the test that leaked it is a bug to fix)."""
    left = open_aiosqlite_threads()
    if not left:
        return
    from aiosqlite import core

    for thread in left:
        queue = thread._args[0] if getattr(thread, "_args", None) else None  # type: ignore[attr-defined]
        if queue is not None:
            queue.put_nowait((None, lambda: core._STOP_RUNNING_SENTINEL))
    print(
        f"warning: {len(left)} SQLite connection(s) left open by the tests were stopped so that pytest can exit",
        file=sys.stderr,
    )
