# Palavras comuns dos comandos de barra (bot/translator.py explica como as chaves são formadas).

## Subcomandos que todo jogo tem: seus nomes (minúsculas, 1-32 letras, dígitos, - ou _) e descrições

cmd-hand = mão
cmd-hand-description = Mostra sua mão (só você pode vê-la)
cmd-table = mesa
cmd-table-description = Publica a mesa de jogo de novo no fim do canal
cmd-leave = sair
cmd-leave-description = Sai da partida em andamento (após uma confirmação)
cmd-takeback = retomar
cmd-takeback-description = Retoma seu lugar da IA depois que seu tempo se esgotou
cmd-end = encerrar
cmd-end-description = Encerra a partida neste canal (anfitrião ou moderador)
cmd-rules = regras
cmd-rules-description = Um breve resumo das regras e das opções
cmd-stats = estatísticas
cmd-stats-description = Resultados deste jogo neste servidor
cmd-start = iniciar
cmd-help = ajuda
cmd-help-description = Os jogos, seus comandos e como funciona uma noite de jogos

## Opções que mais de um jogo tem

opt-max_players = max_jogadores
opt-pings = menções
opt-thread = tópico
opt-thread-description = Abrir o jogo num novo tópico (sim) ou neste canal (não); padrão: a configuração do servidor

## /campfire

campfire-description = Campfire: os jogos e como jogá-los
