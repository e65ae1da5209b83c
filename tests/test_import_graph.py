"""The runtime's import graph has no cycle (issue 33): e.g. `bot.client` loads `/campfire` from
`bot.campfire` and the game cogs by name, and `bot.gamecog` reads the bot's type only for type checks.

Imports at any depth count (a function's import too); imports under `if TYPE_CHECKING:` do not.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KNOWN: set[frozenset[str]] = {frozenset({"bot.storage", "bot.storage_pg"})}
"""Cycles being taken apart elsewhere (issue 33: the bot/storage/ package); a cycle not listed fails."""


def _modules(folder: str) -> dict[str, Path]:
    found = {}
    for path in sorted((ROOT / folder).rglob("*.py")):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def _runtime_imports(path: Path) -> set[str]:
    """Every module a file imports, at any depth, leaving out `if TYPE_CHECKING:` blocks."""
    names: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return names


def _cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(frozenset(component))

    for v in graph:
        if v not in index:
            connect(v)
    return found


def test_the_bot_has_no_import_cycle() -> None:
    modules = _modules("bot")
    graph = {
        name: {
            m for m in _runtime_imports(path) if m in modules and m != name and not name.startswith(m + ".")
        }
        for name, path in modules.items()
    }
    unknown = [sorted(c) for c in _cycles(graph) if c not in KNOWN]
    assert not unknown, f"import cycles: {unknown}"


def test_the_cycle_finder_finds_one() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [frozenset({"a", "b", "c"})]
