"""The card data under data/ loads, and agrees with the rules references in docs/rules/.

`data/` is the source of truth for the engines (docs/ARCHITECTURE.md C4); `docs/rules/<game>.md` describes the same
cards in tables. These tests read both and fail, naming the card, wherever they disagree, so a change to one is
made to the other in the same commit.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from engines import GAME_KEYS

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
RULES = ROOT / "docs" / "rules"
GAMES = GAME_KEYS
SUITS = {"hearts": "♥", "diamonds": "♦", "clubs": "♣", "spades": "♠"}
CARD = re.compile(r"(10|[2-9JQKA])([♥♦♣♠])")
HEADING = re.compile(r"^#{1,6} +(\d+(?:\.\d+)*)\.?\s")


@cache
def data(game: str, name: str | None = None) -> Any:
    return yaml.safe_load((DATA / game / f"{name or game}.yaml").read_text(encoding="utf-8"))


@cache
def section(game: str, number: str) -> str:
    """The text of §`number` of docs/rules/<game>.md, up to the next heading of any level."""
    out: list[str] = []
    inside = False
    for line in (RULES / f"{game}.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            m = HEADING.match(line)
            inside = bool(m) and m.group(1) == number
            continue
        if inside:
            out.append(line)
    assert out, f"docs/rules/{game}.md has no §{number}"
    return "\n".join(out)


def rows(text: str) -> list[list[str]]:
    """The body rows of the markdown tables in `text`, cells without bold and code marks."""
    body: list[list[str]] = []
    header = True
    for line in text.splitlines():
        if not line.startswith("|"):
            header = True
            continue
        cells = [c.strip().replace("**", "").replace("`", "") for c in line.strip().strip("|").split("|")]
        if header:
            header = False
        elif not set("".join(cells)) <= set("-: "):
            body.append(cells)
    return body


def copies(cards: str) -> Counter[str]:
    return Counter(rank + suit for rank, suit in CARD.findall(cards))


# -- every file ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(DATA.rglob("*.yaml")), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_data_file_loads_and_names_its_game(path: Path) -> None:
    """Each data file is a YAML mapping; one that names its game names the folder it is in."""
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(doc, dict) and doc, path
    assert doc.get("game", path.parent.name) == path.parent.name
    assert path.parent.name in GAMES


def test_every_engine_catalog_loads_its_data() -> None:
    """The engines' catalogs validate their data files (unknown keys or ids would raise here)."""
    from engines.bang.catalog import load_catalog as bang
    from engines.bang_and_twang.catalog import load_catalog as bang_and_twang
    from engines.forest_gangs.catalog import catalog as forest_gangs
    from engines.whizz_bing_bang.catalog import load_catalog as whizz_bing_bang

    assert len(bang().cards) == 108
    assert len(bang_and_twang().tunes) == 48
    assert len(forest_gangs().creatures) == 9
    assert len(whizz_bing_bang().card_ids()) == 55


# -- BANG! -----------------------------------------------------------------------------------------------------------


def _bang_cards(expansion: str) -> dict[str, tuple[str, Counter[str]]]:
    """Card name → (border, rank-and-suit copies) of one expansion in data/bang/cards.yaml."""
    out: dict[str, tuple[str, Counter[str]]] = {}
    for kind in data("bang", "cards")["cards"]:
        if kind["expansion"] != expansion:
            continue
        border, seen = out.get(kind["name"], (kind["border"], Counter()))
        assert border == kind["border"], kind["name"]
        seen.update(str(c["rank"]) + SUITS[c["suit"]] for c in kind["copies"])
        out[kind["name"]] = (border, seen)
    return out


def test_bang_base_deck_matches_the_table_of_section_1_14() -> None:
    """docs/rules/bang.md §1.14 lists every base card with its border, copies and rank and suit."""
    table = rows(section("bang", "1.14"))
    doc = {name: (border, int(count), copies(cards)) for name, border, count, cards, _ in table}
    ours = _bang_cards("base")
    assert set(doc) == set(ours)
    for name, (border, seen) in ours.items():
        assert doc[name] == (border, sum(seen.values()), seen), name
    assert (
        sum(count for _, count, _ in doc.values()) == data("bang", "cards")["meta"]["deck_size"]["base"] == 80
    )


