# /whizz_bing_bang: answers to refused actions (ephemeral, in the reader's language): bot/ui.py `message_for`.

whizz_bing_bang-err-input_too_old = Too late: that press was made before the last ruling, so it no longer counts.
whizz_bing_bang-err-duplicate_input = That press was already counted.
whizz_bing_bang-err-not_token_hunt = Token hunt is not on at this table.
whizz_bing_bang-err-system_only = Only the bot's clock can do that.
whizz_bing_bang-err-two_players_option_off = Whizz Bing Bang needs at least { $min } players (or the 2-player option).
whizz_bing_bang-err-bad_first_seat = The chosen first player is not at the table.
whizz_bing_bang-err-bad_handicaps = There must be one handicap per player.
whizz_bing_bang-err-stale_button = The table has moved on since you saw it: look at the card again and press once more.
whizz_bing_bang-err-typed_words_unavailable = This bot can't read typed messages (no Message Content intent): use the buttons, or start without typed words.
