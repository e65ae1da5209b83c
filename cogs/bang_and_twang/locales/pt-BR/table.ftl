# Bang & Twang no Discord: a mesa, as mãos, o histórico, os avisos e os resultados (cogs/bang_and_twang).
# Nomes e textos das cartas em cards.ftl. "Bang" e "Twang" são os dois sons do riff.

## Os sets de melodias (linhas do lobby)

bang_and_twang-set-green_circle = 🟢 Círculo Verde — Melodias da Fogueira
bang_and_twang-set-red_triangle = 🔺 Triângulo Vermelho — Polca do Batedor de Carteiras
bang_and_twang-set-blue_square = 🟦 Quadrado Azul — Bis!
bang_and_twang-set-yellow_star = ⭐ Estrela Amarela — Big Band
bang_and_twang-set-purple_diamond = 🔷 Losango Roxo — Magos do Riff
bang_and_twang-set-orange_heart = 🧡 Coração Laranja — Jiga Travessa
bang_and_twang-set-unknown = ?

## Opções no lobby

bang_and_twang-opt-wondertunes-all = 🌈 Melodias Maravilhosas: 8 cartas de melodia aleatórias de todos os seis sets
bang_and_twang-opt-wondertunes-pool = 🌈 Melodias Maravilhosas: 8 cartas de melodia aleatórias de { $sets }
bang_and_twang-opt-double = 🎶 Melodia dupla: { $set }
bang_and_twang-opt-tunes = 🎶 Melodias: { $set }
bang_and_twang-opt-open-hands = 👐 Mãos abertas
bang_and_twang-opt-hidden-hands = 🤫 Mãos escondidas
bang_and_twang-opt-timers = ⏱️ { $decision } s por decisão · ⚡ janelas de reação de { $reaction } s

## Riff e cartas

bang_and_twang-letter-bang = B
bang_and_twang-letter-twang = T
bang_and_twang-seat = Lugar { $n }
bang_and_twang-hand-sequence = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
bang_and_twang-hand-sequence-match = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } ✅ corresponde
bang_and_twang-bank-line = { $card } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
bang_and_twang-bank-line-top = 🔝 { $card } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }

## A mesa pública

bang_and_twang-table-title = 🐉 Bang & Twang — turno { $turn }
bang_and_twang-status-regular = ▶️ Vez de **{ $who }**
bang_and_twang-status-extra = ▶️ Vez de **{ $who }** (turno extra 🎉)
bang_and_twang-status-cut_in = ▶️ Vez de **{ $who }** (⚡ furando a fila)
bang_and_twang-status-interrupted = ⏸️ O turno de { $who } espera
bang_and_twang-status-playing = 🎵 Em jogo: { $card }
bang_and_twang-status-listening = 👂 Aguardando reações…
bang_and_twang-status-waiting = ⏳ Aguardando { $names }
bang_and_twang-table-piles = 🃏 Monte de compra: **{ $draw }** · 🗑️ descarte { $discard }
bang_and_twang-table-piles-top = 🃏 Monte de compra: **{ $draw }** · 🗑️ descarte { $discard } (no topo: { $top })
bang_and_twang-player-counts = ✋ { $hand ->
        [one] { $hand } carta
       *[other] { $hand } cartas
    } na mão · 🏦 { $bank } no banco
bang_and_twang-player-locked = 🔒 banco protegido
bang_and_twang-player-orchestra = 🎻 Orquestra completa (repõe até 3)
bang_and_twang-player-extra = 🎉 +{ $n } turno
bang_and_twang-player-skips = ⏭️ pula ×{ $n }
bang_and_twang-player-known = 👁️ sabe-se que tem na mão: { $cards }
bang_and_twang-table-log = 📜 Últimas ações
bang_and_twang-table-footer-clockwise = Partida { $id } · ↻ o jogo segue no sentido horário · melodias: { $tunes }
bang_and_twang-table-footer-anticlockwise = Partida { $id } · ↺ o jogo segue no sentido anti-horário · melodias: { $tunes }
bang_and_twang-button-flip = Virar { $slot }
bang_and_twang-button-move = Mover { $src }→{ $dst }

