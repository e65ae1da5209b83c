# As cartas de Bang & Twang em português do Brasil: nomes (chave: o nome em inglês), as poucas palavras
# da face (-text) e o efeito completo de cada carta de melodia (-effect). Bang e Twang ficam como estão.

## Sequence cards (song titles) and what they play

bang_and_twang-card-thunder-on-the-hill = Trovão no morro
bang_and_twang-sequence-thunder-on-the-hill-text = Bang Bang Bang
bang_and_twang-card-drumming-bear-stomp = O sapateado do urso tamborileiro
bang_and_twang-sequence-drumming-bear-stomp-text = Bang Bang Bang
bang_and_twang-card-willow-string-reel = Reel das cordas de salgueiro
bang_and_twang-sequence-willow-string-reel-text = Twang Twang Twang
bang_and_twang-card-moonlit-mandolin = Bandolim ao luar
bang_and_twang-sequence-moonlit-mandolin-text = Twang Twang Twang
bang_and_twang-card-two-knocks-and-a-twang = Duas batidas e um Twang
bang_and_twang-sequence-two-knocks-and-a-twang-text = Bang Bang Twang
bang_and_twang-card-woodcutter-s-march = Marcha do lenhador
bang_and_twang-sequence-woodcutter-s-march-text = Bang Bang Twang
bang_and_twang-card-hop-over-the-brook = Pulo por cima do riacho
bang_and_twang-sequence-hop-over-the-brook-text = Bang Twang Bang
bang_and_twang-card-badger-bounce = O pulinho do texugo
bang_and_twang-sequence-badger-bounce-text = Bang Twang Bang
bang_and_twang-card-the-squirrel-s-tumble = A cambalhota do esquilo
bang_and_twang-sequence-the-squirrel-s-tumble-text = Twang Bang Bang
bang_and_twang-card-tinker-s-hammer = O martelo do funileiro
bang_and_twang-sequence-tinker-s-hammer-text = Twang Bang Bang
bang_and_twang-card-lantern-waltz = Valsa das lanternas
bang_and_twang-sequence-lantern-waltz-text = Twang Twang Bang
bang_and_twang-card-the-creaking-gate = O portão que range
bang_and_twang-sequence-the-creaking-gate-text = Twang Twang Bang
bang_and_twang-card-owl-and-echo = Coruja e eco
bang_and_twang-sequence-owl-and-echo-text = Twang Bang Twang
bang_and_twang-card-stepping-stones = Pedras de travessia
bang_and_twang-sequence-stepping-stones-text = Twang Bang Twang
bang_and_twang-card-kettle-song = A canção da chaleira
bang_and_twang-sequence-kettle-song-text = Bang Twang Twang
bang_and_twang-card-crossroads-shuffle = Shuffle da encruzilhada
bang_and_twang-sequence-crossroads-shuffle-text = Bang Twang Twang

## Tune cards: name, a few words (-text) and the full effect (-effect)

bang_and_twang-card-double-strum = Batida dupla
bang_and_twang-tune-double-strum-text = Vire 2 cartas do riff, depois guarde no banco
bang_and_twang-tune-double-strum-effect = Vire até duas cartas do riff, uma depois da outra (duas cartas diferentes). Depois você pode guardar no banco uma carta correspondente.

bang_and_twang-card-shuffle-step = Passo arrastado
bang_and_twang-tune-shuffle-step-text = Mova uma carta do riff, vire outra, depois guarde no banco
bang_and_twang-tune-shuffle-step-effect = Você pode mover uma carta do riff. Depois pode virar uma carta do riff. Depois pode guardar no banco uma carta correspondente.

bang_and_twang-card-busker-s-tip = Gorjeta de rua
bang_and_twang-tune-busker-s-tip-text = No banco: 2 pontos
bang_and_twang-tune-busker-s-tip-effect = Guarde esta carta no seu banco. Vale 2 pontos.

bang_and_twang-card-free-verse = Verso livre
bang_and_twang-tune-free-verse-text = Guarde qualquer carta no banco
bang_and_twang-tune-free-verse-effect = Você pode guardar no banco uma carta de sequência da sua mão mesmo que ela não corresponda ao riff.

