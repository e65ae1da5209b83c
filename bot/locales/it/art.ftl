# Le parole delle immagini comuni a tutti i giochi (bot/art: facce delle carte, tavolo, mano).

## Card faces

art-points = { $n ->
    [one] { $n } pt
   *[other] { $n } pt
}

## Table pictures

art-seat = Posto { $n }
art-mark-turn = TURNO
art-mark-turn-alt = è il suo turno
art-mark-wait = IN ATTESA
art-mark-wait-alt = il tavolo aspetta la sua mossa
art-mark-won = VINCE
art-mark-won-alt = vincitore
art-mark-out = FUORI
art-alt-title = Tavolo di { $title }. { $status }.
art-alt-seat = { $name }: { $facts }.
art-alt-seat-marked = { $name }: { $facts } ({ $mark }).
art-alt-centre = { $centre }.
art-alt-last = Ultima mossa: { $line }
art-pile-deck = mazzo { $n }
art-pile-discard = scarti { $n }
art-pile-draw = pesca { $n }
art-clockwise = senso orario
art-anticlockwise = senso antiorario
art-game-over = Partita finita

## Hand pictures

art-hand-title = La tua mano
art-hand-count = { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}
art-hand-empty = Nessuna carta
art-hand-alt = { $title }, { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}: { $cards }.
art-hand-alt-empty = { $title }: nessuna carta.
