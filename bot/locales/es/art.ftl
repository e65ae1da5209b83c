# Las palabras de las imágenes que comparten todos los juegos (bot/art: caras, mesa, mano).

## Card faces

art-points = { $n ->
    [one] { $n } pto
   *[other] { $n } ptos
}

## Table pictures

art-seat = Asiento { $n }
art-mark-turn = TURNO
art-mark-turn-alt = es su turno
art-mark-wait = ESPERANDO
art-mark-wait-alt = la mesa espera su jugada
art-mark-won = GANA
art-mark-won-alt = ganador
art-mark-out = FUERA
art-alt-title = Mesa de { $title }. { $status }.
art-alt-seat = { $name }: { $facts }.
art-alt-seat-marked = { $name }: { $facts } ({ $mark }).
art-alt-centre = { $centre }.
art-alt-last = Lo último: { $line }
art-pile-deck = mazo { $n }
art-pile-discard = descarte { $n }
art-pile-draw = robar { $n }
art-clockwise = sentido horario
art-anticlockwise = sentido antihorario
art-game-over = Partida terminada

## Hand pictures

art-hand-title = Tu mano
art-hand-count = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
art-hand-empty = Sin cartas
art-hand-alt = { $title }, { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}: { $cards }.
art-hand-alt-empty = { $title }: sin cartas.