bang_and_twang-card-tune-up = Afinação
bang_and_twang-tune-tune-up-text = Monte o riff como quiser, depois guarde no banco
bang_and_twang-tune-tune-up-effect = Coloque o riff na trinca que quiser (quaisquer faces, em qualquer ordem). Depois você pode guardar no banco uma carta correspondente.

bang_and_twang-card-sticky-fingers = Mão leve
bang_and_twang-tune-sticky-fingers-text = Pegue a carta do topo de um banco
bang_and_twang-tune-sticky-fingers-effect = Escolha um adversário com o banco não vazio. Pegue a carta do topo do banco dele.

bang_and_twang-card-fiddle-swap = Troca de rabeca
bang_and_twang-tune-fiddle-swap-text = Troque as cartas do topo dos bancos
bang_and_twang-tune-fiddle-swap-effect = Escolha um adversário com o banco não vazio. Troque a carta do topo do seu banco pela do topo do banco dele. Se o seu banco estiver vazio, só pegue a carta do topo dele.

bang_and_twang-card-raid-the-neighbours = Saque aos vizinhos
bang_and_twang-tune-raid-the-neighbours-text = Pegue as cartas do topo dos bancos vizinhos
bang_and_twang-tune-raid-the-neighbours-effect = Pegue a carta do topo do banco do próximo jogador e depois a do anterior, no sentido do turno. Se for o mesmo jogador (partida a 2), pegue só uma carta.

bang_and_twang-card-lock-the-case = Tranca o estojo
bang_and_twang-tune-lock-the-case-text = No banco: 1 ponto, protege o seu banco
bang_and_twang-tune-lock-the-case-effect = Guarde esta carta no seu banco (vale 1 ponto). Proteção: enquanto ela estiver no topo do seu banco, nenhum efeito jogado por um adversário pode pegar, trocar, passar, tirar ou reordenar cartas do seu banco. Reações contam como efeitos de adversários.

bang_and_twang-card-peek-and-pinch = Espia e surrupia
bang_and_twang-tune-peek-and-pinch-text = Escolha uma das 3 do topo de um banco
bang_and_twang-tune-peek-and-pinch-effect = Escolha um adversário com o banco não vazio. Olhe as 3 cartas do topo do banco dele (menos, se for menor). Coloque uma delas no seu banco. Devolva as outras na ordem em que estavam.

bang_and_twang-card-sleight-of-hand = Truque de mão
bang_and_twang-tune-sleight-of-hand-text = Pegue uma carta aleatória de uma mão, depois guarde no banco
bang_and_twang-tune-sleight-of-hand-effect = Escolha um adversário com pelo menos uma carta na mão. Pegue uma carta aleatória da mão dele para a sua. Depois você pode guardar no banco uma carta correspondente.

bang_and_twang-card-encore = Bis
bang_and_twang-tune-encore-text = Jogue mais um turno
bang_and_twang-tune-encore-effect = Quando este turno terminar por completo (verificação de fim, janela de reação e reposição incluídas), jogue mais um turno inteiro.

bang_and_twang-card-double-time = Tempo dobrado
bang_and_twang-tune-double-time-text = Faça 2 ações
bang_and_twang-tune-double-time-effect = Neste turno, faça duas ações normais (cada uma: guardar no banco, virar e talvez guardar, ou mover e talvez guardar). No máximo uma carta no banco por ação. Você não pode jogar cartas de melodia nelas.

bang_and_twang-card-skip-a-beat = Pula uma batida
bang_and_twang-tune-skip-a-beat-text = Um jogador pula um turno
bang_and_twang-tune-skip-a-beat-effect = Escolha outro jogador. O próximo turno dele é pulado. Os pulos se acumulam.

bang_and_twang-card-cut-in = Furar a fila
bang_and_twang-tune-cut-in-text = Jogue um turno antes do dele
bang_and_twang-tune-cut-in-effect = Gatilho: o turno de outro jogador está para começar. Antes que ele aja, jogue você um turno completo (uma ação e depois reposição). Depois o turno dele segue. Isso não substitui o seu próximo turno.