## A mão de um jogador (DM ou "Minha mão")

bang_and_twang-hand-title = 🐉 Bang & Twang — sua mão
bang_and_twang-window-turn_start = ⚡ **Janela de reação:** um turno está para começar (⚡ { $card }).
bang_and_twang-window-tune_played = ⚡ **Janela de reação:** uma carta de melodia acabou de ser jogada (⚡ { $card }).
bang_and_twang-window-action_resolved = ⚡ **Janela de reação:** uma ação acabou de se resolver (⚡ { $heckle } / { $ears }).
bang_and_twang-window-now = ⚡ **Janela de reação:** agora.
bang_and_twang-window-nothing = Você não tem nenhuma carta de reação que sirva. (A janela fecha sozinha.)
bang_and_twang-window-may = Você pode jogar uma carta de reação agora — ou deixar passar.
bang_and_twang-prompt-take_action = 🎶 **Sua vez.** Vire ou mova uma carta do riff (depois você pode guardar no banco uma carta correspondente), guarde no banco uma carta correspondente ou jogue uma carta de melodia.
bang_and_twang-prompt-standard_action = 🎶 Faça uma ação normal: virar, mover ou guardar no banco (sem cartas de melodia).
bang_and_twang-prompt-may_bank = ✅ Uma carta da sua mão agora corresponde ao riff. Guardar no banco?
bang_and_twang-prompt-call_and_response = 🔁 { $card }: você pode guardar no banco uma carta correspondente.
bang_and_twang-prompt-tune_bank = 🏦 Você pode guardar uma carta no banco.
bang_and_twang-prompt-tune_flip = 🔄 Vire uma carta do riff (ou pare).
bang_and_twang-prompt-tune_move = ↔️ Você pode mover uma carta do riff.
bang_and_twang-prompt-tune_change = 🎛️ Mude o riff (virar ou mover), guarde uma carta correspondente, ou pare.
bang_and_twang-prompt-tune_rotate = 🔃 { $card }: gire o riff, ou pare.
bang_and_twang-prompt-tune_set_riff = 🎚️ { $card }: coloque o riff na trinca que quiser.
bang_and_twang-prompt-choose_target = 🎯 Escolha um jogador.
bang_and_twang-prompt-peek_take = 👀 Coloque no seu banco uma das cartas que você vê.
bang_and_twang-prompt-restack = 🗂️ { $card }: escolha a próxima carta do seu banco (de baixo para cima), ou mantenha a ordem.
bang_and_twang-prompt-name_triplet = 📣 { $card }: diga uma trinca.
bang_and_twang-prompt-give_card = 🎁 { $card }: dê uma das suas cartas correspondentes.
bang_and_twang-prompt-other = Sua decisão.
bang_and_twang-requested = Pedido: { $triplet }
bang_and_twang-window-closes-at = ⏱️ A janela fecha { $due }.
bang_and_twang-window-closes-in = ⏱️ A janela fecha em { $seconds } s.
bang_and_twang-answer-by = ⏱️ Responda { $due }; depois disso, o bot faz uma jogada segura por você.
bang_and_twang-answer-within = ⏱️ Responda em até { $seconds } s; depois disso, o bot faz uma jogada segura por você.
bang_and_twang-hand-idle = Não é a sua vez agora — fique de olho na mesa.
bang_and_twang-hand-field = ✋ Sua mão ({ $n })
bang_and_twang-empty = _vazia_
bang_and_twang-hand-peek = 👀 Você está vendo (do topo) — só você vê estas cartas
bang_and_twang-hand-restack = 🗂️ Reempilhando
bang_and_twang-restack-placed = Colocadas (de baixo para cima): { $cards }
bang_and_twang-restack-rest = Falta colocar: { $cards }
bang_and_twang-hand-bank = 🏦 Seu banco: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } (do topo)
bang_and_twang-hand-footer = { $name } · partida { $id }

