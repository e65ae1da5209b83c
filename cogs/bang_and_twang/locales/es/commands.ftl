# Los comandos de barra de /bang_and_twang (bot/translator.py explica cómo se forman las claves).

bang_and_twang-description = The Forest Dragon: Bang & Twang — sigue el riff
bang_and_twang-start-description = Abre una mesa de Bang & Twang en este canal

## Opciones: nombres (minúsculas, 1-32 letras, dígitos, - o _) y descripciones

opt-decision_timeout = tiempo_decisión
opt-open_hands = manos_abiertas
opt-reaction_window = ventana_reacción
opt-tunes = melodías

bang_and_twang-opt-tunes-description = Qué cartas de melodía van al mazo (por defecto: Círculo Verde, el set inicial)
bang_and_twang-choice-green_circle = Círculo Verde — Melodías de Fogata (inicial)
bang_and_twang-choice-red_triangle = Triángulo Rojo — Polca del Carterista (robos a la banca)
bang_and_twang-choice-blue_square = Cuadrado Azul — ¡Otra! (turnos extra, interrupciones ⚡)
bang_and_twang-choice-yellow_star = Estrella Amarilla — Big Band (manos más grandes)
bang_and_twang-choice-purple_diamond = Rombo Morado — Magos del Riff (control del riff)
bang_and_twang-choice-orange_heart = Corazón Naranja — Giga Traviesa (trucos con la banca)
bang_and_twang-choice-wondertunes = Melodías Maravillosas — 8 cartas al azar de los seis sets
bang_and_twang-opt-open_hands-description = Juega con todas las manos visibles sobre la mesa
bang_and_twang-opt-decision_timeout-description = Segundos para cada decisión (por defecto 120; al agotarse, una jugada segura por defecto)
bang_and_twang-opt-reaction_window-description = Segundos que sigue abierta una ventana de reacción ⚡ (por defecto 6)
bang_and_twang-opt-pings-description = Menciona a quien debe actuar en un breve mensaje del canal (activado por defecto)

## The game's name (a brand: the same in every edition we know of)

bang_and_twang-title = The Forest Dragon: Bang & Twang
