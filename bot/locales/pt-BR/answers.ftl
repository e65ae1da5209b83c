# Respostas a ações e comandos recusados (efêmeras, no idioma de quem lê): bot/ui.py `message_for`.
# Chaves: err-<code> (qualquer jogo), err-game-<code> (texto comum dos jogos), <game>-err-<code> em cogs/<game>/locales.

## Qualquer jogo

err-no_game = Não há nenhuma partida neste canal agora.
err-channel_busy = Este canal já tem uma partida. Termine-a primeiro (ou peça ao anfitrião para encerrá-la).
err-stale_button = Esse botão é de um momento anterior da partida; use a mesa atual ou a sua mão.
err-forged_id = Não reconheço esse botão.
err-not_seated = Você não está jogando nesta partida.
err-not_your_turn = Não é a sua vez.
err-not_your_decision = Essa pergunta é para outro jogador.
err-decision_closed = Essa pergunta já foi respondida, ou o tempo acabou.
err-illegal_action = Você não pode fazer isso agora.
err-game_over = Esta partida acabou.
err-already_started = A partida já começou.
err-not_started = A partida ainda não começou.
err-already_joined = Você já está nesta mesa.
err-table_full = A mesa está cheia ({ $max } lugares).
err-host_only = Só o anfitrião (ou um moderador) pode fazer isso.
err-host_cannot_leave = O anfitrião não pode sair do lobby; cancele-o em vez disso.
err-no_ai_to_remove = Não há nenhum jogador IA para remover.
err-bad_seat_count = Este jogo precisa de { $min }–{ $max } jogadores.
err-bad_options = Essas opções não funcionam juntas.
err-bad_option = Essa opção não é válida: { $name } deve estar entre { $low } e { $high }.
err-unknown_game = Esse jogo não está disponível.
err-you_left = Você saiu desta partida.
err-ai_playing_your_seat = Uma IA está jogando no seu lugar. Use o comando `retomar` para voltar.
err-not_ai_seat = Você já está jogando no seu lugar.
err-guild_only = As partidas são jogadas em canais de servidores.
err-other_game_here = Outra partida está em andamento neste canal.
err-option_type = Essa opção não é válida: { $name } (esperado: { $kind }).
err-option_choice = Essa opção não é válida: { $name } deve ser uma das opções da lista.
err-command_mismatch = Esse comando não corresponde aos meus comandos (o Discord ainda pode estar atualizando-os). Tente de novo daqui a um minuto.
err-option_invalid = Essa opção não é válida. Confira as opções do comando e tente de novo.
err-not_here = Você não pode usar esse comando aqui.
err-apology = Algo deu errado do meu lado; a partida está a salvo. Tente de novo, por favor.
err-applied = ✅ Feito: deu certo (o Discord demorou para mostrar; a mesa está atualizada).

## Os comandos e botões comuns dos jogos ({ $game } é o grupo de comandos do jogo)

err-game-other_game_here = Este canal está jogando { $game }; use `{ $command }`.
err-game-channel_command = Este comando funciona num canal de servidor, onde a partida acontece. Na DM, `/{ $game } mão` mostra sua mão, `/{ $game } regras` as regras e `/campfire ajuda` os comandos.
err-game-not_playing_anywhere = Você não está jogando { $title } em lugar nenhum agora. Inicie uma partida ou entre numa em um canal de servidor (`/{ $game } iniciar`).
err-game-rematch_players_only = Só os jogadores desta partida (ou um moderador) podem iniciar uma revanche. Você pode entrar no novo lobby assim que um deles abri-lo.
err-game-table_moved = Esta mesa foi substituída por uma mais nova; a partida continua lá: { $link }
err-game-leave_in_lobby = A partida ainda não começou: clique em **Sair** na mensagem do lobby.
err-game-already_left = Você já saiu desta partida: uma IA joga no seu lugar até o fim.
err-game-you_left = Você saiu desta partida: uma IA joga no seu lugar até o fim. Você pode jogar de novo na próxima partida (ou na revanche dela).
err-game-takeback_left = Você saiu desta partida com `/{ $game } sair`, então seu lugar fica com a IA até o fim. Você pode jogar de novo na próxima partida (ou na revanche dela).
err-game-ai_playing_your_seat = Uma IA está jogando no seu lugar desde que seu tempo se esgotou: `/{ $game } retomar` devolve o lugar a você.
err-game-rematch_open = Já há um lobby de revanche aberto: clique em **Entrar** nele ({ $link }).
err-game-rematch_open_seated = Já há um lobby de revanche aberto, e você tem um lugar nele: { $link }
err-game-takeback_not_needed = Você mesmo está jogando no seu lugar: não há nada para retomar. (`/{ $game } retomar` devolve um lugar que uma IA assumiu depois que seu tempo se esgotou.)

## O que uma opção deve ser (kind de err-option_type)

kind-text = um texto
kind-integer = um número inteiro
kind-number = um número
kind-boolean = verdadeiro ou falso
kind-user = um usuário
kind-channel = um canal
kind-role = um cargo
kind-mentionable = um usuário ou um cargo
kind-attachment = um arquivo
kind-valid = válido
kind-finite_number = um número finito
kind-text_length = um texto de { $low }–{ $high } caracteres

## /<jogo> regras

rules-title = 📜 { $title } — regras
