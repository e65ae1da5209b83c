# Forest Gangs no Discord: a mesa, as mãos, as linhas de opções do lobby, as menções e os resultados
# (cogs/forest_gangs/render.py, cog.py). Textos públicos no idioma da mesa; as mãos, no do jogador.
# Nomes e habilidades das criaturas: cards.ftl. Contagens: [0] para "0 cartas" (o CLDR trata 0 como singular).

## Linhas de opções do lobby

forest_gangs-option-players = 👥 Até { $n ->
        [one] { $n } jogador
        *[other] { $n } jogadores
    }
forest_gangs-option-ghost-on = 👻 Jogador fantasma: sim
forest_gangs-option-ghost-off = 👻 Jogador fantasma: não
forest_gangs-option-ghost-auto = 👻 Jogador fantasma: só com 2 jogadores
forest_gangs-option-kids2 = 🧒 Crianças 2 (sem mão)
forest_gangs-option-kids1 = 🧒 Crianças 1 (só valores)
forest_gangs-option-abilities = 🐉 Habilidades das criaturas ativadas
forest_gangs-option-timeouts = ⏱️ { $choice } s para escolher · { $ability } s para habilidades

## Linhas de "Recentes"

forest_gangs-event-loot-carried = 💰 A rodada { $round } começa com { $n ->
        [0] { $n } cartas acumuladas
        [one] { $n } carta acumulada
        *[other] { $n } cartas acumuladas
    } no Espólio
forest_gangs-event-reshuffled = 🔀 { $who } embaralha o descarte num novo baralho ({ $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    })
# $card: "🧙 Gnomo (7)"; $why: um dos textos forest_gangs-reason-….
forest_gangs-event-winner = ⚔️ Rodada { $round }: **{ $who }** vence ({ $why }) e leva { $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    }
forest_gangs-event-winner-card = ⚔️ Rodada { $round }: **{ $who }** vence com { $card } ({ $why }) e leva { $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    }
forest_gangs-event-no-winner = ⚔️ Rodada { $round }: ninguém vence (não sobrou carta em jogo); o Espólio de { $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    } continua lá
forest_gangs-event-gnome = 🧙 Gnomo! Todos passaram a carta da mão para a esquerda

## Por que um combate foi vencido

forest_gangs-reason-mantis-in-duel = o Louva-a-deus vence um duelo
forest_gangs-reason-fungid-lowest = o Fungoide é a carta mais baixa
forest_gangs-reason-highest = a carta mais alta
forest_gangs-reason-only-card = a única carta que sobrou
forest_gangs-reason-goatsheep = a Cabra-ovelha baniu a Dragoa

## Menções de vez (o bot acrescenta a menção e a contagem regressiva)

forest_gangs-ping-choose = escolha sua carta para a rodada { $round } (nas DMs ou com **Minha mão**)
forest_gangs-ping-reveal = revele a carta do topo do seu baralho para a rodada { $round } (nas DMs ou com **Minha mão**)
forest_gangs-ping-shapeshifter = use seu Metamorfo ou fique com ele (nas DMs ou com **Minha mão**)
forest_gangs-ping-goblin = entre no duelo com seu Goblin ou fique de fora (nas DMs ou com **Minha mão**)

## A mesa

forest_gangs-table-title = 🌲 Forest Gangs — rodada { $round }
forest_gangs-table-title-kids1 = 🌲 Forest Gangs — rodada { $round } · Crianças 1
forest_gangs-table-title-kids2 = 🌲 Forest Gangs — rodada { $round } · Crianças 2
# $due: o tempo relativo do Discord ("em 40 segundos").
forest_gangs-status-choose = 👉 Escolham sua carta — com **Minha mão** ou pelas DMs. O tempo acaba { $due }.
forest_gangs-status-choose-soon = 👉 Escolham sua carta — com **Minha mão** ou pelas DMs. O tempo está acabando.
# $who: "Bob (Metamorfo) e 🤖 IA 1 (Goblin)".
forest_gangs-status-abilities = ✨ Esperando { $who }… { $due }
forest_gangs-status-reveal = 🃏 Revelem a carta do topo do baralho!
forest_gangs-waiting-seat = { $who } ({ $card })
forest_gangs-waiting-answer = a resposta
forest_gangs-waiting-nobody = as respostas
forest_gangs-table-loot = 💰 **Espólio:** { $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    }
forest_gangs-table-loot-carried = 💰 **Espólio:** { $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    } (acumuladas: { $carried })
forest_gangs-legend = 🃏 baralho · ✋ mão · 🗑 descarte · cartas no **total** (vence quem tiver mais no fim)
forest_gangs-cards-bold = { $n ->
        [0] **{ $n }** cartas
        [one] **{ $n }** carta
        *[other] **{ $n }** cartas
    }
forest_gangs-play-laid = ✅ carta baixada
forest_gangs-play-choosing = ⏳ escolhendo…
forest_gangs-play-out = { $card } (fora)
forest_gangs-field-combat = ⚔️ Combate
forest_gangs-field-last-combat = ⚔️ Último combate
forest_gangs-field-recent = 📜 Recentes
# $hand e $rules: os nomes dos subcomandos neste idioma.
forest_gangs-table-footer = Sessão { $id } · /forest_gangs { $hand } · /forest_gangs { $rules }
forest_gangs-seat = Lugar { $n }