## Botões de uma mão

bang_and_twang-do-bank = Ao banco: { $card }
bang_and_twang-do-flip = Virar { $slot } ({ $riff })
bang_and_twang-do-move = Mover { $src }→{ $dst } ({ $riff })
bang_and_twang-do-rotate-left = A primeira para o fim
bang_and_twang-do-rotate-right = A última para o começo
bang_and_twang-do-set = Montar { $riff }
bang_and_twang-do-play = Jogar { $card }
bang_and_twang-do-play-no-effect = Jogar { $card } (sem efeito)
bang_and_twang-do-choose = Escolher { $who }
bang_and_twang-do-take = Pegar { $card }
bang_and_twang-do-card-n = carta { $n }
bang_and_twang-do-request = Pedir { $triplet }
bang_and_twang-do-give = Dar { $card }
bang_and_twang-do-next = Próxima: { $card }
bang_and_twang-do-react = ⚡ { $card }
bang_and_twang-do-react-on = ⚡ { $card } em { $who }
bang_and_twang-do-react-bank = ⚡ { $card }, ao banco: { $bank }
bang_and_twang-do-pass = Não reagir
bang_and_twang-done-bank = Não guardar
bang_and_twang-done-flip = Parar de virar
bang_and_twang-done-move = Não mover
bang_and_twang-done-change = Deixar o riff assim
bang_and_twang-done-rotate = Parar de girar
bang_and_twang-done-restack = Manter esta ordem
bang_and_twang-done = Pronto
bang_and_twang-pick = Escolha sua jogada…
bang_and_twang-pick-more = Mais jogadas…

## Avisos de turno (depois da menção do jogador)

bang_and_twang-ping-take_action = **sua vez**: vire ou mova uma carta do riff (e guarde se corresponder), guarde no banco uma carta correspondente ou jogue uma carta de melodia (nas suas DMs ou com **{ btn-my-hand }**)
bang_and_twang-ping-may_bank = **sua vez**: guarde no banco sua carta correspondente ou deixe para lá (nas suas DMs ou com **{ btn-my-hand }**)
bang_and_twang-ping-own = **sua vez**: sua jogada (nas suas DMs ou com **{ btn-my-hand }**)
bang_and_twang-ping-give_card = dê uma das suas cartas correspondentes ({ $card }) (nas suas DMs ou com **{ btn-my-hand }**)
bang_and_twang-ping-call_and_response = { $card }: você pode guardar no banco uma carta correspondente (nas suas DMs ou com **{ btn-my-hand }**)
bang_and_twang-ping-other = sua jogada em Bang & Twang (nas suas DMs ou com **{ btn-my-hand }**)

## Últimas ações (o histórico da mesa)

bang_and_twang-log-banked-sequence = 🏦 **{ $who }** guarda *{ $card }* no banco ({ $triplet })
bang_and_twang-log-banked = 🏦 **{ $who }** guarda *{ $card }* no banco ({ $points ->
        [one] { $points } pt
       *[other] { $points } pts
    })
