"""Fairness at the edges: handicaps in the race to punish (docs/rules/whizz_bing_bang.md W28), late
claims (W31) and the anticipation guard's "too early" ruling (W16).

Seats: Adrian 0, Beth 1, Chris 2, Denise 3 (as in the rules' example). Times are Discord ms.
"""

from __future__ import annotations

from engines.base import replace
from engines.whizz_bing_bang.catalog import load_house
from engines.whizz_bing_bang.state import WhizzBingBangOptions
from tests.engines.whizz_bing_bang.builders import call, of, punish, sf, slap, table, tick
from tests.engines.whizz_bing_bang.test_timing import deliver


def ignored(events, reason):
    return [x for x in events if x.kind == "input_ignored" and x.reason == reason]


def out_of_turn(e, culprit: int = 1, at: int = 500) -> int:
    """`culprit` calls out of turn at `at`; the mistake is posted at at + grace. Returns the post."""
    call(e, culprit, "whizz", at)
    tick(e, at + e.options.grace_ms)
    assert e.view_for(None).phase == "punish"
    return e.state.posted_ms


# ---- W28: a handicap shifts the race to punish -----------------------------------------------------


def test_w28_handicap_shifts_the_race_to_punish():
    """docs/rules/whizz_bing_bang.md W28: Chris (400 ms handicap) claims 300 ms after Adrian, yet wins:
    his claim counts as 100 ms earlier. The ranking lists him first, with his own (raw) time."""
    e = table(starter=0, player_handicap_ms=[0, 0, 400, 0])
    posted = out_of_turn(e)
    punish(e, 0, posted + 500)
    punish(e, 2, posted + 800)
    evs = tick(e, posted + 3000)
    (given,) = of(evs, "token_given")
    assert (given.giver, given.receiver) == (2, 1)
    assert [(r.seat, r.reaction_ms) for r in given.ranking] == [(2, 800), (0, 500)]


def test_w28_the_race_waits_for_a_handicapped_claim_still_on_its_way():
    """docs/rules/whizz_bing_bang.md W28/W22: with a 400 ms handicap at the table, the first claim is
    ruled only after its time + 400 ms + the grace, so a handicapped claim delivered late still wins."""
    e = table(starter=0, player_handicap_ms=[0, 0, 400, 0])
    posted = out_of_turn(e)
    punish(e, 0, posted + 500)
    assert not of(tick(e, posted + 1500), "token_given"), "first + grace is not enough"
    assert e.view_for(None).next_tick_ms == posted + 1900
    evs = punish(e, 2, posted + 700) + tick(e, posted + 1900)  # made earlier (adjusted), arriving now
    assert [(g.giver, g.receiver) for g in of(evs, "token_given")] == [(2, 1)]


def test_w28_without_handicaps_the_race_is_ruled_one_grace_after_the_first_claim():
    """docs/rules/whizz_bing_bang.md W22/W28: no handicaps, no extra wait."""
    e = table(starter=0)
    posted = out_of_turn(e)
    punish(e, 0, posted + 500)
    assert [(g.giver, g.receiver) for g in of(tick(e, posted + 1500), "token_given")] == [(0, 1)]


# ---- W31: a late claim is not a mistake ----------------------------------------------------------


def test_w31_window_comes_from_the_house_data_and_is_an_option():
    """docs/rules/whizz_bing_bang.md W31: late_claim_ms is data (house_rulings.yaml), default 1000."""
    assert load_house().default("late_claim_ms") == 1000
    assert load_house().rulings["W31"].status == "house_design"
    assert WhizzBingBangOptions().late_claim_ms == 1000


def review_case(**opts):
    """UX review defect #1: Bob (seat 1) plays out of turn; Alice (0) claims at +0.6 s, Carol (2) at
    +1.2 s; the race is ruled at +1.6 s (first claim + grace); Dave (3) presses at +1.7 s."""
    e = table(starter=0, **opts)
    posted = out_of_turn(e, culprit=1)
    punish(e, 0, posted + 600)
    punish(e, 2, posted + 1200)
    ruled = tick(e, posted + 1600)
    (given,) = of(ruled, "token_given")
    assert (given.giver, given.receiver) == (0, 1)
    evs = punish(e, 3, posted + 1700) + tick(e, posted + 5000)
    return e, posted, evs


def test_w31_a_claim_just_after_the_ruling_is_a_late_claim_not_a_mistake():
    """docs/rules/whizz_bing_bang.md W31 (review defect #1): Dave's Punish! 0.1 s after the race was
    ruled is ignored (no token, no mistake), and his answer names the winner and both times."""
    e, _, evs = review_case()
    assert not of(evs, "mistake_ruled") and not of(evs, "token_given")
    assert "punish_without_cause" not in e.state.mistakes
    (late,) = ignored(evs, "late_claim")
    assert (late.seat, late.race_winner, late.race_culprit) == (3, 0, 1)
    assert (late.race_winner_ms, late.race_claim_ms) == (600, 1700)
    assert late.audience.sees(3) and not late.audience.sees(0), "told privately"
    v = e.view_for(None)
    assert v.phase == "call" and v.active == 1 and v.restart, "Bob still restarts"


def test_w31_off_with_zero_and_after_the_window_a_punish_is_without_cause():
    """docs/rules/whizz_bing_bang.md W31: late_claim_ms 0 turns it off; a press 1.0 s or more after the
    ruling is judged as before (punishing without cause, §5.1.5)."""
    e, _, evs = review_case(late_claim_ms=0)
    assert [(m.culprit, m.cause) for m in of(evs, "mistake_ruled")] == [(3, "punish_without_cause")]
    e = table(starter=0)
    posted = out_of_turn(e)
    punish(e, 0, posted + 600)
    tick(e, posted + 1600)
    evs = punish(e, 3, posted + 2600) + tick(e, posted + 5000)
    assert [(m.culprit, m.cause) for m in of(evs, "mistake_ruled")] == [(3, "punish_without_cause")]


