# Les commandes slash de /whizz_bing_bang (bot/translator.py explique comment les clés sont formées).

whizz_bing_bang-description = Whizz Bing Bang : lis la carte, vite !
whizz_bing_bang-start-description = Ouvre une table de Whizz Bing Bang dans ce salon

## Options : noms (minuscules, 1-32 lettres, chiffres, - ou _) et descriptions

opt-ai_error_percent = ia_erreur_pourcent
opt-ai_reaction_ms = ia_réaction_ms
opt-ai_reaction_sd_ms = ia_réaction_et_ms
opt-anticipation_guard_ms = garde_anticipation_ms
opt-double_tap_ms = double_appui_ms
opt-end_points = points_fin
opt-expert = expert
opt-first_player = premier_joueur
opt-grace = délai_grâce
opt-handicaps_ms = handicaps_ms
opt-late_claim_ms = réclamation_tardive_ms
opt-latency_allowance = marge_latence
opt-punish_window = fenêtre_punition
opt-setup = mise_en_place
opt-slap_window = fenêtre_tape
opt-token_hunt = chasse_jetons
opt-two_players = deux_joueurs
opt-typed_words = mots_tapés

whizz_bing_bang-opt-two_players-description = Autorise une table à 2 joueurs (règle maison)
whizz_bing_bang-opt-setup-description = Mise en place n°1 ou n°2 (affichage seulement)
whizz_bing_bang-choice-setup_1 = Mise en place n°1 (défausse face visible)
whizz_bing_bang-choice-setup_2 = Mise en place n°2 (pioche face visible)
whizz_bing_bang-opt-expert-description = Timing expert : 1.5 s au lieu de 2 s avant « trop lent »
whizz_bing_bang-opt-latency_allowance-description = Secondes ajoutées à la limite de lenteur pour le réseau (0.5–2, 1 par défaut)
whizz_bing_bang-opt-slap_window-description = Secondes pour taper un Boom (3 par défaut)
whizz_bing_bang-opt-punish_window-description = Secondes pour appuyer sur Punish! après une erreur (5 par défaut)
whizz_bing_bang-opt-grace-description = Secondes où le bot attend les actions tardives après un délai avant de trancher (0–2, 1 par défaut)
whizz_bing_bang-opt-anticipation_guard_ms-description = Une tape si tôt après une révélation visait la carte d'avant (ms, 0 = désactivé)
whizz_bing_bang-opt-double_tap_ms-description = Le même bouton si vite (ms) ne compte qu'une fois : double appui (500 par défaut, 0 = désactivé)
whizz_bing_bang-opt-late_claim_ms-description = Un Punish! si tôt (ms) après la fin d'une course est trop tardif, pas une erreur (1000 par défaut)
whizz_bing_bang-opt-typed_words-description = Accepte aussi whizz/bing/bang/boom tapés (par défaut : activé si le bot peut lire les messages)
whizz_bing_bang-opt-end_points-description = La partie se termine quand quelqu'un atteint ce total (15 par défaut)
whizz_bing_bang-opt-first_player-description = Numéro de place du premier joueur (par défaut : au hasard)
whizz_bing_bang-opt-ai_reaction_ms-description = Temps de réaction moyen des joueurs IA en ms (650 par défaut)
whizz_bing_bang-opt-ai_reaction_sd_ms-description = Dispersion du temps de réaction de l'IA en ms (180 par défaut)
whizz_bing_bang-opt-ai_error_percent-description = Probabilité en % qu'une IA se trompe sur une consigne (4 par défaut)
whizz_bing_bang-opt-token_hunt-description = Chasse aux jetons : pour punir, trouve ton prochain jeton parmi tes jetons face cachée
whizz_bing_bang-opt-handicaps_ms-description = Handicap par place en ms pour les connexions lentes, ex. 0,300,0 (un par joueur)

## The game's name (a brand: the same in every edition we know of)

whizz_bing_bang-title = Whizz Bing Bang
