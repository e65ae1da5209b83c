"""The race to punish, token order, restart (whizz_bing_bang.md §5.2–§5.4, W5–W7, W13, W23, W24; §7 token hunt)."""

from __future__ import annotations

from tests.engines.whizz_bing_bang.builders import (
    call,
    kinds,
    mistake,
    of,
    pick,
    punish,
    shown,
    table,
    tick,
)


def test_token_order_whizz_bing_bang_boom():
    """§5.2: a punisher always gives the next token in the order Whizz, Bing, Bang, Boom."""
    e = table(starter=0)
    given = []
    t = 1000
    for _ in range(4):
        mistake(e, 1, t)
        punish(e, 0, t + 1200)
        evs = tick(e, t + 2200)
        given.append(of(evs, "token_given")[0].token)
        t += 4000  # the next mistake (a Punish!) well after the late-claim window of this race (W31)
    assert given == ["whizz", "bing", "bang", "boom"]


def test_race_won_by_the_earliest_timestamp_not_the_first_to_arrive():
    """§5.2/§9.4: only the fastest claimer (earliest snowflake time) gives a token."""
    e = table(starter=0)
    mistake(e, 1, 900)  # posted at 1900
    punish(e, 3, 2600)
    punish(e, 2, 2400)  # arrives later, made earlier
    evs = tick(e, 3600)
    g = of(evs, "token_given")[0]
    assert g.giver == 2
    assert [(r.seat, r.reaction_ms) for r in g.ranking] == [(2, 500), (3, 700)]
    assert e.state.given == [0, 0, 1, 0]


def test_race_waits_grace_after_the_first_claim():
    """W22: the winner is named only after the grace period following the first claim."""
    e = table(starter=0)
    mistake(e, 1, 900)
    punish(e, 3, 2600)
    assert kinds(tick(e, 3400)) == []
    punish(e, 0, 2550)  # earlier claim still arriving within the grace
    assert kinds(tick(e, 3549)) == []
    assert of(tick(e, 3550), "token_given")[0].giver == 0


def test_w24_race_ruled_at_once_when_every_eligible_player_claimed():
    """W24: when every eligible player has claimed, the race is ruled at once."""
    e = table(starter=0)
    mistake(e, 1, 900)
    punish(e, 3, 2600)
    punish(e, 0, 2700)
    evs = punish(e, 2, 2500)
    assert of(evs, "token_given")[0].giver == 2


def test_w5_no_claim_no_token_but_restart_from_the_culprit():
    """W5: nobody claims in the window: no token changes hands; the culprit restarts with Whizz."""
    e = table(starter=0)
    mistake(e, 2, 900)  # posted 1900, window to 6900
    evs = tick(e, 7900)
    assert kinds(evs) == ["nobody_punished", "play_restarted"]
    p = e.view_for(None)
    assert p.active == 2 and p.restart and sum(e.state.given) == 0


def test_w7_culprit_cannot_punish_themselves():
    """W7: the culprit's own Punish! is ignored."""
    e = table(starter=0)
    mistake(e, 2, 900)
    punish(e, 2, 2000)
    punish(e, 1, 2100)
    assert of(tick(e, 3100), "token_given")[0].giver == 1


def test_w23_claim_before_the_post_is_ignored_not_without_cause():
    """W23: a Punish! after a mistake but before the bot posted it is ignored."""
    e = table(starter=0)
    call(e, 2, "whizz", 900)
    punish(e, 1, 1200)  # the mistake is posted at 1900
    tick(e, 1900)
    punish(e, 3, 2500)
    evs = tick(e, 3500)
    assert of(evs, "token_given")[0].giver == 3
    assert "punish_without_cause" not in e.state.mistakes


def test_w23_shown_moves_the_post_instant():
    """W23/§9.4: the punish window opens at the bot's post, as Discord timestamped it."""
    e = table(starter=0)
    call(e, 2, "whizz", 900)
    tick(e, 1900)
    shown(e, 2100)
    punish(e, 1, 2050)  # before the post: ignored
    punish(e, 3, 2300)
    assert of(tick(e, 3300), "token_given")[0].giver == 3


def test_restart_is_clockwise_with_a_forced_whizz():
    """§5.4: the punished player restarts clockwise and says Whizz whatever the face-up card shows."""
    e = table(starter=0, top=["bing", "bing", "bang"])
    call(e, 0, "whizz", 500)
    call(e, 1, "bing", 900)  # anticlockwise, seat 0 to read a Bing
    call(e, 2, "bang", 1200)  # out of turn
    tick(e, 2200)
    punish(e, 3, 2500)
    tick(e, 3500)
    p = e.view_for(None)
    assert (p.active, p.direction, p.expected, p.faceup_sound) == (2, 1, "whizz", "bing")
    evs = call(e, 2, "whizz", 3800)
    assert of(evs, "card_called")[0].next_seat == 3


def test_restart_saying_the_face_up_sound_is_a_wrong_sound():
    """§5.4/W2: on a restart the right sound is Whizz; reading the face-up Bing is wrong."""
    e = table(starter=0, top=["bing"])
    call(e, 0, "whizz", 500)
    mistake(e, 3, 700)
    punish(e, 0, 1900)
    tick(e, 2900)
    call(e, 3, "bing", 3200)
    evs = tick(e, 4200)
    assert of(evs, "mistake_ruled")[0].cause == "wrong_sound"


def test_w13_punishing_with_the_boom_token_ends_the_round():
    """W13/§5.3: a punisher whose next token is Boom may punish, and the round ends at once."""
    e = table(starter=0)
    e.state.given[1] = 3
    e.state.rows[1] = ["boom"]
    mistake(e, 2, 900)
    punish(e, 1, 2200)
    evs = tick(e, 3200)
    assert kinds(evs)[:3] == ["token_given", "round_scored", "round_started"]
    assert e.state.round == 2


def test_token_hunt_wrong_pick_is_shown_to_the_picker_only():
    """§7 token hunt: a wrong click reveals that token to the picker until the next reshuffle."""
    e = table(starter=0, token_hunt=True)
    mistake(e, 2, 900)
    row = e.state.rows[1]
    wrong = next(i for i, t in enumerate(row) if t != "whizz")
    evs = pick(e, 1, wrong, 2000)
    peek = of(evs, "token_peeked")[0]
    assert peek.audience.only == frozenset({1})
    assert e.view_for(1).my_row[wrong] == row[wrong]
    assert e.view_for(3).my_row is not None and all(t is None for t in e.view_for(3).my_row)
    assert e.view_for(None).my_row is None


def test_token_hunt_first_correct_click_wins():
    """§7 token hunt: the race is won by the earliest correct token click, not the first click."""
    e = table(starter=0, token_hunt=True)
    mistake(e, 2, 900)
    r1, r3 = e.state.rows[1], e.state.rows[3]
    pick(e, 1, next(i for i, t in enumerate(r1) if t != "whizz"), 2000)  # wrong, earliest
    pick(e, 3, r3.index("whizz"), 2300)
    pick(e, 1, r1.index("whizz"), 2400)
    evs = tick(e, 3300)
    assert of(evs, "token_given")[0].giver == 3
    assert all(not p for p in e.state.peeks)  # everyone reshuffled (§5.2)
