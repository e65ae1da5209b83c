"""Every ruling id and section the code cites exists in the document it cites (docs/ARCHITECTURE.md C12).

The code and tests cite the rules references `docs/rules/<game>.md` by section (`§4.7.1`) and ruling id (`U33`,
`W30`, `F23`, `R18`, `D3`, `H1`), and docs/ARCHITECTURE.md by convention id (`C7`, `C5.6`). A citation names its
document (`docs/rules/bang.md §2.2`, `bang.md U31`) or takes the game of the file it is in (engines/bang/…,
tests/cogs/test_whizz_bing_bang_flow.py …), else the document named a few lines above it. Ruling prefixes belong to
one game each: U, D and H to BANG! (except U in Bang & Twang, whose blue tune cards are U1–U8), W to Whizz Bing
Bang, F to Forest Gangs, R to Bang & Twang; C is docs/ARCHITECTURE.md. A section sign with no document anywhere near
must exist in at least one rules reference.

The project stands alone: nothing in it points at the design notes or rules files it was once built from.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("bot", "cogs", "engines", "tests", "data", "scripts", "benchmarks", "docs")
SUFFIXES = {".py", ".yaml", ".yml", ".sql", ".toml", ".md", ".txt", ".cfg", ".ini", ".sh"}
SKIPPED = {"discord_api_spec", "__pycache__"}  # Discord's own OpenAPI spec, vendored as published
# Longest first: "bang" is part of the others' names.
GAMES = ("bang_and_twang", "whizz_bing_bang", "forest_gangs", "bang")
ARCH = "ARCHITECTURE"
LOOK_BACK = 10  # lines searched above a citation for the document it belongs to

DOC = re.compile(
    r"(?<![\w/.])(?:docs/(rules|games)/)?(bang_and_twang|whizz_bing_bang|forest_gangs|bang|ARCHITECTURE)\.md"
)
SECTION = re.compile(r"§ ?(\d+(?:\.\d+)*)")
RULING = re.compile(r"(?<![\w.+-])([CDFHRUW])(\d{1,2}(?:\.\d+)*)(?![\w+])")
PREFIX_GAME = {
    "D": "bang",
    "H": "bang",
    "U": "bang",
    "W": "whizz_bing_bang",
    "F": "forest_gangs",
    "R": "bang_and_twang",
}
HEADING = re.compile(r"^#{1,6} +(\d+(?:\.\d+)*)\.?(?:\s|$)")
ROW_ID = re.compile(r"^\| *([A-Z]\d+) *\|")
ARCH_ID = re.compile(r"^#{2,3} +(C\d+)\.|\*\*(C\d+\.\d+)\b")

# The design notes, the Discord notes and the rules folder outside the repository: spelled in pieces so
# that not even this file contains them (a `grep -rn "\.\./shared" .` of a clone finds nothing).
FORBIDDEN = ("../" + "shared", "/work/" + "shared", "shared/" + "rules/", "DESIGN" + ".md", "DISCORD" + ".md")
BINARY = {".sqlite3", ".sqlite", ".db", ".png", ".jpg", ".gif", ".gz", ".zip", ".pyc", ".so"}


def _files(folders: tuple[str, ...]) -> Iterator[Path]:
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix in SUFFIXES and not SKIPPED & set(path.relative_to(ROOT).parts):
                yield path


@cache
def _doc(kind: str, name: str) -> tuple[frozenset[str], frozenset[str]]:
    """The section numbers and ids a document defines: (sections, ids)."""
    path = ROOT / "docs" / (f"{name}.md" if name == ARCH else f"{kind}/{name}.md")
    sections: set[str] = set()
    ids: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if m := HEADING.match(line):
            sections.add(m.group(1))
        if m := ROW_ID.match(line):
            ids.add(m.group(1))
        for m in ARCH_ID.finditer(line):
            ids.add(m.group(1) or m.group(2))
    return frozenset(sections), frozenset(ids)


def _file_game(rel: str) -> str | None:
    return next((g for g in GAMES if g in rel), None)


def _context(lines: list[str], index: int, upto: int, rel: str) -> tuple[str, str] | None:
    """The document a citation at `lines[index][:upto]` refers to: (kind, name) or None if nothing says."""
    on_line = list(DOC.finditer(lines[index][:upto]))
    if on_line:
        last = on_line[-1]
        return (last.group(1) or "rules", last.group(2))
    if game := _file_game(rel):
        return ("rules", game)
    for back in range(index - 1, max(-1, index - 1 - LOOK_BACK), -1):
        found = list(DOC.finditer(lines[back]))
        if found:
            return (found[-1].group(1) or "rules", found[-1].group(2))
    return None


def _problems(rel: str, lines: list[str]) -> Iterator[str]:
    """The citations of nothing in one file's `lines`, each as "file:line: what is wrong"."""
    for i, line in enumerate(lines):
        if "noqa" in line:
            line = line.split("noqa")[0]  # ruff's rule codes (F401, …) are not citations
        for m in SECTION.finditer(line):
            number = m.group(1)
            ctx = _context(lines, i, m.start(), rel)
            if ctx is None or ctx[1] == ARCH:
                if not any(number in _doc("rules", g)[0] for g in GAMES):
                    yield f"{rel}:{i + 1}: §{number} is in no docs/rules/*.md"
            elif number not in _doc(*ctx)[0]:
                yield f"{rel}:{i + 1}: §{number} is not a section of docs/{ctx[0]}/{ctx[1]}.md"
        for m in RULING.finditer(line):
            prefix, rid = m.group(1), m.group(1) + m.group(2)
            if prefix == "C":
                if rid not in _doc("", ARCH)[1]:
                    yield f"{rel}:{i + 1}: {rid} is not defined in docs/ARCHITECTURE.md"
                continue
            game = PREFIX_GAME[prefix]
            ctx = _context(lines, i, m.start(), rel)
            if prefix == "U" and ctx and ctx[1] == "bang_and_twang":
                game = "bang_and_twang"  # the blue tune cards U1–U8
            if rid not in _doc("rules", game)[1]:
                yield f"{rel}:{i + 1}: {rid} is not defined in docs/rules/{game}.md"


