"""The import rules of docs/ARCHITECTURE.md C1, enforced by walking every module with ast."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engines import GAME_KEYS

ROOT = Path(__file__).resolve().parent.parent
GAMES = GAME_KEYS
ENGINE_ALLOWED_TOP = {"engines", "msgspec", "yaml", "typing_extensions", "__future__"}
BANNED_RANDOM = {"random", "shuffle", "choice", "choices", "randint", "randrange", "sample"}


def _modules(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
            names.extend(f"{node.module}.{a.name}" for a in node.names)
    return names


def _stdlib(name: str) -> bool:
    import sys

    return name.split(".")[0] in sys.stdlib_module_names


@pytest.mark.parametrize("path", _modules("engines"), ids=lambda p: str(p.relative_to(ROOT)))
def test_engines_import_only_stdlib_msgspec_yaml_and_engines(path: Path) -> None:
    """C1.1/C1.2: engines import no discord, aiosqlite, bot, cogs, clock, or other game."""
    rel = path.relative_to(ROOT / "engines").parts
    own_game = rel[0] if len(rel) > 1 and rel[0] in GAMES else None
    for name in _imports(path):
        top = name.split(".")[0]
        assert top in ENGINE_ALLOWED_TOP or _stdlib(top), f"{path}: imports {name}"
        assert top not in {"time", "socket", "sqlite3", "asyncio", "urllib", "http"}, (
            f"{path}: imports {name}"
        )
        assert name not in {"datetime.datetime.now", "datetime.datetime.utcnow"}
        if top == "random" and name != "random":
            assert name.split(".")[-1] not in BANNED_RANDOM, f"{path}: uses global {name}"
        if top == "engines" and len(name.split(".")) > 1:
            second = name.split(".")[1]
            if second in GAMES:
                assert (path.name == "__init__.py" and path.parent.name == "engines") or second == own_game, (
                    f"{path}: engines/{own_game} imports another game {name}"
                )


@pytest.mark.parametrize("path", _modules("engines"), ids=lambda p: str(p.relative_to(ROOT)))
def test_engines_use_no_global_random_calls(path: Path) -> None:
    """C1.1: no `random.shuffle(...)` and friends; only an RNG drawn from the state."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "random"
            and node.attr in BANNED_RANDOM
        ):
            raise AssertionError(f"{path}:{node.lineno}: random.{node.attr} is the global RNG")


@pytest.mark.parametrize("path", _modules("bot"), ids=lambda p: str(p.relative_to(ROOT)))
def test_bot_never_imports_cogs_or_a_concrete_game(path: Path) -> None:
    """C1.3: bot/ imports engines.base (and the registry) only, never cogs or a game."""
    for name in _imports(path):
        assert name.split(".")[0] != "cogs", f"{path}: imports {name}"
        parts = name.split(".")
        if parts[0] == "engines" and len(parts) > 1:
            assert parts[1] not in GAMES, f"{path}: imports game {name}"


@pytest.mark.parametrize("path", _modules("cogs"), ids=lambda p: str(p.relative_to(ROOT)))
def test_cogs_import_only_their_own_game(path: Path) -> None:
    """C1.4: a cog imports bot.*, engines.base and its own engine, never another cog or game."""
    rel = path.relative_to(ROOT / "cogs").parts
    own = rel[0] if len(rel) > 1 else None
    for name in _imports(path):
        parts = name.split(".")
        if parts[0] == "cogs" and len(parts) > 1 and parts[1] in GAMES:
            assert parts[1] == own, f"{path}: imports another cog {name}"
        if parts[0] == "engines" and len(parts) > 1 and parts[1] in GAMES:
            assert parts[1] == own, f"{path}: imports another game {name}"


# ---- the import graph (issue 33) -------------------------------------------------------------------
# Nodes are the modules of bot/, cogs/ and engines/; an edge is an import of another of them
# (`from bot import ui` is an edge to bot.ui, `from bot.storage import X` one to the package
# bot.storage: importing a submodule is not counted as importing its parent package's names).
# Two strengths:
# - RUNTIME: the imports that run when a module is imported: module level, including inside a
#   module-level `try` or `if`, but not inside `if TYPE_CHECKING:` nor inside functions (lazy
#   imports). No cycle at all.
# - EVERY import that runs, those inside functions too: a lazy import still makes two modules depend
#   on each other (bot/storage.py and bot/storage_pg.py once did). Type-only imports (under
#   `if TYPE_CHECKING:`) name a type for the checker and are left out. Checked for bot/ and cogs/; engines/ still have type-only
#   back-references from a perspective module to its engine class.

