# Forest Gangs sur Discord : la table, les mains, les lignes d'options du lobby, les mentions et les résultats
# (cogs/forest_gangs/render.py, cog.py). Textes publics dans la langue de la table, les mains dans celle du joueur.
# Noms et pouvoirs des créatures : cards.ftl.

## Lignes d'options du lobby

forest_gangs-option-players = 👥 Jusqu'à { $n ->
        [one] { $n } joueur
        *[other] { $n } joueurs
    }
forest_gangs-option-ghost-on = 👻 Joueur fantôme : oui
forest_gangs-option-ghost-off = 👻 Joueur fantôme : non
forest_gangs-option-ghost-auto = 👻 Joueur fantôme : seulement à 2
forest_gangs-option-kids2 = 🧒 Enfants 2 (pas de main)
forest_gangs-option-kids1 = 🧒 Enfants 1 (valeurs seules)
forest_gangs-option-abilities = 🐉 Pouvoirs des créatures activés
forest_gangs-option-timeouts = ⏱️ { $choice } s pour choisir · { $ability } s pour les pouvoirs

## Lignes « Récemment »

forest_gangs-event-loot-carried = 💰 La manche { $round } commence avec { $n ->
        [one] { $n } carte restée
        *[other] { $n } cartes restées
    } dans le Butin
forest_gangs-event-reshuffled = 🔀 { $who } mélange sa défausse pour former un nouveau paquet ({ $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    })
# $card : « 🧙 Gnome (7) » ; $why : un des textes forest_gangs-reason-….
forest_gangs-event-winner = ⚔️ Manche { $round } : **{ $who }** gagne ({ $why }) et remporte { $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    }
forest_gangs-event-winner-card = ⚔️ Manche { $round } : **{ $who }** gagne avec { $card } ({ $why }) et remporte { $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    }
forest_gangs-event-no-winner = ⚔️ Manche { $round } : personne ne gagne (plus aucune carte en jeu) ; le Butin de { $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    } reste en place
forest_gangs-event-gnome = 🧙 Gnome ! Chacun a passé sa carte en main à sa gauche

## Pourquoi un combat a été gagné

forest_gangs-reason-mantis-in-duel = la Mante gagne un duel
forest_gangs-reason-fungid-lowest = le Fongide est la carte la plus faible
forest_gangs-reason-highest = la carte la plus forte
forest_gangs-reason-only-card = la seule carte restante
forest_gangs-reason-goatsheep = la Chèvre-mouton a banni la Dragonne

## Mentions de tour (le bot ajoute la mention et le compte à rebours)

forest_gangs-ping-choose = choisis ta carte pour la manche { $round } (en MP ou avec **Ma main**)
forest_gangs-ping-reveal = révèle la carte du dessus de ton paquet pour la manche { $round } (en MP ou avec **Ma main**)
forest_gangs-ping-shapeshifter = utilise ton Métamorphe ou garde-le (en MP ou avec **Ma main**)
forest_gangs-ping-goblin = rejoins le duel avec ton Gobelin ou reste en dehors (en MP ou avec **Ma main**)

## La table

forest_gangs-table-title = 🌲 Forest Gangs — manche { $round }
forest_gangs-table-title-kids1 = 🌲 Forest Gangs — manche { $round } · Enfants 1
forest_gangs-table-title-kids2 = 🌲 Forest Gangs — manche { $round } · Enfants 2
# $due : le temps relatif de Discord (« dans 40 secondes »).
forest_gangs-status-choose = 👉 Choisissez votre carte — avec **Ma main** ou en MP. Fin du temps { $due }.
forest_gangs-status-choose-soon = 👉 Choisissez votre carte — avec **Ma main** ou en MP. Le temps est bientôt écoulé.
# $who : « Bob (Métamorphe) et 🤖 IA 1 (Gobelin) ».
forest_gangs-status-abilities = ✨ En attente de { $who }… { $due }
forest_gangs-status-reveal = 🃏 Révélez la carte du dessus de votre paquet !
forest_gangs-waiting-seat = { $who } ({ $card })
forest_gangs-waiting-answer = sa réponse
forest_gangs-waiting-nobody = les réponses
forest_gangs-table-loot = 💰 **Butin :** { $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    }
forest_gangs-table-loot-carried = 💰 **Butin :** { $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    } (reportées : { $carried })
forest_gangs-legend = 🃏 paquet · ✋ main · 🗑 défausse · cartes au **total** (le plus de cartes à la fin gagne)
forest_gangs-cards-bold = { $n ->
        [one] **{ $n }** carte
        *[other] **{ $n }** cartes
    }
forest_gangs-play-laid = ✅ carte posée
forest_gangs-play-choosing = ⏳ choisit…
forest_gangs-play-out = { $card } (hors combat)
forest_gangs-field-combat = ⚔️ Combat
forest_gangs-field-last-combat = ⚔️ Dernier combat
forest_gangs-field-recent = 📜 Récemment
# $hand et $rules : les noms des sous-commandes dans cette langue.
forest_gangs-table-footer = Session { $id } · /forest_gangs { $hand } · /forest_gangs { $rules }
forest_gangs-seat = Place { $n }

