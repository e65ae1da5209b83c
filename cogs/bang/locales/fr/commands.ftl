# Les commandes slash de /bang (bot/translator.py explique comment les clés sont formées).

bang-description = BANG! : le jeu de cartes du Far West aux rôles cachés
bang-start-description = Ouvre une table de BANG! dans ce salon (3–8 joueurs)

## Options : noms (minuscules, 1-32 lettres, chiffres, - ou _) et descriptions

opt-deal_two_characters = deux_personnages
opt-expansion = extension
opt-response_timeout = délai_réponse
opt-turn_timeout = délai_tour

bang-opt-deal_two_characters-description = Distribue deux personnages à chaque joueur, qui en garde un
bang-opt-turn_timeout-description = Secondes par action pendant ton tour (120 par défaut ; le tour finit à l'expiration)
bang-opt-response_timeout-description = Secondes pour répondre à BANG!, Indiens !, Duel, … (30 par défaut ; sinon tu encaisses le coup)
bang-opt-expansion-description = Extension Armed & Dangerous : jetons Charge, cartes Dangereuses, améliorations, 8 personnages
bang-choice-none = Jeu de base
bang-choice-armed_and_dangerous = Armed & Dangerous
bang-opt-max_players-description = Nombre maximal de joueurs à la table (3–8, 8 par défaut)
bang-opt-pings-description = Mentionne qui doit agir dans un court message du salon (activé par défaut)

## The game's name (a brand: the same in every edition we know of)

bang-title = BANG!
