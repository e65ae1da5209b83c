# L'image de la table de BANG! : les mots dessinés et son texte alternatif.

bang-art-title = BANG!
bang-art-status = Tour { $turn }
bang-art-status-phase = Tour { $turn } · { $name } { $phase ->
    [setup] se prépare
    [start] commence son tour
    [draw] pioche
    [play] joue des cartes
    [discard] se défausse
    [ended] finit son tour
   *[other] joue
}
bang-art-choosing = choisit…
bang-art-out = hors jeu
bang-art-token-supply = réserve de jetons { $n }
bang-art-store = Magasin général
bang-art-check = Dégainez !
bang-art-landing = sur le point d'arriver

## The alt text

bang-art-alt-life = { $life } vies sur { $max }
bang-art-alt-hand = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} en main
bang-art-alt-tokens = { $n ->
    [one] { $n } jeton Charge
   *[other] { $n } jetons Charge
}
bang-art-alt-loaded = { $card } ({ $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
})
bang-art-alt-in-play = en jeu : { $cards }
bang-art-alt-piles = Pioche { $deck ->
    [one] { $deck } carte
   *[other] { $deck } cartes
}, défausse { $discard }
bang-art-alt-piles-top = Pioche { $deck ->
    [one] { $deck } carte
   *[other] { $deck } cartes
}, défausse { $discard } (dessus : { $card })
bang-art-alt-store = Magasin général : { $cards }
bang-art-alt-check = Dégainez ! : { $cards }
bang-art-alt-landing = Sur le point d'arriver : { $cards }
bang-art-alt-supply = Réserve de jetons { $n }

## Card faces: the badges

bang-art-badge-range = portée { $n }
bang-art-badge-upgrade = amélioration { $n } ●