def test_every_cited_section_and_ruling_exists() -> None:
    """Each §, ruling id and C id cited in code, tests, data and docs is defined where it points."""
    this = Path(__file__).resolve()
    problems = [
        problem
        for path in _files(SCANNED)
        if path.resolve() != this  # its own examples below are made up on purpose
        for problem in _problems(
            path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8").splitlines()
        )
    ]
    assert not problems, "citations of nothing:\n" + "\n".join(problems)


def test_the_rules_references_define_the_rulings_the_code_relies_on() -> None:
    """The late additions the code cites are defined: U32, U33 (BANG!), W28, W30, W31 (Whizz Bing Bang)."""
    assert {"U32", "U33"} <= _doc("rules", "bang")[1]
    assert {"W28", "W30", "W31"} <= _doc("rules", "whizz_bing_bang")[1]


def test_the_checker_catches_a_missing_citation() -> None:
    """A made-up ruling, section or convention is reported with its file and line; real ones are not."""
    lines = [
        "x = 1",
        '"""W99 and §99.9 (whizz_bing_bang.md), C99, U40; docs/rules/bang.md §1.13, U33, C5.6."""',
    ]
    found = list(_problems("tests/engines/whizz_bing_bang/probe.py", lines))
    assert found == [
        "tests/engines/whizz_bing_bang/probe.py:2: §99.9 is not a section of docs/rules/whizz_bing_bang.md",
        "tests/engines/whizz_bing_bang/probe.py:2: W99 is not defined in docs/rules/whizz_bing_bang.md",
        "tests/engines/whizz_bing_bang/probe.py:2: C99 is not defined in docs/ARCHITECTURE.md",
        "tests/engines/whizz_bing_bang/probe.py:2: U40 is not defined in docs/rules/bang.md",
    ]
    assert not list(
        _problems("engines/bang_and_twang/x.py", ["# U5 (a tune card), R18, §4.7.1; bang.md U33"])
    )
    assert list(_problems("engines/bang_and_twang/x.py", ["# U9, R25"])) == [
        "engines/bang_and_twang/x.py:1: U9 is not defined in docs/rules/bang_and_twang.md",
        "engines/bang_and_twang/x.py:1: R25 is not defined in docs/rules/bang_and_twang.md",
    ]
    assert list(_problems("bot/x.py", ["# forest_gangs.md §8,", "# and §12 there"])) == [
        "bot/x.py:2: §12 is not a section of docs/rules/forest_gangs.md"
    ]


def test_nothing_points_outside_the_repository() -> None:
    """No project file names the old design notes or the rules folder outside the repository."""
    this = Path(__file__).resolve()
    hits = []
    for path in sorted(ROOT.rglob("*")):
        parts = set(path.relative_to(ROOT).parts)
        if (
            not path.is_file()
            or path.resolve() == this
            or path.suffix in BINARY
            or parts & {".git", ".venv", "__pycache__", ".pytest_cache", ".ruff_cache", ".hypothesis"}
            or any(p.endswith(".egg-info") for p in parts)
            or path.stat().st_size > 8_000_000
        ):
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for n, line in enumerate(text.splitlines(), 1):
            hits += [f"{path.relative_to(ROOT)}:{n}: {needle}" for needle in FORBIDDEN if needle in line]
    assert not hits, "points outside the repository:\n" + "\n".join(hits)
