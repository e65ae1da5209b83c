"""Every slash option answered (issue 9, item 5): extreme, non-finite and wrongly typed options.

Discord checks types, choices and min/max for real clients; a forged payload skips all of that,
and discord.py 2.7 passes values through untouched (a number option holding text even raises
outside every error handler). Each case goes through the real dispatch path (INTERACTION_CREATE
→ CommandTree) and must get one ephemeral answer with the right text, open nothing, log nothing
at ERROR and leave no task with an unretrieved exception.
"""

from __future__ import annotations

import asyncio
import math
from typing import Any

import pytest
from discord import app_commands

from bot.client import check_options
from bot.gamecog import check_range
from bot.sessions import SessionError
from tests.cogs.conftest import Clock, start_harness
from tests.cogs.test_fuzz_payloads import watch_tasks
from tests.discord_harness import Harness, InteractionRecord, harness_factory, slash_payload  # noqa: F401

ALL_GAMES = ("cogs.forest_gangs", "cogs.bang_and_twang", "cogs.whizz_bing_bang", "cogs.bang")


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def tasks() -> Any:
    with watch_tasks() as watch:
        yield watch
        assert watch.failures() == [], "tasks ended with an exception nobody retrieved"


async def bot_harness(harness_factory: Any, tmp_path: Any, clock: Clock) -> Harness:  # noqa: F811
    return await start_harness(harness_factory, tmp_path / "db.sqlite3", clock, ALL_GAMES)


def forged(h: Harness, command: str, option: str, valid: Any, value: Any, **fields: Any) -> dict[str, Any]:
    """A real `/command option:valid` payload whose option then carries `value` (and `fields`)."""
    payload = slash_payload(
        command,
        h.members[0],
        h.channel,
        application_id=h.application_id,
        options={option: valid},
        tree=h.bot.tree,
    )
    leaf = payload["data"]["options"][0]["options"][0]
    assert leaf["name"] == option
    leaf["value"] = value
    leaf.update(fields)
    return payload


def answer(rec: InteractionRecord) -> str:
    """The one ephemeral answer of an interaction (no follow-up: answered exactly once)."""
    assert rec.responded and rec.callback_type == 4, rec.calls
    assert rec.ephemeral, "the answer must be ephemeral"
    assert rec.followups == [], "answered twice"
    return (rec.message or {}).get("content") or ""


async def no_session(h: Harness) -> None:
    assert await h.bot.storage.live_session(h.channel.id) is None
    assert await h.bot.storage.count_sessions() == 0


# ---- numbers ---------------------------------------------------------------------------------------

NUMBER_CASES = [
    ("1e308", 1e308),
    ("-1e308", -1e308),
    ("nan", math.nan),
    ("inf", math.inf),
    ("-inf", -math.inf),
    ("negative", -1.0),
    ("just above", 2.0000001),
    ("huge int", 10**400),
]


@pytest.mark.parametrize(("label", "value"), NUMBER_CASES, ids=[c[0] for c in NUMBER_CASES])
async def test_extreme_decimal_gets_the_range_message(harness_factory, tmp_path, clock, tasks, label, value):  # noqa: F811
    """/whizz_bing_bang start latency_allowance:<extreme> → the range message, no lobby."""
    h = await bot_harness(harness_factory, tmp_path, clock)
    rec = await h.dispatch(forged(h, "whizz_bing_bang start", "latency_allowance", 1.0, value))
    assert answer(rec) == "That option isn't valid: latency_allowance must be between 0.5 and 2."
    await no_session(h)


