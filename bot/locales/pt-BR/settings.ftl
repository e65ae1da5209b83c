# /campfire settings: as configurações de jogo do servidor (bot/serversettings.py) e um tópico por
# partida (bot/gamethreads.py).

settings-title = ⚙️ Configurações de jogo deste servidor
settings-intro = Cada mudança é salva na hora e vale para a próxima mesa aberta aqui. As opções dadas a um comando de início continuam valendo primeiro.
settings-on = Sim
settings-off = Não
settings-auto = Automático
settings-seconds = { $n } s
settings-pings = Avisos de vez
settings-role = Cargo a mencionar
settings-no-role = nenhum
settings-role-pick = Cargo mencionado com o jogador nos avisos de vez
settings-ai-fill = A IA assume os jogadores inativos
settings-ai-strength = Nível das IAs adicionadas
settings-where = Onde as partidas acontecem
settings-where-channel = Neste canal
settings-where-thread = Um tópico novo por partida
settings-language = Idioma da mesa
settings-language-server = O idioma do servidor
settings-game-pick = Escolha um jogo para definir os padrões dele
settings-game-defaults = { $title }: padrões
settings-default-mark = (padrão)
settings-timeouts-button = Mudar os tempos
settings-reset-game = Restaurar este jogo
settings-timeouts-title = Tempos de { $title }
settings-recent = Últimas alterações
settings-recent-line = { $who } definiu { $setting } como **{ $value }** { $when }
settings-back-to-default = o padrão
settings-thread-name = 🔥 { $title } — { $host }
settings-thread-opened = 🔥 { $host } abriu uma mesa de { $title } em um tópico novo: { $link }
settings-thread-results = 🧵 Esta partida foi jogada em { $thread }.

err-settings_admin_only = Só membros com a permissão Gerenciar servidor podem mudar as configurações de jogo.
err-settings_bad_number = { $name }: digite um número de { $low } a { $high }. Nada foi alterado.
err-thread_permissions = Não posso jogar em um tópico aqui: preciso das permissões Criar tópicos públicos e Enviar mensagens em tópicos neste canal.
err-thread_failed = O Discord não me deixou criar o tópico da partida agora. Tente de novo em um instante.
