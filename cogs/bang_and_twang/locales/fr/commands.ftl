# Les commandes slash de /bang_and_twang (bot/translator.py explique comment les clés sont formées).

bang_and_twang-description = The Forest Dragon: Bang & Twang — accorde-toi au riff
bang_and_twang-start-description = Ouvre une table de Bang & Twang dans ce salon

## Options : noms (minuscules, 1-32 lettres, chiffres, - ou _) et descriptions

opt-decision_timeout = délai_décision
opt-open_hands = mains_visibles
opt-reaction_window = fenêtre_réaction
opt-tunes = mélodies

bang_and_twang-opt-tunes-description = Quelles cartes mélodie vont dans le paquet (par défaut : Cercle vert, le set de départ)
bang_and_twang-choice-green_circle = Cercle vert — Mélodies du feu de camp (départ)
bang_and_twang-choice-red_triangle = Triangle rouge — Polka du pickpocket (vol à la banque)
bang_and_twang-choice-blue_square = Carré bleu — Bis ! (tours en plus, interruptions ⚡)
bang_and_twang-choice-yellow_star = Étoile jaune — Big Band (mains plus grandes)
bang_and_twang-choice-purple_diamond = Losange violet — Sorciers du riff (contrôle du riff)
bang_and_twang-choice-orange_heart = Cœur orange — Gigue espiègle (astuces de banque)
bang_and_twang-choice-wondertunes = Mélodies merveilleuses — 8 cartes au hasard parmi les six sets
bang_and_twang-opt-open_hands-description = Joue avec toutes les mains visibles sur la table
bang_and_twang-opt-decision_timeout-description = Secondes pour chaque décision (120 par défaut ; un coup sûr par défaut à l'expiration)
bang_and_twang-opt-reaction_window-description = Secondes pendant lesquelles une fenêtre de réaction ⚡ reste ouverte (6 par défaut)
bang_and_twang-opt-pings-description = Mentionne qui doit agir dans un court message du salon (activé par défaut)

## The game's name (a brand: the same in every edition we know of)

bang_and_twang-title = The Forest Dragon: Bang & Twang
