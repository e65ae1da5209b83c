# Los comandos de barra de /bang (bot/translator.py explica cómo se forman las claves).

bang-description = BANG!: el juego de cartas del Salvaje Oeste con roles ocultos
bang-start-description = Abre una mesa de BANG! en este canal (3–8 jugadores)

## Opciones: nombres (minúsculas, 1-32 letras, dígitos, - o _) y descripciones

opt-deal_two_characters = dos_personajes
opt-expansion = expansión
opt-response_timeout = tiempo_respuesta
opt-turn_timeout = tiempo_turno

bang-opt-deal_two_characters-description = Reparte dos personajes a cada jugador, que se queda con uno
bang-opt-turn_timeout-description = Segundos por acción en tu turno (por defecto 120; al agotarse, el turno termina)
bang-opt-response_timeout-description = Segundos para responder a BANG!, ¡Indios!, Duelo, … (por defecto 30; al agotarse, recibes el golpe)
bang-opt-expansion-description = Expansión Armed & Dangerous: fichas de Carga, cartas Peligrosas, mejoras, 8 personajes
bang-choice-none = Juego base
bang-choice-armed_and_dangerous = Armed & Dangerous
bang-opt-max_players-description = Máximo de jugadores en la mesa (3–8, por defecto 8)
bang-opt-pings-description = Menciona a quien debe actuar en un breve mensaje del canal (activado por defecto)

## The game's name (a brand: the same in every edition we know of)

bang-title = BANG!
