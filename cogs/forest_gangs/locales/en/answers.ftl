# /forest_gangs: answers to refused actions (ephemeral, in the reader's language): bot/ui.py `message_for`.

forest_gangs-err-not_in_hand = That card is not in your hand any more.
forest_gangs-err-frog_must_be_played = You hold a Frog: you must play it (Frog rule).
forest_gangs-err-ghost_required = Two players need the ghost player: start the table without `ghost: False`, or add a player.
forest_gangs-err-ghost_unavailable = There is no spare gang for a ghost with 6 players: remove a player, or start without the ghost.
forest_gangs-err-bad_seat_count = Forest Gangs needs { $min }–{ $max } players (2 play with the ghost).