bang_and_twang-card-shush = Psiu!
bang_and_twang-tune-shush-text = Cancele uma carta de melodia
bang_and_twang-tune-shush-effect = Gatilho: outro jogador acabou de jogar uma carta de melodia que ainda não foi resolvida. Ela é descartada sem efeito. Esse jogador deve fazer uma ação normal no lugar (guardar no banco, virar ou mover). Não vale contra uma carta de reação.

bang_and_twang-card-heckle = Vaia
bang_and_twang-tune-heckle-text = Roube uma carta recém-guardada
bang_and_twang-tune-heckle-effect = Gatilho: durante a ação que acabou de se resolver, outro jogador guardou no banco uma carta de sequência que ainda está no topo do banco dele. Passe essa carta do topo do banco dele para o topo do seu.

bang_and_twang-card-quick-ears = Ouvido afiado
bang_and_twang-tune-quick-ears-text = Guarde no banco quando o riff mudar
bang_and_twang-tune-quick-ears-effect = Gatilho: outro jogador mudou o riff (virando, movendo ou com um efeito de melodia) durante a ação que acabou de se resolver. Você pode guardar no banco uma carta de sequência da sua mão que corresponda ao riff como ele está agora.

bang_and_twang-card-roadie = Roadie
bang_and_twang-tune-roadie-text = Compre 2, vire ou mova uma carta do riff, depois guarde no banco
bang_and_twang-tune-roadie-effect = Compre 2 cartas (menos, se o monte acabar) e fique com todas. Depois você pode virar ou mover uma carta do riff. Depois pode guardar no banco uma carta correspondente.

bang_and_twang-card-full-orchestra = Orquestra completa
bang_and_twang-tune-full-orchestra-text = Daqui em diante, reponha até 3
bang_and_twang-tune-full-orchestra-effect = Coloque esta carta virada para cima na sua frente (não no banco; 0 pontos). Pelo resto da partida, você repõe até 3 cartas em vez de 2. Nenhuma carta pode tirá-la de você, e um baralho nunca tem mais de uma Orquestra completa.

bang_and_twang-card-medley = Pot-pourri
bang_and_twang-tune-medley-text = Vire ou mova uma carta do riff, depois guarde todas as correspondentes
bang_and_twang-tune-medley-effect = Você pode virar ou mover uma carta do riff. Depois guarde no banco quantas cartas de sequência correspondentes da sua mão quiser.

bang_and_twang-card-pass-the-music = Passa a música
bang_and_twang-tune-pass-the-music-text = Todos passam a mão, mude o riff, depois guarde no banco
bang_and_twang-tune-pass-the-music-effect = Cada jogador, você incluído, passa ao mesmo tempo a mão inteira para o próximo jogador no sentido do turno. Depois você pode virar ou mover uma carta do riff, e pode guardar no banco uma carta correspondente.

bang_and_twang-card-request = Pedido
bang_and_twang-tune-request-text = Peça uma trinca, depois guarde no banco
bang_and_twang-tune-request-effect = Diga uma das 8 trincas (em voz alta). Cada adversário que tiver uma carta de sequência com essa trinca lhe dá uma (ele escolhe se tiver duas; se o tempo acabar, a de menor pontuação). Depois você pode guardar no banco uma carta correspondente.

bang_and_twang-card-stage-dive = Mosh
bang_and_twang-tune-stage-dive-text = Revele a carta do topo, mude o riff, depois guarde no banco
bang_and_twang-tune-stage-dive-effect = Revele a todos a carta do topo do monte de compra. Se for uma carta de sequência que corresponde ao riff, guarde-a no banco e pare. Se não, leve-a para a mão; depois você pode virar ou mover uma carta do riff, e pode guardar no banco uma carta correspondente. Monte vazio: pule a revelação e siga com a virada ou o movimento e o banco.

bang_and_twang-card-key-change = Mudança de tom
bang_and_twang-tune-key-change-text = Vire o riff inteiro, depois guarde no banco
bang_and_twang-tune-key-change-effect = Vire as três cartas do riff. Depois você pode guardar no banco uma carta correspondente.

