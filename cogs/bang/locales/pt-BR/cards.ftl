# BANG! (+ Armed & Dangerous): every card's, character's and role's printed name and its few words
# of effect, by the English name (`w.card("bang", name)`, `w.card_text("bang", kind, name, text)`).
# Names: `bang-card-<slug>`; texts: `bang-<kind>-<slug>-text` (kind = the face's: card, character, role).

## Base game: cards

bang-card-barrel = Barril
bang-card-barrel-text = ♥ ao sacar cancela um tiro
bang-card-dynamite = Dinamite
bang-card-dynamite-text = Passa adiante; pode explodir causando 3
bang-card-jail = Prisão
bang-card-jail-text = Prenda um jogador (não o Xerife)
bang-card-mustang = Mustang
bang-card-mustang-text = Os outros veem você a 1 a mais
bang-card-scope = Luneta
bang-card-scope-text = Você vê os outros a 1 a menos
bang-card-volcanic = Volcanic
bang-card-volcanic-text = Alcance 1, quantos BANG! quiser
bang-card-schofield = Schofield
bang-card-schofield-text = Arma, alcance 2
bang-card-remington = Remington
bang-card-remington-text = Arma, alcance 3
bang-card-rev-carabine = Rev. Carabine
bang-card-rev-carabine-text = Arma, alcance 4
bang-card-winchester = Winchester
bang-card-winchester-text = Arma, alcance 5
bang-card-bang = BANG!
bang-card-bang-text = Atire em um jogador ao seu alcance
bang-card-missed = Errou!
bang-card-missed-text = Cancela um tiro contra você
bang-card-beer = Cerveja
bang-card-beer-text = +1 vida (também ao morrer)
bang-card-cat-balou = Cat Balou
bang-card-cat-balou-text = Faça um jogador descartar uma carta
bang-card-panic = Pânico!
bang-card-panic-text = Pegue uma carta de um jogador a distância 1
bang-card-duel = Duelo
bang-card-duel-text = Desafie um jogador: descartem BANG! por vez
bang-card-general-store = Armazém
bang-card-general-store-text = Cada um pega uma carta revelada
bang-card-indians = Índios!
bang-card-indians-text = Todos descartam um BANG! ou perdem 1 vida
bang-card-stagecoach = Diligência
bang-card-stagecoach-text = Compre 2 cartas
bang-card-gatling = Gatling
bang-card-gatling-text = Um tiro em cada outro jogador
bang-card-saloon = Saloon
bang-card-saloon-text = +1 vida para todos
bang-card-wells-fargo = Wells Fargo
bang-card-wells-fargo-text = Compre 3 cartas

## Armed & Dangerous: cards (their upgrades are printed on the same cards)

bang-card-caravan = Caravana
bang-card-caravan-text = Compre 2 cartas
bang-card-a-little-nip = Um golinho
bang-card-a-little-nip-text = +1 vida (só no seu turno)
bang-card-quick-shot = Tiro Rápido
bang-card-quick-shot-text = Atire em um jogador ao seu alcance (não é um BANG!)
bang-card-flintlock = Flintlock
bang-card-flintlock-text = Atire em um jogador ao seu alcance (não é um BANG!)
bang-card-arrow = Flecha
bang-card-arrow-text = Um jogador descarta um BANG! ou perde 1 vida
bang-card-duck = Abaixe-se!
bang-card-duck-text = Cancela um tiro contra você (como Errou!)
bang-card-reloading = Recarga
bang-card-reloading-text = Pegue 3 ● da reserva
bang-card-rust = Ferrugem
bang-card-rust-text = Pegue 1 ● de cada carta/personagem dos outros
bang-card-squaw = Squaw
bang-card-squaw-text = Descarte uma carta em jogo (a qualquer distância)
bang-card-ace-up-the-sleeve = Ás na Manga
bang-card-ace-up-the-sleeve-text = Pague 2 ●: compre uma carta
bang-card-bandolier = Bandoleira
bang-card-bandolier-text = Pague 1 ●: um BANG! extra neste turno
bang-card-big-fifty = Big Fifty
bang-card-big-fifty-text = Arma, alcance 6 · 1 ●: o BANG! ignora cartas e habilidade do alvo
bang-card-bomb = Bomba
bang-card-bomb-text = Em qualquer um; sacar preto −2 ●, vazia = −2 vidas
bang-card-buntline-special = Buntline Special
bang-card-buntline-special-text = Arma, alcance 2 · 1 ●: BANG! esquivado custa uma carta ao alvo
bang-card-bell-tower = Campanário
bang-card-bell-tower-text = Pague 1 ●: sua próxima carta vê todos a distância 1
bang-card-crate = Caixote
bang-card-crate-text = Pague 2 ●: um Errou! contra um tiro
bang-card-tumbleweed = Bola de Feno
bang-card-tumbleweed-text = Pague 1 ●: um sacar é refeito
bang-card-double-barrel = Cano Duplo
bang-card-double-barrel-text = Arma, alcance 1 · 1 ●: BANG! de ♦ não pode ser cancelado
bang-card-whip = Chicote
bang-card-whip-text = Pague 3 ●: descarte uma carta em jogo
bang-card-beer-keg = Barril de Chope
bang-card-beer-keg-text = Pague 3 ●: +1 vida (no seu turno)
bang-card-lock-pick = Gazua
bang-card-lock-pick-text = Pague 3 ●: pegue uma carta aleatória da mão de alguém
bang-card-thunderer = Thunderer
bang-card-thunderer-text = Arma, alcance 3 · 1 ●: o BANG! volta para sua mão

