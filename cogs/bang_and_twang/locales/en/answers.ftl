# /bang_and_twang: answers to refused actions (ephemeral, in the reader's language): bot/ui.py `message_for`.

bang_and_twang-err-bad_first_player = That first player is not at the table.
bang_and_twang-err-same_tune_sets = Double tune needs two different tune sets.
bang_and_twang-err-bad_wondertunes_cards = Wondertunes needs exactly 8 different tune-card ids out of the 48.
bang_and_twang-err-empty_wondertunes_pool = Pick at least one tune set for random Wondertunes.
bang_and_twang-err-illegal_action = You can't do that right now — check your hand message for your options.
