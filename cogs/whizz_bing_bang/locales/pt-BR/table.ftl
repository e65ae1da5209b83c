# Whizz Bing Bang no Discord: a mesa, a resposta a um toque, as linhas Recentes, as opções do lobby, os
# avisos e o fim da partida. Os nomes dos sons vêm de cards.ftl. Zero leva plural ("0 pontos"), embora
# a categoria "one" do CLDR para o português inclua o 0.

## Números

whizz_bing_bang-seconds = { $s } s
whizz_bing_bang-no-time = —
whizz_bing_bang-no-press = — (nenhum toque)
whizz_bing_bang-seat = Lugar { $n }

## A mesa

whizz_bing_bang-table-title = 💥 Whizz Bing Bang — rodada { $round }
whizz_bing_bang-direction = Sentido **{ $way ->
    [cw] ↻ horário
   *[acw] ↺ anti-horário
  }** · { $pile }
whizz_bing_bang-pile = monte: { $n }
whizz_bing_bang-pile-face-up = monte virado para cima sobre { $n ->
    [0] { $n } cartas
    [one] { $n } carta
   *[other] { $n } cartas
  }
whizz_bing_bang-status-call = ▶ **{ $who }** — diga **{ $sound }**
whizz_bing_bang-status-restart = ▶ **{ $who }** recomeça no sentido horário: diga **{ $whizz }** (seja qual for a carta)
whizz_bing_bang-status-slap = 💥 **{ $boom }!** Todo mundo bate — aperte **{ $boom }**! (o mais lento em { $s } leva uma ficha)
whizz_bing_bang-status-punish = ⚠️ **{ $who }**: { $cause } — o primeiro **Punir!** dá uma ficha a essa pessoa ({ $s })
whizz_bing_bang-status-over = Fim de jogo.
whizz_bing_bang-field-players = Jogadores
whizz_bing_bang-player-line = { $mark } { $dot } **{ $name }** { $dots } { $next } · recebidas { $got } · rodada **{ $round }** · total **{ $total }**
whizz_bing_bang-player-next = próxima { $icon } { $token }
whizz_bing_bang-player-all-given = todas entregues
whizz_bing_bang-player-handicap = handicap { $ms } ms
whizz_bing_bang-legend = *●○ suas fichas ainda para dar · próxima = a ficha que você daria ao punir · recebidas = fichas dadas a você · rodada / total = pontos (1 por ficha na sua frente; ganha quem tiver menos)*
whizz_bing_bang-field-last-boom = 💥 Último Boom — ranking dos tapas
whizz_bing_bang-field-last-race = ⚖️ Última disputa para punir
whizz_bing_bang-verdict = → **{ $punisher }** puniu **{ $culprit }** ({ $cause })
whizz_bing_bang-field-recent = 📜 Recentes
whizz_bing_bang-footer = Sessão { $id } · lento demais após { $slow } · { $slap } para bater num Boom · { $punish } para punir · /whizz_bing_bang { $rules }

## Botões

whizz_bing_bang-button-punish = Punir!

## Por que um jogador errou

whizz_bing_bang-cause-too_slow = lento demais
whizz_bing_bang-cause-out_of_turn = jogou fora da vez
whizz_bing_bang-cause-slap_non_boom = bateu numa carta que não é um Boom
whizz_bing_bang-cause-last_boom_slap = último a bater no Boom
whizz_bing_bang-cause-wrong_sound = disse o som errado
whizz_bing_bang-cause-punish_without_cause = puniu sem motivo
whizz_bing_bang-cause-early = bateu cedo demais ({ $early })
whizz_bing_bang-cause-other = um erro
whizz_bing_bang-early = um tapa a menos de { $s } de uma carta nova conta para a carta anterior, que não era um Boom

## Um toque, como só quem o fez vê

