# BANG! no Discord: a mesa, as mãos, o registro, os avisos e os resultados (cogs/bang/render, cog.py).
# Os NOMES de cartas, personagens e papéis e seus textos estão em cards.ftl (`bang-card-…`).

## Linhas das opções no saguão

bang-option-players = 👥 3–{ $max } jogadores: entre, ou adicione jogadores IA
bang-option-two-characters = 🎭 Dois personagens para cada um (fica com um)
bang-option-one-character = 🎭 Um personagem para cada um
bang-option-timeouts = ⏱️ { $turn } s por ação no seu turno · { $answer } s para responder
bang-option-ad-on = 🧨 Armed & Dangerous: ligado
bang-option-ad-off = 🧨 Armed & Dangerous: desligado

## Palavras curtas

bang-nobody = ninguém
bang-seat = Lugar { $n }
bang-a-card = uma carta
bang-a-shot = Um tiro
bang-shot-of = O tiro de { $name }
bang-choosing = escolhendo…
bang-within = em { $s } s
bang-slot-character = { $name } (personagem) { $pips }
bang-weapon = arma
bang-weapon-its-ability = o efeito dela
bang-upgrade = melhoria

## A mesa

bang-table-title = 🤠 BANG! — turno { $turn }
bang-table-turn = ▶️ Vez de **{ $name }** · { $phase }
bang-phase-setup = preparação
bang-phase-start = início do turno
bang-phase-draw = fase 1 · comprar
bang-phase-play = fase 2 · jogar cartas
bang-phase-discard = fase 3 · descartar
bang-phase-ended = fim do turno
bang-phase-other = jogando
bang-table-answer-in-dm = Responda com os botões nas suas DMs ou com **Minha mão**.
bang-table-resolving = 🕓 Prestes a chegar: { $cards }
bang-table-discard-top = 🗑️ Topo do descarte: { $card }
bang-table-store = 🏪 Armazém
bang-table-draw = 🎲 saque!
bang-table-recent = 📜 Recentes
bang-table-footer = Baralho { $deck } · descarte { $discard } · partida { $session } · /bang mão · /bang regras
bang-table-footer-ad = Baralho { $deck } · descarte { $discard } · { $pip } reserva { $supply }/{ $total } · partida { $session } · /bang mão · /bang regras
bang-table-legend = ▶️ de quem é a vez · ⭐ Xerife · ❤️ vida/máx · ✋ cartas na mão · 🃏 cartas em jogo · 💀 fora
bang-table-legend-ad = ▶️ de quem é a vez · ⭐ Xerife · ❤️ vida/máx · ✋ cartas na mão · 🃏 cartas em jogo · 💀 fora · { $pips } marcadores de carga (de 4)
bang-table-characters = Personagens
bang-chars-title = 🎭 **Os personagens desta mesa**
bang-chars-choosing = • **{ $name }** — ainda escolhendo o personagem

bang-pending = ⏳ Esperando **{ $name }** — { $what } · { $when }
bang-pending-card = ⏳ Esperando **{ $name }** — { $what } ({ $card }) · { $when }
bang-pending-card-from = ⏳ Esperando **{ $name }** — { $what } ({ $card } de { $by }) · { $when }
bang-decision-play_turn = jogando cartas
bang-decision-respond_to_shot = respondendo a um tiro
bang-decision-respond_to_indians = respondendo aos Índios!
bang-decision-respond_to_duel = respondendo a um Duelo
bang-decision-play_beer_or_die = morrendo: Cerveja ou fora
bang-decision-use_ability_when_targeted = pode usar a habilidade de Sid Ketchum
bang-decision-pick_from_general_store = escolhendo no Armazém
bang-decision-choose_character = escolhendo um personagem
bang-decision-choose_check_card = escolhendo a carta do saque!
bang-decision-choose_draw_source = escolhendo de onde comprar
bang-decision-choose_card_to_put_back = escolhendo uma carta para devolver
bang-decision-discard_to_hand_limit = descartando até o limite da mão
bang-decision-respond_to_arrow = respondendo a uma Flecha
bang-decision-place_token = colocando um marcador
bang-decision-pay_tokens = pagando marcadores
bang-decision-use_tumbleweed = pode usar a Bola de Feno
bang-decision-use_al_preacher = pode usar a habilidade de Al Preacher
bang-decision-ms_abigail_ignore = pode ignorar a carta (Ms. Abigail)
bang-decision-choose_bomb_target = passando a Bomba
bang-decision-discard_for_buntline = descartando pela Buntline Special
bang-decision-other = decidindo