def test_w31_after_an_unclaimed_window_the_late_claim_names_nobody():
    """docs/rules/whizz_bing_bang.md W31 with W5: nobody claimed in time; a Punish! 0.3 s after that
    ruling is a late claim too, and its winner is nobody."""
    e = table(starter=0)
    posted = out_of_turn(e)
    tick(e, posted + 6000)  # 5 s window + grace: nobody punished, Beth restarts
    evs = punish(e, 2, posted + 6300) + tick(e, posted + 8000)
    (late,) = ignored(evs, "late_claim")
    assert late.race_winner is None and late.race_culprit == 1
    assert not of(evs, "mistake_ruled")


def test_w31_a_late_claim_before_a_new_mistake_is_posted_is_still_late():
    """docs/rules/whizz_bing_bang.md W31/W23: Beth restarts and calls the wrong sound right away; Denise's
    late claim, stamped before that new mistake was posted, is a late claim on the old race, and a
    claim after the new post takes part in the new race."""
    e = table(starter=0)
    posted = out_of_turn(e)
    punish(e, 0, posted + 600)
    tick(e, posted + 1600)  # Adrian wins; Beth restarts at +1.6 s
    evs = call(e, 1, "bing", posted + 1650)  # wrong sound (a restart is Whizz)
    evs += punish(e, 3, posted + 1700)
    evs += tick(e, posted + 2650)  # the wrong sound is posted
    assert [(m.culprit, m.cause) for m in of(evs, "mistake_ruled")] == [(1, "wrong_sound")]
    assert [x.seat for x in ignored(evs, "late_claim")] == [3]
    evs = punish(e, 3, posted + 3000) + tick(e, posted + 4000)
    assert [(g.giver, g.receiver) for g in of(evs, "token_given")] == [(3, 1)]


def test_w31_rulings_do_not_depend_on_arrival_order():
    """docs/rules/whizz_bing_bang.md W31/W22: Alice's, Carol's and Dave's presses of the review's case,
    delivered in any order before the bot's clock passes the ruling, give the same race (Dave is a
    claim then: he pressed before the ruling)."""
    results = set()
    for order in ([0, 1, 2], [2, 1, 0], [1, 2, 0]):
        e = table(starter=0)
        posted = out_of_turn(e)
        presses = [
            (0, "punish", None, posted + 600, sf(posted + 600, 0, 1)),
            (2, "punish", None, posted + 1200, sf(posted + 1200, 2, 2)),
            (3, "punish", None, posted + 1700, sf(posted + 1700, 3, 3)),
        ]
        evs = deliver(e, [presses[k] for k in order]) + tick(e, posted + 3000)
        results.add(tuple((g.giver, g.receiver, len(g.ranking)) for g in of(evs, "token_given")))
        assert "punish_without_cause" not in e.state.mistakes
    assert results == {((0, 1, 3),)}


# ---- W16: a slap within the guard of a Boom is "too early" --------------------------------------


def test_w16_a_slap_inside_the_guard_of_a_boom_is_ruled_too_early():
    """docs/rules/whizz_bing_bang.md W16: Chris slaps 50 ms after a Boom is revealed: the slap counts
    against the card before (a Whizz). The ruling says it was too early (`early`), for the table too."""
    e = table(starter=0, top=["boom"])
    call(e, 0, "whizz", 1000)  # reveals the Boom at 1000
    evs = slap(e, 2, 1050) + slap(e, 0, 1400) + tick(e, 2050)
    (m,) = of(evs, "mistake_ruled")
    assert (m.culprit, m.cause, m.early) == (2, "slap_non_boom", True)
    v = e.view_for(None)
    assert v.early and v.cause == "slap_non_boom"


def test_w16_a_slap_on_a_plain_card_is_not_early():
    """docs/rules/whizz_bing_bang.md §5.1.4: a slap on a Whizz well after its reveal is not `early`."""
    e = table(starter=0, top=["whizz"])
    call(e, 0, "whizz", 1000)
    (m,) = of(slap(e, 2, 1500) + tick(e, 2500), "mistake_ruled")
    assert (m.cause, m.early) == ("slap_non_boom", False)
    assert not e.view_for(None).early or e.view_for(None).phase != "punish"


# ---- player text -----------------------------------------------------------------------------------


def test_engine_player_texts_carry_no_rule_ids_or_internal_names():
    """UX review #4: the words for every ignored press and mistake, the late claim (W31) and the
    too-early slap (W16) read as plain English: no "(W30)", no snake_case."""
    from engines.whizz_bing_bang.text import (
        CAUSE_TEXT,
        EARLY_TEXT,
        IGNORED_TEXT,
        early_text,
        late_claim_text,
        render_event,
    )
    from tests.player_text import internal_names

    _, _, evs = review_case()
    (late,) = ignored(evs, "late_claim")
    line = render_event(late, 3)
    assert (
        line
        == "(Too late: Seat 1 claimed first (+0.60 s) and punished Seat 2; yours came at +1.70 s after the mistake was shown. It changed nothing)"
    )
    assert late_claim_text(replace(late, race_winner=None)).startswith(
        "Too late: nobody punished Seat 2 in time"
    )
    assert early_text(120) == (
        "a slap within 0.12 s of a new card counts against the card before, which was not a Boom"
    )
    texts = [*CAUSE_TEXT.values(), *IGNORED_TEXT.values(), EARLY_TEXT, line, early_text(200)]
    assert internal_names(texts) == []