whizz_bing_bang-press-call = { $icon } **{ $sound }**
whizz_bing_bang-press-slap = 💥 **{ $boom }**
whizz_bing_bang-press-punish = ⚖️ **Punir!**
whizz_bing_bang-press-received = { $label } recebido
whizz_bing_bang-press-before = { $label } recebido **{ $t } antes** de { $phase ->
    [call] a carta aparecer
    [restart] o recomeço aparecer
    [slap] o Boom aparecer
    [punish] o erro aparecer
   *[other] a mesa mudar
  }
whizz_bing_bang-press-after = { $label } recebido em **+{ $t }** depois de { $phase ->
    [call] a carta aparecer
    [restart] o recomeço aparecer
    [slap] o Boom aparecer
    [punish] o erro aparecer
   *[other] a mesa mudar
  }
whizz_bing_bang-ruling-called = ✅ Chamada certa: **{ $sound }** revelado.
whizz_bing_bang-ruling-mistake = ⚠️ Um erro: { $what }. O primeiro **Punir!** te dá uma ficha; depois você recomeça com **{ $whizz }**.
whizz_bing_bang-ruling-early = ⚠️ Cedo demais: { $early }. O primeiro **Punir!** te dá uma ficha; depois você recomeça com **{ $whizz }**.
whizz_bing_bang-you-too_slow = você foi lento demais
whizz_bing_bang-you-out_of_turn = você jogou fora da vez
whizz_bing_bang-you-slap_non_boom = você bateu numa carta que não é um Boom
whizz_bing_bang-you-last_boom_slap = você foi o último a bater no Boom
whizz_bing_bang-you-wrong_sound = você disse o som errado
whizz_bing_bang-you-punish_without_cause = você puniu sem motivo
whizz_bing_bang-you-other = você errou
whizz_bing_bang-ruling-fastest = 🥇 Tapa mais rápido ({ $t }): você dá a **{ $culprit }** { $token ->
    [none] a sua ficha.
   *[other] a sua ficha **{ $token }**.
  }
whizz_bing_bang-ruling-slowest = 🐢 Tapa mais lento ({ $t }): **{ $punisher }** te dá { $token ->
    [none] a ficha dele
   *[other] a ficha **{ $token }** dele
  }; você recomeça com **{ $whizz }**.
whizz_bing_bang-ruling-slap-counted = 💥 Tapa contado: { $pos ->
    [1] 1º
   *[other] { $pos }º
  } de { $n } ({ $t }). **{ $punisher }** puniu **{ $culprit }**.
whizz_bing_bang-ruling-won-race = ⚖️ Você venceu a disputa ({ $t }): **{ $receiver }** recebe { $token ->
    [none] a sua ficha.
   *[other] a sua ficha **{ $token }**.
  }
whizz_bing_bang-ruling-lost-race = ⚖️ Pedido contado ({ $t }), mas **{ $winner }** foi mais rápido ({ $best }).
whizz_bing_bang-ruling-lost-race-handicap = ⚖️ Pedido contado ({ $t }), mas **{ $winner }** foi mais rápido ({ $best }, descontado um handicap de { $handicap }).
whizz_bing_bang-ruling-ignored = ▫️ Não contou: { $why }. Não mudou nada.
whizz_bing_bang-late-won = ⚖️ Tarde demais: **{ $winner }** pediu primeiro (+{ $first }) e puniu **{ $culprit }**; o seu chegou em +{ $mine } depois de o erro aparecer. Não mudou nada.
whizz_bing_bang-late-nobody = ⚖️ Tarde demais: ninguém puniu **{ $culprit }** a tempo; o seu chegou em +{ $mine } depois de o erro aparecer. Não mudou nada.
whizz_bing_bang-late-unknown = ⚖️ Tarde demais para a disputa para punir que acabou de ser decidida. Não mudou nada.
whizz_bing_bang-waiting-ignored = ▫️ Não contou: { $why }.
whizz_bing_bang-waiting-slap = ⏳ O ranking sai quando todos tiverem batido ou o tempo acabar.
whizz_bing_bang-waiting-punish = ⏳ A disputa é decidida { $grace } depois do primeiro pedido (um pedido anterior ainda pode estar a caminho).
whizz_bing_bang-waiting-call = ⏳ A decisão sai depois do período de tolerância de { $grace } (um toque anterior ainda pode estar a caminho).
whizz_bing_bang-press-game-over = 🏁 A partida acabou.
whizz_bing_bang-press-game-ended = 🏁 A partida acabou antes de este toque ser decidido.

