# Bang & Twang sur Discord : la table, les mains, l'historique, les pings et les résultats (cogs/bang_and_twang).
# Noms et textes des cartes dans cards.ftl. « Bang » et « Twang » sont les deux sons du riff.

## Les sets de mélodies (lignes du lobby)

bang_and_twang-set-green_circle = 🟢 Cercle vert — Mélodies du feu de camp
bang_and_twang-set-red_triangle = 🔺 Triangle rouge — Polka du pickpocket
bang_and_twang-set-blue_square = 🟦 Carré bleu — Bis !
bang_and_twang-set-yellow_star = ⭐ Étoile jaune — Big Band
bang_and_twang-set-purple_diamond = 🔷 Losange violet — Sorciers du riff
bang_and_twang-set-orange_heart = 🧡 Cœur orange — Gigue espiègle
bang_and_twang-set-unknown = ?

## Options dans le lobby

bang_and_twang-opt-wondertunes-all = 🌈 Mélodies merveilleuses : 8 cartes mélodie au hasard parmi les six sets
bang_and_twang-opt-wondertunes-pool = 🌈 Mélodies merveilleuses : 8 cartes mélodie au hasard parmi { $sets }
bang_and_twang-opt-double = 🎶 Double mélodie : { $set }
bang_and_twang-opt-tunes = 🎶 Mélodies : { $set }
bang_and_twang-opt-open-hands = 👐 Mains visibles
bang_and_twang-opt-hidden-hands = 🤫 Mains cachées
bang_and_twang-opt-timers = ⏱️ { $decision } s par décision · ⚡ fenêtres de réaction de { $reaction } s

## Riff et cartes

bang_and_twang-letter-bang = B
bang_and_twang-letter-twang = T
bang_and_twang-seat = Place { $n }
bang_and_twang-hand-sequence = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
bang_and_twang-hand-sequence-match = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } ✅ correspond
bang_and_twang-bank-line = { $card } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
bang_and_twang-bank-line-top = 🔝 { $card } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }

## La table publique