bang_and_twang-log-start = Começa o jogo: riff { $riff }, { $who } começa.
bang_and_twang-log-turn-resumed = O turno de { $who } continua.
bang_and_twang-log-turn-extra = { $who } joga um turno extra.
bang_and_twang-log-turn-cut_in = { $who } fura a fila: um turno só seu.
bang_and_twang-log-turn = Vez de { $who }.
bang_and_twang-log-skipped = { $who } pula o turno.
bang_and_twang-log-riff-flip = { $who } vira a posição { $slot }: agora o riff é { $riff }.
bang_and_twang-log-riff-move = { $who } move a posição { $slot } para a { $to }: agora o riff é { $riff }.
bang_and_twang-log-riff-rotate = { $who } gira o riff: agora ele é { $riff }.
bang_and_twang-log-riff-set = { $who } monta o riff em { $riff }.
bang_and_twang-log-riff-flip_all = { $who } vira todas as cartas do riff: agora o riff é { $riff }.
bang_and_twang-log-riff = Agora o riff é { $riff }.
bang_and_twang-log-played = { $who } joga { $card }.
bang_and_twang-log-played-no-effect = { $who } joga { $card } (sem efeito).
bang_and_twang-log-cancelled = { $by } manda { $who } fazer silêncio: { $card } é cancelada.
bang_and_twang-log-drawn = { $who } compra { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }.
bang_and_twang-log-bank-take_top = { $who } pega a carta do topo do banco de { $source }.
bang_and_twang-log-bank-take_bottom = { $who } pega a carta de baixo do banco de { $source }.
bang_and_twang-log-bank-swap_top = { $who } troca a carta do topo do banco com { $source }.
bang_and_twang-log-bank-peek_take = { $who } espia e pega uma carta do banco de { $source }.
bang_and_twang-log-bank-heckle = { $who } vaia e pega uma carta do banco de { $source }.
bang_and_twang-log-bank-pass_top = { $who } pega uma carta do banco de { $source }.
bang_and_twang-log-hand-sleight = { $who } pega uma carta da mão de { $source }.
bang_and_twang-log-hand-request = { $source } dá a { $who } uma carta da própria mão.
bang_and_twang-log-hands-pass = { $who } passa a música: cada mão vai para o próximo.
bang_and_twang-log-hands-swap = { $who } troca de mão com { $other }.
bang_and_twang-log-requested = { $who } pede { $triplet }.
bang_and_twang-log-revealed = { $who } revela { $card }.
bang_and_twang-log-restacked = { $who } reempilha o próprio banco.
bang_and_twang-log-tops-passed = As cartas do topo dos bancos dão a volta na fogueira: { $names }.
bang_and_twang-log-tops-burned = O incêndio na floresta queima { $cards }.
bang_and_twang-log-tops-burned-none = Incêndio na floresta: nenhum banco tinha carta para queimar.
bang_and_twang-log-effect-extra_turn = { $who } vai jogar um turno extra.
bang_and_twang-log-effect-skip = { $who } vai pular o próximo turno.
bang_and_twang-log-effect-refresh_target = { $who } agora repõe até { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }.
bang_and_twang-log-effect-extra_actions = { $who } faz { $n } ações.
bang_and_twang-log-ended = Fim de jogo. Pontos: { $scores }.
bang_and_twang-log-score = { $who } { $points }

## Resultados

bang_and_twang-final-stopped = Cartas no banco quando o jogo foi interrompido:
bang_and_twang-final-stopped-line = { $who } — { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } no banco
bang_and_twang-final-line = { $who } — **{ $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }** ({ $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } no banco)
bang_and_twang-final-line-won = 🏆 { $who } — **{ $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }** ({ $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } no banco)
bang_and_twang-headline-one = 🏆 { $names } vence com { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }
bang_and_twang-headline-one-tiebreak = 🏆 { $names } vence com { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    } (empate em pontos, decidido por quem tem mais cartas no banco)
bang_and_twang-headline-shared = 🏆 { $names } dividem a vitória com { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    } cada
bang_and_twang-headline-shared-tiebreak = 🏆 { $names } dividem a vitória com { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    } cada (empate em pontos, decidido por quem tem mais cartas no banco)
bang_and_twang-end-out_of_cards = 🔚 O monte de compra estava vazio e { $who } não tinha mais cartas, então o jogo acabou.
bang_and_twang-end-out_of_cards-anyone = 🔚 O monte de compra estava vazio e o jogador da vez não tinha mais cartas, então o jogo acabou.
bang_and_twang-end-stall = 🔚 O monte de compra estava vazio e ninguém guardou nem jogou carta por { $rounds } rodadas (a regra de travamento), então o jogo acabou.
bang_and_twang-end-turn_cap = 🔚 O jogo chegou ao limite de { $turns } turnos.
