# /bang_and_twang: respuestas a acciones rechazadas (efímeras, en el idioma de quien lee): bot/ui.py `message_for`.

bang_and_twang-err-bad_first_player = Ese primer jugador no está en la mesa.
bang_and_twang-err-same_tune_sets = La melodía doble necesita dos sets de melodías diferentes.
bang_and_twang-err-bad_wondertunes_cards = Melodías Maravillosas necesita exactamente 8 ids distintos de cartas de melodía, de las 48.
bang_and_twang-err-empty_wondertunes_pool = Elige al menos un set de melodías para las Melodías Maravillosas al azar.
bang_and_twang-err-illegal_action = No puedes hacer eso ahora — mira el mensaje de tu mano para ver tus opciones.
