# La imagen de la mesa de Bang & Twang: las palabras dibujadas y su texto alternativo.

bang_and_twang-art-title = Bang & Twang
bang_and_twang-art-status = Turno { $turn }
bang_and_twang-art-status-turn = Turno { $turn } · turno de { $name }{ $kind ->
    [extra] { " " }(turno extra)
    [cut_in] { " " }(se cuela)
   *[other] {""}
}

## A seat's plate

bang_and_twang-art-in-hand = { $n } en mano
bang_and_twang-art-banked = en la banca
bang_and_twang-art-points = { $n } puntos
bang_and_twang-art-locked = banca cerrada
bang_and_twang-art-extra = +{ $n } turno
bang_and_twang-art-skips = pierde { $n }

## The middle of the table

bang_and_twang-art-riff = el riff
bang_and_twang-art-draw-pile = mazo
bang_and_twang-art-playing = en juego
bang_and_twang-art-top = arriba del descarte ({ $n })
bang_and_twang-art-listening = esperando reacciones…

## The alt text

bang_and_twang-art-alt-hand = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} en mano, { $bank } en la banca
bang_and_twang-art-alt-points = { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
bang_and_twang-art-alt-locked = banca cerrada
bang_and_twang-art-alt-extra = { $n ->
    [one] { $n } turno extra
   *[other] { $n } turnos extra
} por venir
bang_and_twang-art-alt-skips = pierde { $n ->
    [one] { $n } turno
   *[other] { $n } turnos
}
bang_and_twang-art-alt-holds = tiene { $cards }
bang_and_twang-art-alt-riff = Riff: { $faces }
bang_and_twang-art-alt-piles = Mazo { $n }, descarte { $discard }
bang_and_twang-art-alt-piles-top = Mazo { $n }, descarte { $discard } (arriba: { $card })
bang_and_twang-art-alt-playing = En juego: { $card }
bang_and_twang-art-alt-direction = Se juega en sentido { $clockwise ->
    [yes] horario
   *[no] antihorario
}
bang_and_twang-art-alt-listening = Esperando reacciones

## Hand pictures: a card in words

bang_and_twang-art-face-sequence = { $name } ({ $text }, { $points })
bang_and_twang-art-face-tune = { $name } ({ $colour ->
    [green] melodía verde
    [red] melodía roja
    [blue] melodía azul
    [yellow] melodía amarilla
    [purple] melodía morada
   *[orange] melodía naranja
}{ $scores ->
    [yes] , { $points }
   *[no] {""}
}{ $reaction ->
    [yes] , reacción
   *[no] {""}
})
bang_and_twang-art-badge-reaction = ⚡ reacción
