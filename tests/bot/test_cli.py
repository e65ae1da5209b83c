"""The command line: run without a token, play/simulate through the registry, replay a stored game."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.terminal import play, simulate

ROOT = Path(__file__).resolve().parents[2]


def test_run_without_a_token_exits_with_one_line(tmp_path):
    """`python -m bot` with no token prints one line saying what to set, and exits non-zero."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "CAMPFIRE_TOKEN": ""}
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "CAMPFIRE_TOKEN" in lines[0]
    assert proc.stdout == ""


def test_ai_only_play_is_reproducible_by_seed():
    """The same seed prints the same game; another seed another game."""
    outs = []
    for seed in (1, 1, 2):
        buf = io.StringIO()
        engine = play("forest_gangs", players=4, seed=seed, options={}, ai_only=True, out=buf)
        assert engine.result is not None
        outs.append(buf.getvalue())
    assert outs[0] == outs[1]
    assert outs[0] != outs[2]
    assert "Game over" in outs[0]


def test_human_terminal_play_reads_choices():
    """Playing seat 1 in the terminal: a menu of legal actions, answered by number, to the end."""
    buf = io.StringIO()
    engine = play(
        "forest_gangs", players=3, seed=5, options={}, ai_only=False, input_fn=lambda _: "1", out=buf
    )
    assert engine.result is not None
    assert "Your choice" not in buf.getvalue()  # the prompt goes to input(), the menu to the output
    assert "1. " in buf.getvalue()


def test_simulate_prints_speed_and_outcomes():
    """simulate prints games/s, actions/s and wins by seat."""
    buf = io.StringIO()
    stats = simulate("forest_gangs", games=20, players=6, seed=1, options={}, out=buf)
    text = buf.getvalue()
    assert "games/s" in text and "actions/s" in text and "wins by seat" in text
    assert sum(stats["wins"].values()) >= 20


def test_bad_option_is_one_line_error(capsys):
    """An unknown option or seat count gives a one-line error, not a traceback."""
    assert main(["play", "forest_gangs", "--ai-only", "--players", "9"]) == 2
    assert main(["simulate", "forest_gangs", "--games", "1", "--option", "nonsense=1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("error:") for line in err)


@pytest.mark.parametrize("tamper", [False, True])
async def test_replay_command_checks_a_stored_session(tmp_path, monkeypatch, capsys, tamper):
    """`python -m bot replay <id>` rebuilds a game from its log; a tampered state is reported."""
    from bot.sessions import SessionManager
    from bot.storage.sqlite import SqliteStorage
    from engines import get_game

    db = tmp_path / "db.sqlite3"
    storage = SqliteStorage(db)
    await storage.open()
    m = SessionManager(storage)
    m.register(get_game("forest_gangs"), lambda e, r: None)
    rec = await m.create_lobby(
        "forest_gangs", guild_id=1, channel_id=2, host_id=10, host_name="A", options={}
    )
    for uid in (11, 12):
        await m.lobby(2, rec.id, uid, f"P{uid}", "join")
    await m.lobby(2, rec.id, 10, "A", "start")
    for uid in (10, 11, 12):
        await m.submit(2, uid, lambda e, s: e.legal_actions(s)[0], session_id=rec.id)
    if tamper:
        await storage.db.execute(
            "UPDATE sessions SET state = (SELECT initial_state FROM session_starts WHERE session_id = id) WHERE id = ?",
            (rec.id,),
        )
    await storage.close()
    monkeypatch.setenv("CAMPFIRE_DATABASE_PATH", str(db))
    code = await _run_in_thread(["replay", rec.id])
    out = capsys.readouterr().out
    if tamper:
        assert code == 1 and "DIFFERS" in out
    else:
        assert code == 0 and "the state matches" in out


async def _run_in_thread(argv: list[str]) -> int:
    import asyncio

    return await asyncio.to_thread(main, argv)


@pytest.mark.parametrize("game", ["forest_gangs", "bang_and_twang", "whizz_bing_bang", "bang"])
def test_ctrl_d_at_a_prompt_says_bye_and_exits_0(game, tmp_path):
    """End of input (Ctrl-D) is the player leaving, not an interruption: "Bye!" and status 0."""
    proc = subprocess.run(
        [sys.executable, "-m", "bot", "play", game],
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONPATH": str(ROOT)},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.rstrip().endswith("Bye!") and "Traceback" not in proc.stderr


def test_ctrl_c_in_play_says_bye_and_exits_130(monkeypatch, capsys):
    """Ctrl-C (KeyboardInterrupt) at a prompt: "Bye!" and the SIGINT status 130, no traceback."""

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt  # where the terminal waits for the player's answer

    monkeypatch.setattr("bot.terminal.play", interrupted)
    assert main(["play", "bang"]) == 130
    out, err = capsys.readouterr()
    assert out.rstrip().endswith("Bye!") and "Traceback" not in err


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_help_explains_players_and_seed(command, capsys):
    """`play --help` / `simulate --help` say what --players and --seed do."""
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "--players N seats at the table, AIs included (default 4)" in text
    assert "--seed N the shuffle: the same seed deals the same game again (default 1)" in text


@pytest.mark.parametrize("game", ["forest_gangs", "bang_and_twang", "bang"])
def test_every_terminal_names_seats_the_same_way(game):
    """ "Seat 1 (you)", "Seat 2"… in every game's terminal, never "P2" (UX review #19); the end once."""
    buf = io.StringIO()
    play(game, players=4, seed=3, options={}, ai_only=False, input_fn=lambda _: "1", out=buf)
    text = buf.getvalue()
    assert "Seat 1 (you)" in text and "Seat 2" in text
    assert not re.search(r"\bP\d\b|^[> ]?\[\d\]|\bseat \d\b", text.replace("You are seat 1;", ""), re.M)
    assert text.count("*** Game over:") == 1 and "Winner" not in text


def test_the_random_pick_is_dropped_only_when_one_real_choice_is_left():
    """Forest Gangs with one card to lay: that card alone. A BANG! shot answered by one Missed!: the
    Missed! and "take the hit" (a real choice whose card is None) both stay."""
    from bot.terminal import _menu
    from engines.bang.actions import Respond
    from engines.bang.text import describe_action as bang_text
    from engines.forest_gangs.actions import ChooseCard
    from engines.forest_gangs.text import describe_action as fg_text

    frog, random_pick = ChooseCard(decision_id=1, card="frog_1"), ChooseCard(decision_id=1, card=None)
    assert _menu([frog, random_pick], lambda a: fg_text(a, None)) == [frog]
    two = [frog, ChooseCard(decision_id=1, card="gnome_1"), random_pick]
    assert _menu(two, lambda a: fg_text(a, None)) == two
    answers = [Respond(decision_id=3, card="missed_4s"), Respond(decision_id=3, card=None)]
    assert _menu(answers, lambda a: bang_text(a, None)) == answers
