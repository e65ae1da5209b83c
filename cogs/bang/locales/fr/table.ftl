# BANG! sur Discord : la table, les mains, le journal, les pings et les résultats (cogs/bang/render, cog.py).
# Les NOMS des cartes, personnages et rôles et leurs textes sont dans cards.ftl (`bang-card-…`).

## Lignes des options dans le salon

bang-option-players = 👥 3–{ $max } joueurs : rejoins, ou ajoute des joueurs IA
bang-option-two-characters = 🎭 Deux personnages chacun (on en garde un)
bang-option-one-character = 🎭 Un personnage chacun
bang-option-timeouts = ⏱️ { $turn } s par action pendant ton tour · { $answer } s pour répondre
bang-option-ad-on = 🧨 Armed & Dangerous : oui
bang-option-ad-off = 🧨 Armed & Dangerous : non

## Petits mots

bang-nobody = personne
bang-seat = Place { $n }
bang-a-card = une carte
bang-a-shot = Un tir
bang-shot-of = Le tir de { $name }
bang-choosing = choisit…
bang-within = sous { $s } s
bang-slot-character = { $name } (personnage) { $pips }
bang-weapon = arme
bang-weapon-its-ability = son effet
bang-upgrade = amélioration

## La table

bang-table-title = 🤠 BANG! — tour { $turn }
bang-table-turn = ▶️ Au tour de **{ $name }** · { $phase }
bang-phase-setup = mise en place
bang-phase-start = début du tour
bang-phase-draw = phase 1 · pioche
bang-phase-play = phase 2 · jouer des cartes
bang-phase-discard = phase 3 · défausse
bang-phase-ended = fin du tour
bang-phase-other = en jeu
bang-table-answer-in-dm = Réponds avec les boutons dans tes MP ou avec **Ma main**.
bang-table-resolving = 🕓 Sur le point d'arriver : { $cards }
bang-table-discard-top = 🗑️ Dessus de la défausse : { $card }
bang-table-store = 🏪 Magasin
bang-table-draw = 🎲 dégainez !
bang-table-recent = 📜 Récemment
bang-table-footer = Pioche { $deck } · défausse { $discard } · partie { $session } · /bang main · /bang règles
bang-table-footer-ad = Pioche { $deck } · défausse { $discard } · { $pip } réserve { $supply }/{ $total } · partie { $session } · /bang main · /bang règles
bang-table-legend = ▶️ à qui le tour · ⭐ Shérif · ❤️ vie/max · ✋ cartes en main · 🃏 cartes en jeu · 💀 éliminé
bang-table-legend-ad = ▶️ à qui le tour · ⭐ Shérif · ❤️ vie/max · ✋ cartes en main · 🃏 cartes en jeu · 💀 éliminé · { $pips } jetons de charge (sur 4)
bang-table-characters = Personnages
bang-chars-title = 🎭 **Les personnages à cette table**
bang-chars-choosing = • **{ $name }** — choisit encore son personnage

bang-pending = ⏳ On attend **{ $name }** — { $what } · { $when }
bang-pending-card = ⏳ On attend **{ $name }** — { $what } ({ $card }) · { $when }
bang-pending-card-from = ⏳ On attend **{ $name }** — { $what } ({ $card } de { $by }) · { $when }
bang-decision-play_turn = joue ses cartes
bang-decision-respond_to_shot = répond à un tir
bang-decision-respond_to_indians = répond aux Indiens !
bang-decision-respond_to_duel = répond à un Duel
bang-decision-play_beer_or_die = agonise : Bière ou éliminé
bang-decision-use_ability_when_targeted = peut utiliser le pouvoir de Sid Ketchum
bang-decision-pick_from_general_store = choisit au Magasin
bang-decision-choose_character = choisit un personnage
bang-decision-choose_check_card = choisit la carte du dégainez !
bang-decision-choose_draw_source = choisit où piocher
bang-decision-choose_card_to_put_back = choisit une carte à reposer
bang-decision-discard_to_hand_limit = défausse jusqu'à la limite de main
bang-decision-respond_to_arrow = répond à une Flèche
bang-decision-place_token = place un jeton
bang-decision-pay_tokens = paie des jetons
bang-decision-use_tumbleweed = peut utiliser le Virevoltant
bang-decision-use_al_preacher = peut utiliser le pouvoir d'Al Preacher
bang-decision-ms_abigail_ignore = peut ignorer la carte (Ms. Abigail)
bang-decision-choose_bomb_target = passe la Bombe
bang-decision-discard_for_buntline = défausse pour le Buntline Special
bang-decision-other = réfléchit