@pytest.mark.parametrize(
    ("command", "option", "valid", "value", "low", "high"),
    [
        ("bang start", "turn_timeout", 120, -5, 30, 900),
        ("bang start", "max_players", 8, 10**30, 3, 8),
        ("forest_gangs start", "choice_timeout", 60, 0, 15, 600),
        ("bang_and_twang start", "reaction_window", 6, -(2**63), 3, 60),
        ("whizz_bing_bang start", "end_points", 15, 100, 1, 99),
        ("whizz_bing_bang start", "first_player", 1, 7, 1, 6),
    ],
)
async def test_out_of_range_integer_gets_the_range_message(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
    tasks,
    command,
    option,
    valid,
    value,
    low,
    high,
):
    h = await bot_harness(harness_factory, tmp_path, clock)
    rec = await h.dispatch(forged(h, command, option, valid, value))
    assert answer(rec) == f"That option isn't valid: {option} must be between {low} and {high}."
    await no_session(h)


async def test_negative_zero_is_zero(harness_factory, tmp_path, clock, tasks):  # noqa: F811
    """-0 (a decimal -0.0 or an integer -0) is a valid 0: the lobby opens, stores 0 and shows no -0
    (grace and the guard are advanced options the lobby no longer shows: UX review #15)."""
    h = await bot_harness(harness_factory, tmp_path, clock)
    payload = forged(h, "whizz_bing_bang start", "grace", 1.0, -0.0)
    payload["data"]["options"][0]["options"].append({"name": "anticipation_guard_ms", "type": 4, "value": -0})
    rec = await h.dispatch(payload)
    assert rec.callback_type == 4 and not rec.ephemeral
    record = await h.bot.storage.live_session(h.channel.id)
    assert record is not None
    assert record.options["grace_ms"] == 0 and record.options["slap_anticipation_guard_ms"] == 0
    text = str(rec.message["embeds"][0]["fields"])
    assert "Too slow after" in text and "-0" not in text


# ---- wrong types ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "option", "valid", "value", "otype", "text"),
    [
        (
            "whizz_bing_bang start",
            "latency_allowance",
            1.0,
            "soon",
            None,
            "latency_allowance must be a number",
        ),
        ("whizz_bing_bang start", "slap_window", 3.0, "", None, "slap_window must be a number"),
        ("whizz_bing_bang start", "grace", 1.0, True, None, "grace must be a number"),
        ("whizz_bing_bang start", "grace", 1.0, None, None, "grace must be a number"),
        ("forest_gangs start", "ability_timeout", 20, "soon", None, "ability_timeout must be a whole number"),
        ("bang start", "turn_timeout", 120, 120.5, None, "turn_timeout must be a whole number"),
        ("bang start", "turn_timeout", 120, [120], None, "turn_timeout must be a whole number"),
        (
            "bang start",
            "deal_two_characters",
            False,
            "yes",
            None,
            "deal_two_characters must be true or false",
        ),
        ("forest_gangs start", "ghost", True, 1, None, "ghost must be true or false"),
        ("whizz_bing_bang start", "handicaps_ms", "0,300", 300, None, "handicaps_ms must be text"),
        # The value fits, the declared type does not (Discord sends the registered type).
        ("bang start", "turn_timeout", 120, 120, 10, "turn_timeout must be a whole number"),
        ("whizz_bing_bang start", "latency_allowance", 1.0, "1.0", 3, "latency_allowance must be a number"),
    ],
)
async def test_wrong_type_is_answered_by_the_tree(
    harness_factory,  # noqa: F811
    tmp_path,
    clock,
    tasks,
    command,
    option,
    valid,
    value,
    otype,
    text,
):
    """Text in a number or integer option, a number in a text option, …: one ephemeral answer."""
    h = await bot_harness(harness_factory, tmp_path, clock)
    extra = {} if otype is None else {"type": otype}
    rec = await h.dispatch(forged(h, command, option, valid, value, **extra))
    assert answer(rec) == f"That option isn't valid: {text}."
    await no_session(h)


