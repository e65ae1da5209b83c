# Espectadores (issue 35): el botón Mirar, la vista por MD del espectador, tomar un asiento de la IA. bot/spectate.py.
# Botones y líneas de «Reciente» en el idioma de la mesa; la vista y las respuestas en el del espectador.

spectate-btn-watch = Mirar
spectate-btn-stop = Dejar de mirar
spectate-btn-open-seats = Dejar los asientos de la IA a los espectadores
spectate-btn-close-seats = Guardar los asientos para la IA
spectate-btn-take = Tomar el asiento de { $name }
spectate-frame = 👀 Estás mirando { $title } en { $channel }. Este mensaje sigue la partida y solo muestra lo que ven todos.
spectate-frame-seats = 🪑 El anfitrión deja que los espectadores tomen un asiento de la IA entre turnos.
spectate-over = 👀 La partida de { $title } que mirabas ha terminado.
spectate-sent = 👀 Te envié la mesa por MD; sigue la partida: { $link }
spectate-already = 👀 Ya estás mirando esta partida: { $link }
spectate-stopped = Dejaste de mirar. Pulsa Mirar en la mesa para volver a mirar.
spectate-took = 🪑 El asiento es tuyo. Tu mano te llega por MD.
spectate-log-open = 🪑 El anfitrión deja que los espectadores tomen los asientos de la IA.
spectate-log-closed = 🪑 Los asientos de la IA se quedan con la IA.
spectate-note-took = 🪑 { $name } toma el asiento de { $seat }.

err-spectate_seated = Estás jugando en esta partida: usa Mi mano para ver tus cartas.
err-spectate_full = Esta partida ya tiene { $max } espectadores.
err-spectate_dm_closed = No puedo enviarte un MD. Permite los MD de los miembros de este servidor y pulsa Mirar otra vez.
err-spectate_seats_closed = El anfitrión no abrió los asientos de la IA a los espectadores.
err-spectate_already_seated = Ya tienes un asiento en esta mesa.
err-spectate_seat_gone = Ese asiento ya no es de la IA.
err-spectate_seat_busy = Ese asiento está en medio de una jugada. Inténtalo cuando termine.