## Une main (MP ou éphémère)

bang-hand-title = 🤠 BANG! — { $name }
bang-goal-sheriff = ⭐ **{ $role }** — élimine tous les Hors-la-loi et le Renégat. Tout le monde sait qui tu es.
bang-goal-deputy = 🛡️ **{ $role }** — protège le Shérif ; élimine tous les Hors-la-loi et le Renégat.
bang-goal-outlaw = 🦹 **{ $role }** — élimine le Shérif.
bang-goal-renegade = 🐍 **{ $role }** — sois le dernier debout (élimine le Shérif en dernier).
bang-hand-life = ❤️ { $life }/{ $max } vie · 🔫 portée { $range }
bang-hand-life-ad = ❤️ { $life }/{ $max } vie · 🔫 portée { $range } · { $pip } { $tokens ->
        [one] { $tokens } jeton
       *[other] { $tokens } jetons
    } à dépenser
bang-hand-out = 💀 Tu es éliminé de la partie.
bang-hand-cards = ✋ Ta main ({ $n })
bang-hand-empty = _vide_
bang-hand-in-play = 🃏 En jeu
bang-hand-distances = 📏 Distances (🎯 = à portée)
bang-hand-looking = 👀 Tu regardes
bang-hand-over = La partie est terminée.
bang-hand-your-move = 👉 À toi
bang-hand-waiting = ⏳ En attente
bang-hand-whose-turn = ▶️ Au tour de **{ $name }** — la table en montre plus.
bang-hand-footer = Partie { $session } · toi seul vois ceci
bang-hand-legend = ❤️ vie/max · 🔫 portée · 📏 distance (🎯 à portée)
bang-hand-legend-ad = ❤️ vie/max · 🔫 portée · 📏 distance (🎯 à portée) · { $pips } jetons de charge (sur 4)
bang-hand-upgrade = { $text } · ⬆ { $cost } { $pip } : { $what }
bang-hand-upgrade-repeatable = { $text } · ⬆ { $cost } { $pip } : { $what }, cumulable

bang-upgrade-caravan = +1 carte
bang-upgrade-a_little_nip = +1 vie
bang-upgrade-quick_shot = +1 cible
bang-upgrade-flintlock = revient en main si esquivé
bang-upgrade-arrow = +1 cible
bang-upgrade-duck = revient en main
bang-upgrade-squaw = prends la carte à la place
bang-weapon-ability-big_fifty = ignore ses cartes en jeu et son pouvoir
bang-weapon-ability-buntline_special = si esquivé, la cible défausse une carte
bang-weapon-ability-double_barrel = ce BANG! ♦ ne peut pas être annulé
bang-weapon-ability-thunderer = le BANG! revient dans ta main

bang-purpose-upgrade = l'amélioration
bang-purpose-duck = l'amélioration d'À couvert !
bang-purpose-al_preacher = la pioche d'Al Preacher
bang-purpose-mexicali_kid = le tir de Mexicali Kid
bang-purpose-blue_card = le bonus de carte bleue
bang-purpose-phase_3 = ton bonus de défausse
bang-purpose-reloading = Rechargement
bang-purpose-barrel = Planque
bang-purpose-jourdonnais = Jourdonnais
bang-purpose-jail = Prison
bang-purpose-dynamite = Dynamite
bang-purpose-bomb = la Bombe
bang-purpose-julie = Julie Cutter
bang-purpose-it = cela
bang-purpose-bonus = un bonus
bang-purpose-of = { $what } de { $who }

## Choix et boutons

bang-back = Retour
bang-end-turn = Fin du tour
bang-choose-placeholder = Choisis…
bang-choice-pay-from = Depuis { $slot }
bang-choice-place-on = Sur { $slot }
bang-choice-keep-bomb = La garder
bang-choice-pass-bomb = La passer à { $name }
bang-choice-deck = De la pioche
bang-choice-discard = Dessus de la défausse ({ $card })
bang-choice-hand = De la main de { $name }
bang-choice-keep = Garder { $cards }
bang-choice-put-back = Reposer { $card }
bang-choice-take = Prendre { $card }
bang-choice-play = Jouer { $card }
bang-choice-pass = Passer
bang-choice-other = Choisir ceci

