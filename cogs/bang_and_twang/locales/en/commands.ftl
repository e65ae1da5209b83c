# The slash commands of /bang_and_twang (bot/translator.py says how keys are made).

bang_and_twang-description = The Forest Dragon: Bang & Twang — match the riff
bang_and_twang-start-description = Open a Bang & Twang table in this channel

## Options: names (lower case, 1-32 letters, digits, - or _) and descriptions

opt-decision_timeout = decision_timeout
opt-open_hands = open_hands
opt-reaction_window = reaction_window
opt-tunes = tunes

bang_and_twang-opt-tunes-description = Which tune cards go in the deck (default: Green Circle, the starter set)
bang_and_twang-choice-green_circle = Green Circle — Campfire Tunes (starter)
bang_and_twang-choice-red_triangle = Red Triangle — Pickpocket Polka (bank theft)
bang_and_twang-choice-blue_square = Blue Square — Encore! (extra turns, ⚡ interrupts)
bang_and_twang-choice-yellow_star = Yellow Star — Big Band (bigger hands)
bang_and_twang-choice-purple_diamond = Purple Diamond — Riff Wizards (riff control)
bang_and_twang-choice-orange_heart = Orange Heart — Mischief Jig (bank tricks)
bang_and_twang-choice-wondertunes = Wondertunes — 8 random cards from all six sets
bang_and_twang-opt-open_hands-description = Play with every hand visible on the table
bang_and_twang-opt-decision_timeout-description = Seconds for each decision (default 120; a safe default move on timeout)
bang_and_twang-opt-reaction_window-description = Seconds a ⚡ reaction window stays open (default 6)
bang_and_twang-opt-pings-description = Mention whoever must act in a short channel message (default on)

## The game's name (a brand: the same in every edition we know of)

bang_and_twang-title = The Forest Dragon: Bang & Twang
