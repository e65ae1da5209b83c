# Le terminal (`python -m bot play whizz_bing_bang`) : la table, les événements, les menus et les mots du jeu en temps réel.

## Mots utilisés partout

whizz_bing_bang-term-secs = { $s } s
whizz_bing_bang-term-no-time = —
whizz_bing_bang-term-colour-red = rouge
whizz_bing_bang-term-colour-blue = bleu
whizz_bing_bang-term-colour-green = vert
whizz_bing_bang-term-colour-yellow = jaune
whizz_bing_bang-term-colour-purple = violet
whizz_bing_bang-term-colour-orange = orange
whizz_bing_bang-term-ranked = { $who } { $time }
whizz_bing_bang-term-scored = { $who } { $points }
whizz_bing_bang-term-input-slap = BOOM
whizz_bing_bang-term-input-punish = Punir !
whizz_bing_bang-term-input-pick_token = choix de jeton

## La table

whizz_bing_bang-term-header = Whizz Bing Bang — manche { $round }   { $direction }
whizz_bing_bang-term-clockwise = ↻ sens horaire
whizz_bing_bang-term-anticlockwise = ↺ sens antihoraire
whizz_bing_bang-term-faceup = [{ $sound }] ({ $colour })
whizz_bing_bang-term-setup-2 = Pioche face visible : { $card } sur { $n } cartes · défausse face cachée : { $discard }
whizz_bing_bang-term-setup-1 = Défausse face visible : { $card } · pioche face cachée : { $n }
whizz_bing_bang-term-must-say = { $who } doit dire { $what }
whizz_bing_bang-term-must-say-due = { $who } doit dire { $what } — trop lent à { $due }
whizz_bing_bang-term-restart = { $whizz } (on repart)
whizz_bing_bang-term-slap-phase = { $boom } ! révélé par { $who } — tout le monde tape ! (la fenêtre se ferme à { $due } ; ont tapé : { $slapped })
whizz_bing_bang-term-nobody-yet = personne pour l'instant
whizz_bing_bang-term-punish-phase = ⚠️ { $who } : { $cause } — { $punish } (la fenêtre se ferme à { $due })
whizz_bing_bang-term-over = Fin de la partie.
whizz_bing_bang-term-row = { $who } { $colour } { $dots } { $next } reçus { $got }  manche { $round }  total { $total }{ $handicap }
whizz_bing_bang-term-next = suivant : { $token }
whizz_bing_bang-term-all-given = tous donnés
whizz_bing_bang-term-handicap = { " " }handicap { $time }
whizz_bing_bang-term-legend = ●○ = tes jetons encore à donner · suivant = le jeton que tu donnerais · reçus = jetons qu'on t'a donnés · manche/total = points (chaque jeton devant toi vaut 1 ; le moins de points gagne)
whizz_bing_bang-term-last-boom = Dernier Boom : { $ranking }
whizz_bing_bang-term-last-race = Dernière course : { $ranking }
whizz_bing_bang-term-your-tokens = Tes jetons : { $tokens }
whizz_bing_bang-term-token-slot = [{ $n }:{ $token }]

## Pourquoi un joueur est puni

whizz_bing_bang-term-cause-too_slow = trop lent
whizz_bing_bang-term-cause-out_of_turn = a joué hors de son tour
whizz_bing_bang-term-cause-slap_non_boom = a tapé sur une carte qui n'est pas un Boom
whizz_bing_bang-term-cause-last_boom_slap = dernier à taper sur le Boom
whizz_bing_bang-term-cause-wrong_sound = a annoncé le mauvais son
whizz_bing_bang-term-cause-punish_without_cause = a puni sans raison
whizz_bing_bang-term-cause-early = a tapé trop tôt, sur la carte d'avant le Boom

## Pourquoi un appui n'a pas compté

