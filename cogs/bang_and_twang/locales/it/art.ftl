# L'immagine del tavolo di Bang & Twang: le parole disegnate e il testo alternativo.

bang_and_twang-art-title = Bang & Twang
bang_and_twang-art-status = Turno { $turn }
bang_and_twang-art-status-turn = Turno { $turn } · tocca a { $name }{ $kind ->
    [extra] { " " }(turno extra)
    [cut_in] { " " }(si inserisce)
   *[other] {""}
}

## A seat's plate

bang_and_twang-art-in-hand = { $n } in mano
bang_and_twang-art-banked = in banca
bang_and_twang-art-points = { $n } punti
bang_and_twang-art-locked = banca chiusa
bang_and_twang-art-extra = +{ $n } turno
bang_and_twang-art-skips = salta { $n }

## The middle of the table

bang_and_twang-art-riff = il riff
bang_and_twang-art-draw-pile = mazzo
bang_and_twang-art-playing = in gioco ora
bang_and_twang-art-top = in cima agli scarti ({ $n })
bang_and_twang-art-listening = in attesa di reazioni…

## The alt text

bang_and_twang-art-alt-hand = { $n ->
    [one] { $n } carta
   *[other] { $n } carte
} in mano, { $bank } in banca
bang_and_twang-art-alt-points = { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
bang_and_twang-art-alt-locked = banca chiusa
bang_and_twang-art-alt-extra = { $n ->
    [one] { $n } turno extra
   *[other] { $n } turni extra
} in arrivo
bang_and_twang-art-alt-skips = salta { $n ->
    [one] { $n } turno
   *[other] { $n } turni
}
bang_and_twang-art-alt-holds = ha in mano { $cards }
bang_and_twang-art-alt-riff = Riff: { $faces }
bang_and_twang-art-alt-piles = Mazzo { $n }, scarti { $discard }
bang_and_twang-art-alt-piles-top = Mazzo { $n }, scarti { $discard } (in cima: { $card })
bang_and_twang-art-alt-playing = In gioco ora: { $card }
bang_and_twang-art-alt-direction = Si gioca in senso { $clockwise ->
    [yes] orario
   *[no] antiorario
}
bang_and_twang-art-alt-listening = In attesa di reazioni

## Hand pictures: a card in words

bang_and_twang-art-face-sequence = { $name } ({ $text }, { $points })
bang_and_twang-art-face-tune = { $name } ({ $colour ->
    [green] melodia verde
    [red] melodia rossa
    [blue] melodia blu
    [yellow] melodia gialla
    [purple] melodia viola
   *[orange] melodia arancione
}{ $scores ->
    [yes] , { $points }
   *[no] {""}
}{ $reaction ->
    [yes] , reazione
   *[no] {""}
})
bang_and_twang-art-badge-reaction = ⚡ reazione
