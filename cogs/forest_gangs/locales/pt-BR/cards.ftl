# Forest Gangs: nomes e habilidades das criaturas, o jogador fantasma e as bandeiras das gangues
# (chaves pelo nome em inglês: bot/i18n.py `card_key`, `Words.card`, `Words.card_text`).
# Nomes nossos, os mesmos de rules.md.

forest_gangs-card-goatsheep = Cabra-ovelha
forest_gangs-card-goblin = Goblin
forest_gangs-card-mantis = Louva-a-deus
forest_gangs-card-shapeshifter = Metamorfo
forest_gangs-card-fungid = Fungoide
forest_gangs-card-frog = Sapo
forest_gangs-card-gnome = Gnomo
forest_gangs-card-giant = Gigante
forest_gangs-card-dragoness = Dragoa
forest_gangs-card-ghost = Fantasma

## As bandeiras das gangues

forest_gangs-card-acorn = Bolota
forest_gangs-card-mushroom = Cogumelo
forest_gangs-card-feather = Pena
forest_gangs-card-moon = Lua
forest_gangs-card-leaf = Folha
forest_gangs-card-stone = Pedra

## As habilidades das criaturas, uma linha cada

forest_gangs-creature-goatsheep-text = Manda para o Espólio uma Dragoa em jogo antes de se decidir o vencedor.
forest_gangs-creature-goblin-text = Quando outros começam um duelo, você pode entrar nele.
forest_gangs-creature-mantis-text = Vence o combate se for jogado durante um duelo.
forest_gangs-creature-shapeshifter-text = Pode se trocar pela carta do topo do seu baralho antes de conferir os empates.
forest_gangs-creature-fungid-text = Vence se for a carta mais baixa em jogo.
forest_gangs-creature-frog-text = Precisa ser jogado se estiver na sua mão.
forest_gangs-creature-gnome-text = Se vencer, todos passam a carta da mão para a esquerda.
forest_gangs-creature-giant-text = Gigantes nunca duelam: Gigantes empatados vão para o Espólio e perdem.
forest_gangs-creature-dragoness-text = Sem habilidade — a carta mais alta.
