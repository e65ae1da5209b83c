# Forest Gangs' table picture: the words drawn on it and its alt text (creatures are named by
# cards.ftl; the words every game shares are bot/locales/<lang>/art.ftl).

forest_gangs-art-title = Forest Gangs
# The header: the round, and what the table waits for.
forest_gangs-art-status = Round { $round }{ $waiting ->
    [choose_card] { " · " }everyone lays a card
    [abilities] { " · " }waiting for abilities
    [reveal] { " · " }reveal your top card
   *[other] {""}
}
# The ghost player (two players play with it).
forest_gangs-art-ghost = Ghost
forest_gangs-art-kids = Kids { $n }
forest_gangs-art-mark-duel = DUEL
forest_gangs-art-mark-duel-alt = in the duel

## A seat's plate

# A card in play with no name shown (Kids 1 plays values only).
forest_gangs-art-value = value { $n }
# A card in play that is out of this combat.
forest_gangs-art-card-out = { $card } (out)
forest_gangs-art-laid = card laid
# The card a seat revealed in the last combat.
forest_gangs-art-last = last: { $card }
forest_gangs-art-no-card = no card
forest_gangs-art-deck-hand = deck { $deck } · hand { $hand }
# Under a seat's total of cards (the big number).
forest_gangs-art-total = { $n ->
    [one] card
   *[other] cards
}

## The middle of the table

forest_gangs-art-loot-pile = the Loot { $n }
forest_gangs-art-carried = { $n } carried over
forest_gangs-art-combat = Last combat: { $who } won, +{ $n ->
    [one] { $n } card
   *[other] { $n } cards
}
forest_gangs-art-combat-card = Last combat: { $who } won with { $card } ({ $value }), +{ $n ->
    [one] { $n } card
   *[other] { $n } cards
}
forest_gangs-art-combat-value = Last combat: { $who } won with a ({ $value }), +{ $n ->
    [one] { $n } card
   *[other] { $n } cards
}

## The alt text

forest_gangs-art-alt-in-play = { $card } ({ $value }) in play{ $out ->
    [yes] , out of this combat
   *[no] {""}
}
forest_gangs-art-alt-in-play-value = a { $value } in play{ $out ->
    [yes] , out of this combat
   *[no] {""}
}
forest_gangs-art-alt-laid = card laid face down
forest_gangs-art-alt-before = played { $card } ({ $value }) last combat
forest_gangs-art-alt-before-value = played a ({ $value }) last combat
forest_gangs-art-alt-no-card = no card in play
forest_gangs-art-alt-piles = deck { $deck }, hand { $hand }, discard { $discard }; { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
forest_gangs-art-alt-seat = { $head }; { $piles }
forest_gangs-art-alt-ghost = the ghost player; { $head }; { $piles }
forest_gangs-art-alt-loot = The Loot: { $n ->
    [one] { $n } card
   *[other] { $n } cards
}{ $carried ->
    [0] {""}
   *[other] { " " }({ $carried } carried over)
}

## Hand pictures: a creature card in words

forest_gangs-art-face-creature = { $name } ({ $rank }, { $colour ->
    [acorn] acorn gang
    [mushroom] mushroom gang
    [feather] feather gang
    [moon] moon gang
    [leaf] leaf gang
   *[stone] stone gang
})
