"""Both storage backends for the runtime and harness tests: SQLite files and PostgreSQL databases.

The `backend` fixture runs a test once per backend ("sqlite", "postgresql"). Tests name their
database by a path, as they always have (`tmp_path / "db.sqlite3"`): `Databases` maps each path to
what the current backend uses for it — that file, or a fresh PostgreSQL database made on first use
(the same path again, e.g. after a restart, is the same database) and dropped when the test ends.
`tests/cogs/conftest.py` uses it in `make_bot`, so every harness test plays on both backends.

Without a PostgreSQL server (none installed, no CAMPFIRE_TEST_POSTGRES_URL), the PostgreSQL half
is skipped with that message, except under CI=true, where it fails (tests/pg.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.storage import numbered
from bot.storage.sqlite import SqliteStorage
from tests.pg import create_database, drop_database

BACKENDS = ("sqlite", "postgresql")


class Databases:
    """The databases of one test, by the path the test gave (see the module docstring)."""

    current: Databases | None = None
    """The running test's (set by the `backend` fixture), for helpers that only get a path."""

    def __init__(self, backend: str, request: pytest.FixtureRequest) -> None:
        self.backend = backend
        self._request = request
        self._urls: dict[str, str] = {}
        self._admin: str | None = None

    @property
    def postgres(self) -> bool:
        return self.backend == "postgresql"

    def url(self, path: Path | str) -> str:
        """The PostgreSQL database standing for `path` (made on first use)."""
        key = str(path)
        if key not in self._urls:
            if self._admin is None:
                self._admin = self._request.getfixturevalue("postgres_server_url")
            self._urls[key] = create_database(self._admin)
        return self._urls[key]

    def settings(self, path: Path | str) -> dict[str, Any]:
        """The Settings keywords that put a bot on `path`'s database."""
        if self.postgres:
            return {"database_url": self.url(path)}
        return {"database_path": Path(path)}

    def storage(self, path: Path | str, **kwargs: Any) -> Any:
        """A closed storage on `path`'s database (SQLite `Storage`, or `PostgresStorage`)."""
        if self.postgres:
            from bot.storage.postgres import PostgresStorage

            return PostgresStorage(self.url(path), **kwargs)
        return SqliteStorage(path, **kwargs)

    def close(self) -> None:
        if self._admin is not None:
            for url in self._urls.values():
                drop_database(self._admin, url)
        self._urls.clear()


def settings_for(path: Path | str) -> dict[str, Any]:
    """`Databases.settings` of the running test, or the SQLite file when no backend fixture is active."""
    dbs = Databases.current
    return dbs.settings(path) if dbs is not None else {"database_path": Path(path)}


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> Iterator[Databases]:
    """The test once on SQLite and once on PostgreSQL (its databases, by path)."""
    dbs = Databases(request.param, request)
    previous, Databases.current = Databases.current, dbs
    try:
        yield dbs
    finally:
        Databases.current = previous
        dbs.close()


async def sql(storage: Any, query: str, *params: Any) -> list[dict[str, Any]]:
    """Run one statement with `?` placeholders on either backend (outside the bot's transactions);
    the rows it returns as dicts."""
    if getattr(storage, "kind", "sqlite") == "postgresql":
        async with storage.pool.acquire() as conn:
            rows = await conn.fetch(numbered(query), *params)
        return [dict(r) for r in rows]
    async with storage.db.execute(query, params) as cur:
        rows = await cur.fetchall()
    return [dict(r) for r in rows]


async def table_names(storage: Any) -> list[str]:
    """Every table of the database, by name."""
    if getattr(storage, "kind", "sqlite") == "postgresql":
        rows = await sql(
            storage,
            "SELECT table_name AS name FROM information_schema.tables"
            " WHERE table_schema = current_schema() ORDER BY table_name",
        )
    else:
        rows = await sql(storage, "SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")
    return [r["name"] for r in rows]


_OPENED: list[Any] = []
"""Storages `opened` by a test, closed after it by `close_opened`."""


async def opened(path: Path | str) -> Any:
    """A storage of the current backend (`backend` fixture) at `path`, opened, closed after the test
    (a test module uses `pytestmark = pytest.mark.usefixtures("close_opened")`)."""
    assert Databases.current is not None
    storage = Databases.current.storage(path)
    await storage.open()
    _OPENED.append(storage)
    return storage


@pytest.fixture
async def close_opened(backend: Databases) -> Any:
    """Close every storage the test `opened`."""
    yield
    while _OPENED:
        await _OPENED.pop().close()