## Le journal du combat ($plays : « Ana : Gnome (7), Bob : Géant (8) » ; $who : une liste de joueurs)

forest_gangs-step-in-duel = [duel { $level }] { $step }
forest_gangs-step-revealed = Révélées : { $plays }
forest_gangs-step-shapeshifted = Métamorphe utilisé → { $plays }
forest_gangs-step-duel = Duel de { $value } : { $who }
forest_gangs-step-giants = Les Géants à égalité vont au Butin : { $who }
forest_gangs-step-goblins = Les Gobelins rejoignent le duel : { $who }
forest_gangs-step-duel-cards = Cartes du duel : { $plays }
forest_gangs-step-banished = La Chèvre-mouton envoie la Dragonne au Butin ({ $plays })
forest_gangs-step-winner = { $who } gagne le combat ({ $why }) et remporte { $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    }
forest_gangs-step-no-winner = Plus aucune carte en jeu : personne ne gagne ; le Butin ({ $n }) reste en place
forest_gangs-step-gnome = Gnome ! Chacun passe sa carte en main à sa gauche
forest_gangs-step-end-duel = { $who } ne peut pas piocher pendant le duel : fin de partie, { $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    } pour chaque duelliste
forest_gangs-step-end-draw = { $who } ne peut pas piocher : fin de partie
forest_gangs-step-end-reveal = { $who } ne peut pas révéler : fin de partie
forest_gangs-someone = quelqu'un

## La main d'un joueur (MP ou éphémère)

forest_gangs-hand-title = 🌲 Ta main — manche { $round }
forest_gangs-hand-empty = _Aucune carte en main._
forest_gangs-hand-table = 📍 Table
forest_gangs-hand-piles = Tes piles
forest_gangs-hand-piles-value = 🃏 paquet { $deck } · ✋ main { $hand } · 🗑 défausse { $discard } · { $cards }
forest_gangs-hand-in-play = En jeu
forest_gangs-hand-time = ⏳ Temps
forest_gangs-timeout-choose = Réponds { $due } ; ensuite, une carte au hasard est posée pour toi.
forest_gangs-timeout-shapeshifter = Réponds { $due } ; ensuite, tu gardes le Métamorphe.
forest_gangs-timeout-goblin = Réponds { $due } ; ensuite, tu restes en dehors du duel.
forest_gangs-timeout-reveal = Réponds { $due } ; ensuite, ta carte est révélée pour toi.
forest_gangs-hand-move = À toi de jouer
forest_gangs-move-choose = Choisis la carte à poser face cachée.
forest_gangs-move-frog = 🚫 Impossible de poser { $card } : tu as une Grenouille, et une Grenouille doit être jouée.
forest_gangs-move-shapeshifter = 🎭 Utiliser ton Métamorphe ? Il va au Butin et la carte du dessus de ton paquet prend sa place.
forest_gangs-button-shapeshifter-use = Utiliser le Métamorphe
forest_gangs-button-shapeshifter-keep = Le garder
forest_gangs-move-goblin = 👺 Rejoindre le duel avec ton Gobelin ?
forest_gangs-button-goblin-join = Rejoindre le duel
forest_gangs-button-goblin-stay = Rester en dehors
forest_gangs-move-reveal = Retourne la carte du dessus de ton paquet.
forest_gangs-button-reveal = Révéler
forest_gangs-hand-waiting = En attente
forest_gangs-hand-waiting-laid = Ta carte est posée ; on attend les autres.
forest_gangs-hand-waiting-others = On attend les autres.
forest_gangs-hand-footer = { $name } · session { $id }

## Résultats

forest_gangs-final-stopped = Cartes à l'arrêt de la partie :
forest_gangs-headline-win = 🏆 { $who } gagne avec { $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    }
forest_gangs-headline-win-tie = 🏆 { $who } gagne avec { $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    } (égalité de cartes, départagée par le plus de Dragonnes, puis de Géants, …)
forest_gangs-headline-share = 🏆 { $who } se partagent la victoire avec { $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    } chacun
forest_gangs-headline-share-tie = 🏆 { $who } se partagent la victoire avec { $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    } chacun (égalité de cartes, départagée par le plus de Dragonnes, puis de Géants, …)
forest_gangs-end-duel = 🔚 { $who } devait piocher pendant un duel avec un paquet et une défausse vides : les cartes en jeu et le Butin ont été partagés entre les duellistes ({ $n ->
        [one] { $n } carte
        *[other] { $n } cartes
    } chacun).
forest_gangs-end-draw = 🔚 { $who } devait piocher une carte avec un paquet et une défausse vides : la partie est finie.
forest_gangs-end-reveal = 🔚 { $who } devait révéler une carte avec un paquet et une défausse vides : la partie est finie.
forest_gangs-a-player = Un joueur
