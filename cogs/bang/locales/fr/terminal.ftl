# BANG! dans le terminal (`python -m bot play bang`) : la table, les lignes d'événements et le menu des réponses,
# cogs/bang/terminal_text.py. Noms des cartes, personnages et rôles et pouvoirs des personnages : cards.ftl.

## Places

bang-term-seat = Place { $n }
bang-term-nobody = personne
bang-term-seat-you = { $seat } (toi)
bang-term-choosing = (choisit)

## La table

bang-term-phase-setup = mise en place
bang-term-phase-start = début du tour
bang-term-phase-draw = phase 1 (pioche)
bang-term-phase-play = phase 2 (jouer des cartes)
bang-term-phase-discard = phase 3 (défausse)
bang-term-phase-ended = fin du tour
bang-term-phase-other = en jeu
bang-term-header = Tour { $turn } - à { $seat } de jouer, { $phase }. Pioche { $deck }, défausse { $discard }
bang-term-header-top = Tour { $turn } - à { $seat } de jouer, { $phase }. Pioche { $deck }, défausse { $discard } (dessus { $top })
bang-term-life = { $life }/{ $max } vies
bang-term-dead = mort
bang-term-seat-cards = main { $hand }  en jeu : { $play }
bang-term-seat-cards-distance = main { $hand } distance { $distance }  en jeu : { $play }
bang-term-card-tokens = [{ $n }j]
bang-term-character-tokens = jetons sur le personnage : { $n }
bang-term-supply = Jetons Charge dans la réserve : { $n } ([3j] = 3 jetons sur cette carte)
bang-term-store = { $store } : { $cards }
bang-term-you-are = Tu es { $seat } ({ $role }). Main : { $cards }
bang-term-kit-looks = Kit Carlson regarde : { $cards }
bang-term-waiting = On attend { $seat } : { $what }
bang-term-waiting-you = À toi : { $what }
bang-term-winners = Partie terminée - gagnants : { $winners }

## Ce que doit faire le joueur attendu

bang-term-decision-play-turn = jouer des cartes, puis finir le tour
bang-term-decision-respond-to-shot = répondre à un tir (Raté !, Planque, ou encaisser le coup)
bang-term-decision-respond-to-indians = répondre aux Indiens ! (défausser un BANG! ou perdre 1 vie)
bang-term-decision-respond-to-duel = répondre à un Duel (défausser un BANG! ou perdre 1 vie)
bang-term-decision-respond-to-arrow = répondre à une Flèche (défausser un BANG! ou perdre 1 vie)
bang-term-decision-play-beer-or-die = mourant : jouer une Bière ou être éliminé
bang-term-decision-use-ability-when-targeted = utiliser le pouvoir de Sid Ketchum avant qu'une carte agisse, ou laisser faire
bang-term-decision-pick-from-general-store = prendre une carte du Magasin
bang-term-decision-choose-check-card = choisir quelle carte dégainée compte (Lucky Duke)
bang-term-decision-choose-draw-source = choisir d'où vient la première carte piochée
bang-term-decision-choose-card-to-put-back = choisir la carte à remettre sur la pioche (Kit Carlson)
bang-term-decision-discard-to-hand-limit = défausser jusqu'à ses points de vie
bang-term-decision-choose-character = choisir un personnage
bang-term-decision-place-token = choisir où vont les jetons Charge gagnés
bang-term-decision-pay-tokens = choisir d'où sont payés les jetons Charge
bang-term-decision-use-tumbleweed = refaire un dégainer avec le Virevoltant, ou le laisser
bang-term-decision-use-al-preacher = payer 2 jetons pour piocher une carte (Al Preacher), ou passer
bang-term-decision-ms-abigail-ignore = ignorer la carte (Ms. Abigail), ou la laisser agir
bang-term-decision-choose-bomb-target = passer la Bombe à un autre joueur
bang-term-decision-discard-for-buntline = défausser une carte pour le Buntline Special
bang-term-decision-other = décider

## D'où viennent les cartes, et pourquoi (entre parenthèses dans les lignes d'événements)

