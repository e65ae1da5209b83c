# A imagem da mesa de Bang & Twang: as palavras desenhadas e o texto alternativo.

bang_and_twang-art-title = Bang & Twang
bang_and_twang-art-status = Turno { $turn }
bang_and_twang-art-status-turn = Turno { $turn } · vez de { $name }{ $kind ->
    [extra] { " " }(turno extra)
    [cut_in] { " " }(entrando na frente)
   *[other] {""}
}

## A seat's plate

bang_and_twang-art-in-hand = { $n } na mão
bang_and_twang-art-banked = no banco
bang_and_twang-art-points = { $n } pontos
bang_and_twang-art-locked = banco trancado
bang_and_twang-art-extra = +{ $n } turno
bang_and_twang-art-skips = pula { $n }

## The middle of the table

bang_and_twang-art-riff = o riff
bang_and_twang-art-draw-pile = monte de compra
bang_and_twang-art-playing = sendo jogada
bang_and_twang-art-top = topo do descarte ({ $n })
bang_and_twang-art-listening = aguardando reações…

## The alt text

bang_and_twang-art-alt-hand = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} na mão, { $bank } no banco
bang_and_twang-art-alt-points = { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
bang_and_twang-art-alt-locked = banco trancado
bang_and_twang-art-alt-extra = { $n ->
    [one] { $n } turno extra
   *[other] { $n } turnos extras
} por vir
bang_and_twang-art-alt-skips = pula { $n ->
    [one] { $n } turno
   *[other] { $n } turnos
}
bang_and_twang-art-alt-holds = tem { $cards }
bang_and_twang-art-alt-riff = Riff: { $faces }
bang_and_twang-art-alt-piles = Monte de compra { $n }, descarte { $discard }
bang_and_twang-art-alt-piles-top = Monte de compra { $n }, descarte { $discard } (no topo: { $card })
bang_and_twang-art-alt-playing = Sendo jogada: { $card }
bang_and_twang-art-alt-direction = O jogo segue no sentido { $clockwise ->
    [yes] horário
   *[no] anti-horário
}
bang_and_twang-art-alt-listening = Aguardando reações

## Hand pictures: a card in words

bang_and_twang-art-face-sequence = { $name } ({ $text }, { $points })
bang_and_twang-art-face-tune = { $name } ({ $colour ->
    [green] melodia verde
    [red] melodia vermelha
    [blue] melodia azul
    [yellow] melodia amarela
    [purple] melodia roxa
   *[orange] melodia laranja
}{ $scores ->
    [yes] , { $points }
   *[no] {""}
}{ $reaction ->
    [yes] , reação
   *[no] {""}
})
bang_and_twang-art-badge-reaction = ⚡ reação
