# Los comandos de barra de /forest_gangs (bot/translator.py explica cómo se forman las claves).

forest_gangs-description = Forest Gangs: cartas secretas, duelos salvajes
forest_gangs-start-description = Abre una mesa de Forest Gangs en este canal

## Opciones: nombres (minúsculas, 1-32 letras, dígitos, - o _) y descripciones

opt-ability_timeout = tiempo_habilidad
opt-choice_timeout = tiempo_elección
opt-ghost = fantasma
opt-kids1 = niños1
opt-kids2 = niños2

forest_gangs-opt-ghost-description = Añade el jugador fantasma (siempre activo con 2 jugadores; no con 6)
forest_gangs-opt-kids1-description = Niños 1: solo valores, sin habilidades de las criaturas
forest_gangs-opt-kids2-description = Niños 2: sin mano, todos revelan la carta superior de su mazo (implica Niños 1)
forest_gangs-opt-choice_timeout-description = Segundos para elegir una carta (por defecto 60; al agotarse, una carta al azar)
forest_gangs-opt-ability_timeout-description = Segundos para decisiones de Cambiaformas/Goblin (por defecto 20; al agotarse, no)
forest_gangs-opt-max_players-description = Máximo de jugadores en la mesa (2–6, por defecto 6)
forest_gangs-opt-pings-description = Menciona a quien debe actuar en un breve mensaje del canal (activado por defecto)

## The game's name (a brand: the same in every edition we know of)

forest_gangs-title = Forest Gangs