## Por que um toque não contou

whizz_bing_bang-ignored-double_tap = um toque duplo — o mesmo botão logo depois do seu último toque nele conta como um só
whizz_bing_bang-ignored-before_table = apertado antes de a mesa da nova rodada aparecer
whizz_bing_bang-ignored-late_claim = tarde demais para a disputa para punir que acabou de ser decidida
whizz_bing_bang-ignored-double_click = um segundo toque logo depois da sua própria chamada
whizz_bing_bang-ignored-boom_resolved = esse Boom já tinha sido decidido
whizz_bing_bang-ignored-aimed_at_resolved_boom = cedo demais depois da revelação: mirava o Boom anterior
whizz_bing_bang-ignored-slap_window = durante um Boom só { $boom } conta
whizz_bing_bang-ignored-second_slap = você já tinha batido
whizz_bing_bang-ignored-punishment_pending = um erro está sendo punido: agora só Punir! conta
whizz_bing_bang-ignored-own_mistake = você não pode punir o seu próprio erro
whizz_bing_bang-ignored-before_post = apertado antes de o erro aparecer
whizz_bing_bang-ignored-opens_token_row = abriu a sua fileira de fichas
whizz_bing_bang-ignored-no_such_slot = essa ficha não está mais lá
whizz_bing_bang-ignored-wrong_token = essa não é a sua próxima ficha
whizz_bing_bang-ignored-second_claim = você já tinha pedido
whizz_bing_bang-ignored-no_race = não há disputa para punir
whizz_bing_bang-ignored-resolved = um toque anterior foi decidido primeiro
whizz_bing_bang-ignored-race_over = a disputa já tinha sido vencida
whizz_bing_bang-ignored-ignored = um toque anterior foi decidido primeiro
whizz_bing_bang-ignored-overtaken = a vez já tinha passado
whizz_bing_bang-ignored-one_mistake_at_a_time = um erro anterior estava sendo decidido
whizz_bing_bang-ignored-other = não mudou nada

## Caça às fichas

whizz_bing_bang-hunt-title = ⚖️ Caça às fichas
whizz_bing_bang-hunt-idle = Nenhuma disputa para punir agora.
whizz_bing_bang-hunt-find-title = ⚖️ Caça às fichas — encontre a sua ficha
whizz_bing_bang-hunt-find = Puna **{ $who }**: vire a sua ficha **{ $icon } { $token }**. O primeiro clique certo vence a disputa; um errado mostra essa ficha para você.
whizz_bing_bang-hunt-slot = Ficha { $n }
whizz_bing_bang-hunt-not-it = { $token } (não é esta)

## Recentes

whizz_bing_bang-event-round = Rodada { $round }: { $who } começa ({ $whizz } virado para cima).
whizz_bing_bang-event-called = { $who } diz { $sound } ({ $t }), revela { $revealed } → { $next }
whizz_bing_bang-event-called-boom = { $who } diz { $sound } ({ $t }), revela { $revealed } — { $boom }!
whizz_bing_bang-event-reshuffled = O descarte é embaralhado num novo monte ({ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
  }).
