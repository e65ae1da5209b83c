# /forest_gangs : réponses aux actions refusées (éphémères, dans la langue du lecteur) : bot/ui.py `message_for`.

forest_gangs-err-not_in_hand = Cette carte n'est plus dans ta main.
forest_gangs-err-frog_must_be_played = Tu as une Grenouille : tu dois la jouer (règle de la Grenouille).
forest_gangs-err-ghost_required = À deux, il faut le joueur fantôme : ouvre la table sans `fantôme: False`, ou ajoute un joueur.
forest_gangs-err-ghost_unavailable = À 6 joueurs, il ne reste aucune bande libre pour un fantôme : retire un joueur, ou lance sans le fantôme.
forest_gangs-err-bad_seat_count = Forest Gangs demande { $min }–{ $max } joueurs (à 2, on joue avec le fantôme).
