# /whizz_bing_bang : réponses aux actions refusées (éphémères, dans la langue du lecteur) : bot/ui.py `message_for`.

whizz_bing_bang-err-input_too_old = Trop tard : tu as appuyé avant la dernière décision, donc ça ne compte plus.
whizz_bing_bang-err-duplicate_input = Cet appui a déjà été compté.
whizz_bing_bang-err-not_token_hunt = La chasse aux jetons n'est pas activée à cette table.
whizz_bing_bang-err-system_only = Seule l'horloge du bot peut faire ça.
whizz_bing_bang-err-two_players_option_off = Whizz Bing Bang demande au moins { $min } joueurs (ou l'option 2 joueurs).
whizz_bing_bang-err-bad_first_seat = Le premier joueur choisi n'est pas à la table.
whizz_bing_bang-err-bad_handicaps = Il faut un handicap par joueur.
whizz_bing_bang-err-stale_button = La table a avancé depuis que tu l'as vue : regarde de nouveau la carte et appuie encore.
whizz_bing_bang-err-typed_words_unavailable = Ce bot ne peut pas lire les messages tapés (pas d'intent Message Content) : utilise les boutons, ou lance sans mots tapés.
