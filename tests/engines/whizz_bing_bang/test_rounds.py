"""Round end, scoring and game end (whizz_bing_bang.md §3 step 4, §5.3, §6, W1, W17, W18)."""

from __future__ import annotations

from engines.whizz_bing_bang.catalog import sound_of
from tests.engines.whizz_bing_bang.builders import call, mistake, of, punish, table, tick


def end_round_by(e, giver, culprit, t=1000):
    """Make `giver` give their Boom token to `culprit` (the giver already gave 3)."""
    e.state.given[giver] = 3
    e.state.rows[giver] = ["boom"]
    mistake(e, culprit, t)
    punish(e, giver, t + 1200)
    return tick(e, t + 2200)


def test_w1_round_score_is_own_tokens_left_plus_received():
    """W1/§6: 1 point per token in front of a player: own tokens not given plus tokens received."""
    e = table(starter=0)
    e.state.received[2] = ["tok_red_whizz", "tok_red_bing", "tok_red_bang"]
    e.state.given[0] = 0
    e.state.given[2] = 2
    evs = end_round_by(e, 1, 3)
    scored = of(evs, "round_scored")[0]
    assert scored.scores == [4, 0, 2 + 3, 4 + 1]


def test_round_ends_at_once_when_a_boom_token_is_given():
    """§5.3: the round ends at once when a player gives away their Boom token; no more calls."""
    e = table(starter=0)
    evs = end_round_by(e, 1, 3)
    assert of(evs, "round_scored") and e.state.round == 2
    assert e.state.given == [0, 0, 0, 0] and e.state.received == [[], [], [], []]
    assert len(e.state.draw) == 54 and sound_of(e.state.discard[-1]) == "whizz"


def test_next_round_started_by_the_top_scorer():
    """§3 step 4: later rounds start with the player who scored the most in the previous round."""
    e2 = table(starter=0)
    e2.state.received[2] = ["tok_red_whizz", "tok_red_bing"]
    evs = end_round_by(e2, 1, 3)  # 4, 0, 6, 5
    assert of(evs, "round_started")[0].starter == 2
    assert e2.view_for(None).active == 2


def test_w17_tie_for_top_scorer_is_random_among_the_tied():
    """W17: a tie for the highest round score is broken at random among the tied (seeded)."""
    starters = set()
    for seed in range(12):
        e = table(starter=0)
        e.state.seed = seed
        e.state.received[2] = ["tok_red_whizz"]
        evs = end_round_by(e, 1, 3)  # 4, 0, 5, 5
        starters.add(of(evs, "round_started")[0].starter)
    assert starters == {2, 3}


def test_game_ends_at_15_and_fewest_points_win():
    """§6: after a round, if any total is 15 or more, the game is over; fewest total points wins."""
    e = table(starter=0)
    e.state.totals = [11, 3, 9, 6]
    evs = end_round_by(e, 1, 3)  # round scores 4, 0, 4, 5
    ended = of(evs, "game_ended")[0]
    assert ended.totals == [15, 3, 13, 11] and ended.winners == [1]
    assert e.result is not None and e.result.winners == [1]


def test_game_continues_below_15():
    """§6: no total at 15 or more after the round: a new round starts."""
    e = table(starter=0)
    e.state.totals = [10, 3, 9, 6]
    end_round_by(e, 1, 3)
    assert e.result is None and e.state.totals == [14, 3, 13, 11]


def test_w18_tie_for_fewest_is_a_shared_win():
    """W18: a tie for the fewest total points is a shared victory."""
    e2 = table(starter=0)
    e2.state.totals = [15, 4, 0, 10]
    e2.state.given[2] = 0
    evs = end_round_by(e2, 1, 3)  # 4, 0, 4, 5 -> 19, 4, 4, 15
    assert of(evs, "game_ended")[0].winners == [1, 2]


def test_first_round_first_player_random_by_default_or_host_choice():
    """§3 step 4 / §11: the first player is random (seeded) by default, or the host's choice."""
    from engines.whizz_bing_bang.engine import WhizzBingBangEngine

    firsts = {WhizzBingBangEngine.new(5, s).view_for(None).active for s in range(30)}
    assert len(firsts) > 1
    e = WhizzBingBangEngine.new(5, 1, {"first_player": "host_choice", "first_seat": 3})
    assert e.view_for(None).active == 3


def test_tokens_of_everyone_come_back_each_round():
    """§6: every player gets all 4 of their own tokens back for the next round."""
    e = table(starter=0, top=["bing"])
    call(e, 0, "whizz", 500)
    end_round_by(e, 1, 3, t=2000)
    assert all(p.tokens_left == 4 and p.next_token == "whizz" for p in e.view_for(None).players)
