# /forest_gangs: respuestas a acciones rechazadas (efímeras, en el idioma de quien lee): bot/ui.py `message_for`.

forest_gangs-err-not_in_hand = Esa carta ya no está en tu mano.
forest_gangs-err-frog_must_be_played = Tienes una Rana: debes jugarla (regla de la Rana).
forest_gangs-err-ghost_required = Con dos jugadores hace falta el jugador fantasma: abre la mesa sin `fantasma: False`, o añade un jugador.
forest_gangs-err-ghost_unavailable = Con 6 jugadores no queda ninguna banda libre para un fantasma: quita un jugador, o empieza sin el fantasma.
forest_gangs-err-bad_seat_count = Forest Gangs necesita { $min }–{ $max } jugadores (con 2 se juega con el fantasma).
