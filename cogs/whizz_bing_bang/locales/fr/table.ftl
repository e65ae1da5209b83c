# Whizz Bing Bang sur Discord : la table, la réponse à un appui, les lignes Récent, les options du salon,
# les pings et la fin de partie. Les noms des sons viennent de cards.ftl.

## Nombres

whizz_bing_bang-seconds = { $s } s
whizz_bing_bang-no-time = —
whizz_bing_bang-no-press = — (pas d'appui)
whizz_bing_bang-seat = Place { $n }

## La table

whizz_bing_bang-table-title = 💥 Whizz Bing Bang — manche { $round }
whizz_bing_bang-direction = Sens **{ $way ->
    [cw] ↻ horaire
   *[acw] ↺ antihoraire
  }** · { $pile }
whizz_bing_bang-pile = pioche : { $n }
whizz_bing_bang-pile-face-up = pioche face visible sur { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }
whizz_bing_bang-status-call = ▶ **{ $who }** — dis **{ $sound }**
whizz_bing_bang-status-restart = ▶ **{ $who }** repart dans le sens horaire : dis **{ $whizz }** (quelle que soit la carte)
whizz_bing_bang-status-slap = 💥 **{ $boom } !** Tout le monde tape — appuyez sur **{ $boom }** ! (le plus lent en { $s } prend un jeton)
whizz_bing_bang-status-punish = ⚠️ **{ $who }** : { $cause } — le premier **Punir !** lui donne un jeton ({ $s })
whizz_bing_bang-status-over = Partie terminée.
whizz_bing_bang-field-players = Joueurs
whizz_bing_bang-player-line = { $mark } { $dot } **{ $name }** { $dots } { $next } · reçus { $got } · manche **{ $round }** · total **{ $total }**
whizz_bing_bang-player-next = prochain { $icon } { $token }
whizz_bing_bang-player-all-given = tous donnés
whizz_bing_bang-player-handicap = handicap { $ms } ms
whizz_bing_bang-legend = *●○ tes jetons encore à donner · prochain = le jeton que tu donnerais en punissant · reçus = jetons qu'on t'a donnés · manche / total = points (1 par jeton devant toi ; le moins de points gagne)*
whizz_bing_bang-field-last-boom = 💥 Dernier Boom — classement des tapes
whizz_bing_bang-field-last-race = ⚖️ Dernière course pour punir
whizz_bing_bang-verdict = → **{ $punisher }** a puni **{ $culprit }** ({ $cause })
whizz_bing_bang-field-recent = 📜 Récent
whizz_bing_bang-footer = Session { $id } · trop lent après { $slow } · { $slap } pour taper un Boom · { $punish } pour punir · /whizz_bing_bang { $rules }

## Boutons

whizz_bing_bang-button-punish = Punir !

## Pourquoi un joueur s'est trompé

whizz_bing_bang-cause-too_slow = trop lent
whizz_bing_bang-cause-out_of_turn = a joué hors tour
whizz_bing_bang-cause-slap_non_boom = a tapé une carte qui n'est pas un Boom
whizz_bing_bang-cause-last_boom_slap = dernier à taper le Boom
whizz_bing_bang-cause-wrong_sound = a annoncé le mauvais son
whizz_bing_bang-cause-punish_without_cause = a puni sans raison
whizz_bing_bang-cause-early = a tapé trop tôt ({ $early })
whizz_bing_bang-cause-other = une erreur
whizz_bing_bang-early = une tape moins de { $s } après une nouvelle carte compte pour la carte d'avant, qui n'était pas un Boom

## Un appui, tel que seul son auteur le voit

whizz_bing_bang-press-call = { $icon } **{ $sound }**
whizz_bing_bang-press-slap = 💥 **{ $boom }**
whizz_bing_bang-press-punish = ⚖️ **Punir !**
whizz_bing_bang-press-received = { $label } reçu
whizz_bing_bang-press-before = { $label } reçu **{ $t } avant** { $phase ->
    [call] que la carte soit affichée
    [restart] que la reprise soit affichée
    [slap] que le Boom soit affiché
    [punish] que l'erreur soit affichée
   *[other] que la table change
  }
whizz_bing_bang-press-after = { $label } reçu à **+{ $t }** après { $phase ->
    [call] l'affichage de la carte
    [restart] l'affichage de la reprise
    [slap] l'affichage du Boom
    [punish] l'affichage de l'erreur
   *[other] le changement de la table
  }
whizz_bing_bang-ruling-called = ✅ Bonne annonce : **{ $sound }** révélé.
whizz_bing_bang-ruling-mistake = ⚠️ Une erreur : { $what }. Le premier **Punir !** te donne un jeton ; ensuite tu repars avec **{ $whizz }**.
whizz_bing_bang-ruling-early = ⚠️ Trop tôt : { $early }. Le premier **Punir !** te donne un jeton ; ensuite tu repars avec **{ $whizz }**.
whizz_bing_bang-you-too_slow = tu as été trop lent
whizz_bing_bang-you-out_of_turn = tu as joué hors tour
whizz_bing_bang-you-slap_non_boom = tu as tapé une carte qui n'est pas un Boom
whizz_bing_bang-you-last_boom_slap = tu as été le dernier à taper le Boom
whizz_bing_bang-you-wrong_sound = tu as annoncé le mauvais son
whizz_bing_bang-you-punish_without_cause = tu as puni sans raison
whizz_bing_bang-you-other = tu t'es trompé
whizz_bing_bang-ruling-fastest = 🥇 Tape la plus rapide ({ $t }) : tu donnes à **{ $culprit }** { $token ->
    [none] ton jeton.
   *[other] ton jeton **{ $token }**.
  }
whizz_bing_bang-ruling-slowest = 🐢 Tape la plus lente ({ $t }) : **{ $punisher }** te donne { $token ->
    [none] son jeton
   *[other] son jeton **{ $token }**
  } ; tu repars avec **{ $whizz }**.
whizz_bing_bang-ruling-slap-counted = 💥 Tape comptée : { $pos ->
    [1] 1re
   *[other] { $pos }e
  } sur { $n } ({ $t }). **{ $punisher }** a puni **{ $culprit }**.
whizz_bing_bang-ruling-won-race = ⚖️ Tu as gagné la course ({ $t }) : **{ $receiver }** reçoit { $token ->
    [none] ton jeton.
   *[other] ton jeton **{ $token }**.
  }
whizz_bing_bang-ruling-lost-race = ⚖️ Réclamation comptée ({ $t }), mais **{ $winner }** a été plus rapide ({ $best }).
whizz_bing_bang-ruling-lost-race-handicap = ⚖️ Réclamation comptée ({ $t }), mais **{ $winner }** a été plus rapide ({ $best }, moins un handicap de { $handicap }).
whizz_bing_bang-ruling-ignored = ▫️ Pas compté : { $why }. Ça n'a rien changé.
whizz_bing_bang-late-won = ⚖️ Trop tard : **{ $winner }** a réclamé en premier (+{ $first }) et puni **{ $culprit }** ; le tien est arrivé à +{ $mine } après l'affichage de l'erreur. Ça n'a rien changé.
whizz_bing_bang-late-nobody = ⚖️ Trop tard : personne n'a puni **{ $culprit }** à temps ; le tien est arrivé à +{ $mine } après l'affichage de l'erreur. Ça n'a rien changé.
whizz_bing_bang-late-unknown = ⚖️ Trop tard pour la course pour punir qui vient d'être tranchée. Ça n'a rien changé.
whizz_bing_bang-waiting-ignored = ▫️ Pas compté : { $why }.
whizz_bing_bang-waiting-slap = ⏳ Le classement arrive quand tout le monde a tapé ou que le temps est écoulé.
whizz_bing_bang-waiting-punish = ⏳ La course est tranchée { $grace } après la première réclamation (une réclamation plus ancienne peut encore être en route).
whizz_bing_bang-waiting-call = ⏳ La décision arrive après le délai de grâce de { $grace } (un appui plus ancien peut encore être en route).
whizz_bing_bang-press-game-over = 🏁 La partie est terminée.
whizz_bing_bang-press-game-ended = 🏁 La partie s'est terminée avant que cet appui soit jugé.

## Pourquoi un appui n'a pas compté

whizz_bing_bang-ignored-double_tap = un double appui — le même bouton juste après ton dernier appui dessus ne compte qu'une fois
whizz_bing_bang-ignored-before_table = appuyé avant l'affichage de la table de la nouvelle manche
whizz_bing_bang-ignored-late_claim = trop tard pour la course pour punir qui vient d'être tranchée
whizz_bing_bang-ignored-double_click = un second appui juste après ta propre annonce
whizz_bing_bang-ignored-boom_resolved = ce Boom était déjà jugé
whizz_bing_bang-ignored-aimed_at_resolved_boom = trop tôt après la révélation : il visait le Boom d'avant
whizz_bing_bang-ignored-slap_window = pendant un Boom, seul { $boom } compte
whizz_bing_bang-ignored-second_slap = tu avais déjà tapé
whizz_bing_bang-ignored-punishment_pending = une erreur est en train d'être punie : seul Punir ! compte maintenant
whizz_bing_bang-ignored-own_mistake = tu ne peux pas punir ta propre erreur
whizz_bing_bang-ignored-before_post = appuyé avant l'affichage de l'erreur
whizz_bing_bang-ignored-opens_token_row = il a ouvert ta rangée de jetons
whizz_bing_bang-ignored-no_such_slot = ce jeton n'est plus là
whizz_bing_bang-ignored-wrong_token = ce n'est pas ton prochain jeton
whizz_bing_bang-ignored-second_claim = tu avais déjà réclamé
whizz_bing_bang-ignored-no_race = il n'y a pas de course pour punir
whizz_bing_bang-ignored-resolved = un appui plus ancien a été jugé d'abord
whizz_bing_bang-ignored-race_over = la course était déjà gagnée
whizz_bing_bang-ignored-ignored = un appui plus ancien a été jugé d'abord
whizz_bing_bang-ignored-overtaken = le tour était déjà passé
whizz_bing_bang-ignored-one_mistake_at_a_time = une erreur plus ancienne était en train d'être jugée
whizz_bing_bang-ignored-other = ça n'a rien changé

## Chasse aux jetons

whizz_bing_bang-hunt-title = ⚖️ Chasse aux jetons
whizz_bing_bang-hunt-idle = Pas de course pour punir en ce moment.
whizz_bing_bang-hunt-find-title = ⚖️ Chasse aux jetons — trouve ton jeton
whizz_bing_bang-hunt-find = Punis **{ $who }** : retourne ton jeton **{ $icon } { $token }**. Le premier bon clic gagne la course ; un mauvais te montre ce jeton.
whizz_bing_bang-hunt-slot = Jeton { $n }
whizz_bing_bang-hunt-not-it = { $token } (pas celui-là)

## Récent

whizz_bing_bang-event-round = Manche { $round } : { $who } commence ({ $whizz } face visible).
whizz_bing_bang-event-called = { $who } dit { $sound } ({ $t }), révèle { $revealed } → { $next }
whizz_bing_bang-event-called-boom = { $who } dit { $sound } ({ $t }), révèle { $revealed } — { $boom } !
whizz_bing_bang-event-reshuffled = La défausse est mélangée en une nouvelle pioche ({ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }).
whizz_bing_bang-event-mistake = ⚠️ { $who } : { $cause }
whizz_bing_bang-event-mistake-late = ⚠️ { $who } : { $cause } (un appui arrivé en retard)
whizz_bing_bang-event-boom = Classement du Boom : { $ranking } → { $punisher } punit { $culprit }
whizz_bing_bang-event-boom-nobody = Classement du Boom : { $ranking } → personne n'a tapé
whizz_bing_bang-event-token = { $giver } donne son jeton { $token } à { $receiver }
whizz_bing_bang-event-token-race = { $giver } donne son jeton { $token } à { $receiver } [course : { $ranking }]
whizz_bing_bang-event-nobody-punished = Personne n'a puni { $who }.
whizz_bing_bang-event-restart = { $who } repart dans le sens horaire : dis { $whizz } !
whizz_bing_bang-event-round-scored = Points de la manche { $round } : { $scores } · totaux : { $totals }
whizz_bing_bang-event-score = { $name } { $n }
whizz_bing_bang-event-game-ended = Partie terminée : { $names } { $count ->
    [one] gagne
   *[other] se partagent la victoire
  } avec { $n ->
    [one] { $n } point
   *[other] { $n } points
  }.

## Options du salon

whizz_bing_bang-option-timing = ⏱️ Trop lent après **{ $slow }** · 💥 **{ $slap }** pour taper un Boom · ⚖️ **{ $punish }** pour punir
whizz_bing_bang-option-typed-on = ⌨️ Mots tapés : oui ({ $words })
whizz_bing_bang-option-typed-off = ⌨️ Mots tapés : non (boutons seulement)
whizz_bing_bang-option-end = 🏁 Fin à { $n ->
    [one] { $n } point
   *[other] { $n } points
  } · Mise en place n°{ $setup }
whizz_bing_bang-option-two-players = 2 joueurs autorisés
whizz_bing_bang-option-ai = 🤖 Les joueurs IA réagissent en environ { $s }
whizz_bing_bang-option-token-hunt = 🔎 Chasse aux jetons : pour punir, trouve ton prochain jeton parmi tes jetons face cachée
whizz_bing_bang-option-first = ▶ Premier joueur : place { $n }

## Mots tapés (en plus des mots anglais) : le son tel que le français l'écrit

whizz_bing_bang-typed-whizz = whizz
whizz_bing_bang-typed-bing = bing
whizz_bing_bang-typed-bang = bang
whizz_bing_bang-typed-boom = boom, boum

## Pings et fin

whizz_bing_bang-ping-too-slow = ⏰ { $mention }, tu as été trop lent : tu repars avec **{ $whizz }** quand la table le dit.
whizz_bing_bang-ping-too-slow-last = ⏰ { $mention }, tu as été trop lent : tu repars avec **{ $whizz }** quand la table le dit. Encore une fois et une IA prend ta place.
whizz_bing_bang-ping-ai = 🤖 { $mention } a été trop lent { $n } fois de suite : une IA joue à sa place maintenant (`/whizz_bing_bang { $takeback }` pour revenir).
whizz_bing_bang-final-line = { $name } : **{ $n ->
    [one] { $n } point
   *[other] { $n } points
  }**
whizz_bing_bang-final-rounds = Manches jouées : { $n }
whizz_bing_bang-end-one = 🔚 **{ $who }** a atteint { $n ->
    [one] { $n } point
   *[other] { $n } points
  } (la partie s'arrête à { $end }). Le moins de points gagne.
whizz_bing_bang-end-many = 🔚 { $who } ont atteint le score final (la partie s'arrête à { $end }). Le moins de points gagne.
whizz_bing_bang-end-each = **{ $name }** ({ $n ->
    [one] { $n } point
   *[other] { $n } points
  })
whizz_bing_bang-end-last-round = La dernière manche s'est terminée quand **{ $giver }** a donné son jeton Boom à **{ $receiver }** ({ $cause }).
whizz_bing_bang-end-deciding-boom = 💥 Le Boom décisif : { $ranking }
whizz_bing_bang-end-deciding-race = ⚖️ La course pour punir décisive : { $ranking }