whizz_bing_bang-term-ignored-double_tap = un double appui — le même bouton juste après ton dernier appui compte pour un seul
whizz_bing_bang-term-ignored-before_table = appuyé avant que la table de la nouvelle manche soit affichée
whizz_bing_bang-term-ignored-late_claim = trop tard pour la course à la punition qui vient d'être décidée
whizz_bing_bang-term-ignored-double_click = un deuxième appui juste après ta propre annonce
whizz_bing_bang-term-ignored-boom_resolved = ce Boom était déjà tranché
whizz_bing_bang-term-ignored-aimed_at_resolved_boom = trop tôt après la révélation : il visait le Boom d'avant
whizz_bing_bang-term-ignored-slap_window = pendant un Boom, seul BOOM compte
whizz_bing_bang-term-ignored-second_slap = tu avais déjà tapé
whizz_bing_bang-term-ignored-punishment_pending = une erreur est en train d'être punie : seul Punir ! compte maintenant
whizz_bing_bang-term-ignored-own_mistake = tu ne peux pas punir ta propre erreur
whizz_bing_bang-term-ignored-before_post = appuyé avant que l'erreur soit affichée
whizz_bing_bang-term-ignored-opens_token_row = il a ouvert ta rangée de jetons
whizz_bing_bang-term-ignored-no_such_slot = ce jeton n'est plus là
whizz_bing_bang-term-ignored-wrong_token = ce n'est pas ton prochain jeton
whizz_bing_bang-term-ignored-second_claim = tu t'étais déjà signalé
whizz_bing_bang-term-ignored-no_race = il n'y a pas de course à la punition
whizz_bing_bang-term-ignored-resolved = un appui plus ancien a été tranché d'abord
whizz_bing_bang-term-ignored-race_over = la course était déjà gagnée
whizz_bing_bang-term-ignored-ignored = un appui plus ancien a été tranché d'abord
whizz_bing_bang-term-ignored-overtaken = le tour était déjà passé
whizz_bing_bang-term-ignored-one_mistake_at_a_time = une erreur précédente était en train d'être tranchée
whizz_bing_bang-term-did-not-count = (ton { $input } n'a pas compté : { $why })
whizz_bing_bang-term-late-nobody = (Trop tard : personne n'a puni { $culprit } à temps{ $yours }. Ça n'a rien changé)
whizz_bing_bang-term-late-first = (Trop tard : { $winner } s'est signalé en premier{ $first } et a puni { $culprit }{ $yours }. Ça n'a rien changé)
whizz_bing_bang-term-late-first-at = { " " }({ $time })
whizz_bing_bang-term-late-yours = { " " }; le tien est arrivé à { $time } après l'affichage de l'erreur

## Événements

whizz_bing_bang-term-round-started = Manche { $round } : { $who } commence ({ $whizz } face visible).
whizz_bing_bang-term-called = { $who } dit { $sound }{ $time }, révèle { $revealed } { $next }
whizz_bing_bang-term-called-time = { " " }({ $time })
whizz_bing_bang-term-called-next = → { $who }
whizz_bing_bang-term-called-boom = — { $boom } !
whizz_bing_bang-term-reshuffled = La défausse est mélangée en une nouvelle pioche ({ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}).
whizz_bing_bang-term-mistake = ⚠️ { $culprit } : { $cause }
whizz_bing_bang-term-mistake-late = ⚠️ { $culprit } : { $cause } (un appui arrivé en retard)
whizz_bing_bang-term-boom-ranking = Classement du Boom : { $ranking } → { $outcome }
whizz_bing_bang-term-punishes = { $punisher } punit { $culprit }
whizz_bing_bang-term-nobody-slapped = personne n'a tapé
whizz_bing_bang-term-token-given = { $giver } donne son jeton { $token } à { $receiver }
whizz_bing_bang-term-token-given-race = { $giver } donne son jeton { $token } à { $receiver } [course : { $ranking }]
whizz_bing_bang-term-nobody-punished = Personne n'a puni { $culprit }.
whizz_bing_bang-term-restarts = { $who } repart dans le sens horaire : dis { $whizz } !
whizz_bing_bang-term-peeked = Le jeton { $n } est ton { $token } — pas le bon.
whizz_bing_bang-term-round-scored = Points de la manche { $round } : { $scores } · totaux : { $totals }
whizz_bing_bang-term-game-ended = Fin de la partie : { $who } { $count ->
    [one] gagne
   *[other] se partagent la victoire
} avec { $n ->
    [one] { $n } point
   *[other] { $n } points
}.

## Le résultat

whizz_bing_bang-term-result-seat = place { $n }
whizz_bing_bang-term-result = { $who } { $count ->
    [one] gagne
   *[other] se partagent la victoire
} avec { $n ->
    [one] { $n } point
   *[other] { $n } points
} après { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}

## Menus

whizz_bing_bang-term-say = Dire { $sound }
whizz_bing_bang-term-say-at = Dire { $sound } à { $when }
whizz_bing_bang-term-slap = Taper ({ $boom })
whizz_bing_bang-term-slap-at = Taper ({ $boom }) à { $when }
whizz_bing_bang-term-punish = Punir !
whizz_bing_bang-term-punish-at = Punir ! à { $when }
whizz_bing_bang-term-pick = Retourner le jeton { $n }
whizz_bing_bang-term-pick-at = Retourner le jeton { $n } à { $when }
whizz_bing_bang-term-tick = Laisser tourner l'horloge
whizz_bing_bang-term-shown = La table est affichée

## Le terminal en temps réel (tu tapes les mots)

whizz_bing_bang-term-banner = === { $title } : { $players } joueurs, graine { $seed } — tu es à la place 1 ===
whizz_bing_bang-term-help = Tape un mot puis Entrée : whizz, bing, bang, boom (taper), punir (p), ou une place de jeton de 1 à 4 à la chasse aux jetons. 'quitter' pour quitter la table.
whizz_bing_bang-term-type-whizz = whizz, w
whizz_bing_bang-term-type-bing = bing, bi
whizz_bing_bang-term-type-bang = bang, ba
whizz_bing_bang-term-type-slap = boom, b, taper
whizz_bing_bang-term-type-punish = punir, p
whizz_bing_bang-term-type-quit = quitter, q
whizz_bing_bang-term-left = Tu as quitté la table.
whizz_bing_bang-term-you-typed = toi : { $input }
whizz_bing_bang-term-you-typed-at = toi : { $input } à { $when }
whizz_bing_bang-term-refused = (pas compté : { $why })
whizz_bing_bang-term-refused-input_too_old = fait avant la dernière décision
whizz_bing_bang-term-refused-duplicate_input = déjà compté
whizz_bing_bang-term-refused-not_token_hunt = la chasse aux jetons n'est pas activée

## Statistiques de simulate

whizz_bing_bang-term-stat-rounds = manches
whizz_bing_bang-term-stat-tokens_given = jetons donnés
whizz_bing_bang-term-stat-unclaimed_mistakes = erreurs non punies
whizz_bing_bang-term-stat-punishments_by_cause = punitions par cause
whizz_bing_bang-term-stat-punishments_by_cause-too_slow = trop lent
whizz_bing_bang-term-stat-punishments_by_cause-out_of_turn = hors de son tour
whizz_bing_bang-term-stat-punishments_by_cause-slap_non_boom = tapé sur une carte qui n'est pas un Boom
whizz_bing_bang-term-stat-punishments_by_cause-last_boom_slap = dernier à taper sur le Boom
whizz_bing_bang-term-stat-punishments_by_cause-wrong_sound = mauvais son
whizz_bing_bang-term-stat-punishments_by_cause-punish_without_cause = punition sans raison
