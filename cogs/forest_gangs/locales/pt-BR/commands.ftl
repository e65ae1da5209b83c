# Os comandos de barra de /forest_gangs (bot/translator.py explica como as chaves são formadas).

forest_gangs-description = Forest Gangs: cartas secretas, duelos selvagens
forest_gangs-start-description = Abre uma mesa de Forest Gangs neste canal

## Opções: nomes (minúsculas, 1-32 letras, dígitos, - ou _) e descrições

opt-ability_timeout = tempo_habilidade
opt-choice_timeout = tempo_escolha
opt-ghost = fantasma
opt-kids1 = crianças1
opt-kids2 = crianças2

forest_gangs-opt-ghost-description = Adiciona o jogador fantasma (sempre ativo com 2 jogadores; não com 6)
forest_gangs-opt-kids1-description = Crianças 1: só valores, sem habilidades das criaturas
forest_gangs-opt-kids2-description = Crianças 2: sem mão, todos revelam a carta do topo do seu baralho (implica Crianças 1)
forest_gangs-opt-choice_timeout-description = Segundos para escolher uma carta (padrão 60; quando o tempo acaba, uma carta aleatória)
forest_gangs-opt-ability_timeout-description = Segundos para decisões de Metamorfo/Goblin (padrão 20; quando o tempo acaba, não)
forest_gangs-opt-max_players-description = Máximo de jogadores na mesa (2–6, padrão 6)
forest_gangs-opt-pings-description = Menciona quem deve agir numa breve mensagem no canal (padrão: ativado)

## The game's name (a brand: the same in every edition we know of)

forest_gangs-title = Forest Gangs
