# Le terminal (`python -m bot play bang_and_twang`) : la table, les événements, les questions et les menus.

## Mots utilisés partout

bang_and_twang-term-letter-B = B
bang_and_twang-term-letter-T = T
bang_and_twang-term-face-B = Bang
bang_and_twang-term-face-T = Twang
bang_and_twang-term-cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
bang_and_twang-term-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
bang_and_twang-term-sequence = { $name } ({ $triplet }, { $points })
bang_and_twang-term-sequence-view = { $name } [{ $triplet }] { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
bang_and_twang-term-tune-view = { $name } : { $text }
bang_and_twang-term-reaction-view = { $name } (réaction) : { $text }
bang_and_twang-term-empty = (vide)

## La table

bang_and_twang-term-riff = Riff : { $slots }
bang_and_twang-term-slot = [{ $slot }] { $face }
bang_and_twang-term-turn = Tour { $turn } : { $whose }{ $interrupting }  | pioche { $draw }  | défausse { $discard }{ $top }
bang_and_twang-term-yours-turn = à toi ({ $seat })
bang_and_twang-term-yours-extra = ton tour en plus ({ $seat })
bang_and_twang-term-yours-cut_in = tu t'incrustes ({ $seat })
bang_and_twang-term-theirs-turn = tour de { $who }
bang_and_twang-term-theirs-extra = tour en plus de { $who }
bang_and_twang-term-theirs-cut_in = { $who } s'incruste
bang_and_twang-term-interrupting = , en interrompant { $who }
bang_and_twang-term-top = { " " }(dessus : { $card })
bang_and_twang-term-listening = En attente de réactions : { $window }…
bang_and_twang-term-window-turn_start = un tour va commencer ({ $cut_in })
bang_and_twang-term-window-tune_played = une carte mélodie vient d'être jouée ({ $shush })
bang_and_twang-term-window-action_resolved = une action vient de se résoudre ({ $heckle } / { $quick_ears })
bang_and_twang-term-window-now = maintenant
bang_and_twang-term-player = { $who } : { $hand } en main, { $bank } en banque
bang_and_twang-term-bank-locked = banque verrouillée
bang_and_twang-term-extra-turns = +{ $n ->
    [one] { $n } tour en plus
   *[other] { $n } tours en plus
}
bang_and_twang-term-skips = { $n ->
    [one] { $n } tour
   *[other] { $n } tours
} à passer
bang_and_twang-term-your-hand = Ta main : { $cards }
bang_and_twang-term-your-bank = Ta banque ({ $points }) : { $cards }
bang_and_twang-term-you-see = Tu vois : { $cards }
bang_and_twang-term-game-over = Fin de la partie : { $summary }

## Ce que demande chaque décision

bang_and_twang-term-prompt-take_action = À toi : retourne ou déplace une carte du riff (tu peux ensuite mettre en banque une carte qui correspond), mets en banque une carte qui correspond, ou joue une carte mélodie.
bang_and_twang-term-prompt-standard_action = Fais une action normale : retourner, déplacer ou mettre en banque (pas de carte mélodie).
bang_and_twang-term-prompt-may_bank = Une carte de ta main correspond maintenant au riff. La mettre en banque ?
bang_and_twang-term-prompt-call_and_response = { $card } : tu peux mettre en banque une carte qui correspond.
bang_and_twang-term-prompt-tune_bank = Tu peux mettre une carte en banque.
bang_and_twang-term-prompt-tune_flip = Retourne une carte du riff, ou arrête.
bang_and_twang-term-prompt-tune_move = Tu peux déplacer une carte du riff.
bang_and_twang-term-prompt-tune_change = Change le riff (retourne ou déplace), mets en banque une carte qui correspond, ou arrête.
bang_and_twang-term-prompt-tune_rotate = { $card } : fais tourner le riff, ou arrête.
bang_and_twang-term-prompt-tune_set_riff = { $card } : règle le riff sur le triplet de ton choix.
bang_and_twang-term-prompt-choose_target = Choisis un joueur.
bang_and_twang-term-prompt-peek_take = Prends une des cartes que tu vois dans ta banque.
bang_and_twang-term-prompt-restack = { $card } : choisis la prochaine carte de ta banque (en partant du bas), ou garde l'ordre.
bang_and_twang-term-prompt-name_triplet = { $card } : annonce un triplet.
bang_and_twang-term-prompt-give_card = { $card } : donne une de tes cartes qui correspondent.
bang_and_twang-term-prompt-other = À toi de décider.
bang_and_twang-term-prompt-react = Fenêtre de réaction : { $window }. Joue une carte réaction, ou laisse passer.

## Événements

bang_and_twang-term-start = La partie commence : riff { $riff }, { $who } commence.
bang_and_twang-term-resumes = Le tour de { $who } reprend.
bang_and_twang-term-turn-extra = { $who } joue un tour en plus.
bang_and_twang-term-turn-cut_in = { $who } s'incruste : un tour rien qu'à lui.
bang_and_twang-term-turn-regular = Tour de { $who }.
bang_and_twang-term-skipped = { $who } passe son tour.
bang_and_twang-term-riff-flip = { $who } retourne la case { $slot } : le riff est maintenant { $riff }.
bang_and_twang-term-riff-move = { $who } déplace la case { $slot } en { $to } : le riff est maintenant { $riff }.
bang_and_twang-term-riff-rotate = { $who } fait tourner le riff : il est maintenant { $riff }.
bang_and_twang-term-riff-set = { $who } règle le riff sur { $riff }.
bang_and_twang-term-riff-flip_all = { $who } retourne toutes les cartes du riff : le riff est maintenant { $riff }.
bang_and_twang-term-riff-other = Le riff est maintenant { $riff }.
bang_and_twang-term-banks = { $who } met en banque { $card }.
bang_and_twang-term-banks-sequence = { $who } met en banque { $card } ({ $triplet }).
bang_and_twang-term-plays = { $who } joue { $card }.
bang_and_twang-term-plays-no-effect = { $who } joue { $card } (sans effet).
bang_and_twang-term-shushes = { $who } fait taire { $target } : { $card } est annulée.
bang_and_twang-term-draws = { $who } pioche { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}.
bang_and_twang-term-you-draw = Tu pioches { $cards }.
bang_and_twang-term-takes-bank = { $who } prend une carte dans la banque de { $source } ({ $how }).
bang_and_twang-term-how-take_top = celle du dessus
bang_and_twang-term-how-take_bottom = celle du dessous
bang_and_twang-term-how-swap_top = échange des dessus
bang_and_twang-term-how-peek_take = après un coup d'œil
bang_and_twang-term-how-heckle = chahut
bang_and_twang-term-how-pass_top = dessus passé au voisin
bang_and_twang-term-bank-moves = { $card } passe de la banque de { $source } à celle de { $who }.
bang_and_twang-term-bank-moves-for = { $card } passe de la banque de { $source } à celle de { $who }, contre { $returned }.
bang_and_twang-term-you-see-bank = Tu vois dans la banque de { $source } : { $cards }.
bang_and_twang-term-takes-hand = { $who } prend une carte dans la main de { $source }.
bang_and_twang-term-hand-moves = { $card } passe de { $source } à { $who }.
bang_and_twang-term-passes-music = { $who } fait passer la musique.
bang_and_twang-term-swaps-hands = { $who } échange sa main avec { $other }.
bang_and_twang-term-receives = { $who } reçoit de { $source } : { $cards }.
bang_and_twang-term-requests = { $who } demande { $triplet }.
bang_and_twang-term-reveals = { $who } révèle { $card }.
bang_and_twang-term-restacks = { $who } réordonne sa banque.
bang_and_twang-term-tops-pass = Les dessus des banques font le tour du feu de camp : { $seats }.
bang_and_twang-term-fire-burns = L'incendie de forêt brûle { $cards }.
bang_and_twang-term-will-extra = { $who } jouera un tour en plus.
bang_and_twang-term-will-skip = { $who } passera son prochain tour.
bang_and_twang-term-refresh = { $who } complète désormais sa main jusqu'à { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}.
bang_and_twang-term-actions = { $who } fait { $n ->
    [one] { $n } action
   *[other] { $n } actions
}.
bang_and_twang-term-listening-now = En attente de réactions…
bang_and_twang-term-points-line = Fin de la partie. Points : { $scores }.
bang_and_twang-term-seat-points = { $who } { $points }

## Le résultat

bang_and_twang-term-wins = { $who } gagne avec { $n ->
    [one] { $n } point
   *[other] { $n } points
}
bang_and_twang-term-win = { $who } gagnent avec { $n ->
    [one] { $n } point
   *[other] { $n } points
}

## Menus

bang_and_twang-term-do-bank = En banque : { $card }
bang_and_twang-term-do-flip = Retourner { $slot }
bang_and_twang-term-do-flip-gives = Retourner { $slot } (donne { $riff })
bang_and_twang-term-do-move = Déplacer { $src }→{ $dst }
bang_and_twang-term-do-move-gives = Déplacer { $src }→{ $dst } (donne { $riff })
bang_and_twang-term-do-left-to-end = La première à la fin
bang_and_twang-term-do-right-to-front = La dernière au début
bang_and_twang-term-do-set = Régler le riff sur { $riff }
bang_and_twang-term-do-play = Jouer { $card }
bang_and_twang-term-done-may_bank = Ne pas mettre en banque
bang_and_twang-term-done-tune_bank = Ne pas mettre en banque
bang_and_twang-term-done-call_and_response = Ne pas mettre en banque
bang_and_twang-term-done-tune_flip = Arrêter de retourner
bang_and_twang-term-done-tune_move = Ne pas déplacer
bang_and_twang-term-done-tune_change = Arrêter de changer le riff
bang_and_twang-term-done-tune_rotate = Arrêter de tourner
bang_and_twang-term-done-restack = Garder cet ordre
bang_and_twang-term-done = Terminé
bang_and_twang-term-do-choose = Choisir { $who }
bang_and_twang-term-do-take = Prendre la carte { $n } en partant du dessus
bang_and_twang-term-do-request = Demander { $triplet }
bang_and_twang-term-do-give = Donner { $card }
bang_and_twang-term-do-restack = Ensuite la carte { $n }
bang_and_twang-term-do-react = Réagir : { $card }
bang_and_twang-term-do-react-on = Réagir : { $card } sur { $who }
bang_and_twang-term-do-react-bank = Réagir : { $card }, mettre en banque { $bank }
bang_and_twang-term-do-pass = Ne pas réagir

## Statistiques de simulate

bang_and_twang-term-stat-turns = tours
bang_and_twang-term-stat-top_score = meilleur score
bang_and_twang-term-stat-banked = cartes en banque
bang_and_twang-term-stat-shared_win = victoire partagée
