# Los comandos de barra de /whizz_bing_bang (bot/translator.py explica cómo se forman las claves).

whizz_bing_bang-description = Whizz Bing Bang: ¡lee la carta, rápido!
whizz_bing_bang-start-description = Abre una mesa de Whizz Bing Bang en este canal

## Opciones: nombres (minúsculas, 1-32 letras, dígitos, - o _) y descripciones

opt-ai_error_percent = ia_error_porcentaje
opt-ai_reaction_ms = ia_reacción_ms
opt-ai_reaction_sd_ms = ia_reacción_de_ms
opt-anticipation_guard_ms = anti_anticipación_ms
opt-double_tap_ms = doble_toque_ms
opt-end_points = puntos_final
opt-expert = experto
opt-first_player = primer_jugador
opt-grace = margen_gracia
opt-handicaps_ms = hándicap_ms
opt-late_claim_ms = reclamo_tardío_ms
opt-latency_allowance = margen_latencia
opt-punish_window = ventana_castigo
opt-setup = preparación
opt-slap_window = ventana_golpe
opt-token_hunt = caza_fichas
opt-two_players = dos_jugadores
opt-typed_words = palabras_escritas

whizz_bing_bang-opt-two_players-description = Permite una mesa de 2 jugadores (regla de la casa)
whizz_bing_bang-opt-setup-description = Preparación n.º 1 o n.º 2 (solo visual)
whizz_bing_bang-choice-setup_1 = Preparación n.º 1 (descarte boca arriba)
whizz_bing_bang-choice-setup_2 = Preparación n.º 2 (mazo de robo boca arriba)
whizz_bing_bang-opt-expert-description = Tiempo experto: 1.5 s en lugar de 2 s antes de 'demasiado lento'
whizz_bing_bang-opt-latency_allowance-description = Segundos añadidos al límite de lentitud por la red (0.5–2, por defecto 1)
whizz_bing_bang-opt-slap_window-description = Segundos para golpear un Boom (por defecto 3)
whizz_bing_bang-opt-punish_window-description = Segundos para pulsar Punish! tras un error (por defecto 5)
whizz_bing_bang-opt-grace-description = Segundos que el bot espera entradas tardías tras un plazo antes de decidir (0–2, por defecto 1)
whizz_bing_bang-opt-anticipation_guard_ms-description = Un golpe tan pronto tras revelar una carta iba a la anterior (ms, 0 = desactivado)
whizz_bing_bang-opt-double_tap_ms-description = Mismo botón de nuevo tan pronto (ms): cuenta una vez, doble toque (por defecto 500, 0 = desactivado)
whizz_bing_bang-opt-late_claim_ms-description = Un Punish! tan pronto (ms) tras decidirse una carrera es tardío, no un error (por defecto 1000)
whizz_bing_bang-opt-typed_words-description = Acepta también whizz/bing/bang/boom escritos (por defecto: activado si el bot lee mensajes)
whizz_bing_bang-opt-end_points-description = La partida termina cuando alguien alcanza este total (por defecto 15)
whizz_bing_bang-opt-first_player-description = Número de asiento del primer jugador (por defecto: al azar)
whizz_bing_bang-opt-ai_reaction_ms-description = Tiempo medio de reacción de los jugadores IA en ms (por defecto 650)
whizz_bing_bang-opt-ai_reaction_sd_ms-description = Dispersión del tiempo de reacción de la IA en ms (por defecto 180)
whizz_bing_bang-opt-ai_error_percent-description = Probabilidad en % de que una IA falle ante una señal (por defecto 4)
whizz_bing_bang-opt-token_hunt-description = Caza de fichas: para castigar, encuentra tu siguiente ficha entre tus fichas boca abajo
whizz_bing_bang-opt-handicaps_ms-description = Hándicap por asiento en ms para conexiones lentas, p. ej. 0,300,0 (uno por jugador)

## The game's name (a brand: the same in every edition we know of)

whizz_bing_bang-title = Whizz Bing Bang
