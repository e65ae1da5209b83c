# /bang: respostas a ações recusadas (efêmeras, no idioma de quem lê): bot/ui.py `message_for`.

bang-err-expansion_not_available = A expansão Armed & Dangerous ainda não está disponível; comece sem ela.
bang-err-illegal_action = Você não pode jogar isso agora.
bang-err-not_your_turn = Não é a sua vez, e nada está esperando uma resposta sua agora.
bang-err-decision_closed = Essa pergunta já foi respondida, ou o tempo acabou.
bang-err-not_the_default = Essa não é a resposta padrão.
bang-err-forged_action = Não reconheço essa jogada.
bang-err-bad_seat_count = BANG! precisa de { $min }–{ $max } jogadores.
bang-err-card_gone = Essa carta não pode mais ser jogada desse jeito; aqui está sua mão atual.
bang-err-store_pick_later = É a vez de **{ $name }** escolher do Armazém; a sua vez de escolher vem depois.
bang-err-store_pick_done = É a vez de **{ $name }** escolher do Armazém; você já pegou a sua carta.
