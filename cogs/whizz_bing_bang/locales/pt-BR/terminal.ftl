# O terminal (`python -m bot play whizz_bing_bang`): a mesa, os eventos, os menus e as palavras do jogo em tempo real.

## Palavras usadas em todo lugar

whizz_bing_bang-term-secs = { $s } s
whizz_bing_bang-term-no-time = —
whizz_bing_bang-term-colour-red = vermelho
whizz_bing_bang-term-colour-blue = azul
whizz_bing_bang-term-colour-green = verde
whizz_bing_bang-term-colour-yellow = amarelo
whizz_bing_bang-term-colour-purple = roxo
whizz_bing_bang-term-colour-orange = laranja
whizz_bing_bang-term-ranked = { $who } { $time }
whizz_bing_bang-term-scored = { $who } { $points }
whizz_bing_bang-term-input-slap = BOOM
whizz_bing_bang-term-input-punish = Punir!
whizz_bing_bang-term-input-pick_token = escolha de ficha

## A mesa

whizz_bing_bang-term-header = Whizz Bing Bang — rodada { $round }   { $direction }
whizz_bing_bang-term-clockwise = ↻ sentido horário
whizz_bing_bang-term-anticlockwise = ↺ sentido anti-horário
whizz_bing_bang-term-faceup = [{ $sound }] ({ $colour })
whizz_bing_bang-term-setup-2 = Monte virado para cima: { $card } sobre { $n } cartas · descarte virado para baixo: { $discard }
whizz_bing_bang-term-setup-1 = Descarte virado para cima: { $card } · monte virado para baixo: { $n }
whizz_bing_bang-term-must-say = { $who } tem que dizer { $what }
whizz_bing_bang-term-must-say-due = { $who } tem que dizer { $what } — lento demais a partir de { $due }
whizz_bing_bang-term-restart = { $whizz } (recomeço)
whizz_bing_bang-term-slap-phase = { $boom }! revelado por { $who } — todo mundo bate! (a janela fecha em { $due }; já bateram: { $slapped })
whizz_bing_bang-term-nobody-yet = ninguém ainda
whizz_bing_bang-term-punish-phase = ⚠️ { $who }: { $cause } — { $punish } (a janela fecha em { $due })
whizz_bing_bang-term-over = Fim de jogo.
whizz_bing_bang-term-row = { $who } { $colour } { $dots } { $next } recebidas { $got }  rodada { $round }  total { $total }{ $handicap }
whizz_bing_bang-term-next = próxima: { $token }
whizz_bing_bang-term-all-given = todas dadas
whizz_bing_bang-term-handicap = { " " }desvantagem { $time }
whizz_bing_bang-term-legend = ●○ = suas fichas que ainda faltam dar · próxima = a ficha que você daria · recebidas = fichas dadas a você · rodada/total = pontos (cada ficha na sua frente vale 1; vence quem tiver menos)
whizz_bing_bang-term-last-boom = Último Boom: { $ranking }
whizz_bing_bang-term-last-race = Última corrida: { $ranking }
whizz_bing_bang-term-your-tokens = Suas fichas: { $tokens }
whizz_bing_bang-term-token-slot = [{ $n }:{ $token }]

## Por que um jogador é punido

whizz_bing_bang-term-cause-too_slow = lento demais
whizz_bing_bang-term-cause-out_of_turn = jogou fora da vez
whizz_bing_bang-term-cause-slap_non_boom = bateu numa carta que não é um Boom
whizz_bing_bang-term-cause-last_boom_slap = último a bater no Boom
whizz_bing_bang-term-cause-wrong_sound = disse o som errado
whizz_bing_bang-term-cause-punish_without_cause = puniu sem motivo
whizz_bing_bang-term-cause-early = bateu cedo demais, na carta antes do Boom

## Por que um toque não contou

whizz_bing_bang-term-ignored-double_tap = um toque duplo — o mesmo botão logo depois do seu último toque conta como um só
whizz_bing_bang-term-ignored-before_table = apertado antes de a mesa da nova rodada aparecer
whizz_bing_bang-term-ignored-late_claim = tarde demais para a corrida de punição que acabou de ser decidida
whizz_bing_bang-term-ignored-double_click = um segundo toque logo depois do seu próprio som
whizz_bing_bang-term-ignored-boom_resolved = esse Boom já tinha sido decidido
whizz_bing_bang-term-ignored-aimed_at_resolved_boom = cedo demais depois da revelação: era para o Boom anterior
whizz_bing_bang-term-ignored-slap_window = durante um Boom só conta BOOM
whizz_bing_bang-term-ignored-second_slap = você já tinha batido
whizz_bing_bang-term-ignored-punishment_pending = um erro está sendo punido: agora só conta Punir!
whizz_bing_bang-term-ignored-own_mistake = você não pode punir o seu próprio erro
whizz_bing_bang-term-ignored-before_post = apertado antes de o erro aparecer
whizz_bing_bang-term-ignored-opens_token_row = abriu a sua fileira de fichas
whizz_bing_bang-term-ignored-no_such_slot = essa ficha não está mais lá
whizz_bing_bang-term-ignored-wrong_token = essa não é a sua próxima ficha
whizz_bing_bang-term-ignored-second_claim = você já tinha reivindicado
whizz_bing_bang-term-ignored-no_race = não há corrida de punição
whizz_bing_bang-term-ignored-resolved = um toque anterior foi decidido antes
whizz_bing_bang-term-ignored-race_over = a corrida já tinha sido vencida
whizz_bing_bang-term-ignored-ignored = um toque anterior foi decidido antes
whizz_bing_bang-term-ignored-overtaken = a vez já tinha passado
whizz_bing_bang-term-ignored-one_mistake_at_a_time = um erro anterior estava sendo decidido
whizz_bing_bang-term-did-not-count = (seu { $input } não contou: { $why })
whizz_bing_bang-term-late-nobody = (Tarde demais: ninguém puniu { $culprit } a tempo{ $yours }. Não mudou nada)
whizz_bing_bang-term-late-first = (Tarde demais: { $winner } reivindicou primeiro{ $first } e puniu { $culprit }{ $yours }. Não mudou nada)
whizz_bing_bang-term-late-first-at = { " " }({ $time })
whizz_bing_bang-term-late-yours = ; o seu chegou em { $time } depois de o erro aparecer

