# Le terminal (`python -m bot play forest_gangs`) : la table, le journal du combat, les événements et les menus.

forest_gangs-term-ghost = Fantôme
forest_gangs-term-the-ghost = le fantôme
forest_gangs-term-cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
forest_gangs-term-card = { $name } ({ $value })

## La table

forest_gangs-term-header = Forest Gangs — manche { $round }{ $mode } · Butin : { $loot }
forest_gangs-term-kids1 = { " · " }Enfants 1
forest_gangs-term-kids2 = { " · " }Enfants 2
forest_gangs-term-piles = pioche { $deck } · main { $hand } · défausse { $discard } = { $cards }
forest_gangs-term-plays = joue { $card }
forest_gangs-term-out = { $play } (éliminé)
forest_gangs-term-laid = a posé une carte face cachée
forest_gangs-term-to-answer = doit répondre…
forest_gangs-term-hand = Ta main : { $cards }
forest_gangs-term-not-offered = Pas proposée : { $card } — tu as une Grenouille, et une Grenouille doit être jouée.
forest_gangs-term-waiting = En attente : { $what } — { $who }
forest_gangs-term-waiting-choose_card = chacun pose une carte
forest_gangs-term-waiting-abilities = pouvoirs (Métamorphe, Gobelin)
forest_gangs-term-waiting-reveal = chacun révèle la carte du dessus de sa pioche

## Le journal du combat

forest_gangs-term-level = [duel { $level }]{ " " }
forest_gangs-term-play = { $who } : { $card }
forest_gangs-term-revealed = Révélées : { $plays }
forest_gangs-term-shapeshifted = { $level }Métamorphe utilisé → { $plays }
forest_gangs-term-duel = { $level }Duel de { $value } : { $seats }
forest_gangs-term-giants = { $level }Les Géants à égalité vont au Butin : { $seats }
forest_gangs-term-goblins = { $level }Les Gobelins rejoignent le duel : { $seats }
forest_gangs-term-duel-cards = { $level }Cartes du duel : { $plays }
forest_gangs-term-banished = { $level }La Chèvre-mouton envoie la Dragonne au Butin ({ $plays })
forest_gangs-term-winner = { $who } gagne le combat ({ $why }) et remporte { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
forest_gangs-term-why-mantis_in_duel = la Mante gagne un duel
forest_gangs-term-why-fungid_lowest = le Fongide est la carte la plus faible
forest_gangs-term-why-highest = la carte la plus forte
forest_gangs-term-why-only_card = la seule carte restante
forest_gangs-term-why-goatsheep = la Chèvre-mouton a banni la Dragonne
forest_gangs-term-no-winner = Plus aucune carte en jeu : personne ne gagne ; le Butin ({ $n }) reste en place
forest_gangs-term-gnome = Gnome ! Chacun passe sa carte en main à sa gauche
forest_gangs-term-someone = quelqu'un
forest_gangs-term-end-duel = { $who } ne peut pas piocher pendant le duel : fin de partie, { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} pour chaque duelliste
forest_gangs-term-end-reveal = { $who } ne peut pas révéler : fin de partie
forest_gangs-term-end-draw = { $who } ne peut pas piocher : fin de partie

## Événements

forest_gangs-term-round = Manche { $round }
forest_gangs-term-round-loot = Manche { $round } (Butin reporté : { $loot })
forest_gangs-term-drew = Tu as pioché { $card }
forest_gangs-term-reshuffled = { $who } mélange sa défausse en une nouvelle pioche ({ $n })
forest_gangs-term-lays-hidden = { $who } pose une carte face cachée
forest_gangs-term-you-lay = Tu poses { $card }
forest_gangs-term-received = Tu as reçu { $card } de { $who }

## Le résultat

forest_gangs-term-wins = { $who } gagne avec { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
forest_gangs-term-ghost-wins = Le fantôme gagne avec { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
forest_gangs-term-share = { $who } se partagent la victoire avec { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}

## Menus

forest_gangs-term-play-random = Jouer une carte au hasard (comme à la fin du temps)
forest_gangs-term-play-card = Jouer { $card }
forest_gangs-term-use-shapeshifter = Utiliser le Métamorphe
forest_gangs-term-keep-shapeshifter = Garder le Métamorphe
forest_gangs-term-join-duel = Rejoindre le duel
forest_gangs-term-stay-out = Rester en dehors
forest_gangs-term-reveal = Révéler

## Statistiques de simulate

forest_gangs-term-stat-rounds = manches
forest_gangs-term-stat-end = fin
forest_gangs-term-stat-end-refill = ne peut pas piocher au réassort
forest_gangs-term-stat-end-reveal = ne peut pas révéler
forest_gangs-term-stat-end-duel = ne peut pas piocher en duel
forest_gangs-term-stat-ghost_won = victoire du fantôme
