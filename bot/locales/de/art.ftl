# Die Wörter der Bilder, die alle Spiele teilen (bot/art: Kartenseiten, Tischbild, Handbild).

## Card faces

art-points = { $n ->
    [one] { $n } Pkt.
   *[other] { $n } Pkt.
}

## Table pictures

art-seat = Platz { $n }
art-mark-turn = AM ZUG
art-mark-turn-alt = ist am Zug
art-mark-wait = WARTET
art-mark-wait-alt = der Tisch wartet auf diesen Platz
art-mark-won = SIEG
art-mark-won-alt = gewinnt
art-mark-out = RAUS
art-alt-title = Tisch für { $title }. { $status }.
art-alt-seat = { $name }: { $facts }.
art-alt-seat-marked = { $name }: { $facts } ({ $mark }).
art-alt-centre = { $centre }.
art-alt-last = Zuletzt: { $line }
art-pile-deck = Stapel { $n }
art-pile-discard = Ablage { $n }
art-pile-draw = Ziehen { $n }
art-clockwise = im Uhrzeigersinn
art-anticlockwise = gegen den Uhrzeigersinn
art-game-over = Spiel vorbei

## Hand pictures

art-hand-title = Deine Hand
art-hand-count = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
art-hand-empty = Keine Karten
art-hand-alt = { $title }, { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}: { $cards }.
art-hand-alt-empty = { $title }: keine Karten.