bang_and_twang-table-title = 🐉 Bang & Twang — tour { $turn }
bang_and_twang-status-regular = ▶️ C'est à **{ $who }**
bang_and_twang-status-extra = ▶️ C'est à **{ $who }** (tour en plus 🎉)
bang_and_twang-status-cut_in = ▶️ C'est à **{ $who }** (⚡ resquille)
bang_and_twang-status-interrupted = ⏸️ Le tour de { $who } attend
bang_and_twang-status-playing = 🎵 En jeu : { $card }
bang_and_twang-status-listening = 👂 À l'écoute des réactions…
bang_and_twang-status-waiting = ⏳ On attend { $names }
bang_and_twang-table-piles = 🃏 Pioche : **{ $draw }** · 🗑️ défausse { $discard }
bang_and_twang-table-piles-top = 🃏 Pioche : **{ $draw }** · 🗑️ défausse { $discard } (dessus : { $top })
bang_and_twang-player-counts = ✋ { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    } en main · 🏦 { $bank } en banque
bang_and_twang-player-locked = 🔒 banque protégée
bang_and_twang-player-orchestra = 🎻 Grand orchestre (repioche jusqu'à 3)
bang_and_twang-player-extra = 🎉 +{ $n } tour
bang_and_twang-player-skips = ⏭️ passe ×{ $n }
bang_and_twang-player-known = 👁️ connu en main : { $cards }
bang_and_twang-table-log = 📜 Dernières actions
bang_and_twang-table-footer-clockwise = Partie { $id } · ↻ on joue dans le sens horaire · mélodies : { $tunes }
bang_and_twang-table-footer-anticlockwise = Partie { $id } · ↺ on joue dans le sens antihoraire · mélodies : { $tunes }
bang_and_twang-button-flip = Retourner { $slot }
bang_and_twang-button-move = Déplacer { $src }→{ $dst }

## La main d'un joueur (MP ou « Ma main »)

bang_and_twang-hand-title = 🐉 Bang & Twang — ta main
bang_and_twang-window-turn_start = ⚡ **Fenêtre de réaction :** un tour va commencer (⚡ { $card }).
bang_and_twang-window-tune_played = ⚡ **Fenêtre de réaction :** une carte mélodie vient d'être jouée (⚡ { $card }).
bang_and_twang-window-action_resolved = ⚡ **Fenêtre de réaction :** une action vient de se résoudre (⚡ { $heckle } / { $ears }).
bang_and_twang-window-now = ⚡ **Fenêtre de réaction :** maintenant.
bang_and_twang-window-nothing = Tu n'as aucune carte réaction qui convient. (La fenêtre se ferme toute seule.)
bang_and_twang-window-may = Tu peux jouer une carte réaction maintenant — ou laisser passer.
bang_and_twang-prompt-take_action = 🎶 **À toi.** Retourne ou déplace une carte du riff (tu peux ensuite mettre en banque une carte qui correspond), mets en banque une carte qui correspond, ou joue une carte mélodie.
bang_and_twang-prompt-standard_action = 🎶 Fais une action normale : retourner, déplacer ou mettre en banque (pas de carte mélodie).
bang_and_twang-prompt-may_bank = ✅ Une carte de ta main correspond maintenant au riff. La mettre en banque ?
bang_and_twang-prompt-call_and_response = 🔁 { $card } : tu peux mettre en banque une carte qui correspond.
bang_and_twang-prompt-tune_bank = 🏦 Tu peux mettre une carte en banque.
bang_and_twang-prompt-tune_flip = 🔄 Retourne une carte du riff (ou arrête).
bang_and_twang-prompt-tune_move = ↔️ Tu peux déplacer une carte du riff.
bang_and_twang-prompt-tune_change = 🎛️ Change le riff (retourner ou déplacer), mets en banque une carte qui correspond, ou arrête.
bang_and_twang-prompt-tune_rotate = 🔃 { $card } : fais tourner le riff, ou arrête.
bang_and_twang-prompt-tune_set_riff = 🎚️ { $card } : règle le riff sur le triplet de ton choix.
bang_and_twang-prompt-choose_target = 🎯 Choisis un joueur.
bang_and_twang-prompt-peek_take = 👀 Mets dans ta banque une des cartes que tu vois.
bang_and_twang-prompt-restack = 🗂️ { $card } : choisis la prochaine carte de ta banque (par le dessous), ou garde l'ordre.
bang_and_twang-prompt-name_triplet = 📣 { $card } : annonce un triplet.
bang_and_twang-prompt-give_card = 🎁 { $card } : donne une de tes cartes qui correspondent.
bang_and_twang-prompt-other = À toi de décider.
bang_and_twang-requested = Demandé : { $triplet }
bang_and_twang-window-closes-at = ⏱️ La fenêtre se ferme { $due }.
bang_and_twang-window-closes-in = ⏱️ La fenêtre se ferme dans { $seconds } s.
bang_and_twang-answer-by = ⏱️ Réponds { $due } ; ensuite, le bot joue un coup sûr pour toi.
bang_and_twang-answer-within = ⏱️ Réponds dans les { $seconds } s ; ensuite, le bot joue un coup sûr pour toi.
bang_and_twang-hand-idle = Ce n'est pas à toi pour l'instant — garde un œil sur la table.
bang_and_twang-hand-field = ✋ Ta main ({ $n })
bang_and_twang-empty = _vide_
bang_and_twang-hand-peek = 👀 Tu regardes (du dessus) — toi seul les vois
bang_and_twang-hand-restack = 🗂️ Réempilage
bang_and_twang-restack-placed = Posées (par le dessous) : { $cards }
bang_and_twang-restack-rest = Encore à poser : { $cards }
bang_and_twang-hand-bank = 🏦 Ta banque : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }, { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } (du dessus)
bang_and_twang-hand-footer = { $name } · partie { $id }

## Boutons d'une main