bang-abil-use = Utiliser { $name }
bang-abil-pay-from-it = paie { $n } { $pip } depuis cette carte
bang-abil-ace = { $name } : piocher une carte
bang-abil-beer-keg = { $name } : +1 ❤️
bang-abil-lock-pick = { $name } : une carte au hasard de { $who }
bang-abil-whip = { $name } : défausser { $card } de { $who }
bang-abil-mexicali = { $name } : tirer sur { $who }
bang-abil-mexicali-tower = { $name } : tirer sur { $who } + { $tower } (distance 1)
bang-abil-mexicali-desc = paie 2 { $pip }, puis choisis d'où (ce n'est pas un BANG!)
bang-abil-bass = { $name } : défausser { $card }
bang-abil-bass-desc = +2 { $pip } sur { $slot }
bang-abil-frankie = { $name } : prendre 1 { $pip } à { $who }
bang-abil-ringo = { $name } : déplacer { $n } { $pip } vers { $cards }
bang-abil-ringo-desc = depuis ton personnage { $pips }
bang-abil-sid = { $name } : défausser 2 cartes pour +1 ❤️
bang-abil-which = { $name } : lequel ?
bang-abil-where-first = ✨ **{ $name }** : choisis d'abord où.
bang-abil-how = { $name } : comment ?
bang-abil-how-prompt = ✨ **{ $name }** : choisis comment l'utiliser.
bang-group-onto = Sur { $slot }
bang-group-at = Contre { $name }

## Ton tour

bang-turn-prompt = { $fired ->
        [yes] À toi : joue des cartes, puis **Fin du tour**. Tu as déjà tiré ton BANG! ce tour-ci.
       *[no] À toi : joue des cartes, puis **Fin du tour**.
    }
bang-turn-nothing = { $fired ->
        [yes] Rien à jouer. Tu as déjà tiré ton BANG! ce tour-ci. **Fin du tour** quand tu es prêt.
       *[no] Rien à jouer. **Fin du tour** quand tu es prêt.
    }
