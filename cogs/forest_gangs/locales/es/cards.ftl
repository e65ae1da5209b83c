# Forest Gangs: nombres y habilidades de las criaturas, el jugador fantasma y las banderas de las bandas
# (claves según el nombre inglés: bot/i18n.py `card_key`, `Words.card`, `Words.card_text`).
# Nombres propios nuestros, los mismos que en rules.md.

forest_gangs-card-goatsheep = Cabra-oveja
forest_gangs-card-goblin = Goblin
forest_gangs-card-mantis = Mantis
forest_gangs-card-shapeshifter = Cambiaformas
forest_gangs-card-fungid = Fúngido
forest_gangs-card-frog = Rana
forest_gangs-card-gnome = Gnomo
forest_gangs-card-giant = Gigante
forest_gangs-card-dragoness = Dragona
forest_gangs-card-ghost = Fantasma

## Las banderas de las bandas

forest_gangs-card-acorn = Bellota
forest_gangs-card-mushroom = Seta
forest_gangs-card-feather = Pluma
forest_gangs-card-moon = Luna
forest_gangs-card-leaf = Hoja
forest_gangs-card-stone = Piedra

## Las habilidades de las criaturas, una línea cada una

forest_gangs-creature-goatsheep-text = Manda al Botín una Dragona en juego antes de que se decida el ganador.
forest_gangs-creature-goblin-text = Cuando otros empiezan un duelo, puedes unirte.
forest_gangs-creature-mantis-text = Gana el combate si se juega durante un duelo.
forest_gangs-creature-shapeshifter-text = Puede cambiarse por la carta superior de tu mazo antes de comprobar los empates.
forest_gangs-creature-fungid-text = Gana si es la carta más baja en juego.
forest_gangs-creature-frog-text = Debe jugarse si la tienes.
forest_gangs-creature-gnome-text = Si gana, todos pasan a la izquierda la carta de su mano.
forest_gangs-creature-giant-text = Los Gigantes nunca se baten en duelo: los Gigantes empatados van al Botín y pierden.
forest_gangs-creature-dragoness-text = Sin habilidad — la carta más alta.
