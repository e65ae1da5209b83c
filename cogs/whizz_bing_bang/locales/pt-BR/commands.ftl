# Os comandos de barra de /whizz_bing_bang (bot/translator.py explica como as chaves são formadas).

whizz_bing_bang-description = Whizz Bing Bang: leia a carta, rápido!
whizz_bing_bang-start-description = Abre uma mesa de Whizz Bing Bang neste canal

## Opções: nomes (minúsculas, 1-32 letras, dígitos, - ou _) e descrições

opt-ai_error_percent = ia_erro_percentual
opt-ai_reaction_ms = ia_reação_ms
opt-ai_reaction_sd_ms = ia_reação_dp_ms
opt-anticipation_guard_ms = anti_antecipação_ms
opt-double_tap_ms = toque_duplo_ms
opt-end_points = pontos_final
opt-expert = especialista
opt-first_player = primeiro_jogador
opt-grace = tolerância
opt-handicaps_ms = handicap_ms
opt-late_claim_ms = reclamação_tardia_ms
opt-latency_allowance = margem_latência
opt-punish_window = janela_punição
opt-setup = preparação
opt-slap_window = janela_tapa
opt-token_hunt = caça_fichas
opt-two_players = dois_jogadores
opt-typed_words = palavras_digitadas

whizz_bing_bang-opt-two_players-description = Permite uma mesa de 2 jogadores (regra da casa)
whizz_bing_bang-opt-setup-description = Preparação nº 1 ou nº 2 (só exibição)
whizz_bing_bang-choice-setup_1 = Preparação nº 1 (descarte virado para cima)
whizz_bing_bang-choice-setup_2 = Preparação nº 2 (monte de compra virado para cima)
whizz_bing_bang-opt-expert-description = Tempo de especialista: 1.5 s em vez de 2 s antes de 'lento demais'
whizz_bing_bang-opt-latency_allowance-description = Segundos somados ao limite de lentidão por causa da rede (0.5–2, padrão 1)
whizz_bing_bang-opt-slap_window-description = Segundos para bater num Boom (padrão 3)
whizz_bing_bang-opt-punish_window-description = Segundos para apertar Punish! após um erro (padrão 5)
whizz_bing_bang-opt-grace-description = Segundos que o bot espera por entradas atrasadas após um prazo antes de decidir (0–2, padrão 1)
whizz_bing_bang-opt-anticipation_guard_ms-description = Um tapa tão cedo após uma revelação mirava a carta anterior (ms, 0 = desligado)
whizz_bing_bang-opt-double_tap_ms-description = O mesmo botão de novo tão cedo (ms) conta como um só toque: toque duplo (padrão 500, 0 = desligado)
whizz_bing_bang-opt-late_claim_ms-description = Um Punish! tão cedo (ms) após uma disputa ser decidida é tardio, não um erro (padrão 1000)
whizz_bing_bang-opt-typed_words-description = Aceita também whizz/bing/bang/boom digitados (padrão: ativado se o bot puder ler mensagens)
whizz_bing_bang-opt-end_points-description = O jogo termina quando alguém atinge este total (padrão 15)
whizz_bing_bang-opt-first_player-description = Número do lugar do primeiro jogador (padrão: aleatório)
whizz_bing_bang-opt-ai_reaction_ms-description = Tempo médio de reação dos jogadores IA em ms (padrão 650)
whizz_bing_bang-opt-ai_reaction_sd_ms-description = Dispersão do tempo de reação da IA em ms (padrão 180)
whizz_bing_bang-opt-ai_error_percent-description = Chance em % de uma IA errar diante de um sinal (padrão 4)
whizz_bing_bang-opt-token_hunt-description = Caça às fichas: para punir, encontre sua próxima ficha entre suas fichas viradas para baixo
whizz_bing_bang-opt-handicaps_ms-description = Handicap por lugar em ms para conexões lentas, ex.: 0,300,0 (um por jogador)

## The game's name (a brand: the same in every edition we know of)

whizz_bing_bang-title = Whizz Bing Bang
