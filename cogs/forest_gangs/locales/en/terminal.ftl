# The terminal (`python -m bot play forest_gangs`, cogs/forest_gangs/terminal_text.py): the table,
# the combat log, events and menus, in the player's language. Creature names come from cards.ftl.

forest_gangs-term-ghost = Ghost
# The ghost in the middle or at the end of a list of winners.
forest_gangs-term-the-ghost = the ghost
forest_gangs-term-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
# A creature with its value: "Gnome (7)".
forest_gangs-term-card = { $name } ({ $value })

## The table

forest_gangs-term-header = Forest Gangs — round { $round }{ $mode } · Loot: { $loot }
forest_gangs-term-kids1 = { " · " }Kids 1
forest_gangs-term-kids2 = { " · " }Kids 2
# A seat's piles: the padded numbers line up in columns.
forest_gangs-term-piles = deck { $deck } · hand { $hand } · discard { $discard } = { $cards }
forest_gangs-term-plays = plays { $card }
forest_gangs-term-out = { $play } (out)
forest_gangs-term-laid = has laid a card face down
forest_gangs-term-to-answer = to answer…
forest_gangs-term-hand = Your hand: { $cards }
forest_gangs-term-not-offered = Not offered: { $card } — you hold a Frog, and a Frog must be played.
forest_gangs-term-waiting = Waiting for: { $what } — { $who }
forest_gangs-term-waiting-choose_card = everyone to lay a card
forest_gangs-term-waiting-abilities = abilities (Shapeshifter, Goblin)
forest_gangs-term-waiting-reveal = everyone to reveal their top card

## The combat log

# "[duel 2] " before the steps of a duel.
forest_gangs-term-level = [duel { $level }]{ " " }
forest_gangs-term-play = { $who }: { $card }
forest_gangs-term-revealed = Revealed: { $plays }
forest_gangs-term-shapeshifted = { $level }Shapeshifter used → { $plays }
forest_gangs-term-duel = { $level }Duel of { $value }s: { $seats }
forest_gangs-term-giants = { $level }Giants tie and go to the Loot: { $seats }
forest_gangs-term-goblins = { $level }Goblins join the duel: { $seats }
forest_gangs-term-duel-cards = { $level }Duel cards: { $plays }
forest_gangs-term-banished = { $level }The Goatsheep sends the Dragoness to the Loot ({ $plays })
forest_gangs-term-winner = { $who } wins the combat ({ $why }) and takes { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
forest_gangs-term-why-mantis_in_duel = the Mantis wins a duel
forest_gangs-term-why-fungid_lowest = the Fungid is the lowest card
forest_gangs-term-why-highest = the highest card
forest_gangs-term-why-only_card = the only card left
forest_gangs-term-why-goatsheep = the Goatsheep banished the Dragoness
forest_gangs-term-no-winner = No card left in play: nobody wins; the Loot ({ $n }) stays
forest_gangs-term-gnome = Gnome! Everyone passes their hand card to the left
forest_gangs-term-someone = someone
forest_gangs-term-end-duel = { $who } cannot draw in the duel: game over, { $n ->
    [one] { $n } card
   *[other] { $n } cards
} dealt to each duelist
forest_gangs-term-end-reveal = { $who } cannot reveal: game over
forest_gangs-term-end-draw = { $who } cannot draw: game over

## Events

forest_gangs-term-round = Round { $round }
forest_gangs-term-round-loot = Round { $round } (Loot carried over: { $loot })
forest_gangs-term-drew = You drew { $card }
forest_gangs-term-reshuffled = { $who } shuffles the discard pile into a new deck ({ $n })
forest_gangs-term-lays-hidden = { $who } lays a card face down
forest_gangs-term-you-lay = You lay { $card }
forest_gangs-term-received = You received { $card } from { $who }

## The result

forest_gangs-term-wins = { $who } wins with { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
forest_gangs-term-ghost-wins = The ghost wins with { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
forest_gangs-term-share = { $who } share the victory with { $n ->
    [one] { $n } card
   *[other] { $n } cards
}

## Menus

forest_gangs-term-play-random = Play a card at random (what a timeout does)
forest_gangs-term-play-card = Play { $card }
forest_gangs-term-use-shapeshifter = Use the Shapeshifter
forest_gangs-term-keep-shapeshifter = Keep the Shapeshifter
forest_gangs-term-join-duel = Join the duel
forest_gangs-term-stay-out = Stay out
forest_gangs-term-reveal = Reveal

## simulate's statistics

forest_gangs-term-stat-rounds = rounds
forest_gangs-term-stat-end = end
forest_gangs-term-stat-end-refill = cannot draw at the refill
forest_gangs-term-stat-end-reveal = cannot reveal
forest_gangs-term-stat-end-duel = cannot draw in a duel
forest_gangs-term-stat-ghost_won = ghost won
