# Palabras comunes de los comandos de barra (bot/translator.py explica cómo se forman las claves).

## Subcomandos que tiene cada juego: sus nombres (minúsculas, 1-32 letras, dígitos, - o _) y descripciones

cmd-hand = mano
cmd-hand-description = Muestra tu mano (solo tú puedes verla)
cmd-table = mesa
cmd-table-description = Vuelve a publicar la mesa de juego al final del canal
cmd-leave = salir
cmd-leave-description = Abandona la partida en curso (tras una confirmación)
cmd-takeback = recuperar
cmd-takeback-description = Recupera tu asiento de manos de la IA tras agotar tu tiempo
cmd-end = terminar
cmd-end-description = Termina la partida de este canal (anfitrión o moderador)
cmd-rules = reglas
cmd-rules-description = Un breve resumen de las reglas y las opciones
cmd-stats = estadísticas
cmd-stats-description = Resultados de este juego en este servidor
cmd-start = empezar
cmd-help = ayuda
cmd-help-description = Los juegos, sus comandos y cómo transcurre una noche de juegos

## Opciones que tienen varios juegos

opt-max_players = max_jugadores
opt-pings = menciones
opt-thread = hilo
opt-thread-description = Abrir la partida en un hilo nuevo (sí) o en este canal (no); por defecto: el servidor

## /campfire

campfire-description = Campfire: los juegos y cómo jugarlos
