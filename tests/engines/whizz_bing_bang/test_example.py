"""The rulebook's 4-player example game, replayed input by input (whizz_bing_bang.md §4.2, W21).

Seats clockwise: Adrian 0, Beth 1, Chris 2, Denise 3. Setup n°1. Adrian starts. Each step says
who plays next, who is punished and who restarts, as the example does.
"""

from __future__ import annotations

from tests.engines.whizz_bing_bang.builders import call, of, punish, slap, table, tick

ADRIAN, BETH, CHRIS, DENISE = range(4)
# The cards the example reveals, in order (the setup Whizz is already face up).
REVEALED = ["whizz", "bing", "whizz", "bang", "whizz", "bing", "whizz", "boom", "whizz"]


def test_rulebook_example_replayed():
    """§4.2 lines 1–11 and W21: the replay ends with Denise punished for playing out of turn."""
    e = table(seats=4, starter=ADRIAN, top=REVEALED, setup="setup_1")

    def at():
        return e.view_for(None)

    # 1. Adrian says Whizz (the setup Whizz), reveals a Whizz -> Beth
    evs = call(e, ADRIAN, "whizz", 1000)
    assert of(evs, "card_called")[0].revealed == "whizz" and at().active == BETH
    # 2. Beth says Whizz, reveals a Bing -> Chris
    call(e, BETH, "whizz", 2000)
    assert at().faceup_sound == "bing" and at().active == CHRIS
    # 3. Chris says Bing, reveals a Whizz -> anticlockwise, Beth
    call(e, CHRIS, "bing", 3000)
    assert at().direction == -1 and at().active == BETH
    # 4. Denise says Whizz: out of turn, nothing revealed; Adrian is the quickest punisher
    call(e, DENISE, "whizz", 3500)
    evs = tick(e, 4500)
    m = of(evs, "mistake_ruled")[0]
    assert (m.culprit, m.cause) == (DENISE, "out_of_turn") and at().draw_count == 54 - 3
    punish(e, CHRIS, 5100)
    punish(e, BETH, 5200)
    evs = punish(e, ADRIAN, 5000)  # arrives last, made first; everyone claimed: ruled at once (W24)
    g = of(evs, "token_given")[0]
    assert (g.giver, g.receiver, g.token) == (ADRIAN, DENISE, "whizz")
    # 5. Denise restarts: says Whizz, reveals a Bang -> clockwise, Adrian
    assert at().active == DENISE and at().restart and at().direction == 1
    call(e, DENISE, "whizz", 6500)
    assert at().faceup_sound == "bang" and at().active == ADRIAN
    # 6. Adrian says Bang, reveals a Whizz -> Beth skipped, Chris
    call(e, ADRIAN, "bang", 7000)
    assert at().active == CHRIS
    # 7. Chris says Whizz, reveals a Bing -> Denise
    call(e, CHRIS, "whizz", 7600)
    assert at().faceup_sound == "bing" and at().active == DENISE
    # 8. Denise says Bing, reveals a Whizz -> anticlockwise, Chris
    call(e, DENISE, "bing", 8200)
    assert at().direction == -1 and at().active == CHRIS
    # 9. Chris says Whizz, reveals a Boom: Beth first, Adrian last; Beth gives him her Whizz
    call(e, CHRIS, "whizz", 9000)
    assert at().phase == "slap"
    slap(e, DENISE, 9500)
    slap(e, BETH, 9300)
    slap(e, CHRIS, 9600)
    evs = slap(e, ADRIAN, 9900)
    ranked = of(evs, "boom_ranked")[0]
    assert [r.seat for r in ranked.ranking] == [BETH, DENISE, CHRIS, ADRIAN]
    g = of(evs, "token_given")[0]
    assert (g.giver, g.receiver, g.token) == (BETH, ADRIAN, "whizz")
    # 10. Adrian restarts: says Whizz (the face-up Boom is ignored), reveals a Whizz -> Beth
    assert at().active == ADRIAN and at().faceup_sound == "boom" and at().direction == 1
    call(e, ADRIAN, "whizz", 10500)
    assert at().faceup_sound == "whizz" and at().active == BETH
    # Tokens in front of each player after line 10: 4, 3, 4, 5
    assert [p.round_points for p in at().players] == [4, 3, 4, 5]
    # 11. "Denise says Whizz…": it is Beth's turn, so Denise plays out of turn (W21)
    call(e, DENISE, "whizz", 11000)
    m = of(tick(e, 12000), "mistake_ruled")[0]
    assert (m.culprit, m.cause) == (DENISE, "out_of_turn")