def test_bang_armed_and_dangerous_cards_match_the_table_of_section_2_8() -> None:
    """docs/rules/bang.md §2.8 lists each A&D card (one copy a row) with its rank and suit and border."""
    doc: dict[str, tuple[str, Counter[str]]] = {}
    for cells in rows(section("bang", "2.8")):
        if len(cells) != 6:
            continue  # the summary table by group
        name = cells[0].removesuffix(" (reprint)")
        border, seen = doc.get(name, (cells[2], Counter()))
        assert border == cells[2], name
        assert len(copies(cells[1])) == 1, cells
        seen.update(copies(cells[1]))
        doc[name] = (border, seen)
    ours = _bang_cards("armed_and_dangerous")
    assert doc == ours
    total = sum(sum(seen.values()) for _, seen in ours.values())
    assert total == data("bang", "cards")["meta"]["deck_size"]["armed_and_dangerous"] == 28


@pytest.mark.parametrize(("number", "expansion"), [("1.15", "base"), ("2.9", "armed_and_dangerous")])
def test_bang_characters_match_their_tables(number: str, expansion: str) -> None:
    """docs/rules/bang.md §1.15 and §2.9: the same characters with the same life points as the data."""
    doc = {cells[0]: int(cells[1]) for cells in rows(section("bang", number))}
    ours = {c["name"]: c["life"] for c in data("bang", "cards")["characters"] if c["expansion"] == expansion}
    assert doc == ours


# -- house rulings and the rulings tables ------------------------------------------------------------------------------


def _ruling_ids(game: str) -> set[str]:
    text = (RULES / f"{game}.md").read_text(encoding="utf-8")
    return set(re.findall(r"^\| *([A-Z]\d+) *\|", text, flags=re.MULTILINE))


@pytest.mark.parametrize("game", ["bang", "whizz_bing_bang"])
def test_house_rulings_in_data_are_defined_in_the_rules_reference(game: str) -> None:
    """Every ruling of data/<game>/house_rulings.yaml has its row in docs/rules/<game>.md, as house design."""
    rulings = data(game, "house_rulings")["rulings"]
    assert rulings
    assert set(rulings) <= _ruling_ids(game)
    assert {r["status"] for r in rulings.values()} == {"house_design"}


def test_bang_stalemate_ruling_wording_matches_the_result_the_doc_quotes() -> None:
    """docs/rules/bang.md H1 quotes the result the data gives a stalemate."""
    result = data("bang", "house_rulings")["rulings"]["H1"]["result"]
    text = section("bang", "6")
    assert f'"{result["why"]}: {result["verdict"]} (after N turns)"' in text


# -- Whizz Bing Bang -------------------------------------------------------------------------------------------------

# Option in docs/rules/whizz_bing_bang.md §11 → (data file, its key in lobby_options, milliseconds per unit shown).
WBB_OPTIONS = {
    "latency_allowance": ("whizz_bing_bang", "latency_allowance_ms", 1000),
    "slap_window": ("whizz_bing_bang", "slap_window_ms", 1000),
    "punish_window": ("whizz_bing_bang", "punish_window_ms", 1000),
    "grace": ("whizz_bing_bang", "grace_ms", 1000),
    "anticipation_guard_ms": ("whizz_bing_bang", "slap_anticipation_guard_ms", 1),
    "double_tap_ms": ("house_rulings", "double_tap_ms", 1),
}


def test_whizz_bing_bang_deck_matches_section_1() -> None:
    """whizz_bing_bang.md §1: 55 sound cards, split Whizz 20, Bing 13, Bang 13, Boom 9 as the data says."""
    deck = data("whizz_bing_bang")["deck"]
    text = section("whizz_bing_bang", "1")
    assert f"Sound cards | {deck['total']} (Rulebook)" in text.replace("**", "")
    split = ", ".join(f"{sound.capitalize()} {n}" for sound, n in deck["composition"].items())
    assert split in text
    assert sum(deck["composition"].values()) == deck["total"] == 55
    assert {s["id"] for s in data("whizz_bing_bang")["sounds"]} == set(deck["composition"])


def test_whizz_bing_bang_timing_defaults_match_section_11() -> None:
    """whizz_bing_bang.md §11's defaults for the timing options are the data's lobby defaults."""
    table = {cells[0]: cells[3] for cells in rows(section("whizz_bing_bang", "11"))}
    for option, (name, key, unit) in WBB_OPTIONS.items():
        shown = re.fullmatch(r"([\d.]+) (s|ms)", table[option])
        assert shown, (option, table[option])
        assert (
            float(shown.group(1)) * unit == data("whizz_bing_bang", name)["lobby_options"][key]["default"]
        ), option
    assert table["end_points"] == str(data("whizz_bing_bang")["scoring"]["game_end_threshold"])