bang-term-why-deck = de la pioche
bang-term-why-general-store = du Magasin
bang-term-why-discard = de la défausse
bang-term-why-black-jack-shown = Black Jack la montre
bang-term-why-black-jack-extra = carte en plus de Black Jack
bang-term-why-kit-carlson-look = Kit Carlson regarde
bang-term-why-kit-carlson-kept = Kit Carlson les garde
bang-term-why-reward = récompense pour un Hors-la-loi
bang-term-why-hand-limit = limite de main
bang-term-why-weapon-replaced = arme remplacée
bang-term-why-eliminated = hors jeu
bang-term-why-sheriff-penalty = le Shérif a tué un Adjoint
bang-term-why-dynamite-exploded = la Dynamite a explosé
bang-term-why-bomb-exploded = la Bombe a explosé
bang-term-why-exhausted = plus de jetons
bang-term-why-dynamite-passed = la Dynamite passe au suivant
bang-term-why-bomb-passed = la Bombe est passée
bang-term-why-phase-3 = bonus de défausse
bang-term-why-blue-card = bonus de carte bleue
bang-term-why-shot = un tir
bang-term-why-duck-returned = À couvert ! revient
bang-term-why-flintlock-returned = Flintlock revient
bang-term-why-bomb = la Bombe
bang-term-why-played = jouée
bang-term-why-upgrade = amélioration
bang-term-why-bomb-check = dégainer pour la Bombe

## Lignes d'événements

bang-term-card-as = { $card } comme { $kind }
bang-term-plays = { $who } joue { $card }
bang-term-plays-at = { $who } joue { $card } sur { $target }
bang-term-paid-weapon-ability = pouvoir de l'arme
bang-term-upgrades =
    { $n ->
        [one] { $n } amélioration
       *[other] { $n } améliorations
    }
bang-term-draws =
    { $n ->
        [one] { $who } pioche { $n } carte ({ $why })
       *[other] { $who } pioche { $n } cartes ({ $why })
    }
bang-term-draws-shown =
    { $n ->
        [one] { $who } pioche { $n } carte ({ $why }) : { $cards }
       *[other] { $who } pioche { $n } cartes ({ $why }) : { $cards }
    }
bang-term-you-draw = Tu pioches { $cards } ({ $why })
bang-term-check = { $who } dégaine pour { $why } : { $cards }
bang-term-check-success = { $who } dégaine pour { $why } : { $card } -> réussi
bang-term-check-failure = { $who } dégaine pour { $why } : { $card } -> raté
bang-term-full-life = { $who } a déjà toutes ses vies ({ $life })
bang-term-gains-life =
    { $n ->
        [one] { $who } gagne { $n } point de vie ({ $why }) -> { $life }
       *[other] { $who } gagne { $n } points de vie ({ $why }) -> { $life }
    }
bang-term-loses-life =
    { $n ->
        [one] { $who } perd { $n } point de vie ({ $why }) -> { $life }
       *[other] { $who } perd { $n } points de vie ({ $why }) -> { $life }
    }
bang-term-eliminated = { $who } est éliminé : { $role }
bang-term-eliminated-by = { $who } est éliminé : { $role } (par { $killer })
bang-term-discards = { $who } défausse { $cards } ({ $why })
bang-term-back-to-hand = { $card } revient dans la main de { $seat } ({ $why })
bang-term-moves = { $card } passe de { $from } à { $to } ({ $why })
bang-term-moves-hidden = Une carte passe de { $from } à { $to } ({ $why })
bang-term-you-take = Tu prends { $card } à { $seat } ({ $why })
bang-term-turn-started = --- Tour { $turn } : { $seat } ---
bang-term-game-over = PARTIE TERMINÉE : { $summary } (gagnants : { $winners })
bang-term-uses = { $who } utilise { $ability }
bang-term-discarding = { $text } en défaussant { $cards }
bang-term-slot-character = personnage
bang-term-tokens =
    { $n ->
        [one] { $who } { $slot } : { $change } jeton -> { $tokens } ({ $why } ; réserve { $supply })
       *[other] { $who } { $slot } : { $change } jetons -> { $tokens } ({ $why } ; réserve { $supply })
    }
bang-term-shot-missed = Le tir sur { $seat } est raté
bang-term-reshuffled =
    { $n ->
        [one] La défausse est mélangée en une nouvelle pioche ({ $n } carte)
       *[other] La défausse est mélangée en une nouvelle pioche ({ $n } cartes)
    }
bang-term-penalty-reward = { $who } pioche 3 cartes en récompense
bang-term-penalty-sheriff = { $who } défausse toutes ses cartes (a tué un Adjoint)
bang-term-character-chosen = { $who } joue { $character }
bang-term-game-started = Une partie de BANG! à { $seats } commence ({ $characters })
bang-term-game-started-sheriff = Une partie de BANG! à { $seats } commence ({ $characters }) ; le Shérif est { $sheriff }
bang-term-jailed = { $who } passe son tour ({ $jail })