## O registro do combate ($plays: "Ana: Gnomo (7), Bob: Gigante (8)"; $who: uma lista de jogadores)

forest_gangs-step-in-duel = [duelo { $level }] { $step }
forest_gangs-step-revealed = Reveladas: { $plays }
forest_gangs-step-shapeshifted = Metamorfo usado → { $plays }
forest_gangs-step-duel = Duelo de { $value }: { $who }
forest_gangs-step-giants = Gigantes empatam e vão para o Espólio: { $who }
forest_gangs-step-goblins = Goblins entram no duelo: { $who }
forest_gangs-step-duel-cards = Cartas do duelo: { $plays }
forest_gangs-step-banished = A Cabra-ovelha manda a Dragoa para o Espólio ({ $plays })
forest_gangs-step-winner = { $who } vence o combate ({ $why }) e leva { $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    }
forest_gangs-step-no-winner = Não sobrou carta em jogo: ninguém vence; o Espólio ({ $n }) continua lá
forest_gangs-step-gnome = Gnomo! Todos passam a carta da mão para a esquerda
forest_gangs-step-end-duel = { $who } não pode comprar no duelo: fim de jogo, { $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    } para cada duelista
forest_gangs-step-end-draw = { $who } não pode comprar: fim de jogo
forest_gangs-step-end-reveal = { $who } não pode revelar: fim de jogo
forest_gangs-someone = alguém

## A mão de um jogador (DM ou efêmera)

forest_gangs-hand-title = 🌲 Sua mão — rodada { $round }
forest_gangs-hand-empty = _Nenhuma carta na mão._
forest_gangs-hand-table = 📍 Mesa
forest_gangs-hand-piles = Suas pilhas
forest_gangs-hand-piles-value = 🃏 baralho { $deck } · ✋ mão { $hand } · 🗑 descarte { $discard } · { $cards }
forest_gangs-hand-in-play = Em jogo
forest_gangs-hand-time = ⏳ Tempo
forest_gangs-timeout-choose = Responda { $due }; depois disso, uma carta aleatória é baixada no seu lugar.
forest_gangs-timeout-shapeshifter = Responda { $due }; depois disso, você fica com o Metamorfo.
forest_gangs-timeout-goblin = Responda { $due }; depois disso, você fica fora do duelo.
forest_gangs-timeout-reveal = Responda { $due }; depois disso, sua carta é revelada automaticamente.
forest_gangs-hand-move = Sua jogada
forest_gangs-move-choose = Escolha a carta para baixar virada para baixo.
forest_gangs-move-frog = 🚫 Você não pode baixar { $card }: você tem um Sapo, e o Sapo precisa ser jogado.
forest_gangs-move-shapeshifter = 🎭 Usar seu Metamorfo? Ele vai para o Espólio e a carta do topo do seu baralho toma o lugar dele.
forest_gangs-button-shapeshifter-use = Usar o Metamorfo
forest_gangs-button-shapeshifter-keep = Ficar com ele
forest_gangs-move-goblin = 👺 Entrar no duelo com seu Goblin?
forest_gangs-button-goblin-join = Entrar no duelo
forest_gangs-button-goblin-stay = Ficar de fora
forest_gangs-move-reveal = Vire a carta do topo do seu baralho.
forest_gangs-button-reveal = Revelar
forest_gangs-hand-waiting = Esperando
forest_gangs-hand-waiting-laid = Sua carta foi baixada; esperando os outros.
forest_gangs-hand-waiting-others = Esperando os outros.
forest_gangs-hand-footer = { $name } · sessão { $id }

## Resultados

forest_gangs-final-stopped = Cartas quando o jogo foi interrompido:
forest_gangs-headline-win = 🏆 { $who } vence com { $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    }
forest_gangs-headline-win-tie = 🏆 { $who } vence com { $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    } (empate em cartas, decidido por quem tem mais Dragoas, depois Gigantes, …)
forest_gangs-headline-share = 🏆 { $who } dividem a vitória com { $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    } cada
forest_gangs-headline-share-tie = 🏆 { $who } dividem a vitória com { $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    } cada (empate em cartas, decidido por quem tem mais Dragoas, depois Gigantes, …)
forest_gangs-end-duel = 🔚 { $who } teve que comprar durante um duelo com o baralho e o descarte vazios: as cartas em jogo e o Espólio foram divididos entre os duelistas ({ $n ->
        [0] { $n } cartas
        [one] { $n } carta
        *[other] { $n } cartas
    } cada).
forest_gangs-end-draw = 🔚 { $who } teve que comprar uma carta com o baralho e o descarte vazios, então o jogo terminou.
forest_gangs-end-reveal = 🔚 { $who } teve que revelar uma carta com o baralho e o descarte vazios, então o jogo terminou.
forest_gangs-a-player = Um jogador
