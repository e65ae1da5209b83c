# Das Tischbild von Bang & Twang: die Wörter im Bild und sein Alternativtext.

bang_and_twang-art-title = Bang & Twang
bang_and_twang-art-status = Zug { $turn }
bang_and_twang-art-status-turn = Zug { $turn } · { $name } ist dran{ $kind ->
    [extra] { " " }(Extrazug)
    [cut_in] { " " }(grätscht rein)
   *[other] {""}
}

## A seat's plate

bang_and_twang-art-in-hand = { $n } auf der Hand
bang_and_twang-art-banked = in der Bank
bang_and_twang-art-points = { $n } Punkte
bang_and_twang-art-locked = Bank gesperrt
bang_and_twang-art-extra = +{ $n } Zug
bang_and_twang-art-skips = setzt { $n } aus

## The middle of the table

bang_and_twang-art-riff = das Riff
bang_and_twang-art-draw-pile = Nachziehstapel
bang_and_twang-art-playing = wird gespielt
bang_and_twang-art-top = oben auf der Ablage ({ $n })
bang_and_twang-art-listening = wartet auf Reaktionen…

## The alt text

bang_and_twang-art-alt-hand = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} auf der Hand, { $bank } in der Bank
bang_and_twang-art-alt-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
bang_and_twang-art-alt-locked = Bank gesperrt
bang_and_twang-art-alt-extra = { $n ->
    [one] { $n } Extrazug
   *[other] { $n } Extrazüge
} stehen an
bang_and_twang-art-alt-skips = setzt { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
} aus
bang_and_twang-art-alt-holds = hält { $cards }
bang_and_twang-art-alt-riff = Riff: { $faces }
bang_and_twang-art-alt-piles = Nachziehstapel { $n }, Ablage { $discard }
bang_and_twang-art-alt-piles-top = Nachziehstapel { $n }, Ablage { $discard } (oben: { $card })
bang_and_twang-art-alt-playing = Wird gespielt: { $card }
bang_and_twang-art-alt-direction = Gespielt wird { $clockwise ->
    [yes] im Uhrzeigersinn
   *[no] gegen den Uhrzeigersinn
}
bang_and_twang-art-alt-listening = Wartet auf Reaktionen

## Hand pictures: a card in words

bang_and_twang-art-face-sequence = { $name } ({ $text }, { $points })
bang_and_twang-art-face-tune = { $name } ({ $colour ->
    [green] grüne Melodie
    [red] rote Melodie
    [blue] blaue Melodie
    [yellow] gelbe Melodie
    [purple] lila Melodie
   *[orange] orange Melodie
}{ $scores ->
    [yes] , { $points }
   *[no] {""}
}{ $reaction ->
    [yes] , Reaktion
   *[no] {""}
})
bang_and_twang-art-badge-reaction = ⚡ Reaktion