## Uma mão (DM ou efêmera)

bang-hand-title = 🤠 BANG! — { $name }
bang-goal-sheriff = ⭐ **{ $role }** — elimine todos os Fora-da-lei e o Renegado. Todo mundo sabe quem você é.
bang-goal-deputy = 🛡️ **{ $role }** — proteja o Xerife; elimine todos os Fora-da-lei e o Renegado.
bang-goal-outlaw = 🦹 **{ $role }** — elimine o Xerife.
bang-goal-renegade = 🐍 **{ $role }** — seja o último de pé (elimine o Xerife por último).
bang-hand-life = ❤️ { $life }/{ $max } vida · 🔫 alcance { $range }
bang-hand-life-ad = ❤️ { $life }/{ $max } vida · 🔫 alcance { $range } · { $pip } { $tokens ->
        [one] { $tokens } marcador
       *[other] { $tokens } marcadores
    } para gastar
bang-hand-out = 💀 Você está fora da partida.
bang-hand-cards = ✋ Sua mão ({ $n })
bang-hand-empty = _vazia_
bang-hand-in-play = 🃏 Em jogo
bang-hand-distances = 📏 Distâncias (🎯 = ao alcance)
bang-hand-looking = 👀 Você está olhando
bang-hand-over = A partida acabou.
bang-hand-your-move = 👉 Sua vez
bang-hand-waiting = ⏳ Esperando
bang-hand-whose-turn = ▶️ Vez de **{ $name }** — a mesa mostra mais.
bang-hand-footer = Partida { $session } · só você vê isto
bang-hand-legend = ❤️ vida/máx · 🔫 alcance · 📏 distância (🎯 ao alcance)
bang-hand-legend-ad = ❤️ vida/máx · 🔫 alcance · 📏 distância (🎯 ao alcance) · { $pips } marcadores de carga (de 4)
bang-hand-upgrade = { $text } · ⬆ { $cost } { $pip }: { $what }
bang-hand-upgrade-repeatable = { $text } · ⬆ { $cost } { $pip }: { $what }, repetível

bang-upgrade-caravan = +1 carta
bang-upgrade-a_little_nip = +1 vida
bang-upgrade-quick_shot = +1 alvo
bang-upgrade-flintlock = volta para a mão se esquivado
bang-upgrade-arrow = +1 alvo
bang-upgrade-duck = volta para a mão
bang-upgrade-squaw = fique com a carta
bang-weapon-ability-big_fifty = ignora as cartas em jogo e a habilidade do alvo
bang-weapon-ability-buntline_special = se esquivado, o alvo descarta uma carta
bang-weapon-ability-double_barrel = este BANG! de ♦ não pode ser cancelado
bang-weapon-ability-thunderer = o BANG! volta para a sua mão

bang-purpose-upgrade = a melhoria
bang-purpose-duck = a melhoria de Abaixe-se!
bang-purpose-al_preacher = a compra de Al Preacher
bang-purpose-mexicali_kid = o tiro de Mexicali Kid
bang-purpose-blue_card = o bônus de carta azul
bang-purpose-phase_3 = seu bônus de descarte
bang-purpose-reloading = Recarga
bang-purpose-barrel = Barril
bang-purpose-jourdonnais = Jourdonnais
bang-purpose-jail = Prisão
bang-purpose-dynamite = Dinamite
bang-purpose-bomb = a Bomba
bang-purpose-julie = Julie Cutter
bang-purpose-it = isso
bang-purpose-bonus = um bônus
bang-purpose-of = { $what } de { $who }

## Escolhas e botões

bang-back = Voltar
bang-end-turn = Encerrar turno
bang-choose-placeholder = Escolha…
bang-choice-pay-from = De { $slot }
bang-choice-place-on = Em { $slot }
bang-choice-keep-bomb = Ficar com ela
bang-choice-pass-bomb = Passar para { $name }
bang-choice-deck = Do baralho
bang-choice-discard = Topo do descarte ({ $card })
bang-choice-hand = Da mão de { $name }
bang-choice-keep = Ficar com { $cards }
bang-choice-put-back = Devolver { $card }
bang-choice-take = Pegar { $card }
bang-choice-play = Jogar { $card }
bang-choice-pass = Passar
bang-choice-other = Escolher isto

