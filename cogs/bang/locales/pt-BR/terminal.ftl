# BANG! no terminal (`python -m bot play bang`): a mesa, as linhas de eventos e o menu de respostas,
# cogs/bang/terminal_text.py. Nomes de cartas, personagens e papéis e habilidades dos personagens: cards.ftl.

## Lugares

bang-term-seat = Lugar { $n }
bang-term-nobody = ninguém
bang-term-seat-you = { $seat } (você)
bang-term-choosing = (escolhendo)

## A mesa

bang-term-phase-setup = preparação
bang-term-phase-start = início do turno
bang-term-phase-draw = fase 1 (comprar)
bang-term-phase-play = fase 2 (jogar cartas)
bang-term-phase-discard = fase 3 (descartar)
bang-term-phase-ended = fim do turno
bang-term-phase-other = jogando
bang-term-header = Turno { $turn } - vez de { $seat }, { $phase }. Baralho { $deck }, descarte { $discard }
bang-term-header-top = Turno { $turn } - vez de { $seat }, { $phase }. Baralho { $deck }, descarte { $discard } (no topo { $top })
bang-term-life = { $life }/{ $max } vidas
bang-term-dead = morto
bang-term-seat-cards = mão { $hand }  em jogo: { $play }
bang-term-seat-cards-distance = mão { $hand } distância { $distance }  em jogo: { $play }
bang-term-card-tokens = [{ $n }m]
bang-term-character-tokens = marcadores no personagem: { $n }
bang-term-supply = Marcadores de Carga na reserva: { $n } ([3m] = 3 marcadores nessa carta)
bang-term-store = { $store }: { $cards }
bang-term-you-are = Você é { $seat } ({ $role }). Mão: { $cards }
bang-term-kit-looks = Kit Carlson olha: { $cards }
bang-term-waiting = Esperando { $seat }: { $what }
bang-term-waiting-you = Sua vez: { $what }
bang-term-winners = Fim de jogo - vencedores: { $winners }

## O que o jogador esperado tem de fazer

bang-term-decision-play-turn = jogue cartas e depois encerre o turno
bang-term-decision-respond-to-shot = responda a um tiro (Errou!, Barril ou leve o tiro)
bang-term-decision-respond-to-indians = responda a Índios! (descarte um BANG! ou perca 1 vida)
bang-term-decision-respond-to-duel = responda a um Duelo (descarte um BANG! ou perca 1 vida)
bang-term-decision-respond-to-arrow = responda a uma Flecha (descarte um BANG! ou perca 1 vida)
bang-term-decision-play-beer-or-die = morrendo: jogue uma Cerveja ou saia do jogo
bang-term-decision-use-ability-when-targeted = use a habilidade de Sid Ketchum antes que a carta faça efeito, ou deixe acontecer
bang-term-decision-pick-from-general-store = pegue uma carta do Armazém
bang-term-decision-choose-check-card = escolha qual carta do sacar vale (Lucky Duke)
bang-term-decision-choose-draw-source = escolha de onde vem a primeira carta
bang-term-decision-choose-card-to-put-back = escolha a carta que volta para o baralho (Kit Carlson)
bang-term-decision-discard-to-hand-limit = descarte até ficar com tantas cartas quanto vidas
bang-term-decision-choose-character = escolha um personagem
bang-term-decision-place-token = escolha para onde vão os marcadores de Carga ganhos
bang-term-decision-pay-tokens = escolha de onde saem os marcadores de Carga pagos
bang-term-decision-use-tumbleweed = refaça um sacar com a Bola de Feno, ou deixe como está
bang-term-decision-use-al-preacher = pague 2 marcadores para comprar uma carta (Al Preacher), ou passe
bang-term-decision-ms-abigail-ignore = ignore a carta (Ms. Abigail), ou deixe que ela faça efeito
bang-term-decision-choose-bomb-target = passe a Bomba para outro jogador
bang-term-decision-discard-for-buntline = descarte uma carta pelo Buntline Special
bang-term-decision-other = decida

## De onde vêm as cartas, e por quê (entre parênteses nas linhas de eventos)