bang_and_twang-card-round-and-round = Roda e roda
bang_and_twang-tune-round-and-round-text = Gire o riff até 2 vezes, depois guarde no banco
bang_and_twang-tune-round-and-round-effect = Até duas vezes: leve a carta mais à esquerda do riff para a ponta direita, ou a mais à direita para o começo (você escolhe a cada vez). Depois você pode guardar no banco uma carta correspondente.

bang_and_twang-card-echo = Eco
bang_and_twang-tune-echo-text = Guarde uma carta lida ao contrário
bang_and_twang-tune-echo-effect = Você pode guardar no banco uma carta de sequência da sua mão cuja trinca seja o riff lido da direita para a esquerda. Um palíndromo (BBB, BTB, TBT, TTT) precisa, portanto, de uma correspondência normal.

bang_and_twang-card-improvise = Improvisa
bang_and_twang-tune-improvise-text = Guarde uma carta que erra por uma
bang_and_twang-tune-improvise-effect = Você pode guardar no banco uma carta de sequência da sua mão que difira do riff em no máximo uma posição.

bang_and_twang-card-call-and-response = Pergunta e resposta
bang_and_twang-tune-call-and-response-text = Vire uma carta do riff, depois todos podem guardar
bang_and_twang-tune-call-and-response-effect = Vire uma carta do riff. Depois, começando por você e seguindo o sentido do turno, cada jogador pode guardar no banco uma carta de sequência correspondente da própria mão. Só você repõe neste turno.

bang_and_twang-card-solo = Solo
bang_and_twang-tune-solo-text = Vire ou mova até 3 vezes
bang_and_twang-tune-solo-effect = Faça até três mudanças no riff, misturando viradas e movimentos como quiser. Antes, entre ou depois delas, você pode guardar no banco uma carta correspondente, uma só no total.

bang_and_twang-card-tidy-up = Arrumação
bang_and_twang-tune-tidy-up-text = Reorganize o seu banco, mude o riff, depois guarde no banco
bang_and_twang-tune-tidy-up-effect = Veja o seu próprio banco e empilhe-o de novo na ordem que quiser. Depois você pode virar ou mover uma carta do riff, e pode guardar no banco uma carta correspondente.

bang_and_twang-card-round-the-campfire = Em volta da fogueira
bang_and_twang-tune-round-the-campfire-text = As cartas do topo dos bancos passam adiante
bang_and_twang-tune-round-the-campfire-effect = Cada jogador com o banco não vazio passa a carta do topo, todos ao mesmo tempo, para o próximo jogador no sentido do turno, que a coloca no topo do banco dele.

bang_and_twang-card-forest-fire = Incêndio na floresta
bang_and_twang-tune-forest-fire-text = Todo banco perde a carta do topo
bang_and_twang-tune-forest-fire-effect = Cada jogador, você incluído, tira do jogo a carta do topo do seu banco (ela volta para a caixa e não vale nada).

bang_and_twang-card-lucky-acorn = Bolota da sorte
bang_and_twang-tune-lucky-acorn-text = No banco: 3 pontos
bang_and_twang-tune-lucky-acorn-effect = Guarde esta carta no seu banco. Vale 3 pontos.

bang_and_twang-card-swap-hands = Troca de mãos
bang_and_twang-tune-swap-hands-text = Troque de mão com um jogador
bang_and_twang-tune-swap-hands-effect = Escolha outro jogador. Troque a sua mão inteira pela dele.

bang_and_twang-card-dig-deep = Cava fundo
bang_and_twang-tune-dig-deep-text = Pegue a carta de baixo de um banco
bang_and_twang-tune-dig-deep-effect = Escolha um adversário com o banco não vazio. Pegue a carta de baixo do banco dele e coloque-a no topo do seu.

## The riff's two sounds and the card back

bang_and_twang-card-bang = Bang
bang_and_twang-card-twang = Twang
bang_and_twang-card-bang-twang = Bang & Twang