bang-abil-use = Usar { $name }
bang-abil-pay-from-it = pague { $n } { $pip } desta carta
bang-abil-ace = { $name }: comprar uma carta
bang-abil-beer-keg = { $name }: +1 ❤️
bang-abil-lock-pick = { $name }: uma carta aleatória de { $who }
bang-abil-whip = { $name }: descartar { $card } de { $who }
bang-abil-mexicali = { $name }: atirar em { $who }
bang-abil-mexicali-tower = { $name }: atirar em { $who } + { $tower } (distância 1)
bang-abil-mexicali-desc = pague 2 { $pip } e depois escolha de onde (não é um BANG!)
bang-abil-bass = { $name }: descartar { $card }
bang-abil-bass-desc = +2 { $pip } em { $slot }
bang-abil-frankie = { $name }: pegar 1 { $pip } de { $who }
bang-abil-ringo = { $name }: mover { $n } { $pip } para { $cards }
bang-abil-ringo-desc = do seu personagem { $pips }
bang-abil-sid = { $name }: descartar 2 cartas por +1 ❤️
bang-abil-which = { $name }: qual?
bang-abil-where-first = ✨ **{ $name }**: escolha primeiro onde.
bang-abil-how = { $name }: como?
bang-abil-how-prompt = ✨ **{ $name }**: escolha como usar.
bang-group-onto = Em { $slot }
bang-group-at = Contra { $name }

## O seu turno

bang-turn-prompt = { $fired ->
        [yes] Sua vez: jogue cartas e depois **Encerrar turno**. Você já disparou seu BANG! neste turno.
       *[no] Sua vez: jogue cartas e depois **Encerrar turno**.
    }
bang-turn-nothing = { $fired ->
        [yes] Nada para jogar. Você já disparou seu BANG! neste turno. **Encerrar turno** quando quiser.
       *[no] Nada para jogar. **Encerrar turno** quando quiser.
    }
bang-play-card-placeholder = 🃏 Jogar uma carta…
bang-use-ability-placeholder = ✨ Usar uma habilidade…
bang-then-target = depois escolha um alvo
bang-extra-upgrade = ⬆ melhoria
bang-extra-weapon = arma { $pip }
bang-confirm = ⚠️ { $reason } Jogar mesmo assim?
bang-confirm-full-life = Você está com a vida cheia: esta { $card } seria desperdiçada.
bang-confirm-saloon = Todos estão com a vida cheia: este { $card } não curaria ninguém.
bang-confirm-replace = Isto substitui sua { $card }.
bang-confirm-replace-tokens = Isto substitui sua { $card } (os { $n } { $pip } dela voltam para a reserva).
bang-target-play-it = Jogar
bang-target-distance = distância { $d } · ❤️ { $life } · ✋ { $hand }
bang-target-you = você · ❤️ { $life } · ✋ { $hand }
bang-target-in-play = { $n } em jogo
bang-target-placeholder = Alvo de { $card }
bang-target-prompt = 🎯 Escolha o alvo de **{ $card }**.
bang-multi-placeholder = Alvos de { $card } (até { $n })
bang-multi-prompt = 🎯 Escolha os alvos de **{ $card }**: o primeiro é grátis, cada um a mais custa 1 { $pip } (até { $n }). Depois escolha quais cartas suas pagam.
bang-how-card-in-play = uma carta em jogo
bang-how-hand-card = 🃏 Uma carta da mão
bang-how-face-down = virada para baixo, ao acaso
bang-how-placeholder = Como jogar?
bang-how-placeholder-on = Como jogar contra { $name }?
bang-how-prompt = 🃏 **{ $card }**: escolha como.
bang-how-prompt-ad = 🃏 **{ $card }**: escolha como. As melhorias são pagas depois: você escolhe quais cartas suas (ou seu personagem) pagam.
bang-variant-upgrade = { $n ->
        [one] ⬆ { $what }
       *[other] ⬆ { $what } ×{ $n }
    }
bang-variant-weapon = { $weapon }: { $what }
bang-variant-bandolier = { $name } (um BANG! extra)
bang-variant-bell-tower = { $name } (distância 1)
bang-variant-targets = { $n ->
        [one] +{ $n } alvo
       *[other] +{ $n } alvos
    }
