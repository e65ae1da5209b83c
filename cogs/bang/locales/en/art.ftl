# BANG!'s table picture: the words drawn on it and its alt text (cards, characters and roles are
# named by cards.ftl; the words every game shares are bot/locales/<lang>/art.ftl).

bang-art-title = BANG!
bang-art-status = Turn { $turn }
# The header while a player acts: $phase is what they are doing.
bang-art-status-phase = Turn { $turn } · { $name } is { $phase ->
    [setup] setting up
    [start] start of turn
    [draw] drawing
    [play] playing cards
    [discard] discarding
    [ended] end of turn
   *[other] playing
}
# A seat whose player has not chosen a character yet.
bang-art-choosing = choosing…
bang-art-out = out of the game
bang-art-token-supply = token supply { $n }
# Labels above the cards shown in the middle of the table.
bang-art-store = General Store
bang-art-check = draw!
bang-art-landing = about to land

## The alt text (clauses of a seat, joined by commas; sentences of the middle of the table)

bang-art-alt-life = { $life } of { $max } life
bang-art-alt-hand = { $n ->
    [one] { $n } card
   *[other] { $n } cards
} in hand
bang-art-alt-tokens = { $n ->
    [one] { $n } Load token
   *[other] { $n } Load tokens
}
# A card in play with its Load tokens.
bang-art-alt-loaded = { $card } ({ $n ->
    [one] { $n } token
   *[other] { $n } tokens
})
bang-art-alt-in-play = in play: { $cards }
bang-art-alt-piles = Deck { $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
}, discard { $discard }
bang-art-alt-piles-top = Deck { $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
}, discard { $discard } (top: { $card })
bang-art-alt-store = General Store: { $cards }
bang-art-alt-check = draw!: { $cards }
bang-art-alt-landing = About to land: { $cards }
bang-art-alt-supply = Token supply { $n }

## Card faces: the badges

# A weapon's range.
bang-art-badge-range = range { $n }
# An Armed & Dangerous card's upgrade cost in Load tokens (● is a token).
bang-art-badge-upgrade = upgrade { $n } ●