## Comment finit une partie (le résumé de PARTIE TERMINÉE)

bang-term-end = { $why } : { $verdict } (après { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    })
bang-term-end-target =
    { $side ->
        [deputy] L'Adjoint a éliminé le Renégat, sa cible
        [outlaw] Le Hors-la-loi a éliminé l'Adjoint, sa cible
       *[renegade] Le Renégat a éliminé le Hors-la-loi, sa cible
    }
bang-term-end-last-standing =
    { $side ->
        [deputy] L'Adjoint est le dernier debout
        [outlaw] Le Hors-la-loi est le dernier debout
       *[renegade] Le Renégat est le dernier debout
    }
bang-term-end-renegade-left = Le Shérif est mort et seul le Renégat reste
bang-term-end-sheriff-killed = Le Shérif a été tué
bang-term-end-town-cleared =
    { $renegades ->
        [one] Tous les Hors-la-loi et le Renégat sont morts
       *[other] Tous les Hors-la-loi et les Renégats sont morts
    }
bang-term-end-stalemate = Plus personne ne peut piocher ni jouer de carte
bang-term-verdict-three =
    { $side ->
        [deputy] l'Adjoint gagne
        [outlaw] le Hors-la-loi gagne
       *[renegade] le Renégat gagne
    }
bang-term-verdict-sheriff-deputies = le Shérif et ses Adjoints gagnent
bang-term-verdict-sheriff = le Shérif gagne
bang-term-verdict-outlaws = les Hors-la-loi gagnent
bang-term-verdict-renegade = le Renégat gagne seul
bang-term-verdict-draw = la partie finit sur une égalité, personne ne gagne

## Le menu des réponses

bang-term-play = Jouer { $card }
bang-term-on = { $text } sur { $seat }
bang-term-taking = { $text } en prenant { $card }
bang-term-face-down = { $text } : carte cachée { $n } de la main
bang-term-face-down-of = { $text } : carte cachée { $n } sur { $size } de la main
bang-term-and-seats = { $text } et { $seats }
bang-term-with-upgrades =
    { $n ->
        [one] { $text } avec { $n } amélioration
       *[other] { $text } avec { $n } améliorations
    }
bang-term-with-weapon-ability = { $text } avec le pouvoir de l'arme (1 jeton)
bang-term-with-bandolier = { $text } avec la Cartouchière (1 jeton)
bang-term-with-bell-tower = { $text } avec le Clocher (1 jeton)
bang-term-end-turn = Finir le tour
bang-term-and-more =
    { $n ->
        [one] { $text } et { $n } carte de plus ({ $cards })
       *[other] { $text } et { $n } cartes de plus ({ $cards })
    }
bang-term-keep-duck = { $text } et payer 2 jetons pour la garder
bang-term-pass-respond-to-shot = Encaisser le coup (perdre 1 vie)
bang-term-pass-respond-to-indians = Perdre 1 vie
bang-term-pass-respond-to-arrow = Perdre 1 vie
bang-term-pass-respond-to-duel = Abandonner le Duel (perdre 1 vie)
bang-term-pass-play-beer-or-die = Pas de Bière : tu es éliminé
bang-term-pass-use-ability-when-targeted = Laisser faire
bang-term-pass-place-token = Le laisser dans la réserve (aucun jeton)
bang-term-pass = Passer
bang-term-use = Utiliser { $ability }
bang-term-moving-tokens = { $text } en déplaçant des jetons sur { $cards }
bang-term-all-tokens = Tous les jetons d'un coup : { $parts }
bang-term-tokens-on-character = { $n } sur ton personnage
bang-term-tokens-on-card = { $n } sur { $card }
bang-term-add-on = Le mettre sur { $card }
bang-term-choose = Choisir { $option }
bang-term-draw-from-hand = Piocher la première carte dans la main de { $seat }
bang-term-draw-from-deck = Piocher dans la pioche
bang-term-draw-from-discard = Piocher la première carte de la défausse
bang-term-add-on-character = Le mettre sur ton personnage
bang-term-your-character = Ton personnage
bang-term-be = Jouer { $character }
bang-term-discard = Défausser { $cards }