bang-cost = pague { $parts }
bang-cost-upgrades = { $n } { $pip } de qualquer espaço seu
bang-cost-from = 1 { $pip } de { $name }

## Outras decisões

bang-prompt-store = 🏪 Armazém: escolha sua carta com os botões da mensagem da **mesa**.
bang-prompt-buntline = 🔫 Você esquivou um tiro de { $card }: descarte uma carta à sua escolha.
bang-prompt-buntline-from = 🔫 Você esquivou o tiro de { $card } de **{ $who }**: descarte uma carta à sua escolha.
bang-buntline-placeholder = Descarte uma carta à sua escolha
bang-prompt-character = 🎭 Escolha seu personagem.
bang-prompt-lucky-duke = 🎲 { $lucky }: escolha qual carta vale para o saque!.
bang-prompt-draw-source = 🃏 De onde você compra sua primeira carta?
bang-prompt-kit-carlson = 👀 { $kit }: escolha as 2 cartas que você fica (um clique); a terceira volta virada para baixo no topo do baralho.
bang-prompt-pay = { $pip } Pague { $n ->
        [0] marcadores
        [one] { $n } marcador
       *[other] { $n } marcadores
    } por { $purpose }: escolha de onde { $n ->
        [one] ele sai
       *[other] sai o próximo
    }. Uma carta que fica com 0 marcadores é descartada.
bang-prompt-place = { $pip } Você ganha { $n ->
        [0] marcadores
        [one] { $n } marcador
       *[other] { $n } marcadores
    } ({ $purpose }): escolha onde { $n ->
        [one] ele vai
       *[other] vai o próximo
    } (no máximo 4 em cada). Reserva: { $supply }.
bang-prompt-bomb = 💣 O saque! da sua Bomba deu vermelho: passe-a, com os marcadores, para outro jogador.
bang-prompt-other = Escolha:
bang-leave-in-supply = Deixar na reserva
bang-bonus-prompt = { $pip } Você pode pegar 1 marcador de carga ({ $purpose }). A reserva tem { $supply }: depois de pegá-lo sobrariam { $left }, menos que os { $need } que uma carta Perigosa precisa para ser jogada. Pegar, ou deixar na reserva?
bang-bonus-add-one = Pegar um marcador de carga (em { $slot })
bang-bonus-add-on = Colocar em { $slot }
bang-limit-bonus = Cada carta descartada vale 1 { $pip } (você escolhe onde).
bang-limit-one = 🗑️ Descarte até os seus { $life ->
        [one] { $life } ponto de vida
       *[other] { $life } pontos de vida
    }: mais { $n }, uma de cada vez.
bang-limit-one-placeholder = Descartar uma carta ({ $n } a mais)
bang-limit-placeholder = { $n ->
        [one] Marque a carta para descartar
       *[other] Marque todas as { $n } cartas para descartar
    }
bang-limit-prompt = 🗑️ Você tem { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } e { $life ->
        [one] { $life } ponto de vida
       *[other] { $life } pontos de vida
    }: { $n ->
        [one] marque **a carta** para descartar no menu.
       *[other] marque **todas as { $n } cartas** para descartar no menu, de uma vez.
    }
bang-split-from = { $n } de { $slot }
bang-split-on = { $n } em { $slot }
bang-split-pay = { $pip } Pague { $n ->
        [one] { $n } marcador
       *[other] { $n } marcadores
    } por { $purpose }: escolha de onde eles saem. Uma carta que fica com 0 marcadores é descartada (uma Bomba explode).
bang-split-pay-placeholder = Pagar { $n ->
        [one] { $n } marcador
       *[other] { $n } marcadores
    } de…
bang-split-place = { $pip } Você ganha { $n ->
        [one] { $n } marcador
       *[other] { $n } marcadores
    } ({ $purpose }): escolha onde eles vão (no máximo 4 em cada). Reserva: { $supply }.
bang-split-place-placeholder = Colocar { $n ->
        [one] { $n } marcador
       *[other] { $n } marcadores
    } em…
bang-split-leave = Ou deixe-os na reserva: depois de pegá-los sobrariam menos de { $need } para uma carta Perigosa.

## Respostas fora do seu turno

bang-respond-beers = Jogar { $n } Cervejas (volta a 1 ❤️)
bang-respond-play = { $n ->
        [one] Jogar { $card }
       *[other] Jogar { $card } (×{ $n })
    }