@pytest.mark.parametrize(
    ("command", "option", "valid", "value"),
    [
        ("bang_and_twang start", "tunes", "green_circle", "jazz"),
        ("bang_and_twang start", "tunes", "green_circle", "Green Circle — Campfire Tunes (starter)"),
        ("bang start", "expansion", "none", "zombies"),
        ("whizz_bing_bang start", "setup", "setup_1", "setup_3"),
    ],
)
async def test_unknown_choice_value_is_refused(
    harness_factory, tmp_path, clock, tasks, command, option, valid, value
):  # noqa: F811
    h = await bot_harness(harness_factory, tmp_path, clock)
    rec = await h.dispatch(forged(h, command, option, valid, value))
    assert answer(rec) == f"That option isn't valid: {option} must be one of the listed choices."
    await no_session(h)


MISMATCH = (
    "That command doesn't match my commands (Discord may still be updating them). Try again in a minute."
)


def _mutations() -> list[tuple[str, Any]]:
    def unknown_option(p: dict[str, Any]) -> None:
        p["data"]["options"][0]["options"].append({"name": "colour", "type": 3, "value": "red"})

    def duplicate_option(p: dict[str, Any]) -> None:
        leaf = p["data"]["options"][0]["options"]
        leaf.append(dict(leaf[0]))

    def no_value(p: dict[str, Any]) -> None:
        del p["data"]["options"][0]["options"][0]["value"]

    def no_name(p: dict[str, Any]) -> None:
        del p["data"]["options"][0]["options"][0]["name"]

    def options_not_a_list(p: dict[str, Any]) -> None:
        p["data"]["options"][0]["options"] = {"max_players": 4}

    def option_not_a_dict(p: dict[str, Any]) -> None:
        p["data"]["options"][0]["options"] = ["max_players"]

    def flat(p: dict[str, Any]) -> None:  # the leaf options without their subcommand
        p["data"]["options"] = p["data"]["options"][0]["options"]

    def no_subcommand(p: dict[str, Any]) -> None:
        p["data"]["options"] = []

    def unknown_subcommand(p: dict[str, Any]) -> None:
        p["data"]["options"][0]["name"] = "begin"

    def too_deep(p: dict[str, Any]) -> None:
        p["data"]["options"][0]["options"] = [{"name": "start", "type": 1, "options": []}]

    def unknown_command(p: dict[str, Any]) -> None:
        p["data"]["name"] = "chess"

    def name_not_text(p: dict[str, Any]) -> None:
        p["data"]["options"][0]["name"] = 7

    def subcommand_not_a_dict(p: dict[str, Any]) -> None:
        p["data"]["options"] = ["start"]

    return [
        (f.__name__, f)
        for f in (
            unknown_option,
            duplicate_option,
            no_value,
            no_name,
            options_not_a_list,
            option_not_a_dict,
            flat,
            no_subcommand,
            unknown_subcommand,
            too_deep,
            unknown_command,
            name_not_text,
            subcommand_not_a_dict,
        )
    ]


@pytest.mark.parametrize(("label", "mutate"), _mutations(), ids=[m[0] for m in _mutations()])
async def test_payload_that_matches_no_command_is_answered(
    harness_factory, tmp_path, clock, tasks, label, mutate
):  # noqa: F811
    """Unknown option names, missing keys, wrong nesting, an unknown command: one ephemeral answer."""
    h = await bot_harness(harness_factory, tmp_path, clock)
    payload = forged(h, "bang start", "max_players", 4, 4)
    mutate(payload)
    rec = await h.dispatch(payload)
    assert answer(rec) == MISMATCH
    await no_session(h)


async def test_autocomplete_for_an_option_without_it_gets_no_suggestions(
    harness_factory, tmp_path, clock, tasks
):  # noqa: F811
    """A forged autocomplete request is answered (type 8, empty), not left to discord.py's ERROR log."""
    h = await bot_harness(harness_factory, tmp_path, clock)
    payload = forged(h, "whizz_bing_bang start", "handicaps_ms", "0", "0,3", focused=True)
    payload["type"] = 4
    rec = await h.dispatch(payload)
    assert rec.callback_type == 8
    assert rec.response is not None and rec.response.payload["data"] == {"choices": []}


