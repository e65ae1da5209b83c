# Les commandes slash de /forest_gangs (bot/translator.py explique comment les clés sont formées).

forest_gangs-description = Forest Gangs : cartes secrètes, duels sauvages
forest_gangs-start-description = Ouvre une table de Forest Gangs dans ce salon

## Options : noms (minuscules, 1-32 lettres, chiffres, - ou _) et descriptions

opt-ability_timeout = délai_pouvoir
opt-choice_timeout = délai_choix
opt-ghost = fantôme
opt-kids1 = enfants1
opt-kids2 = enfants2

forest_gangs-opt-ghost-description = Ajoute le joueur fantôme (toujours présent à 2 joueurs ; pas à 6)
forest_gangs-opt-kids1-description = Enfants 1 : valeurs seules, sans pouvoirs des créatures
forest_gangs-opt-kids2-description = Enfants 2 : pas de main, chacun révèle la carte du dessus de son paquet (inclut Enfants 1)
forest_gangs-opt-choice_timeout-description = Secondes pour choisir une carte (60 par défaut ; une carte au hasard à l'expiration)
forest_gangs-opt-ability_timeout-description = Secondes pour les décisions Métamorphe/Gobelin (20 par défaut ; non à l'expiration)
forest_gangs-opt-max_players-description = Nombre maximal de joueurs à la table (2–6, 6 par défaut)
forest_gangs-opt-pings-description = Mentionne qui doit agir dans un court message du salon (activé par défaut)

## The game's name (a brand: the same in every edition we know of)

forest_gangs-title = Forest Gangs
