# O terminal (`python -m bot play bang_and_twang`): a mesa, os eventos, as perguntas e os menus.

## Palavras usadas em todo lugar

bang_and_twang-term-letter-B = B
bang_and_twang-term-letter-T = T
bang_and_twang-term-face-B = Bang
bang_and_twang-term-face-T = Twang
bang_and_twang-term-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
bang_and_twang-term-points = { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
bang_and_twang-term-sequence = { $name } ({ $triplet }, { $points })
bang_and_twang-term-sequence-view = { $name } [{ $triplet }] { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
bang_and_twang-term-tune-view = { $name }: { $text }
bang_and_twang-term-reaction-view = { $name } (reação): { $text }
bang_and_twang-term-empty = (vazio)

## A mesa

bang_and_twang-term-riff = Riff: { $slots }
bang_and_twang-term-slot = [{ $slot }] { $face }
bang_and_twang-term-turn = Turno { $turn }: { $whose }{ $interrupting }  | monte { $draw }  | descarte { $discard }{ $top }
bang_and_twang-term-yours-turn = sua vez ({ $seat })
bang_and_twang-term-yours-extra = seu turno extra ({ $seat })
bang_and_twang-term-yours-cut_in = você fura a vez ({ $seat })
bang_and_twang-term-theirs-turn = vez de { $who }
bang_and_twang-term-theirs-extra = turno extra de { $who }
bang_and_twang-term-theirs-cut_in = { $who } fura a vez
bang_and_twang-term-interrupting = , interrompendo { $who }
bang_and_twang-term-top = { " " }(no topo: { $card })
bang_and_twang-term-listening = Esperando reações: { $window }…
bang_and_twang-term-window-turn_start = um turno está para começar ({ $cut_in })
bang_and_twang-term-window-tune_played = uma carta de melodia acabou de ser jogada ({ $shush })
bang_and_twang-term-window-action_resolved = uma ação acabou de se resolver ({ $heckle } / { $quick_ears })
bang_and_twang-term-window-now = agora
bang_and_twang-term-player = { $who }: { $hand } na mão, { $bank } no banco
bang_and_twang-term-bank-locked = banco trancado
bang_and_twang-term-extra-turns = +{ $n ->
    [one] { $n } turno extra
   *[other] { $n } turnos extras
}
bang_and_twang-term-skips = { $n ->
    [one] { $n } turno
   *[other] { $n } turnos
} a pular
bang_and_twang-term-your-hand = Sua mão: { $cards }
bang_and_twang-term-your-bank = Seu banco ({ $points }): { $cards }
bang_and_twang-term-you-see = Você vê: { $cards }
bang_and_twang-term-game-over = Fim de jogo: { $summary }

## O que cada decisão pergunta

bang_and_twang-term-prompt-take_action = Sua vez: vire ou mova uma carta do riff (depois você pode guardar no banco uma carta correspondente), guarde no banco uma carta correspondente ou jogue uma carta de melodia.
bang_and_twang-term-prompt-standard_action = Faça uma ação normal: virar, mover ou guardar no banco (sem cartas de melodia).
bang_and_twang-term-prompt-may_bank = Uma carta da sua mão agora corresponde ao riff. Guardar no banco?
bang_and_twang-term-prompt-call_and_response = { $card }: você pode guardar no banco uma carta correspondente.
bang_and_twang-term-prompt-tune_bank = Você pode guardar uma carta no banco.
bang_and_twang-term-prompt-tune_flip = Vire uma carta do riff, ou pare.
bang_and_twang-term-prompt-tune_move = Você pode mover uma carta do riff.
bang_and_twang-term-prompt-tune_change = Mude o riff (vire ou mova), guarde uma carta correspondente, ou pare.
bang_and_twang-term-prompt-tune_rotate = { $card }: gire o riff, ou pare.
bang_and_twang-term-prompt-tune_set_riff = { $card }: ponha o riff em qualquer trinca.
bang_and_twang-term-prompt-choose_target = Escolha um jogador.
bang_and_twang-term-prompt-peek_take = Leve para o seu banco uma das cartas que você vê.
bang_and_twang-term-prompt-restack = { $card }: escolha a próxima carta do seu banco (de baixo para cima), ou mantenha a ordem.
bang_and_twang-term-prompt-name_triplet = { $card }: diga uma trinca.
bang_and_twang-term-prompt-give_card = { $card }: dê uma das suas cartas correspondentes.
bang_and_twang-term-prompt-other = Sua decisão.
bang_and_twang-term-prompt-react = Janela de reação: { $window }. Jogue uma carta de reação, ou deixe passar.

## Eventos

bang_and_twang-term-start = O jogo começa: riff { $riff }, { $who } começa.
bang_and_twang-term-resumes = A vez de { $who } continua.
bang_and_twang-term-turn-extra = { $who } joga um turno extra.
bang_and_twang-term-turn-cut_in = { $who } fura a vez: um turno só seu.
bang_and_twang-term-turn-regular = Vez de { $who }.
bang_and_twang-term-skipped = { $who } perde a vez.
bang_and_twang-term-riff-flip = { $who } vira a posição { $slot }: agora o riff é { $riff }.
bang_and_twang-term-riff-move = { $who } move a posição { $slot } para a { $to }: agora o riff é { $riff }.
bang_and_twang-term-riff-rotate = { $who } gira o riff: agora ele é { $riff }.
bang_and_twang-term-riff-set = { $who } põe o riff em { $riff }.
bang_and_twang-term-riff-flip_all = { $who } vira todas as cartas do riff: agora o riff é { $riff }.
bang_and_twang-term-riff-other = Agora o riff é { $riff }.
bang_and_twang-term-banks = { $who } guarda no banco { $card }.
bang_and_twang-term-banks-sequence = { $who } guarda no banco { $card } ({ $triplet }).
bang_and_twang-term-plays = { $who } joga { $card }.
bang_and_twang-term-plays-no-effect = { $who } joga { $card } (sem efeito).
bang_and_twang-term-shushes = { $who } manda { $target } ficar quieto: { $card } foi cancelada.
bang_and_twang-term-draws = { $who } compra { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}.
bang_and_twang-term-you-draw = Você compra { $cards }.
bang_and_twang-term-takes-bank = { $who } pega uma carta do banco de { $source } ({ $how }).
bang_and_twang-term-how-take_top = a do topo
bang_and_twang-term-how-take_bottom = a de baixo
bang_and_twang-term-how-swap_top = troca dos topos
bang_and_twang-term-how-peek_take = depois de uma espiada
bang_and_twang-term-how-heckle = vaia
bang_and_twang-term-how-pass_top = topo passado adiante
bang_and_twang-term-bank-moves = { $card } passa do banco de { $source } para o de { $who }.
bang_and_twang-term-bank-moves-for = { $card } passa do banco de { $source } para o de { $who }, em troca de { $returned }.
bang_and_twang-term-you-see-bank = Você vê no banco de { $source }: { $cards }.
bang_and_twang-term-takes-hand = { $who } pega uma carta da mão de { $source }.
bang_and_twang-term-hand-moves = { $card } vai de { $source } para { $who }.
bang_and_twang-term-passes-music = { $who } passa a música.
bang_and_twang-term-swaps-hands = { $who } troca de mão com { $other }.
bang_and_twang-term-receives = { $who } recebe de { $source }: { $cards }.
bang_and_twang-term-requests = { $who } pede { $triplet }.
bang_and_twang-term-reveals = { $who } revela { $card }.
bang_and_twang-term-restacks = { $who } reorganiza o próprio banco.
bang_and_twang-term-tops-pass = Os topos dos bancos dão a volta na fogueira: { $seats }.
bang_and_twang-term-fire-burns = O incêndio na floresta queima { $cards }.
bang_and_twang-term-will-extra = { $who } vai jogar um turno extra.
bang_and_twang-term-will-skip = { $who } vai perder a próxima vez.
bang_and_twang-term-refresh = Agora { $who } compra até ficar com { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}.
bang_and_twang-term-actions = { $who } faz { $n ->
    [one] { $n } ação
   *[other] { $n } ações
}.
bang_and_twang-term-listening-now = Esperando reações…
bang_and_twang-term-points-line = Fim de jogo. Pontos: { $scores }.
bang_and_twang-term-seat-points = { $who } { $points }

## O resultado

bang_and_twang-term-wins = { $who } vence com { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
bang_and_twang-term-win = { $who } vencem com { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}

## Menus

bang_and_twang-term-do-bank = Ao banco: { $card }
bang_and_twang-term-do-flip = Virar { $slot }
bang_and_twang-term-do-flip-gives = Virar { $slot } (fica { $riff })
bang_and_twang-term-do-move = Mover { $src }→{ $dst }
bang_and_twang-term-do-move-gives = Mover { $src }→{ $dst } (fica { $riff })
bang_and_twang-term-do-left-to-end = A primeira para o fim
bang_and_twang-term-do-right-to-front = A última para o começo
bang_and_twang-term-do-set = Pôr o riff em { $riff }
bang_and_twang-term-do-play = Jogar { $card }
bang_and_twang-term-done-may_bank = Não guardar
bang_and_twang-term-done-tune_bank = Não guardar
bang_and_twang-term-done-call_and_response = Não guardar
bang_and_twang-term-done-tune_flip = Parar de virar
bang_and_twang-term-done-tune_move = Não mover
bang_and_twang-term-done-tune_change = Parar de mudar o riff
bang_and_twang-term-done-tune_rotate = Parar de girar
bang_and_twang-term-done-restack = Manter esta ordem
bang_and_twang-term-done = Pronto
bang_and_twang-term-do-choose = Escolher { $who }
bang_and_twang-term-do-take = Pegar a carta { $n } a partir do topo
bang_and_twang-term-do-request = Pedir { $triplet }
bang_and_twang-term-do-give = Dar { $card }
bang_and_twang-term-do-restack = Depois a carta { $n }
bang_and_twang-term-do-react = Reagir: { $card }
bang_and_twang-term-do-react-on = Reagir: { $card } em { $who }
bang_and_twang-term-do-react-bank = Reagir: { $card }, guardar { $bank }
bang_and_twang-term-do-pass = Não reagir

## Estatísticas do simulate

bang_and_twang-term-stat-turns = turnos
bang_and_twang-term-stat-top_score = maior pontuação
bang_and_twang-term-stat-banked = cartas nos bancos
bang_and_twang-term-stat-shared_win = vitória dividida