bang-play-card-placeholder = 🃏 Jouer une carte…
bang-use-ability-placeholder = ✨ Utiliser un pouvoir…
bang-then-target = puis choisis une cible
bang-extra-upgrade = ⬆ amélioration
bang-extra-weapon = arme { $pip }
bang-confirm = ⚠️ { $reason } La jouer quand même ?
bang-confirm-full-life = Tu as toute ta vie : cette { $card } serait gaspillée.
bang-confirm-saloon = Tout le monde a toute sa vie : ce { $card } ne soignerait personne.
bang-confirm-replace = Cela remplace ton arme { $card }.
bang-confirm-replace-tokens = Cela remplace ton arme { $card } (ses { $n } { $pip } retournent dans la réserve).
bang-target-play-it = La jouer
bang-target-distance = distance { $d } · ❤️ { $life } · ✋ { $hand }
bang-target-you = toi · ❤️ { $life } · ✋ { $hand }
bang-target-in-play = { $n } en jeu
bang-target-placeholder = Cible de { $card }
bang-target-prompt = 🎯 Choisis la cible de **{ $card }**.
bang-multi-placeholder = Cibles de { $card } (jusqu'à { $n })
bang-multi-prompt = 🎯 Choisis les cibles de **{ $card }** : la première est gratuite, chaque autre coûte 1 { $pip } (jusqu'à { $n }). Ensuite, choisis lesquelles de tes cartes paient.
bang-how-card-in-play = une carte en jeu
bang-how-hand-card = 🃏 Une carte de sa main
bang-how-face-down = face cachée, au hasard
bang-how-placeholder = Comment la jouer ?
bang-how-placeholder-on = Comment la jouer sur { $name } ?
bang-how-prompt = 🃏 **{ $card }** : choisis comment.
bang-how-prompt-ad = 🃏 **{ $card }** : choisis comment. Les améliorations se paient ensuite : tu choisis lesquelles de tes cartes (ou ton personnage) paient.
bang-variant-upgrade = { $n ->
        [one] ⬆ { $what }
       *[other] ⬆ { $what } ×{ $n }
    }
bang-variant-weapon = { $weapon } : { $what }
bang-variant-bandolier = { $name } (un BANG! de plus)
bang-variant-bell-tower = { $name } (distance 1)
bang-variant-targets = { $n ->
        [one] +{ $n } cible
       *[other] +{ $n } cibles
    }
bang-cost = paie { $parts }
bang-cost-upgrades = { $n } { $pip } depuis n'importe lequel de tes emplacements
bang-cost-from = 1 { $pip } depuis { $name }

## Autres décisions

bang-prompt-store = 🏪 Magasin : choisis ta carte avec les boutons du message de la **table**.
bang-prompt-buntline = 🔫 Tu as esquivé un tir de { $card } : défausse une carte de ton choix.
bang-prompt-buntline-from = 🔫 Tu as esquivé le tir de { $card } de **{ $who }** : défausse une carte de ton choix.
bang-buntline-placeholder = Défausse une carte de ton choix
bang-prompt-character = 🎭 Choisis ton personnage.
bang-prompt-lucky-duke = 🎲 { $lucky } : choisis quelle carte compte pour le dégainez !.
bang-prompt-draw-source = 🃏 Où pioches-tu ta première carte ?
bang-prompt-kit-carlson = 👀 { $kit } : choisis les 2 cartes que tu gardes (un clic) ; la troisième retourne face cachée sur la pioche.
bang-prompt-pay = { $pip } Paie { $n ->
        [0] des jetons
        [one] { $n } jeton
       *[other] { $n } jetons
    } pour { $purpose } : choisis d'où { $n ->
        [one] il vient
       *[other] vient le suivant
    }. Une carte qui tombe à 0 jeton est défaussée.
bang-prompt-place = { $pip } Tu gagnes { $n ->
        [0] des jetons
        [one] { $n } jeton
       *[other] { $n } jetons
    } ({ $purpose }) : choisis où { $n ->
        [one] il va
       *[other] va le suivant
    } (4 au plus sur chacun). Réserve : { $supply }.
bang-prompt-bomb = 💣 Le dégainez ! de ta Bombe est rouge : passe-la, avec ses jetons, à un autre joueur.
bang-prompt-other = Choisis :
bang-leave-in-supply = Le laisser dans la réserve
bang-bonus-prompt = { $pip } Tu peux prendre 1 jeton de charge ({ $purpose }). La réserve en contient { $supply } : après l'avoir pris, il en resterait { $left }, moins que les { $need } qu'il faut pour jouer une carte Dangereuse. Le prendre, ou le laisser dans la réserve ?
bang-bonus-add-one = Prendre un jeton de charge (sur { $slot })
bang-bonus-add-on = Le mettre sur { $slot }
bang-limit-bonus = Chaque carte défaussée te rapporte 1 { $pip } (tu choisis où).
bang-limit-one = 🗑️ Défausse jusqu'à { $life ->
        [one] { $life } point de vie
       *[other] { $life } points de vie
    } : encore { $n }, une à la fois.
bang-limit-one-placeholder = Défausser une carte ({ $n } de trop)
bang-limit-placeholder = { $n ->
        [one] Coche la carte à défausser
       *[other] Coche les { $n } cartes à défausser
    }
bang-limit-prompt = 🗑️ Tu as { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } et { $life ->
        [one] { $life } point de vie
       *[other] { $life } points de vie
    } : { $n ->
        [one] coche **la carte** à défausser dans le menu.
       *[other] coche **les { $n } cartes** à défausser dans le menu, en une fois.
    }
bang-split-from = { $n } depuis { $slot }
bang-split-on = { $n } sur { $slot }
bang-split-pay = { $pip } Paie { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    } pour { $purpose } : choisis d'où ils viennent. Une carte qui tombe à 0 jeton est défaussée (une Bombe explose).
bang-split-pay-placeholder = Payer { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    } depuis…
bang-split-place = { $pip } Tu gagnes { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    } ({ $purpose }) : choisis où ils vont (4 au plus sur chacun). Réserve : { $supply }.
bang-split-place-placeholder = Mettre { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    } sur…
bang-split-leave = Ou laisse-les dans la réserve : après les avoir pris, il en resterait moins de { $need } pour une carte Dangereuse.

## Réponses hors de ton tour

bang-respond-beers = Jouer { $n } Bières (retour à 1 ❤️)
bang-respond-play = { $n ->
        [one] Jouer { $card }
       *[other] Jouer { $card } (×{ $n })
    }
