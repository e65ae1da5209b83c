# The slash commands of /whizz_bing_bang (bot/translator.py says how keys are made).

whizz_bing_bang-description = Whizz Bing Bang: read the card, fast!
whizz_bing_bang-start-description = Open a Whizz Bing Bang table in this channel

## Options: names (lower case, 1-32 letters, digits, - or _) and descriptions

opt-ai_error_percent = ai_error_percent
opt-ai_reaction_ms = ai_reaction_ms
opt-ai_reaction_sd_ms = ai_reaction_sd_ms
opt-anticipation_guard_ms = anticipation_guard_ms
opt-double_tap_ms = double_tap_ms
opt-end_points = end_points
opt-expert = expert
opt-first_player = first_player
opt-grace = grace
opt-handicaps_ms = handicaps_ms
opt-late_claim_ms = late_claim_ms
opt-latency_allowance = latency_allowance
opt-punish_window = punish_window
opt-setup = setup
opt-slap_window = slap_window
opt-token_hunt = token_hunt
opt-two_players = two_players
opt-typed_words = typed_words

whizz_bing_bang-opt-two_players-description = Allow a 2-player table (house option)
whizz_bing_bang-opt-setup-description = Setup n°1 or n°2 (display only)
whizz_bing_bang-choice-setup_1 = Setup n°1 (discard face up)
whizz_bing_bang-choice-setup_2 = Setup n°2 (draw pile face up)
whizz_bing_bang-opt-expert-description = Expert timing: 1.5 s instead of 2 s before 'too slow'
whizz_bing_bang-opt-latency_allowance-description = Seconds added to the slowness limit for the network (0.5–2, default 1)
whizz_bing_bang-opt-slap_window-description = Seconds to slap a Boom (default 3)
whizz_bing_bang-opt-punish_window-description = Seconds to press Punish! after a mistake (default 5)
whizz_bing_bang-opt-grace-description = Seconds the bot waits after a deadline for late inputs before ruling (0–2, default 1)
whizz_bing_bang-opt-anticipation_guard_ms-description = A slap this soon after a reveal was aimed at the card before (ms, 0 = off)
whizz_bing_bang-opt-double_tap_ms-description = The same button again this soon (ms) is one press, a double tap (default 500, 0 = off)
whizz_bing_bang-opt-late_claim_ms-description = A Punish! this soon (ms) after a race was decided is too late, not a mistake (default 1000)
whizz_bing_bang-opt-typed_words-description = Also accept typed whizz/bing/bang/boom (default: on if the bot can read messages)
whizz_bing_bang-opt-end_points-description = The game ends when someone reaches this total (default 15)
whizz_bing_bang-opt-first_player-description = Seat number of the first player (default: random)
whizz_bing_bang-opt-ai_reaction_ms-description = AI players' mean reaction time in ms (default 650)
whizz_bing_bang-opt-ai_reaction_sd_ms-description = Spread of the AI reaction time in ms (default 180)
whizz_bing_bang-opt-ai_error_percent-description = Chance in % that an AI errs on a prompt (default 4)
whizz_bing_bang-opt-token_hunt-description = Token hunt: to punish, find your next token among your face-down tokens
whizz_bing_bang-opt-handicaps_ms-description = Per-seat handicap in ms for slow connections, e.g. 0,300,0 (one per player)

## The game's name (a brand: the same in every edition we know of)

whizz_bing_bang-title = Whizz Bing Bang