RUNTIME_FOLDERS = ("bot", "cogs", "engines")
ALLOWED_CYCLES: set[frozenset[str]] = set()
"""Cycles let through while being taken apart (none: bot.client and bot.gamecog, bot.storage and
bot.storage_pg were the last, issue 33)."""
BACKENDS = ("bot.storage.sqlite", "bot.storage.postgres")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_module_name(p): p for folder in RUNTIME_FOLDERS for p in _modules(folder)}


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(tree: ast.Module, *, every: bool) -> list[ast.Import | ast.ImportFrom]:
    """The import statements of a module: those that run at import time, or (`every`) those too that
    run later (inside functions); never the type-only ones under `if TYPE_CHECKING:`."""
    if every:
        skipped = {
            id(n)
            for block in ast.walk(tree)
            if isinstance(block, ast.If) and _type_checking(block)
            for stmt in block.body
            for n in ast.walk(stmt)
        }
        return [
            n for n in ast.walk(tree) if isinstance(n, ast.Import | ast.ImportFrom) and id(n) not in skipped
        ]
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                found.append(node)
            elif isinstance(node, ast.If):
                if not _type_checking(node):
                    visit(node.body)
                visit(node.orelse)
            elif isinstance(node, ast.Try):
                visit(node.body)
                for handler in node.handlers:
                    visit(handler.body)
                visit(node.orelse)
                visit(node.finalbody)

    visit(tree.body)
    return found


def _edges(name: str, *, every: bool) -> set[str]:
    """The project modules `name` imports."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8")), every=every):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        else:
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*parts, base] if base else parts)
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                out.add(target)
    return out


def _cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


def _graph(*, every: bool, folders: tuple[str, ...] = RUNTIME_FOLDERS) -> dict[str, set[str]]:
    names = [m for m in MODULES if m.split(".")[0] in folders]
    return {m: {t for t in _edges(m, every=every) if t.split(".")[0] in folders} for m in names}


def test_the_import_graph_finds_a_cycle_when_there_is_one() -> None:
    """The checker itself: a made-up graph with a three-module loop and a lone module."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}
    assert _cycles(graph) == [frozenset({"a", "b", "c"})]


def test_no_import_cycle_among_bot_cogs_and_engines_at_import_time() -> None:
    """Issue 33: the imports that run when a module loads (module level, not under TYPE_CHECKING,
    not inside functions) never form a cycle among bot/, cogs/ and engines/."""
    assert _cycles(_graph(every=False)) == []


def test_no_module_of_bot_or_cogs_depends_on_itself_even_lazily() -> None:
    """Issue 33: counting every import of bot/ and cogs/ (inside functions and under TYPE_CHECKING
    too), no two modules depend on each other, except the allowed cycles above."""
    found = set(_cycles(_graph(every=True, folders=("bot", "cogs"))))
    assert found - ALLOWED_CYCLES == set(), f"import cycles: {sorted(map(sorted, found - ALLOWED_CYCLES))}"
    stale = ALLOWED_CYCLES - found
    assert not stale, f"no longer a cycle, remove it from ALLOWED_CYCLES: {sorted(map(sorted, stale))}"


@pytest.mark.parametrize("path", _modules("cogs"), ids=lambda p: str(p.relative_to(ROOT)))
def test_cogs_never_import_a_storage_backend(path: Path) -> None:
    """Issue 33: a cog talks to `bot.storage`'s protocol and records, never to SQLite or PostgreSQL."""
    for target in _edges(_module_name(path), every=True):
        assert target not in BACKENDS, f"{path}: imports {target}"


def test_the_storage_backends_never_import_each_other_and_the_package_imports_neither() -> None:
    """Issue 33: bot/storage/sqlite.py and postgres.py share records, sql, anchors and errors, never
    each other; `bot.storage` itself reaches a backend only inside `open_storage`."""
    for backend in BACKENDS:
        others = set(BACKENDS) - {backend}
        assert not _edges(backend, every=True) & others, f"{backend} imports {others}"
    assert not _edges("bot.storage", every=False) & set(BACKENDS)
    for name in MODULES:
        if name.startswith("bot.storage.") and name not in BACKENDS:
            assert not _edges(name, every=True) & set(BACKENDS), f"{name} imports a backend"