bang-respond-play-upgrade = { $n ->
        [one] Jouer { $card } + { $upgrade } ({ $cost } { $pip })
       *[other] Jouer { $card } (×{ $n }) + { $upgrade } ({ $cost } { $pip })
    }
bang-respond-draw = Dégainez ! avec { $name }
bang-respond-crate = { $name } (paie 2 { $pip }) : Raté !
bang-take-respond_to_shot = Encaisser le tir (−1 ❤️)
bang-take-respond_to_indians = Perdre 1 ❤️
bang-take-respond_to_duel = Abandonner le Duel (−1 ❤️)
bang-take-respond_to_arrow = Perdre 1 ❤️
bang-take-play_beer_or_die = Pas de Bière : je suis éliminé 💀
bang-take-use_ability_when_targeted = Laisser faire
bang-respond-shot = 🎯 **{ $src }**{ $by ->
        [other] {" "}de **{ $who }**
        [yours] {" "}(le tien)
       *[none] {""}
    } sur toi ! Esquive-le ou encaisse.
bang-respond-targeted = 🎯 **{ $src }**{ $by ->
        [other] {" "}de **{ $who }**
        [yours] {" "}(le tien)
       *[none] {""}
    } te vise. Utiliser d'abord ton pouvoir ?
bang-respond-discard-bang = { $icon } **{ $card }**{ $by ->
        [other] {" "}de **{ $who }**
        [yours] {" "}(les tiens)
       *[none] {""}
    } : défausse un BANG! ou perds 1 vie.
bang-respond-other = Réponds :
bang-dying-cause = 💀 { $cause } t'a laissé à { $life } ❤️ : tu agonises ! Joue { $need ->
        [one] une Bière
       *[other] { $need } Bières
    } pour revenir à 1 ❤️ et rester dans la partie.
bang-dying = 💀 Tu agonises (à { $life } ❤️) ! Joue { $need ->
        [one] une Bière
       *[other] { $need } Bières
    } pour revenir à 1 ❤️ et rester dans la partie.
bang-cause-dynamite = la Dynamite
bang-cause-bomb = la Bombe
bang-cause-bang = le BANG! de { $src }
bang-cause-gatling = la Gatling de { $src }
bang-cause-indians = les Indiens ! de { $src }
bang-cause-duel = le Duel contre { $src }
bang-cause-arrow = la Flèche de { $src }
bang-cause-quick_shot = le Tir rapide de { $src }
bang-cause-flintlock = le Flintlock de { $src }
bang-cause-mexicali_kid = le tir de { $src } (Mexicali Kid)
bang-cause-julie_cutter = le tir de { $src } (Julie Cutter)
bang-cause-shot = le tir de { $src }
bang-tumbleweed = 🌵 Le dégainez ! pour { $what } est tombé. Payer 1 { $pip } depuis ton { $tumbleweed } ({ $pips }) pour le refaire ?
bang-tumbleweed-card = 🌵 Le dégainez ! pour { $what } a donné **{ $card }**. Payer 1 { $pip } depuis ton { $tumbleweed } ({ $pips }) pour le refaire ?
bang-tumbleweed-outcome = 🌵 Le dégainez ! pour { $what } a donné **{ $card }** — { $outcome }. Payer 1 { $pip } depuis ton { $tumbleweed } ({ $pips }) pour le refaire ?
bang-tumbleweed-redo = Refaire le dégainez ! (1 { $pip })
bang-tumbleweed-keep = Laisser ainsi
bang-outcome-dodged = ✅ le tir est esquivé
bang-outcome-no-dodge = ❌ pas d'esquive
bang-outcome-out-of-jail = ✅ sort de Prison
bang-outcome-stays-in-jail = ❌ reste en Prison
bang-outcome-no-explosion = ✅ pas d'explosion
bang-outcome-explodes = 💥 elle explose
bang-outcome-bomb-passed = ✅ la Bombe passe au suivant
bang-outcome-bomb-loses = ❌ la Bombe perd 2 ●
bang-outcome-julie-shoots = ✅ Julie Cutter riposte
bang-outcome-julie-no-shot = ❌ pas de riposte
bang-outcome-success = ✅ réussi
bang-outcome-failure = ❌ raté
bang-preacher = ✝️ Un autre joueur a joué { $card }. Payer 2 { $pip } pour piocher une carte ({ $name }) ?
bang-preacher-any = ✝️ Un autre joueur a joué une carte bleue/orange. Payer 2 { $pip } pour piocher une carte ({ $name }) ?
bang-preacher-draw = Piocher une carte (2 { $pip })
bang-abigail = 🎩 **{ $card }**{ $by ->
        [other] {" "}de **{ $who }**
       *[none] {""}
    } ne vise que toi. L'ignorer complètement ({ $name }) ?
