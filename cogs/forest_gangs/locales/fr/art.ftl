# L'image de la table de Forest Gangs : les mots dessinés et son texte alternatif.

forest_gangs-art-title = Forest Gangs
forest_gangs-art-status = Manche { $round }{ $waiting ->
    [choose_card] { " · " }chacun pose une carte
    [abilities] { " · " }en attente des pouvoirs
    [reveal] { " · " }révélez votre carte du dessus
   *[other] {""}
}
forest_gangs-art-ghost = Fantôme
forest_gangs-art-kids = Enfants { $n }
forest_gangs-art-mark-duel = DUEL
forest_gangs-art-mark-duel-alt = en duel

## A seat's plate

forest_gangs-art-value = valeur { $n }
forest_gangs-art-card-out = { $card } (éliminée)
forest_gangs-art-laid = carte posée
forest_gangs-art-last = dernière : { $card }
forest_gangs-art-no-card = aucune carte
forest_gangs-art-deck-hand = paquet { $deck } · main { $hand }
forest_gangs-art-total = { $n ->
    [one] carte
   *[other] cartes
}

## The middle of the table

forest_gangs-art-loot-pile = le Butin { $n }
forest_gangs-art-carried = { $n } reportées
forest_gangs-art-combat = Dernier combat : { $who } gagne, +{ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
forest_gangs-art-combat-card = Dernier combat : { $who } gagne avec { $card } ({ $value }), +{ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
forest_gangs-art-combat-value = Dernier combat : { $who } gagne avec un ({ $value }), +{ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}

## The alt text

forest_gangs-art-alt-in-play = { $card } ({ $value }) en jeu{ $out ->
    [yes] , hors de ce combat
   *[no] {""}
}
forest_gangs-art-alt-in-play-value = un { $value } en jeu{ $out ->
    [yes] , hors de ce combat
   *[no] {""}
}
forest_gangs-art-alt-laid = carte posée face cachée
forest_gangs-art-alt-before = a joué { $card } ({ $value }) au dernier combat
forest_gangs-art-alt-before-value = a joué un ({ $value }) au dernier combat
forest_gangs-art-alt-no-card = aucune carte en jeu
forest_gangs-art-alt-piles = paquet { $deck }, main { $hand }, défausse { $discard } ; { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
forest_gangs-art-alt-seat = { $head } ; { $piles }
forest_gangs-art-alt-ghost = le joueur fantôme ; { $head } ; { $piles }
forest_gangs-art-alt-loot = Le Butin : { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}{ $carried ->
    [0] {""}
   *[other] { " " }({ $carried } reportées)
}

## Hand pictures: a creature card in words

forest_gangs-art-face-creature = { $name } ({ $rank }, { $colour ->
    [acorn] bande du gland
    [mushroom] bande du champignon
    [feather] bande de la plume
    [moon] bande de la lune
    [leaf] bande de la feuille
   *[stone] bande de la pierre
})