bang-respond-play-upgrade = { $n ->
        [one] Jogar { $card } + { $upgrade } ({ $cost } { $pip })
       *[other] Jogar { $card } (×{ $n }) + { $upgrade } ({ $cost } { $pip })
    }
bang-respond-draw = Saque! com { $name }
bang-respond-crate = { $name } (pague 2 { $pip }): Errou!
bang-take-respond_to_shot = Levar o tiro (−1 ❤️)
bang-take-respond_to_indians = Perder 1 ❤️
bang-take-respond_to_duel = Desistir do Duelo (−1 ❤️)
bang-take-respond_to_arrow = Perder 1 ❤️
bang-take-play_beer_or_die = Sem Cerveja: estou fora 💀
bang-take-use_ability_when_targeted = Deixar acontecer
bang-respond-shot = 🎯 **{ $src }**{ $by ->
        [other] {" "}de **{ $who }**
        [yours] {" "}(seu)
       *[none] {""}
    } em você! Esquive ou leve o tiro.
bang-respond-targeted = 🎯 **{ $src }**{ $by ->
        [other] {" "}de **{ $who }**
        [yours] {" "}(seu)
       *[none] {""}
    } mira em você. Usar sua habilidade antes?
bang-respond-discard-bang = { $icon } **{ $card }**{ $by ->
        [other] {" "}de **{ $who }**
        [yours] {" "}(seus)
       *[none] {""}
    }: descarte um BANG! ou perca 1 vida.
bang-respond-other = Responda:
bang-dying-cause = 💀 { $cause } deixou você com { $life } ❤️: você está morrendo! Jogue { $need ->
        [one] uma Cerveja
       *[other] { $need } Cervejas
    } para voltar a 1 ❤️ e continuar no jogo.
bang-dying = 💀 Você está morrendo (com { $life } ❤️)! Jogue { $need ->
        [one] uma Cerveja
       *[other] { $need } Cervejas
    } para voltar a 1 ❤️ e continuar no jogo.
bang-cause-dynamite = a Dinamite
bang-cause-bomb = a Bomba
bang-cause-bang = o BANG! de { $src }
bang-cause-gatling = a Gatling de { $src }
bang-cause-indians = os Índios! de { $src }
bang-cause-duel = o Duelo com { $src }
bang-cause-arrow = a Flecha de { $src }
bang-cause-quick_shot = o Tiro Rápido de { $src }
bang-cause-flintlock = a Flintlock de { $src }
bang-cause-mexicali_kid = o tiro de { $src } (Mexicali Kid)
bang-cause-julie_cutter = o tiro de { $src } (Julie Cutter)
bang-cause-shot = o tiro de { $src }
bang-tumbleweed = 🌵 O saque! para { $what } saiu. Pagar 1 { $pip } da sua { $tumbleweed } ({ $pips }) para sacar de novo?
bang-tumbleweed-card = 🌵 O saque! para { $what } deu **{ $card }**. Pagar 1 { $pip } da sua { $tumbleweed } ({ $pips }) para sacar de novo?
bang-tumbleweed-outcome = 🌵 O saque! para { $what } deu **{ $card }** — { $outcome }. Pagar 1 { $pip } da sua { $tumbleweed } ({ $pips }) para sacar de novo?
bang-tumbleweed-redo = Refazer o saque! (1 { $pip })
bang-tumbleweed-keep = Deixar assim
bang-outcome-dodged = ✅ o tiro é esquivado
bang-outcome-no-dodge = ❌ sem esquiva
bang-outcome-out-of-jail = ✅ sai da Prisão
bang-outcome-stays-in-jail = ❌ fica na Prisão
bang-outcome-no-explosion = ✅ nada explode
bang-outcome-explodes = 💥 explode
bang-outcome-bomb-passed = ✅ a Bomba passa adiante
bang-outcome-bomb-loses = ❌ a Bomba perde 2 ●
bang-outcome-julie-shoots = ✅ Julie Cutter revida o tiro
bang-outcome-julie-no-shot = ❌ sem revide
bang-outcome-success = ✅ sucesso
bang-outcome-failure = ❌ falha
bang-preacher = ✝️ Outro jogador jogou { $card }. Pagar 2 { $pip } para comprar uma carta ({ $name })?
bang-preacher-any = ✝️ Outro jogador jogou uma carta azul/laranja. Pagar 2 { $pip } para comprar uma carta ({ $name })?
bang-preacher-draw = Comprar uma carta (2 { $pip })
bang-abigail = 🎩 **{ $card }**{ $by ->
        [other] {" "}de **{ $who }**
       *[none] {""}
    } mira só em você. Ignorar por completo ({ $name })?
