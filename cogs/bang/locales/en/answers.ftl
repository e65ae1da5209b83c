# /bang: answers to refused actions (ephemeral, in the reader's language): bot/ui.py `message_for`.

bang-err-expansion_not_available = The Armed & Dangerous expansion isn't available yet; start without it.
bang-err-illegal_action = You can't play that right now.
bang-err-not_your_turn = It's not your turn, and nothing is asking you right now.
bang-err-decision_closed = That question has already been answered or timed out.
bang-err-not_the_default = That is not the default answer.
bang-err-forged_action = I don't recognise that move.
bang-err-bad_seat_count = BANG! needs { $min }–{ $max } players.
bang-err-card_gone = That card can't be played that way any more; here is your current hand.
bang-err-store_pick_later = It's **{ $name }**'s pick from the General Store; yours comes later.
bang-err-store_pick_done = It's **{ $name }**'s pick from the General Store; you have already taken yours.
