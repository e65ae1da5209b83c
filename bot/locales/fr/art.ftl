# Les mots des images communes à tous les jeux (bot/art : faces des cartes, table, main).

## Card faces

art-points = { $n ->
    [one] { $n } pt
   *[other] { $n } pts
}

## Table pictures

art-seat = Place { $n }
art-mark-turn = SON TOUR
art-mark-turn-alt = c'est son tour
art-mark-wait = ATTENDU
art-mark-wait-alt = la table l'attend
art-mark-won = GAGNANT
art-mark-won-alt = gagnant
art-mark-out = ÉLIMINÉ
art-alt-title = Table de { $title }. { $status }.
art-alt-seat = { $name } : { $facts }.
art-alt-seat-marked = { $name } : { $facts } ({ $mark }).
art-alt-centre = { $centre }.
art-alt-last = Dernière action : { $line }
art-pile-deck = pioche { $n }
art-pile-discard = défausse { $n }
art-pile-draw = pioche { $n }
art-clockwise = sens horaire
art-anticlockwise = sens antihoraire
art-game-over = Partie terminée

## Hand pictures

art-hand-title = Ta main
art-hand-count = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
art-hand-empty = Aucune carte
art-hand-alt = { $title }, { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} : { $cards }.
art-hand-alt-empty = { $title } : aucune carte.
