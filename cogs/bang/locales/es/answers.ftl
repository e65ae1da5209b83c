# /bang: respuestas a acciones rechazadas (efímeras, en el idioma de quien lee): bot/ui.py `message_for`.

bang-err-expansion_not_available = La expansión Armed & Dangerous aún no está disponible; empieza sin ella.
bang-err-illegal_action = No puedes jugar eso ahora.
bang-err-not_your_turn = No es tu turno, y ahora mismo no se te pregunta nada.
bang-err-decision_closed = Esa pregunta ya se respondió o se agotó el tiempo.
bang-err-not_the_default = Esa no es la respuesta por defecto.
bang-err-forged_action = No reconozco esa jugada.
bang-err-bad_seat_count = BANG! necesita { $min }–{ $max } jugadores.
bang-err-card_gone = Esa carta ya no se puede jugar así; aquí tienes tu mano actual.
bang-err-store_pick_later = Le toca a **{ $name }** elegir del Almacén; tu turno de elegir llega después.
bang-err-store_pick_done = Le toca a **{ $name }** elegir del Almacén; tú ya tomaste tu carta.
