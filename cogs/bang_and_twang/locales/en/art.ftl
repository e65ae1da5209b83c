# Bang & Twang's table picture: the words drawn on it and its alt text (cards, and the riff's Bang
# and Twang, are named by cards.ftl; the words every game shares are bot/locales/<lang>/art.ftl).

bang_and_twang-art-title = Bang & Twang
bang_and_twang-art-status = Turn { $turn }
# The header while a player has the turn ($kind: an extra turn, a cut-in, or a plain turn).
bang_and_twang-art-status-turn = Turn { $turn } · { $name }'s turn{ $kind ->
    [extra] { " " }(extra turn)
    [cut_in] { " " }(cutting in)
   *[other] {""}
}

## A seat's plate

bang_and_twang-art-in-hand = { $n } in hand
# Under the number of cards a seat has banked.
bang_and_twang-art-banked = banked
bang_and_twang-art-points = { $n } points
bang_and_twang-art-locked = bank locked
bang_and_twang-art-extra = +{ $n } turn
bang_and_twang-art-skips = skips { $n }

## The middle of the table

bang_and_twang-art-riff = the riff
bang_and_twang-art-draw-pile = draw pile
# Under the tune card shown in the middle: the one being played, or the discard's top card.
bang_and_twang-art-playing = being played
bang_and_twang-art-top = top of the discard ({ $n })
bang_and_twang-art-listening = listening for reactions…

## The alt text

bang_and_twang-art-alt-hand = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in hand, { $bank } banked
bang_and_twang-art-alt-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
bang_and_twang-art-alt-locked = bank locked
bang_and_twang-art-alt-extra = { $n ->
    [one] { $n } extra turn
   *[other] { $n } extra turns
} to come
bang_and_twang-art-alt-skips = skips { $n ->
    [one] { $n } turn
   *[other] { $n } turns
}
bang_and_twang-art-alt-holds = holds { $cards }
bang_and_twang-art-alt-riff = Riff: { $faces }
bang_and_twang-art-alt-piles = Draw pile { $n }, discard { $discard }
bang_and_twang-art-alt-piles-top = Draw pile { $n }, discard { $discard } (top: { $card })
bang_and_twang-art-alt-playing = Being played: { $card }
bang_and_twang-art-alt-direction = Play goes { $clockwise ->
    [yes] clockwise
   *[no] anticlockwise
}
bang_and_twang-art-alt-listening = Listening for reactions

## Hand pictures: a card in words

# A sequence card: its name, its triplet ("Bang Twang Twang") and its points ("1 pt").
bang_and_twang-art-face-sequence = { $name } ({ $text }, { $points })
# A tune card: its name, its set's colour, and its points and "reaction" when it has them.
bang_and_twang-art-face-tune = { $name } ({ $colour ->
    [green] green tune
    [red] red tune
    [blue] blue tune
    [yellow] yellow tune
    [purple] purple tune
   *[orange] orange tune
}{ $scores ->
    [yes] , { $points }
   *[no] {""}
}{ $reaction ->
    [yes] , reaction
   *[no] {""}
})
# The badge of a tune card played out of turn, against another's tune.
bang_and_twang-art-badge-reaction = ⚡ reaction
