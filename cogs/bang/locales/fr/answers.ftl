# /bang : réponses aux actions refusées (éphémères, dans la langue du lecteur) : bot/ui.py `message_for`.

bang-err-expansion_not_available = L'extension Armed & Dangerous n'est pas encore disponible ; lance la partie sans elle.
bang-err-illegal_action = Tu ne peux pas jouer ça maintenant.
bang-err-not_your_turn = Ce n'est pas ton tour, et rien ne t'est demandé pour l'instant.
bang-err-decision_closed = Cette question a déjà reçu une réponse, ou le délai est écoulé.
bang-err-not_the_default = Ce n'est pas la réponse par défaut.
bang-err-forged_action = Je ne reconnais pas ce coup.
bang-err-bad_seat_count = BANG! demande { $min }–{ $max } joueurs.
bang-err-card_gone = Cette carte ne peut plus être jouée de cette façon ; voici ta main actuelle.
bang-err-store_pick_later = C'est à **{ $name }** de choisir dans le Magasin ; ton tour de choisir viendra après.
bang-err-store_pick_done = C'est à **{ $name }** de choisir dans le Magasin ; tu as déjà pris ta carte.