## Base game: characters

bang-card-bart-cassidy = Bart Cassidy
bang-character-bart-cassidy-text = Compra uma carta cada vez que perde um ponto de vida.
bang-card-black-jack = Black Jack
bang-character-black-jack-text = Mostra sua 2ª carta comprada; com ♥/♦ compra mais uma.
bang-card-calamity-janet = Calamity Janet
bang-character-calamity-janet-text = Usa BANG! como Errou! e Errou! como BANG!.
bang-card-el-gringo = El Gringo
bang-character-el-gringo-text = Pega uma carta aleatória da mão de quem o fere.
bang-card-jesse-jones = Jesse Jones
bang-character-jesse-jones-text = Pode comprar sua primeira carta da mão de um jogador.
bang-card-jourdonnais = Jourdonnais
bang-character-jourdonnais-text = Barril embutido: um ♥ ao sacar cancela um tiro.
bang-card-kit-carlson = Kit Carlson
bang-character-kit-carlson-text = Olha 3 cartas, fica com 2 e devolve 1.
bang-card-lucky-duke = Lucky Duke
bang-character-lucky-duke-text = A cada sacar, revela 2 cartas e escolhe uma.
bang-card-paul-regret = Paul Regret
bang-character-paul-regret-text = Mustang embutido: os outros o veem a 1 a mais.
bang-card-pedro-ramirez = Pedro Ramirez
bang-character-pedro-ramirez-text = Pode comprar sua primeira carta da pilha de descarte.
bang-card-rose-doolan = Rose Doolan
bang-character-rose-doolan-text = Luneta embutida: vê os outros a 1 a menos.
bang-card-sid-ketchum = Sid Ketchum
bang-character-sid-ketchum-text = Descarta 2 cartas para recuperar 1 vida, quando quiser.
bang-card-slab-the-killer = Slab the Killer
bang-character-slab-the-killer-text = Seus BANG! exigem 2 Errou! para serem cancelados.
bang-card-suzy-lafayette = Suzy Lafayette
bang-character-suzy-lafayette-text = Compra uma carta sempre que fica sem cartas na mão.
bang-card-vulture-sam = Vulture Sam
bang-character-vulture-sam-text = Pega todas as cartas de cada jogador eliminado.
bang-card-willy-the-kid = Willy the Kid
bang-character-willy-the-kid-text = Pode jogar quantos BANG! quiser.

## Armed & Dangerous: characters

bang-card-al-preacher = Al Preacher
bang-character-al-preacher-text = Quando outro joga uma carta azul/laranja: paga 2 ● para comprar 1.
bang-card-bass-greeves = Bass Greeves
bang-character-bass-greeves-text = Uma vez por turno: descarta 1 carta e põe 2 ● numa de suas cartas.
bang-card-bloody-mary = Bloody Mary
bang-character-bloody-mary-text = Compra uma carta quando seu BANG! é cancelado.
bang-card-frankie-canton = Frankie Canton
bang-character-frankie-canton-text = Uma vez por turno: pega 1 ● de qualquer carta ou personagem.
bang-card-julie-cutter = Julie Cutter
bang-character-julie-cutter-text = Ferida por um jogador: saca, com ♥/♦ atira de volta.
bang-card-mexicali-kid = Mexicali Kid
bang-character-mexicali-kid-text = Uma vez por turno: paga 2 ● para atirar em um jogador ao alcance.
bang-card-ms-abigail = Ms. Abigail
bang-character-ms-abigail-text = Pode ignorar uma carta marrom J–A que mire só nela.
bang-card-red-ringo = Red Ringo
bang-character-red-ringo-text = Começa com 4 ●; uma vez por turno move até 2 ● para suas cartas.

## Roles

bang-card-sheriff = Xerife
bang-role-sheriff-text = Mate todos os Foras-da-lei e o Renegado
bang-card-deputy = Assistente
bang-role-deputy-text = Proteja o Xerife
bang-card-outlaw = Fora-da-lei
bang-role-outlaw-text = Mate o Xerife
bang-card-renegade = Renegado
bang-role-renegade-text = Seja o último de pé
