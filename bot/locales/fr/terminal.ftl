# Le terminal (`python -m bot play <jeu>` et `python -m bot simulate <jeu>`) : les mots communs à tous les jeux.

## Places

term-seat = Place { $n }
term-you = { $name } (toi)

## Jouer

term-banner = === { $title } : { $players } joueurs, graine { $seed } ===
term-you-are = Tu es à la place 1 ; des IA jouent les autres places. Réponds à chaque menu par son numéro.
term-choice = Ton choix :
term-type-number = Tape un nombre de 1 à { $n }.
term-not-finished = La partie ne s'est pas terminée.
term-nobody = personne
term-winners = { $n ->
    [one] Gagnant
   *[other] Gagnants
} : { $names }
term-summary-winners = { $summary } ({ $n ->
    [one] gagnant
   *[other] gagnants
} : { $names })
term-game-over = *** Fin de la partie : { $line } ***
term-bye = Salut !

## simulate : des IA jouent entre elles, à toute vitesse

term-sim-header = { $title } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $players } joueurs, graine { $seed }
term-sim-speed = { $games } parties/s   { $actions } actions/s   { $per_game } actions/partie   ({ $seconds } s)
term-sim-wins = victoires par place : { $seats }
term-sim-average = moyenne { $name } : { $value }
term-sim-counts = { $name } : { $counts }
term-yes = oui
term-no = non
term-stat-none = aucun