bang-abigail-ignore = L'ignorer
bang-abigail-resolve = La laisser agir

## Pings dans le salon

bang-ping-in-dm = { $what } (dans tes MP ou avec **Ma main**)
bang-ping-on-table = { $what } avec les boutons de la table
bang-ping-your-turn = **à toi de jouer** : { $what }
bang-own-play_turn = joue des cartes ou termine ton tour
bang-own-choose_draw_source = choisis où piocher
bang-own-choose_check_card = choisis ta carte de dégainez !
bang-own-choose_card_to_put_back = choisis une carte à reposer
bang-own-discard_to_hand_limit = défausse jusqu'à ta limite de main
bang-own-pick_from_general_store = choisis ta carte au Magasin
bang-own-choose_character = choisis ton personnage
bang-own-place_token = place ton jeton de charge
bang-own-pay_tokens = paie les jetons de charge
bang-own-choose_bomb_target = passe la Bombe
bang-own-respond_to_duel = réponds au Duel : joue un BANG! ou encaisse
bang-own-other = à toi
bang-ping-shot = { $by ->
        [other] réponds au { $card } de { $who } : Raté ! ou encaisse
       *[none] réponds au { $card } : Raté ! ou encaisse
    }
bang-ping-respond_to_indians = { $by ->
        [other] réponds aux Indiens ! de { $who } : défausse un BANG! ou encaisse
       *[none] réponds aux Indiens ! : défausse un BANG! ou encaisse
    }
bang-ping-respond_to_duel = { $by ->
        [other] réponds au Duel de { $who } : joue un BANG! ou encaisse
       *[none] réponds au Duel : joue un BANG! ou encaisse
    }
bang-ping-respond_to_arrow = { $by ->
        [other] une Flèche de { $who } te vise : esquive-la ou encaisse
       *[none] une Flèche te vise : esquive-la ou encaisse
    }
bang-ping-choose_character = choisis ton personnage
bang-ping-play_beer_or_die = tu agonises
bang-ping-use_ability_when_targeted = une carte te vise
bang-ping-pick_from_general_store = choisis ta carte au Magasin
bang-ping-use_tumbleweed = tu peux refaire un dégainez ! avec ton Virevoltant
bang-ping-use_al_preacher = tu peux utiliser le pouvoir d'Al Preacher
bang-ping-ms_abigail_ignore = tu peux ignorer une carte (Ms. Abigail)
bang-ping-discard_for_buntline = défausse une carte pour le Buntline Special
bang-ping-other = à toi
bang-ping-with-card = { $what } ({ $card })
bang-ping-card-from = { $card } de { $who }
bang-ping-dying-cause = { $cause } t'a laissé à { $life } ❤️ : joue { $need ->
        [one] une Bière
       *[other] { $need } Bières
    } ou tu es éliminé
bang-ping-dying = tu agonises (à { $life } ❤️) : joue { $need ->
        [one] une Bière
       *[other] { $need } Bières
    } ou tu es éliminé
bang-ping-dying-cause-sid = { $cause } t'a laissé à { $life } ❤️ : utilise le pouvoir de Sid Ketchum ou tu es éliminé
bang-ping-dying-sid = tu agonises (à { $life } ❤️) : utilise le pouvoir de Sid Ketchum ou tu es éliminé

## Le journal (Récemment)

bang-log-answers = 🛡️ { $who } répond avec { $card }
bang-log-plays = 🃏 { $who } joue { $card }{ $more }
bang-log-plays-at = 🃏 { $who } joue { $card } sur { $target }{ $more }
bang-log-plays-as = 🃏 { $who } joue { $card } comme { $kind }{ $more }
bang-log-plays-as-at = 🃏 { $who } joue { $card } comme { $kind } sur { $target }{ $more }
bang-log-upgrades = { $n ->
        [one] { $n } amélioration
       *[other] { $n } améliorations
    }