whizz_bing_bang-event-mistake = ⚠️ { $who }: { $cause }
whizz_bing_bang-event-mistake-late = ⚠️ { $who }: { $cause } (um toque que chegou atrasado)
whizz_bing_bang-event-boom = Ranking do Boom: { $ranking } → { $punisher } pune { $culprit }
whizz_bing_bang-event-boom-nobody = Ranking do Boom: { $ranking } → ninguém bateu
whizz_bing_bang-event-token = { $giver } dá a sua ficha { $token } a { $receiver }
whizz_bing_bang-event-token-race = { $giver } dá a sua ficha { $token } a { $receiver } [disputa: { $ranking }]
whizz_bing_bang-event-nobody-punished = Ninguém puniu { $who }.
whizz_bing_bang-event-restart = { $who } recomeça no sentido horário: diga { $whizz }!
whizz_bing_bang-event-round-scored = Pontos da rodada { $round }: { $scores } · totais: { $totals }
whizz_bing_bang-event-score = { $name } { $n }
whizz_bing_bang-event-game-ended = Fim de jogo: { $names } { $count ->
    [one] vence
   *[other] dividem a vitória
  } com { $n ->
    [0] { $n } pontos
    [one] { $n } ponto
   *[other] { $n } pontos
  }.

## Opções do lobby

whizz_bing_bang-option-timing = ⏱️ Lento demais após **{ $slow }** · 💥 **{ $slap }** para bater num Boom · ⚖️ **{ $punish }** para punir
whizz_bing_bang-option-typed-on = ⌨️ Palavras digitadas: sim ({ $words })
whizz_bing_bang-option-typed-off = ⌨️ Palavras digitadas: não (só botões)
whizz_bing_bang-option-end = 🏁 Termina em { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
  } · Preparação nº { $setup }
whizz_bing_bang-option-two-players = 2 jogadores permitidos
whizz_bing_bang-option-ai = 🤖 Os jogadores IA reagem em cerca de { $s }
whizz_bing_bang-option-token-hunt = 🔎 Caça às fichas: para punir, encontre sua próxima ficha entre suas fichas viradas para baixo
whizz_bing_bang-option-first = ▶ Primeiro jogador: lugar { $n }

## Palavras digitadas (além das inglesas): o som como o português escreve

whizz_bing_bang-typed-whizz = whizz
whizz_bing_bang-typed-bing = bing
whizz_bing_bang-typed-bang = bang
whizz_bing_bang-typed-boom = boom, bum

## Avisos e fim

whizz_bing_bang-ping-too-slow = ⏰ { $mention }, você foi lento demais: recomece com **{ $whizz }** quando a mesa mandar.
whizz_bing_bang-ping-too-slow-last = ⏰ { $mention }, você foi lento demais: recomece com **{ $whizz }** quando a mesa mandar. Mais uma vez e uma IA assume o seu lugar.
whizz_bing_bang-ping-ai = 🤖 { $mention } foi lento demais { $n } vezes seguidas: agora uma IA joga no lugar dessa pessoa (`/whizz_bing_bang { $takeback }` para voltar).
whizz_bing_bang-final-line = { $name }: **{ $n ->
    [0] { $n } pontos
    [one] { $n } ponto
   *[other] { $n } pontos
  }**
whizz_bing_bang-final-rounds = Rodadas jogadas: { $n }
whizz_bing_bang-end-one = 🔚 **{ $who }** chegou a { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
  } (a partida termina em { $end }). Ganha quem tiver menos pontos.
whizz_bing_bang-end-many = 🔚 { $who } chegaram à pontuação final (a partida termina em { $end }). Ganha quem tiver menos pontos.
whizz_bing_bang-end-each = **{ $name }** ({ $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
  })
whizz_bing_bang-end-last-round = A última rodada acabou quando **{ $giver }** entregou a sua ficha Boom a **{ $receiver }** ({ $cause }).
whizz_bing_bang-end-deciding-boom = 💥 O Boom decisivo: { $ranking }
whizz_bing_bang-end-deciding-race = ⚖️ A disputa para punir decisiva: { $ranking }