bang-term-why-deck = do baralho
bang-term-why-general-store = do Armazém
bang-term-why-discard = da pilha de descarte
bang-term-why-black-jack-shown = Black Jack a mostra
bang-term-why-black-jack-extra = carta extra de Black Jack
bang-term-why-kit-carlson-look = Kit Carlson olha
bang-term-why-kit-carlson-kept = Kit Carlson fica com elas
bang-term-why-reward = recompensa por um Fora-da-lei
bang-term-why-hand-limit = limite de mão
bang-term-why-weapon-replaced = arma substituída
bang-term-why-eliminated = fora do jogo
bang-term-why-sheriff-penalty = o Xerife matou um Assistente
bang-term-why-dynamite-exploded = a Dinamite explodiu
bang-term-why-bomb-exploded = a Bomba explodiu
bang-term-why-exhausted = sem marcadores
bang-term-why-dynamite-passed = a Dinamite passa adiante
bang-term-why-bomb-passed = a Bomba é passada
bang-term-why-phase-3 = bônus de descarte
bang-term-why-blue-card = bônus de carta azul
bang-term-why-shot = um tiro
bang-term-why-duck-returned = Abaixe-se! volta
bang-term-why-flintlock-returned = Flintlock volta
bang-term-why-bomb = a Bomba
bang-term-why-played = jogada
bang-term-why-upgrade = melhoria
bang-term-why-bomb-check = sacar da Bomba

## Linhas de eventos

bang-term-card-as = { $card } como { $kind }
bang-term-plays = { $who } joga { $card }
bang-term-plays-at = { $who } joga { $card } em { $target }
bang-term-paid-weapon-ability = habilidade da arma
bang-term-upgrades =
    { $n ->
        [one] { $n } melhoria
       *[other] { $n } melhorias
    }
bang-term-draws =
    { $n ->
        [one] { $who } compra { $n } carta ({ $why })
       *[other] { $who } compra { $n } cartas ({ $why })
    }
bang-term-draws-shown =
    { $n ->
        [one] { $who } compra { $n } carta ({ $why }): { $cards }
       *[other] { $who } compra { $n } cartas ({ $why }): { $cards }
    }
bang-term-you-draw = Você compra { $cards } ({ $why })
bang-term-check = { $who } saca para { $why }: { $cards }
bang-term-check-success = { $who } saca para { $why }: { $card } -> sucesso
bang-term-check-failure = { $who } saca para { $why }: { $card } -> falha
bang-term-full-life = { $who } já está com a vida cheia ({ $life })
bang-term-gains-life =
    { $n ->
        [one] { $who } ganha { $n } ponto de vida ({ $why }) -> { $life }
       *[other] { $who } ganha { $n } pontos de vida ({ $why }) -> { $life }
    }
bang-term-loses-life =
    { $n ->
        [one] { $who } perde { $n } ponto de vida ({ $why }) -> { $life }
       *[other] { $who } perde { $n } pontos de vida ({ $why }) -> { $life }
    }
bang-term-eliminated = { $who } foi eliminado: { $role }
bang-term-eliminated-by = { $who } foi eliminado: { $role } (por { $killer })
bang-term-discards = { $who } descarta { $cards } ({ $why })
bang-term-back-to-hand = { $card } volta para a mão de { $seat } ({ $why })
bang-term-moves = { $card } passa de { $from } para { $to } ({ $why })
bang-term-moves-hidden = Uma carta passa de { $from } para { $to } ({ $why })
bang-term-you-take = Você pega { $card } de { $seat } ({ $why })
bang-term-turn-started = --- Turno { $turn }: { $seat } ---
bang-term-game-over = FIM DE JOGO: { $summary } (vencedores: { $winners })
bang-term-uses = { $who } usa { $ability }
bang-term-discarding = { $text } descartando { $cards }
bang-term-slot-character = personagem
bang-term-tokens =
    { $n ->
        [one] { $who } { $slot }: { $change } marcador -> { $tokens } ({ $why }; reserva { $supply })
       *[other] { $who } { $slot }: { $change } marcadores -> { $tokens } ({ $why }; reserva { $supply })
    }
bang-term-shot-missed = O tiro em { $seat } errou
bang-term-reshuffled =
    { $n ->
        [one] A pilha de descarte é embaralhada num novo baralho ({ $n } carta)
       *[other] A pilha de descarte é embaralhada num novo baralho ({ $n } cartas)
    }
