# Os comandos de barra de /bang (bot/translator.py explica como as chaves são formadas).

bang-description = BANG!: o jogo de cartas do Velho Oeste com papéis ocultos
bang-start-description = Abre uma mesa de BANG! neste canal (3–8 jogadores)

## Opções: nomes (minúsculas, 1-32 letras, dígitos, - ou _) e descrições

opt-deal_two_characters = dois_personagens
opt-expansion = expansão
opt-response_timeout = tempo_resposta
opt-turn_timeout = tempo_turno

bang-opt-deal_two_characters-description = Distribui dois personagens a cada jogador, que fica com um
bang-opt-turn_timeout-description = Segundos por ação no seu turno (padrão 120; quando o tempo acaba, o turno termina)
bang-opt-response_timeout-description = Segundos para responder a BANG!, Índios!, Duelo, … (padrão 30; ao esgotar o tempo, você leva o tiro)
bang-opt-expansion-description = Expansão Armed & Dangerous: marcadores de Carga, cartas Perigosas, melhorias, 8 personagens
bang-choice-none = Jogo base
bang-choice-armed_and_dangerous = Armed & Dangerous
bang-opt-max_players-description = Máximo de jogadores na mesa (3–8, padrão 8)
bang-opt-pings-description = Menciona quem deve agir numa breve mensagem no canal (padrão: ativado)

## The game's name (a brand: the same in every edition we know of)

bang-title = BANG!