bang-log-weapon-ability = effet d'arme
bang-log-loses = 💥 { $who } perd { $n } ❤️ → { $life }
bang-log-full-life = ❤️ { $who } a déjà toute sa vie ({ $life } ❤️)
bang-log-gains = ❤️ { $who } gagne { $n } ❤️ → { $life }
bang-log-out = 💀 { $who } est éliminé — { $role }
bang-log-out-by = 💀 { $who } est éliminé — { $role } (par { $killer })
bang-log-turn = ▶️ Tour { $turn } : { $who }
bang-log-check = 🎲 Dégainez ! de { $who } pour { $what } : { $card } { $mark }
bang-log-dodges = 💨 { $who } esquive le tir
bang-log-bomb-passed = 💣 { $who } passe la Bombe à { $to }
bang-log-back-to-hand = ↩️ { $card } revient dans la main de { $who }
bang-log-takes = 🤏 { $who } prend { $card } à { $source }
bang-log-takes-hand-card = 🤏 { $who } prend une carte de la main de { $source }
bang-log-discards = 🗑️ { $who } défausse { $cards } ({ $why })
bang-log-store = 🏪 Magasin : { $cards }
bang-log-draws = 🃏 { $who } prend { $cards } ({ $source })
bang-log-character = 🎭 { $who } est { $character }
bang-log-ability = ✨ { $who } utilise { $ability }
bang-log-tokens = { $pip } { $who } : { $delta } sur { $card } → { $tokens }
bang-log-tokens-character = { $pip } { $who } : { $delta } sur le personnage → { $tokens }
bang-log-penalty-reward_3_cards = ⚖️ { $who } pioche 3 cartes en récompense
bang-log-penalty-sheriff_discards_all = ⚖️ { $who } défausse toutes ses cartes : le Shérif a tué un Adjoint
bang-log-penalty = ⚖️ { $who } : { $what }
bang-log-reshuffle = 🔀 La défausse est mélangée pour former une nouvelle pioche
bang-source-deck = la pioche
bang-source-black_jack_shown = Black Jack la montre
bang-source-discard = la défausse
bang-source-general_store = le Magasin
bang-source-outlaw_reward = récompense
bang-source-reward = récompense pour un Hors-la-loi
bang-discard-hand_limit = limite de main
bang-discard-weapon_replaced = arme remplacée
bang-discard-jail = Prison purgée
bang-discard-dynamite_exploded = la Dynamite a explosé
bang-discard-bomb_exploded = la Bombe a explosé
bang-discard-exhausted = plus de jetons
bang-discard-eliminated = éliminé
bang-discard-sheriff_penalty = le Shérif a tué un Adjoint
bang-discard-panic = Braquage
bang-discard-dynamite_passed = la Dynamite passe au suivant
bang-discard-bomb_passed = la Bombe est passée

## La fin

bang-ending = { $why } : { $verdict } ({ $turns ->
        [one] après { $turns } tour
       *[other] après { $turns } tours
    })
bang-why-target = { $side ->
        [deputy] L'Adjoint a éliminé le Renégat, sa cible
        [renegade] Le Renégat a éliminé le Hors-la-loi, sa cible
       *[outlaw] Le Hors-la-loi a éliminé l'Adjoint, sa cible
    }
bang-why-last-standing = { $side ->
        [deputy] L'Adjoint est le dernier debout
        [renegade] Le Renégat est le dernier debout
        [sheriff] Le Shérif est le dernier debout
       *[outlaw] Le Hors-la-loi est le dernier debout
    }
bang-why-renegade-alone = Le Shérif est mort et seul le Renégat reste
bang-why-sheriff-killed = Le Shérif a été tué
bang-why-town-clean = Tous les Hors-la-loi et le Renégat sont morts
bang-why-town-clean-renegades = Tous les Hors-la-loi et les Renégats sont morts
bang-why-stalemate = Plus personne ne peut piocher ni jouer de carte
bang-verdict-sheriff-deputies = le Shérif et ses Adjoints gagnent
bang-verdict-sheriff = le Shérif gagne
bang-verdict-outlaws = les Hors-la-loi gagnent
bang-verdict-renegade = le Renégat gagne seul
bang-verdict-deputy-3 = l'Adjoint gagne
bang-verdict-outlaw-3 = le Hors-la-loi gagne
bang-verdict-renegade-3 = le Renégat gagne
bang-verdict-draw = la partie se termine sur une égalité, personne ne gagne
bang-fate-killed = tué par { $name }
bang-fate-out = éliminé
