# Respuestas a acciones y comandos rechazados (efímeras, en el idioma de quien lee): bot/ui.py `message_for`.
# Claves: err-<code> (cualquier juego), err-game-<code> (texto común de los juegos), <game>-err-<code> en cogs/<game>/locales.

## Cualquier juego

err-no_game = Ahora mismo no hay ninguna partida en este canal.
err-channel_busy = Este canal ya tiene una partida. Termínala primero (o pide al anfitrión que la finalice).
err-stale_button = Ese botón es de un momento anterior de la partida; usa la mesa actual o tu mano.
err-forged_id = No reconozco ese botón.
err-not_seated = No estás jugando en esta partida.
err-not_your_turn = No es tu turno.
err-not_your_decision = Esa pregunta es para otro jugador.
err-decision_closed = Esa pregunta ya se respondió o se agotó el tiempo.
err-illegal_action = No puedes hacer eso ahora.
err-game_over = Esta partida ha terminado.
err-already_started = La partida ya ha empezado.
err-not_started = La partida aún no ha empezado.
err-already_joined = Ya estás en esta mesa.
err-table_full = La mesa está llena ({ $max } asientos).
err-host_only = Solo el anfitrión (o un moderador) puede hacer eso.
err-host_cannot_leave = El anfitrión no puede salir del lobby; cancélalo en su lugar.
err-no_ai_to_remove = No hay ningún jugador IA que quitar.
err-bad_seat_count = Este juego necesita { $min }–{ $max } jugadores.
err-bad_options = Esas opciones no funcionan juntas.
err-bad_option = Esa opción no es válida: { $name } debe estar entre { $low } y { $high }.
err-unknown_game = Ese juego no está disponible.
err-you_left = Saliste de esta partida.
err-ai_playing_your_seat = Una IA está jugando tu asiento. Usa el comando `recuperar` para volver.
err-not_ai_seat = Ya estás jugando tu asiento tú mismo.
err-guild_only = Las partidas se juegan en canales de servidor.
err-other_game_here = Hay otra partida en curso en este canal.
err-option_type = Esa opción no es válida: { $name } (se esperaba: { $kind }).
err-option_choice = Esa opción no es válida: { $name } debe ser una de las opciones de la lista.
err-command_mismatch = Ese comando no coincide con mis comandos (puede que Discord aún los esté actualizando). Inténtalo de nuevo en un minuto.
err-option_invalid = Esa opción no es válida. Revisa las opciones del comando e inténtalo de nuevo.
err-not_here = No puedes usar ese comando aquí.
err-apology = Algo salió mal por mi parte; la partida está a salvo. Inténtalo de nuevo, por favor.
err-applied = ✅ Hecho: se aplicó correctamente (Discord tardó en mostrarlo; la mesa está al día).

## Los comandos y botones comunes de los juegos ({ $game } es el grupo de comandos del juego)

err-game-other_game_here = En este canal se está jugando a { $game }; usa `{ $command }`.
err-game-channel_command = Este comando funciona en un canal de servidor, donde se juega la partida. En MD, `/{ $game } mano` muestra tu mano, `/{ $game } reglas` las reglas y `/campfire ayuda` los comandos.
err-game-not_playing_anywhere = Ahora mismo no estás jugando a { $title } en ningún sitio. Empieza una partida o únete a una en un canal de servidor (`/{ $game } empezar`).
err-game-rematch_players_only = Solo los jugadores de esta partida (o un moderador) pueden empezar una revancha. Podrás unirte al nuevo lobby en cuanto uno de ellos lo abra.
err-game-table_moved = Esta mesa fue reemplazada por una más reciente; la partida sigue allí: { $link }
err-game-leave_in_lobby = La partida aún no ha empezado: pulsa **Salir** en el mensaje del lobby.
err-game-already_left = Ya saliste de esta partida: una IA juega tu asiento hasta el final.
err-game-you_left = Saliste de esta partida: una IA juega tu asiento hasta el final. Podrás volver a jugar en la próxima partida (o en su revancha).
err-game-takeback_left = Saliste de esta partida con `/{ $game } salir`, así que tu asiento queda en manos de la IA hasta el final. Podrás volver a jugar en la próxima partida (o en su revancha).
err-game-ai_playing_your_seat = Una IA juega tu asiento desde que se agotó tu tiempo: `/{ $game } recuperar` te lo devuelve.
err-game-rematch_open = Ya hay un lobby de revancha abierto: pulsa **Unirse** en él ({ $link }).
err-game-rematch_open_seated = Ya hay un lobby de revancha abierto, y tienes un asiento en él: { $link }
err-game-takeback_not_needed = Estás jugando tu asiento tú mismo: no hay nada que recuperar. (`/{ $game } recuperar` devuelve un asiento que una IA tomó tras agotarse tu tiempo.)

## Lo que debe ser una opción (kind de err-option_type)

kind-text = texto
kind-integer = un número entero
kind-number = un número
kind-boolean = verdadero o falso
kind-user = un usuario
kind-channel = un canal
kind-role = un rol
kind-mentionable = un usuario o un rol
kind-attachment = un archivo
kind-valid = válido
kind-finite_number = un número finito
kind-text_length = un texto de { $low }–{ $high } caracteres

## /<juego> reglas

rules-title = 📜 { $title } — reglas