async def test_a_valid_start_still_opens_the_lobby_with_float_options(
    harness_factory, tmp_path, clock, tasks
):  # noqa: F811
    """The checks refuse only what is wrong: in-range decimals become milliseconds."""
    h = await bot_harness(harness_factory, tmp_path, clock)
    rec = await h.slash(
        "whizz_bing_bang start", latency_allowance=0.5, slap_window=10.0, punish_window=1, grace=2.0
    )
    assert rec.callback_type == 4 and not rec.ephemeral
    options = (await h.bot.storage.live_session(h.channel.id)).options
    assert (options["latency_allowance_ms"], options["slap_window_ms"]) == (500, 10_000)
    assert (options["punish_window_ms"], options["grace_ms"]) == (1000, 2000)


# ---- the cog's own guard ------------------------------------------------------------------------------


@pytest.mark.parametrize("value", [math.nan, math.inf, -math.inf, 1e308, -1.0, 2.5, "1", None, True])
def test_check_range_refuses_bad_decimals(value):
    with pytest.raises(SessionError) as err:
        check_range("grace", value, 0.0, 2.0)
    assert err.value.code == "bad_option"
    assert err.value.params == {"name": "grace", "low": "0", "high": "2"}


@pytest.mark.parametrize("value", [1.5, -1, 10**30, "3", None, True, math.nan])
def test_check_range_refuses_bad_integers(value):
    with pytest.raises(SessionError) as err:
        check_range("max_players", value, 3, 8)
    assert err.value.params == {"name": "max_players", "low": "3", "high": "8"}


def test_check_range_accepts_in_range_values():
    assert check_range("grace", -0.0, 0.0, 2.0) == 0.0
    assert math.copysign(1, check_range("grace", -0.0, 0.0, 2.0)) == 1
    assert check_range("grace", 2, 0.0, 2.0) == 2.0
    assert check_range("max_players", 8, 3, 8) == 8


def test_every_start_option_is_checked_by_the_tree(clock):
    """Each option of each `start` command is refused with text, with NaN and out of its range."""
    from bot.client import OptionRejected
    from tests.cogs.conftest import make_bot

    bot = make_bot("unused.sqlite3", clock, ALL_GAMES)  # type: ignore[arg-type]

    async def load() -> None:
        for ext in ALL_GAMES:
            await bot.load_extension(ext)

    asyncio.run(load())
    starts = [c for c in bot.tree.walk_commands() if c.name == "start"]
    assert len(starts) == 4
    for command in starts:
        for p in command.parameters:
            junk = "x" if p.type.value != 3 else 5
            with pytest.raises(OptionRejected):
                check_options(command, [{"name": p.display_name, "type": p.type.value, "value": junk}])
            if p.type.value in (4, 10):
                for bad in (math.nan, (p.max_value or 0) + 1, (p.min_value or 0) - 1):
                    with pytest.raises(OptionRejected):
                        check_options(command, [{"name": p.display_name, "type": p.type.value, "value": bad}])
                assert p.min_value is not None and p.max_value is not None, f"{p.name} has no range"


def test_a_missing_required_option_is_a_mismatch():
    """None of our commands has a required option today; the check still refuses its absence."""
    from bot.client import OptionRejected

    async def callback(interaction: Any, rounds: app_commands.Range[int, 1, 9], name: str = "x") -> None:
        """A test command."""

    command = app_commands.Command(name="demo", description="A test command", callback=callback)
    check_options(command, [{"name": "rounds", "type": 4, "value": 3}])
    with pytest.raises(OptionRejected) as err:
        check_options(command, [{"name": "name", "type": 3, "value": "y"}])
    assert err.value.code == "command_mismatch"
    with pytest.raises(OptionRejected) as err:
        check_options(command, [{"name": "rounds", "type": 4, "value": 10}])
    assert (err.value.code, err.value.params) == ("bad_option", {"name": "rounds", "low": "1", "high": "9"})