# -- Forest Gangs ----------------------------------------------------------------------------------------------------


def test_forest_gangs_creatures_match_the_table_of_section_1_1() -> None:
    """forest_gangs.md §1.1: the nine creatures, value, name and ability id, as in the data."""
    doc = [(int(value), name, ability) for value, name, ability, _ in rows(section("forest_gangs", "1.1"))]
    ours = [(c["value"], c["name"], c["ability"]) for c in data("forest_gangs")["creatures"]]
    assert doc == ours
    assert data("forest_gangs")["gang_set"] == [value for value, _, _ in doc]


def test_forest_gangs_timeouts_match_section_11() -> None:
    """forest_gangs.md §11: the choice and ability timeouts' defaults are the data's."""
    table = {cells[0]: cells[3] for cells in rows(section("forest_gangs", "11"))}
    lobby = data("forest_gangs")["lobby_options"]
    assert table["choice_timeout"].startswith(f"{lobby['choose_card_timeout_s']['default']} s")
    assert table["ability_timeout"].startswith(f"{lobby['ability_decision_timeout_s']['default']} s")


# -- Bang & Twang ----------------------------------------------------------------------------------------------------

TUNE_SECTIONS = ("4.1", "4.2", "4.3", "4.4", "4.5", "4.6")


def test_bang_and_twang_sequence_cards_match_the_table_of_section_1_2() -> None:
    """bang_and_twang.md §1.2: the 16 sequence cards with their triplets, titles and scores, as in the data."""
    doc = [(i, t, title, int(score)) for i, t, title, score in rows(section("bang_and_twang", "1.2"))]
    cards = data("bang_and_twang")["sequence_cards"]["cards"]
    assert doc == [(c["id"], c["triplet"], c["title"], c["score"]) for c in cards]
    assert len(doc) == data("bang_and_twang")["sequence_cards"]["count"] == 16


def test_bang_and_twang_tune_sets_match_sections_4_1_to_4_6() -> None:
    """bang_and_twang.md §4.1–§4.6: one section per tune set, in the data's order, with its name and cards (id and name)."""
    sets = data("bang_and_twang")["tune_sets"]
    assert len(sets) == len(TUNE_SECTIONS)
    text = (RULES / "bang_and_twang.md").read_text(encoding="utf-8")
    for number, tune_set in zip(TUNE_SECTIONS, sets, strict=True):
        heading = re.search(rf"^### {re.escape(number)} (.+)$", text, flags=re.MULTILINE)
        assert heading and f'"{tune_set["name"]}"' in heading.group(1), number
        doc = [(cells[0], cells[1]) for cells in rows(section("bang_and_twang", number))]
        ours = [(c["id"], ("⚡ " if c.get("reaction") else "") + c["name"]) for c in tune_set["cards"]]
        assert doc == ours, number


def test_bang_and_twang_tune_texts_cover_the_doc_cards() -> None:
    """Every tune card of bang_and_twang.md §4 has a text for players; a card §4 calls a second copy shows its first copy's text."""
    texts = data("bang_and_twang", "tune_texts")["texts"]
    cards = set()
    for number in TUNE_SECTIONS:
        for card, _, does in rows(section("bang_and_twang", number)):
            cards.add(card)
            first = re.fullmatch(r"A second copy of ([A-Z]\d)\.", does)
            if first:
                assert texts[card] == texts[first.group(1)], card
    assert set(texts) == cards


def test_bang_and_twang_timeouts_match_section_10() -> None:
    """bang_and_twang.md §10: the decision timeout and the reaction window default to the data's values."""
    table = {cells[0]: cells[2] for cells in rows(section("bang_and_twang", "10"))}
    lobby = data("bang_and_twang")["lobby_options"]
    assert table["Decision timeout (§8; decision_timeout)"] == str(lobby["decision_timeout_s"]["default"])
    assert table["Reaction window (§8; reaction_window)"] == str(lobby["reaction_window_s"]["default"])
    assert data("bang_and_twang")["reaction_window_seconds"] == lobby["reaction_window_s"]["default"]
