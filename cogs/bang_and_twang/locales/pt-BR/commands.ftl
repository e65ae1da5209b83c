# Os comandos de barra de /bang_and_twang (bot/translator.py explica como as chaves são formadas).

bang_and_twang-description = The Forest Dragon: Bang & Twang — acompanhe o riff
bang_and_twang-start-description = Abre uma mesa de Bang & Twang neste canal

## Opções: nomes (minúsculas, 1-32 letras, dígitos, - ou _) e descrições

opt-decision_timeout = tempo_decisão
opt-open_hands = mãos_abertas
opt-reaction_window = janela_reação
opt-tunes = melodias

bang_and_twang-opt-tunes-description = Quais cartas de melodia entram no baralho (padrão: Círculo Verde, o set inicial)
bang_and_twang-choice-green_circle = Círculo Verde — Melodias da Fogueira (inicial)
bang_and_twang-choice-red_triangle = Triângulo Vermelho — Polca do Batedor de Carteiras (roubo do banco)
bang_and_twang-choice-blue_square = Quadrado Azul — Bis! (turnos extras, interrupções ⚡)
bang_and_twang-choice-yellow_star = Estrela Amarela — Big Band (mãos maiores)
bang_and_twang-choice-purple_diamond = Losango Roxo — Magos do Riff (controle do riff)
bang_and_twang-choice-orange_heart = Coração Laranja — Jiga Travessa (truques com o banco)
bang_and_twang-choice-wondertunes = Melodias Maravilhosas — 8 cartas aleatórias de todos os seis sets
bang_and_twang-opt-open_hands-description = Joga com todas as mãos visíveis na mesa
bang_and_twang-opt-decision_timeout-description = Segundos para cada decisão (padrão 120; quando o tempo acaba, uma jogada segura padrão)
bang_and_twang-opt-reaction_window-description = Segundos que uma janela de reação ⚡ fica aberta (padrão 6)
bang_and_twang-opt-pings-description = Menciona quem deve agir numa breve mensagem no canal (padrão: ativado)

## The game's name (a brand: the same in every edition we know of)

bang_and_twang-title = The Forest Dragon: Bang & Twang
