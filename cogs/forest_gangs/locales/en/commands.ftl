# The slash commands of /forest_gangs (bot/translator.py says how keys are made).

forest_gangs-description = Forest Gangs: secret cards, wild duels
forest_gangs-start-description = Open a Forest Gangs table in this channel

## Options: names (lower case, 1-32 letters, digits, - or _) and descriptions

opt-ability_timeout = ability_timeout
opt-choice_timeout = choice_timeout
opt-ghost = ghost
opt-kids1 = kids1
opt-kids2 = kids2

forest_gangs-opt-ghost-description = Add the ghost player (always on with 2 players; not with 6)
forest_gangs-opt-kids1-description = Kids 1: values only, no creature abilities
forest_gangs-opt-kids2-description = Kids 2: no hands, everyone reveals their deck's top card (implies Kids 1)
forest_gangs-opt-choice_timeout-description = Seconds to choose a card (default 60; a random card on timeout)
forest_gangs-opt-ability_timeout-description = Seconds for Shapeshifter/Goblin decisions (default 20; no on timeout)
forest_gangs-opt-max_players-description = Most players the table takes (2–6, default 6)
forest_gangs-opt-pings-description = Mention whoever must act in a short channel message (default on)

## The game's name (a brand: the same in every edition we know of)

forest_gangs-title = Forest Gangs