bang-term-penalty-reward = { $who } compra 3 cartas de recompensa
bang-term-penalty-sheriff = { $who } descarta todas as cartas (matou um Assistente)
bang-term-character-chosen = { $who } joga com { $character }
bang-term-game-started = Começa uma partida de BANG! para { $seats } ({ $characters })
bang-term-game-started-sheriff = Começa uma partida de BANG! para { $seats } ({ $characters }); o Xerife é { $sheriff }
bang-term-jailed = { $who } perde a vez ({ $jail })

## Como uma partida termina (o resumo de FIM DE JOGO)

bang-term-end = { $why }: { $verdict } (após { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    })
bang-term-end-target =
    { $side ->
        [deputy] O Assistente eliminou o Renegado, seu alvo
        [outlaw] O Fora-da-lei eliminou o Assistente, seu alvo
       *[renegade] O Renegado eliminou o Fora-da-lei, seu alvo
    }
bang-term-end-last-standing =
    { $side ->
        [deputy] O Assistente é o último de pé
        [outlaw] O Fora-da-lei é o último de pé
       *[renegade] O Renegado é o último de pé
    }
bang-term-end-renegade-left = O Xerife morreu e só sobrou o Renegado
bang-term-end-sheriff-killed = O Xerife foi morto
bang-term-end-town-cleared =
    { $renegades ->
        [one] Todos os Foras-da-lei e o Renegado estão mortos
       *[other] Todos os Foras-da-lei e os Renegados estão mortos
    }
bang-term-end-stalemate = Ninguém consegue mais comprar nem jogar cartas
bang-term-verdict-three =
    { $side ->
        [deputy] o Assistente vence
        [outlaw] o Fora-da-lei vence
       *[renegade] o Renegado vence
    }
bang-term-verdict-sheriff-deputies = o Xerife e seus Assistentes vencem
bang-term-verdict-sheriff = o Xerife vence
bang-term-verdict-outlaws = os Foras-da-lei vencem
bang-term-verdict-renegade = o Renegado vence sozinho
bang-term-verdict-draw = o jogo termina empatado, ninguém vence

## O menu de respostas

bang-term-play = Jogar { $card }
bang-term-on = { $text } em { $seat }
bang-term-taking = { $text } pegando { $card }
bang-term-face-down = { $text }: carta virada { $n } da mão
bang-term-face-down-of = { $text }: carta virada { $n } de { $size } da mão
bang-term-and-seats = { $text } e { $seats }
bang-term-with-upgrades =
    { $n ->
        [one] { $text } com { $n } melhoria
       *[other] { $text } com { $n } melhorias
    }
bang-term-with-weapon-ability = { $text } usando a habilidade da arma (1 marcador)
bang-term-with-bandolier = { $text } com a Bandoleira (1 marcador)
bang-term-with-bell-tower = { $text } com o Campanário (1 marcador)
bang-term-end-turn = Encerrar o turno
bang-term-and-more =
    { $n ->
        [one] { $text } e mais { $n } carta ({ $cards })
       *[other] { $text } e mais { $n } cartas ({ $cards })
    }
bang-term-keep-duck = { $text } e pagar 2 marcadores para mantê-la
bang-term-pass-respond-to-shot = Levar o tiro (perder 1 vida)
bang-term-pass-respond-to-indians = Perder 1 vida
bang-term-pass-respond-to-arrow = Perder 1 vida
bang-term-pass-respond-to-duel = Desistir do Duelo (perder 1 vida)
bang-term-pass-play-beer-or-die = Sem Cerveja: você está fora
bang-term-pass-use-ability-when-targeted = Deixar acontecer
bang-term-pass-place-token = Deixar na reserva (nenhum marcador)
bang-term-pass = Passar
bang-term-use = Usar { $ability }
bang-term-moving-tokens = { $text } movendo marcadores para { $cards }
bang-term-all-tokens = Todos os marcadores de uma vez: { $parts }
bang-term-tokens-on-character = { $n } no seu personagem
bang-term-tokens-on-card = { $n } em { $card }
bang-term-add-on = Colocar em { $card }
bang-term-choose = Escolher { $option }
bang-term-draw-from-hand = Comprar a primeira carta da mão de { $seat }
bang-term-draw-from-deck = Comprar do baralho
bang-term-draw-from-discard = Comprar a primeira carta do descarte
bang-term-add-on-character = Colocar no seu personagem
bang-term-your-character = Seu personagem
bang-term-be = Jogar com { $character }
bang-term-discard = Descartar { $cards }
