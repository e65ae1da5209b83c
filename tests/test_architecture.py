"""The import rules of docs/ARCHITECTURE.md C1, enforced by walking every module with ast."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("bang", "whizz_bing_bang", "bang_and_twang", "forest_gangs")
ENGINE_ALLOWED_TOP = {"engines", "pydantic", "pydantic_core", "yaml", "typing_extensions", "__future__"}
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
def test_engines_import_only_stdlib_pydantic_and_engines(path: Path) -> None:
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


MAX_LINES = 1_000
"""No source file over this many lines (issue 33): a file that grows past it is split by responsibility."""
BEING_SPLIT = {
    # issue 33: being split (by the helpers "storage", "games" and "engines"); the lead removes
    # each entry once its split is merged.
    "bot/storage.py",
    "bot/gamecog.py",
    "engines/bang/rules.py",
    "engines/bang/armed.py",
    "engines/bang_and_twang/rules.py",
    "engines/whizz_bing_bang/engine.py",
    "engines/forest_gangs/engine.py",
}


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
