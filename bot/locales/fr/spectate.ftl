# Spectateurs (issue 35) : le bouton Regarder, la vue en MP du spectateur, prendre une place de l'IA. bot/spectate.py.
# Boutons et lignes « Récent » dans la langue de la table ; la vue et les réponses dans celle du spectateur.

spectate-btn-watch = Regarder
spectate-btn-stop = Arrêter de regarder
spectate-btn-open-seats = Laisser les places de l'IA aux spectateurs
spectate-btn-close-seats = Garder les places pour l'IA
spectate-btn-take = Prendre la place de { $name }
spectate-frame = 👀 Tu regardes { $title } dans { $channel }. Ce message suit la partie et ne montre que ce que tout le monde voit.
spectate-frame-seats = 🪑 L'hôte permet aux spectateurs de prendre une place de l'IA entre deux tours.
spectate-over = 👀 La partie de { $title } que tu regardais est terminée.
spectate-sent = 👀 Je t'ai envoyé la table en MP ; elle suit la partie : { $link }
spectate-already = 👀 Tu regardes déjà cette partie : { $link }
spectate-stopped = Tu ne regardes plus. Appuie sur Regarder sur la table pour regarder à nouveau.
spectate-took = 🪑 La place est à toi. Ta main arrive en MP.
spectate-log-open = 🪑 L'hôte permet aux spectateurs de prendre les places de l'IA.
spectate-log-closed = 🪑 Les places de l'IA restent à l'IA.
spectate-note-took = 🪑 { $name } prend la place de { $seat }.

err-spectate_seated = Tu joues dans cette partie : utilise Ma main pour voir tes cartes.
err-spectate_full = Cette partie a déjà { $max } spectateurs.
err-spectate_dm_closed = Je ne peux pas t'envoyer de MP. Autorise les MP des membres de ce serveur, puis appuie à nouveau sur Regarder.
err-spectate_seats_closed = L'hôte n'a pas ouvert les places de l'IA aux spectateurs.
err-spectate_already_seated = Tu as déjà une place à cette table.
err-spectate_seat_gone = Cette place n'est plus une place de l'IA.
err-spectate_seat_busy = Cette place est en plein coup. Réessaie quand il sera fini.