## Eventos

whizz_bing_bang-term-round-started = Rodada { $round }: { $who } começa ({ $whizz } virado para cima).
whizz_bing_bang-term-called = { $who } diz { $sound }{ $time }, revela { $revealed } { $next }
whizz_bing_bang-term-called-time = { " " }({ $time })
whizz_bing_bang-term-called-next = → { $who }
whizz_bing_bang-term-called-boom = — { $boom }!
whizz_bing_bang-term-reshuffled = O descarte é embaralhado num monte novo ({ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}).
whizz_bing_bang-term-mistake = ⚠️ { $culprit }: { $cause }
whizz_bing_bang-term-mistake-late = ⚠️ { $culprit }: { $cause } (um toque que chegou atrasado)
whizz_bing_bang-term-boom-ranking = Classificação do Boom: { $ranking } → { $outcome }
whizz_bing_bang-term-punishes = { $punisher } pune { $culprit }
whizz_bing_bang-term-nobody-slapped = ninguém bateu
whizz_bing_bang-term-token-given = { $giver } dá a ficha { $token } para { $receiver }
whizz_bing_bang-term-token-given-race = { $giver } dá a ficha { $token } para { $receiver } [corrida: { $ranking }]
whizz_bing_bang-term-nobody-punished = Ninguém puniu { $culprit }.
whizz_bing_bang-term-restarts = { $who } recomeça no sentido horário: diga { $whizz }!
whizz_bing_bang-term-peeked = A ficha { $n } é o seu { $token } — não é a certa.
whizz_bing_bang-term-round-scored = Pontos da rodada { $round }: { $scores } · totais: { $totals }
whizz_bing_bang-term-game-ended = Fim de jogo: { $who } { $count ->
    [one] vence
   *[other] dividem a vitória
} com { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}.

## O resultado

whizz_bing_bang-term-result-seat = lugar { $n }
whizz_bing_bang-term-result = { $who } { $count ->
    [one] vence
   *[other] dividem a vitória
} com { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
} depois de { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}

## Menus

whizz_bing_bang-term-say = Dizer { $sound }
whizz_bing_bang-term-say-at = Dizer { $sound } em { $when }
whizz_bing_bang-term-slap = Bater ({ $boom })
whizz_bing_bang-term-slap-at = Bater ({ $boom }) em { $when }
whizz_bing_bang-term-punish = Punir!
whizz_bing_bang-term-punish-at = Punir! em { $when }
whizz_bing_bang-term-pick = Virar a ficha { $n }
whizz_bing_bang-term-pick-at = Virar a ficha { $n } em { $when }
whizz_bing_bang-term-tick = Deixar o relógio correr
whizz_bing_bang-term-shown = A mesa está à vista

## O terminal em tempo real (você digita as palavras)

whizz_bing_bang-term-banner = === { $title }: { $players } jogadores, semente { $seed } — você está no lugar 1 ===
whizz_bing_bang-term-help = Digite uma palavra e aperte Enter: whizz, bing, bang, boom (bater), punir (p), ou na caça às fichas um lugar de 1 a 4. 'sair' deixa a mesa.
whizz_bing_bang-term-type-whizz = whizz, w
whizz_bing_bang-term-type-bing = bing, bi
whizz_bing_bang-term-type-bang = bang, ba
whizz_bing_bang-term-type-slap = boom, b, bater
whizz_bing_bang-term-type-punish = punir, p
whizz_bing_bang-term-type-quit = sair, q
whizz_bing_bang-term-left = Você deixou a mesa.
whizz_bing_bang-term-you-typed = você: { $input }
whizz_bing_bang-term-you-typed-at = você: { $input } em { $when }
whizz_bing_bang-term-refused = (não contou: { $why })
whizz_bing_bang-term-refused-input_too_old = feito antes da última decisão
whizz_bing_bang-term-refused-duplicate_input = já contado
whizz_bing_bang-term-refused-not_token_hunt = a caça às fichas está desligada

## Estatísticas do simulate

whizz_bing_bang-term-stat-rounds = rodadas
whizz_bing_bang-term-stat-tokens_given = fichas dadas
whizz_bing_bang-term-stat-unclaimed_mistakes = erros não punidos
whizz_bing_bang-term-stat-punishments_by_cause = punições por motivo
whizz_bing_bang-term-stat-punishments_by_cause-too_slow = lento demais
whizz_bing_bang-term-stat-punishments_by_cause-out_of_turn = fora da vez
whizz_bing_bang-term-stat-punishments_by_cause-slap_non_boom = bateu numa carta que não é Boom
whizz_bing_bang-term-stat-punishments_by_cause-last_boom_slap = último a bater no Boom
whizz_bing_bang-term-stat-punishments_by_cause-wrong_sound = som errado
whizz_bing_bang-term-stat-punishments_by_cause-punish_without_cause = punição sem motivo
