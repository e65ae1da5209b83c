# /<game> learn: uma primeira lição contra IAs, nas DMs de quem aprende (issue 35, bot/lessons.py)
learn-started = Sua lição de { $title } está pronta nas suas DMs: { $link }
err-learn_running = Você já tem uma lição em andamento: { $link } (termine-a, ou encerre com `{ $end }`).
err-learn_dm_closed = Não consigo te mandar uma mensagem direta. Permita DMs de membros deste servidor e tente de novo.

## Forest Gangs
learn-forest_gangs-choose_card = Baixe uma carta virada para baixo: todos revelam juntos e a carta mais alta vence a rodada e leva todas as cartas em jogo.
learn-forest_gangs-use_shapeshifter = Seu Metamorfo pode se trocar pela carta do topo do seu monte. Diga sim se essa carta puder vencer as outras.
learn-forest_gangs-join_duel = Seu Goblin pode entrar no duelo: você joga também sua última carta e pode ganhar tudo.
learn-forest_gangs-reveal = Vire sua carta.
learn-forest_gangs-wait = Os outros estão escolhendo. Olhe a mesa: o registro diz quem venceu cada rodada.
learn-forest_gangs-saw-duel = Um duelo! As cartas mais altas empataram: todas as cartas foram para o Espólio e os empatados jogaram a outra carta. Quem vencer leva o Espólio também.
learn-forest_gangs-saw-giants_removed = Os Gigantes empataram e não duelam: foram para o Espólio e perderam.
learn-forest_gangs-saw-dragoness_banished = Uma Cabra-ovelha mandou a Dragoa para o Espólio.
learn-forest_gangs-saw-gnome_pass = Um Gnomo venceu: todos passaram a carta da mão para o jogador à esquerda.
learn-forest_gangs-saw-goblins_joined = Um Goblin entrou no duelo.
learn-forest_gangs-saw-shapeshifted = Um Metamorfo se trocou pela carta do topo do seu monte.

## BANG!
learn-bang-play_turn = Sua vez: jogue BANG! em um jogador ao alcance para tirar uma vida, Cerveja para se curar, ou baixe cartas na sua frente. Depois encerre o turno.
learn-bang-respond_to_shot = Atiraram em você: jogue Errou! para desviar, ou leve o tiro e perca uma vida.
learn-bang-respond_to_duel = Um duelo: responda com um BANG!, ou desista e perca uma vida. Quem ficar sem BANG! primeiro é atingido.
learn-bang-respond_to_indians = Índios! Descarte um BANG! ou perca uma vida.
learn-bang-discard_to_hand_limit = Cartas demais: no fim do turno você só pode ficar com tantas cartas quanto suas vidas.
learn-bang-choose_draw_source = Escolha de onde comprar suas cartas.
learn-bang-play_beer_or_die = Suas vidas acabaram: beba uma Cerveja agora para continuar no jogo.
learn-bang-pick_from_general_store = Armazém: pegue uma das cartas mostradas.
learn-bang-choose_card_to_put_back = Escolha a carta que vai devolver.
learn-bang-choose_character = Escolha seu personagem: cada um tem uma habilidade especial.
learn-bang-wait = Os outros estão jogando. Seu papel é secreto: a mesa mostra o Xerife; descubra quem está do seu lado.

## Bang & Twang
learn-bang_and_twang-take_action = Sua vez: guarde no banco uma carta de sequência que combine com o riff, ou antes vire ou mova uma carta de riff, ou jogue uma carta de melodia.
learn-bang_and_twang-choose_target = Escolha de quem são as cartas que a carta de melodia atinge.
learn-bang_and_twang-may_bank = Você mudou o riff: guarde agora uma carta de sequência que combine com ele, ou terminou.
learn-bang_and_twang-tune_flip = A carta de melodia deixa você virar cartas de riff: vire uma, ou terminou.
learn-bang_and_twang-tune_move = A carta de melodia deixa você mover uma carta de riff para outro lugar, ou terminou.
learn-bang_and_twang-tune_bank = A carta de melodia deixa você guardar uma carta: escolha uma, ou terminou.
learn-bang_and_twang-tune_set_riff = A carta de melodia deixa você definir o riff: escolha os três sons que quiser.
learn-bang_and_twang-react_cut_in = Você pode reagir agora, ou deixar passar.
learn-bang_and_twang-react_cancel_tune = Você pode reagir agora, ou deixar passar.
learn-bang_and_twang-react_steal_banked = Você pode reagir agora, ou deixar passar.
learn-bang_and_twang-react_bank_on_riff_change = Você pode reagir agora, ou deixar passar.
learn-bang_and_twang-wait = Os outros estão jogando. As cartas do banco valem pontos no fim: vence quem tiver mais.

## Whizz Bing Bang
learn-whizz_bing_bang-wait = Na sua vez, aperte o som da carta virada. Bing inverte o sentido, Bang pula o próximo, e um Boom é para todos: aperte BOOM rápido.