bang-abigail-ignore = Ignorar
bang-abigail-resolve = Deixar resolver

## Avisos no canal

bang-ping-in-dm = { $what } (nas suas DMs ou com **Minha mão**)
bang-ping-on-table = { $what } com os botões da mesa
bang-ping-your-turn = **sua vez**: { $what }
bang-own-play_turn = jogue cartas ou encerre o turno
bang-own-choose_draw_source = escolha de onde comprar
bang-own-choose_check_card = escolha sua carta de saque!
bang-own-choose_card_to_put_back = escolha uma carta para devolver
bang-own-discard_to_hand_limit = descarte até o limite da mão
bang-own-pick_from_general_store = escolha sua carta no Armazém
bang-own-choose_character = escolha seu personagem
bang-own-place_token = coloque seu marcador de carga
bang-own-pay_tokens = pague os marcadores de carga
bang-own-choose_bomb_target = passe a Bomba
bang-own-respond_to_duel = responda ao Duelo: jogue um BANG! ou leve o tiro
bang-own-other = sua vez
bang-ping-shot = { $by ->
        [other] responda ao { $card } de { $who }: Errou! ou leve o tiro
       *[none] responda ao { $card }: Errou! ou leve o tiro
    }
bang-ping-respond_to_indians = { $by ->
        [other] responda aos Índios! de { $who }: descarte um BANG! ou leve o golpe
       *[none] responda aos Índios!: descarte um BANG! ou leve o golpe
    }
bang-ping-respond_to_duel = { $by ->
        [other] responda ao Duelo de { $who }: jogue um BANG! ou leve o tiro
       *[none] responda ao Duelo: jogue um BANG! ou leve o tiro
    }
bang-ping-respond_to_arrow = { $by ->
        [other] uma Flecha de { $who } mira em você: esquive ou leve o golpe
       *[none] uma Flecha mira em você: esquive ou leve o golpe
    }
bang-ping-choose_character = escolha seu personagem
bang-ping-play_beer_or_die = você está morrendo
bang-ping-use_ability_when_targeted = uma carta mira em você
bang-ping-pick_from_general_store = escolha sua carta no Armazém
bang-ping-use_tumbleweed = você pode refazer um saque! com sua Bola de Feno
bang-ping-use_al_preacher = você pode usar a habilidade de Al Preacher
bang-ping-ms_abigail_ignore = você pode ignorar uma carta (Ms. Abigail)
bang-ping-discard_for_buntline = descarte uma carta pela Buntline Special
bang-ping-other = sua vez
bang-ping-with-card = { $what } ({ $card })
bang-ping-card-from = { $card } de { $who }
bang-ping-dying-cause = { $cause } deixou você com { $life } ❤️: jogue { $need ->
        [one] uma Cerveja
       *[other] { $need } Cervejas
    } ou você está fora
bang-ping-dying = você está morrendo (com { $life } ❤️): jogue { $need ->
        [one] uma Cerveja
       *[other] { $need } Cervejas
    } ou você está fora
bang-ping-dying-cause-sid = { $cause } deixou você com { $life } ❤️: use a habilidade de Sid Ketchum ou você está fora
bang-ping-dying-sid = você está morrendo (com { $life } ❤️): use a habilidade de Sid Ketchum ou você está fora

## O registro (Recentes)

bang-log-answers = 🛡️ { $who } responde com { $card }
bang-log-plays = 🃏 { $who } joga { $card }{ $more }
bang-log-plays-at = 🃏 { $who } joga { $card } contra { $target }{ $more }
bang-log-plays-as = 🃏 { $who } joga { $card } como { $kind }{ $more }
bang-log-plays-as-at = 🃏 { $who } joga { $card } como { $kind } contra { $target }{ $more }
bang-log-upgrades = { $n ->
        [one] { $n } melhoria
       *[other] { $n } melhorias
    }
