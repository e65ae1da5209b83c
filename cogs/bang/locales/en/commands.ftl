# The slash commands of /bang (bot/translator.py says how keys are made).

bang-description = BANG!: the Wild West card game of hidden roles
bang-start-description = Open a BANG! table in this channel (3–8 players)

## Options: names (lower case, 1-32 letters, digits, - or _) and descriptions

opt-deal_two_characters = deal_two_characters
opt-expansion = expansion
opt-response_timeout = response_timeout
opt-turn_timeout = turn_timeout

bang-opt-deal_two_characters-description = Deal two characters to each player, who keeps one
bang-opt-turn_timeout-description = Seconds per action in your own turn (default 120; the turn ends on timeout)
bang-opt-response_timeout-description = Seconds to answer a BANG!, Indians!, Duel, … (default 30; take the hit on timeout)
bang-opt-expansion-description = Armed & Dangerous expansion: Load tokens, Dangerous cards, upgrades, 8 characters
bang-choice-none = Base game
bang-choice-armed_and_dangerous = Armed & Dangerous
bang-opt-max_players-description = Most players the table takes (3–8, default 8)
bang-opt-pings-description = Mention whoever must act in a short channel message (default on)

## The game's name (a brand: the same in every edition we know of)

bang-title = BANG!
