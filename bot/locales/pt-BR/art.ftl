# As palavras das imagens que todos os jogos compartilham (bot/art: faces, mesa, mão).

## Card faces

art-points = { $n ->
    [one] { $n } pt
   *[other] { $n } pts
}

## Table pictures

art-seat = Lugar { $n }
art-mark-turn = VEZ
art-mark-turn-alt = é a sua vez
art-mark-wait = AGUARDANDO
art-mark-wait-alt = a mesa aguarda a sua jogada
art-mark-won = VENCEU
art-mark-won-alt = vencedor
art-mark-out = FORA
art-alt-title = Mesa de { $title }. { $status }.
art-alt-seat = { $name }: { $facts }.
art-alt-seat-marked = { $name }: { $facts } ({ $mark }).
art-alt-centre = { $centre }.
art-alt-last = Última jogada: { $line }
art-pile-deck = baralho { $n }
art-pile-discard = descarte { $n }
art-pile-draw = compra { $n }
art-clockwise = sentido horário
art-anticlockwise = sentido anti-horário
art-game-over = Fim de jogo

## Hand pictures

art-hand-title = Sua mão
art-hand-count = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
art-hand-empty = Nenhuma carta
art-hand-alt = { $title }, { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}: { $cards }.
art-hand-alt-empty = { $title }: nenhuma carta.