def test_both_storage_backends_implement_the_storage_protocol() -> None:
    """Issue 33: every member of `bot.storage.base.Storage` exists on both backends."""
    from bot.storage.base import protocol_members
    from bot.storage.postgres import PostgresStorage
    from bot.storage.sqlite import SqliteStorage

    for storage in (SqliteStorage(":memory:"), PostgresStorage("postgresql://campfire@localhost/campfire")):
        missing = sorted(m for m in protocol_members() if not hasattr(storage, m))
        assert not missing, f"{type(storage).__name__} lacks {missing}"


def test_no_storage_module_passes_a_thousand_lines() -> None:
    """Issue 33: bot/storage/ is split by responsibility, no file over 1,000 lines."""
    for path in _modules("bot/storage"):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines <= 1000, f"{path.relative_to(ROOT)}: {lines} lines"


def test_open_storage_picks_the_backend_from_a_url_a_path_or_the_settings(tmp_path: Path) -> None:
    """Issue 33: `open_storage` is the one place a backend is chosen (nothing is opened here)."""
    from types import SimpleNamespace

    from bot.storage import open_storage
    from bot.storage.postgres import PostgresStorage
    from bot.storage.sqlite import SqliteStorage

    pg = open_storage("postgresql://campfire:secret@localhost/campfire")
    assert isinstance(pg, PostgresStorage) and "secret" not in pg.label
    assert isinstance(open_storage(tmp_path / "a.sqlite3"), SqliteStorage)
    assert open_storage(f"sqlite:///{tmp_path}/b.sqlite3").path == tmp_path / "b.sqlite3"
    settings = SimpleNamespace(
        postgres=None, database_path=tmp_path / "c.sqlite3", durability="fast", backup_dir=tmp_path / "bk"
    )
    lite = open_storage(settings, integrity="none")
    assert isinstance(lite, SqliteStorage)
    assert (lite.path, lite.durability, lite.backup_dir, lite.integrity) == (
        tmp_path / "c.sqlite3",
        "fast",
        tmp_path / "bk",
        "none",
    )
    settings.postgres, settings.database_pool = "postgresql://campfire@localhost/campfire", 3
    assert isinstance(shared := open_storage(settings), PostgresStorage) and shared.pool_size == 3


MAX_LINES = 1_000
"""No source file over this many lines (issue 33): a file that grows past it is split by responsibility."""
BEING_SPLIT: set[str] = set()
"""Files allowed past MAX_LINES while being split (none: issue 33 split the last ones)."""


def _project_sources() -> list[Path]:
    hidden = {".venv", ".git", ".ruff_cache", "node_modules"}
    return sorted(p for p in ROOT.rglob("*.py") if not hidden.intersection(p.relative_to(ROOT).parts[:-1]))


def test_no_source_file_is_over_a_thousand_lines() -> None:
    """Issue 33: no .py file of the project is over 1,000 lines (except those being split now)."""
    too_long = []
    for path in _project_sources():
        rel = path.relative_to(ROOT).as_posix()
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES and rel not in BEING_SPLIT:
            too_long.append(f"{rel}: {lines} lines")
    assert not too_long, "split these by responsibility: " + "; ".join(too_long)


def test_the_allow_list_of_long_files_names_real_files() -> None:
    """An entry of BEING_SPLIT whose file is gone or short now is stale: remove it."""
    stale = [
        rel
        for rel in sorted(BEING_SPLIT)
        if not (ROOT / rel).is_file()
        or len((ROOT / rel).read_text(encoding="utf-8").splitlines()) <= MAX_LINES
    ]
    assert not stale, f"remove from BEING_SPLIT: {stale}"


def test_every_engine_type_has_keyword_only_fields() -> None:
    """C3: every `Model` says `kw_only=True` (msgspec applies it to a class's own fields only), so its
    fields stay in declaration order, the base's first, whatever their defaults."""
    from engines import get_game
    from engines.base import Model

    for key in GAMES:
        get_game(key)
    seen: list[type] = [Model]
    while seen:
        cls = seen.pop()
        assert cls.__match_args__ == (), f"{cls.__module__}.{cls.__qualname__}: fields not keyword-only"
        seen.extend(cls.__subclasses__())
