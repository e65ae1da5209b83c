# L'image de la table de Bang & Twang : les mots dessinés et son texte alternatif.

bang_and_twang-art-title = Bang & Twang
bang_and_twang-art-status = Tour { $turn }
bang_and_twang-art-status-turn = Tour { $turn } · au tour de { $name }{ $kind ->
    [extra] { " " }(tour en plus)
    [cut_in] { " " }(s'interpose)
   *[other] {""}
}

## A seat's plate

bang_and_twang-art-in-hand = { $n } en main
bang_and_twang-art-banked = en banque
bang_and_twang-art-points = { $n } points
bang_and_twang-art-locked = banque verrouillée
bang_and_twang-art-extra = +{ $n } tour
bang_and_twang-art-skips = passe { $n }

## The middle of the table

bang_and_twang-art-riff = le riff
bang_and_twang-art-draw-pile = pioche
bang_and_twang-art-playing = en cours
bang_and_twang-art-top = dessus de la défausse ({ $n })
bang_and_twang-art-listening = à l'écoute des réactions…

## The alt text

bang_and_twang-art-alt-hand = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} en main, { $bank } en banque
bang_and_twang-art-alt-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
bang_and_twang-art-alt-locked = banque verrouillée
bang_and_twang-art-alt-extra = { $n ->
    [one] { $n } tour en plus
   *[other] { $n } tours en plus
} à venir
bang_and_twang-art-alt-skips = passe { $n ->
    [one] { $n } tour
   *[other] { $n } tours
}
bang_and_twang-art-alt-holds = tient { $cards }
bang_and_twang-art-alt-riff = Riff : { $faces }
bang_and_twang-art-alt-piles = Pioche { $n }, défausse { $discard }
bang_and_twang-art-alt-piles-top = Pioche { $n }, défausse { $discard } (dessus : { $card })
bang_and_twang-art-alt-playing = En cours : { $card }
bang_and_twang-art-alt-direction = On joue dans le sens { $clockwise ->
    [yes] horaire
   *[no] antihoraire
}
bang_and_twang-art-alt-listening = À l'écoute des réactions

## Hand pictures: a card in words

bang_and_twang-art-face-sequence = { $name } ({ $text }, { $points })
bang_and_twang-art-face-tune = { $name } ({ $colour ->
    [green] mélodie verte
    [red] mélodie rouge
    [blue] mélodie bleue
    [yellow] mélodie jaune
    [purple] mélodie violette
   *[orange] mélodie orange
}{ $scores ->
    [yes] , { $points }
   *[no] {""}
}{ $reaction ->
    [yes] , réaction
   *[no] {""}
})
bang_and_twang-art-badge-reaction = ⚡ réaction
