# The words of the pictures every game shares (bot/art: card faces, table pictures, hand pictures),
# drawn in the picture or said in its alt text. A game's own picture words are in
# cogs/<game>/locales/<lang>/art.ftl (<game>-art-…).

## Card faces

# The points a card scores, on its badge.
art-points = { $n ->
    [one] { $n } pt
   *[other] { $n } pts
}

## Table pictures

# A seat with no name (1, 2, …).
art-seat = Seat { $n }
# The tags on a seat's plate (short: they sit in a corner) and what the alt text says of them.
art-mark-turn = TURN
art-mark-turn-alt = their turn
art-mark-wait = WAITING
art-mark-wait-alt = the table waits for them
art-mark-won = WINNER
art-mark-won-alt = winner
art-mark-out = OUT
# The alt text of a table picture, line by line: the game and its status, each seat, the middle of
# the table, the last thing that happened.
art-alt-title = { $title } table. { $status }.
art-alt-seat = { $name }: { $facts }.
art-alt-seat-marked = { $name }: { $facts } ({ $mark }).
art-alt-centre = { $centre }.
art-alt-last = Last: { $line }
# The piles' labels under them, with how many cards they hold.
art-pile-deck = deck { $n }
art-pile-discard = discard { $n }
art-pile-draw = draw { $n }
# Which way play goes, under the arrow.
art-clockwise = clockwise
art-anticlockwise = anticlockwise
art-game-over = Game over

## Hand pictures

art-hand-title = Your hand
# The count in the hand picture's title band.
art-hand-count = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
art-hand-empty = No cards
# A hand picture's alt text: its title, how many cards, then every card.
art-hand-alt = { $title }, { $n ->
    [one] { $n } card
   *[other] { $n } cards
}: { $cards }.
art-hand-alt-empty = { $title }: no cards.