bang_and_twang-do-bank = En banque : { $card }
bang_and_twang-do-flip = Retourner { $slot } ({ $riff })
bang_and_twang-do-move = Déplacer { $src }→{ $dst } ({ $riff })
bang_and_twang-do-rotate-left = La première à la fin
bang_and_twang-do-rotate-right = La dernière au début
bang_and_twang-do-set = Régler { $riff }
bang_and_twang-do-play = Jouer { $card }
bang_and_twang-do-play-no-effect = Jouer { $card } (sans effet)
bang_and_twang-do-choose = Choisir { $who }
bang_and_twang-do-take = Prendre { $card }
bang_and_twang-do-card-n = carte { $n }
bang_and_twang-do-request = Demander { $triplet }
bang_and_twang-do-give = Donner { $card }
bang_and_twang-do-next = Ensuite : { $card }
bang_and_twang-do-react = ⚡ { $card }
bang_and_twang-do-react-on = ⚡ { $card } sur { $who }
bang_and_twang-do-react-bank = ⚡ { $card }, en banque : { $bank }
bang_and_twang-do-pass = Ne pas réagir
bang_and_twang-done-bank = Ne pas mettre en banque
bang_and_twang-done-flip = Arrêter de retourner
bang_and_twang-done-move = Ne pas déplacer
bang_and_twang-done-change = Laisser le riff
bang_and_twang-done-rotate = Arrêter de tourner
bang_and_twang-done-restack = Garder cet ordre
bang_and_twang-done = Terminé
bang_and_twang-pick = Choisis ton coup…
bang_and_twang-pick-more = Autres coups…

## Pings (après la mention du joueur)

bang_and_twang-ping-take_action = **à toi** : retourne ou déplace une carte du riff (puis mets en banque), mets en banque une carte qui correspond ou joue une carte mélodie (dans tes MP ou avec **{ btn-my-hand }**)
bang_and_twang-ping-may_bank = **à toi** : mets en banque ta carte qui correspond, ou laisse-la (dans tes MP ou avec **{ btn-my-hand }**)
bang_and_twang-ping-own = **à toi** : ton coup (dans tes MP ou avec **{ btn-my-hand }**)
bang_and_twang-ping-give_card = donne une de tes cartes qui correspondent ({ $card }) (dans tes MP ou avec **{ btn-my-hand }**)
bang_and_twang-ping-call_and_response = { $card } : tu peux mettre en banque une carte qui correspond (dans tes MP ou avec **{ btn-my-hand }**)
bang_and_twang-ping-other = ton coup à Bang & Twang (dans tes MP ou avec **{ btn-my-hand }**)

## Dernières actions (l'historique de la table)

bang_and_twang-log-banked-sequence = 🏦 **{ $who }** met *{ $card }* en banque ({ $triplet })
bang_and_twang-log-banked = 🏦 **{ $who }** met *{ $card }* en banque ({ $points ->
        [one] { $points } pt
       *[other] { $points } pts
    })