bang-log-weapon-ability = efeito da arma
bang-log-loses = 💥 { $who } perde { $n } ❤️ → { $life }
bang-log-full-life = ❤️ { $who } já está com a vida cheia ({ $life } ❤️)
bang-log-gains = ❤️ { $who } ganha { $n } ❤️ → { $life }
bang-log-out = 💀 { $who } está fora — { $role }
bang-log-out-by = 💀 { $who } está fora — { $role } (por { $killer })
bang-log-turn = ▶️ Turno { $turn }: { $who }
bang-log-check = 🎲 Saque! de { $who } para { $what }: { $card } { $mark }
bang-log-dodges = 💨 { $who } esquiva o tiro
bang-log-bomb-passed = 💣 { $who } passa a Bomba para { $to }
bang-log-back-to-hand = ↩️ { $card } volta para a mão de { $who }
bang-log-takes = 🤏 { $who } pega { $card } de { $source }
bang-log-takes-hand-card = 🤏 { $who } pega uma carta da mão de { $source }
bang-log-discards = 🗑️ { $who } descarta { $cards } ({ $why })
bang-log-store = 🏪 Armazém: { $cards }
bang-log-draws = 🃏 { $who } pega { $cards } ({ $source })
bang-log-character = 🎭 { $who } é { $character }
bang-log-ability = ✨ { $who } usa { $ability }
bang-log-tokens = { $pip } { $who }: { $delta } em { $card } → { $tokens }
bang-log-tokens-character = { $pip } { $who }: { $delta } no personagem → { $tokens }
bang-log-penalty-reward_3_cards = ⚖️ { $who } compra 3 cartas como recompensa
bang-log-penalty-sheriff_discards_all = ⚖️ { $who } descarta todas as cartas: o Xerife matou um Assistente
bang-log-penalty = ⚖️ { $who }: { $what }
bang-log-reshuffle = 🔀 O descarte é embaralhado como um novo baralho
bang-source-deck = o baralho
bang-source-black_jack_shown = Black Jack mostra
bang-source-discard = o descarte
bang-source-general_store = o Armazém
bang-source-outlaw_reward = recompensa
bang-source-reward = recompensa por um Fora-da-lei
bang-discard-hand_limit = limite da mão
bang-discard-weapon_replaced = arma substituída
bang-discard-jail = Prisão cumprida
bang-discard-dynamite_exploded = a Dinamite explodiu
bang-discard-bomb_exploded = a Bomba explodiu
bang-discard-exhausted = sem marcadores
bang-discard-eliminated = fora da partida
bang-discard-sheriff_penalty = o Xerife matou um Assistente
bang-discard-panic = Pânico!
bang-discard-dynamite_passed = a Dinamite passa adiante
bang-discard-bomb_passed = a Bomba é passada

## O fim

bang-ending = { $why }: { $verdict } ({ $turns ->
        [one] depois de { $turns } turno
       *[other] depois de { $turns } turnos
    })
bang-why-target = { $side ->
        [deputy] O Assistente eliminou o Renegado, seu alvo
        [renegade] O Renegado eliminou o Fora-da-lei, seu alvo
       *[outlaw] O Fora-da-lei eliminou o Assistente, seu alvo
    }
bang-why-last-standing = { $side ->
        [deputy] O Assistente é o último de pé
        [renegade] O Renegado é o último de pé
        [sheriff] O Xerife é o último de pé
       *[outlaw] O Fora-da-lei é o último de pé
    }
bang-why-renegade-alone = O Xerife morreu e só restou o Renegado
bang-why-sheriff-killed = O Xerife foi morto
bang-why-town-clean = Todos os Fora-da-lei e o Renegado estão mortos
bang-why-town-clean-renegades = Todos os Fora-da-lei e os Renegados estão mortos
bang-why-stalemate = Ninguém consegue mais comprar nem jogar cartas
bang-verdict-sheriff-deputies = o Xerife e seus Assistentes vencem
bang-verdict-sheriff = o Xerife vence
bang-verdict-outlaws = os Fora-da-lei vencem
bang-verdict-renegade = o Renegado vence sozinho
bang-verdict-deputy-3 = o Assistente vence
bang-verdict-outlaw-3 = o Fora-da-lei vence
bang-verdict-renegade-3 = o Renegado vence
bang-verdict-draw = a partida termina empatada, ninguém vence
bang-fate-killed = morto por { $name }
bang-fate-out = fora