bang_and_twang-log-start = C'est parti : riff { $riff }, { $who } commence.
bang_and_twang-log-turn-resumed = Le tour de { $who } reprend.
bang_and_twang-log-turn-extra = { $who } joue un tour en plus.
bang_and_twang-log-turn-cut_in = { $who } resquille : un tour rien qu'à lui.
bang_and_twang-log-turn = C'est à { $who }.
bang_and_twang-log-skipped = Le tour de { $who } est sauté.
bang_and_twang-log-riff-flip = { $who } retourne l'emplacement { $slot } : le riff est maintenant { $riff }.
bang_and_twang-log-riff-move = { $who } déplace l'emplacement { $slot } vers { $to } : le riff est maintenant { $riff }.
bang_and_twang-log-riff-rotate = { $who } fait tourner le riff : il est maintenant { $riff }.
bang_and_twang-log-riff-set = { $who } règle le riff sur { $riff }.
bang_and_twang-log-riff-flip_all = { $who } retourne toutes les cartes du riff : le riff est maintenant { $riff }.
bang_and_twang-log-riff = Le riff est maintenant { $riff }.
bang_and_twang-log-played = { $who } joue { $card }.
bang_and_twang-log-played-no-effect = { $who } joue { $card } (sans effet).
bang_and_twang-log-cancelled = { $by } fait taire { $who } : { $card } est annulée.
bang_and_twang-log-drawn = { $who } pioche { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }.
bang_and_twang-log-bank-take_top = { $who } prend la carte du dessus de la banque de { $source }.
bang_and_twang-log-bank-take_bottom = { $who } prend la carte du dessous de la banque de { $source }.
bang_and_twang-log-bank-swap_top = { $who } échange sa carte du dessus de banque avec { $source }.
bang_and_twang-log-bank-peek_take = { $who } jette un œil et prend une carte de la banque de { $source }.
bang_and_twang-log-bank-heckle = { $who } hue et prend une carte de la banque de { $source }.
bang_and_twang-log-bank-pass_top = { $who } prend une carte de la banque de { $source }.
bang_and_twang-log-hand-sleight = { $who } prend une carte dans la main de { $source }.
bang_and_twang-log-hand-request = { $source } donne à { $who } une carte de sa main.
bang_and_twang-log-hands-pass = { $who } fait tourner la musique : chaque main passe au suivant.
bang_and_twang-log-hands-swap = { $who } échange sa main avec { $other }.
bang_and_twang-log-requested = { $who } demande { $triplet }.
bang_and_twang-log-revealed = { $who } révèle { $card }.
bang_and_twang-log-restacked = { $who } réempile sa banque.
bang_and_twang-log-tops-passed = Les dessus de banque font le tour du feu : { $names }.
bang_and_twang-log-tops-burned = Le feu de forêt brûle { $cards }.
bang_and_twang-log-tops-burned-none = Feu de forêt : aucune banque n'avait de carte à brûler.
bang_and_twang-log-effect-extra_turn = { $who } jouera un tour en plus.
bang_and_twang-log-effect-skip = Le prochain tour de { $who } sera sauté.
bang_and_twang-log-effect-refresh_target = { $who } repioche désormais jusqu'à { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }.
bang_and_twang-log-effect-extra_actions = { $who } fait { $n } actions.
bang_and_twang-log-ended = Partie terminée. Points : { $scores }.
bang_and_twang-log-score = { $who } { $points }

## Résultats

bang_and_twang-final-stopped = Cartes en banque quand la partie a été arrêtée :
bang_and_twang-final-stopped-line = { $who } — { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en banque
bang_and_twang-final-line = { $who } — **{ $points ->
        [one] { $points } point
       *[other] { $points } points
    }** ({ $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en banque)
bang_and_twang-final-line-won = 🏆 { $who } — **{ $points ->
        [one] { $points } point
       *[other] { $points } points
    }** ({ $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en banque)
bang_and_twang-headline-one = 🏆 { $names } gagne avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
bang_and_twang-headline-one-tiebreak = 🏆 { $names } gagne avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (égalité aux points, départagée par le plus de cartes en banque)
bang_and_twang-headline-shared = 🏆 { $names } se partagent la victoire avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } chacun
bang_and_twang-headline-shared-tiebreak = 🏆 { $names } se partagent la victoire avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } chacun (égalité aux points, départagée par le plus de cartes en banque)
bang_and_twang-end-out_of_cards = 🔚 La pioche était vide et { $who } n'avait plus de cartes : la partie est terminée.
bang_and_twang-end-out_of_cards-anyone = 🔚 La pioche était vide et le joueur actif n'avait plus de cartes : la partie est terminée.
bang_and_twang-end-stall = 🔚 La pioche était vide et personne n'a mis en banque ni joué de carte pendant { $rounds } tours de table (la règle anti-blocage) : la partie est terminée.
bang_and_twang-end-turn_cap = 🔚 La partie a atteint la limite de { $turns } tours.
