# BANG! (+ Armed & Dangerous): every card's, character's and role's printed name and its few words
# of effect, by the English name (`w.card("bang", name)`, `w.card_text("bang", kind, name, text)`).
# Names: `bang-card-<slug>`; texts: `bang-<kind>-<slug>-text` (kind = the face's: card, character, role).

## Base game: cards

bang-card-barrel = Barril
bang-card-barrel-text = ♥ al desenfundar anula un disparo
bang-card-dynamite = Dinamita
bang-card-dynamite-text = Va pasando; puede explotar por 3
bang-card-jail = Cárcel
bang-card-jail-text = Encarcela a un jugador (no al Sheriff)
bang-card-mustang = Mustang
bang-card-mustang-text = Los demás te ven a 1 más
bang-card-scope = Mira telescópica
bang-card-scope-text = Ves a los demás a 1 menos
bang-card-volcanic = Volcanic
bang-card-volcanic-text = Alcance 1, cualquier número de BANG!
bang-card-schofield = Schofield
bang-card-schofield-text = Arma, alcance 2
bang-card-remington = Remington
bang-card-remington-text = Arma, alcance 3
bang-card-rev-carabine = Rev. Carabine
bang-card-rev-carabine-text = Arma, alcance 4
bang-card-winchester = Winchester
bang-card-winchester-text = Arma, alcance 5
bang-card-bang = BANG!
bang-card-bang-text = Dispara a un jugador a tu alcance
bang-card-missed = ¡Fallaste!
bang-card-missed-text = Anula un disparo contra ti
bang-card-beer = Cerveza
bang-card-beer-text = +1 vida (también al morir)
bang-card-cat-balou = Cat Balou
bang-card-cat-balou-text = Haz que un jugador descarte una carta
bang-card-panic = ¡Pánico!
bang-card-panic-text = Toma una carta de un jugador a distancia 1
bang-card-duel = Duelo
bang-card-duel-text = Reta a un jugador: se descartan BANG! por turnos
bang-card-general-store = Almacén
bang-card-general-store-text = Cada uno coge una carta revelada
bang-card-indians = ¡Indios!
bang-card-indians-text = Todos descartan un BANG! o pierden 1 vida
bang-card-stagecoach = Diligencia
bang-card-stagecoach-text = Roba 2 cartas
bang-card-gatling = Gatling
bang-card-gatling-text = Un disparo a cada uno de los demás
bang-card-saloon = Saloon
bang-card-saloon-text = +1 vida para todos
bang-card-wells-fargo = Wells Fargo
bang-card-wells-fargo-text = Roba 3 cartas

## Armed & Dangerous: cards (their upgrades are printed on the same cards)

bang-card-caravan = Caravana
bang-card-caravan-text = Roba 2 cartas
bang-card-a-little-nip = Un traguito
bang-card-a-little-nip-text = +1 vida (solo en tu turno)
bang-card-quick-shot = Disparo rápido
bang-card-quick-shot-text = Dispara a un jugador a tu alcance (no es un BANG!)
bang-card-flintlock = Flintlock
bang-card-flintlock-text = Dispara a un jugador a tu alcance (no es un BANG!)
bang-card-arrow = Flecha
bang-card-arrow-text = Un jugador descarta un BANG! o pierde 1 vida
bang-card-duck = ¡Agáchate!
bang-card-duck-text = Anula un disparo contra ti (como ¡Fallaste!)
bang-card-reloading = Recarga
bang-card-reloading-text = Toma 3 ● de la reserva
bang-card-rust = Óxido
bang-card-rust-text = Toma 1 ● de cada carta/personaje de los demás
bang-card-squaw = Squaw
bang-card-squaw-text = Descarta una carta en juego (a cualquier distancia)
bang-card-ace-up-the-sleeve = As en la manga
bang-card-ace-up-the-sleeve-text = Paga 2 ●: roba una carta
bang-card-bandolier = Bandolera
bang-card-bandolier-text = Paga 1 ●: un BANG! extra este turno
bang-card-big-fifty = Big Fifty
bang-card-big-fifty-text = Arma, alcance 6 · 1 ●: el BANG! ignora cartas y habilidad del objetivo
bang-card-bomb = Bomba
bang-card-bomb-text = Sobre cualquiera; desenfundar negro −2 ●, vacía = −2 vidas
bang-card-buntline-special = Buntline Special
bang-card-buntline-special-text = Arma, alcance 2 · 1 ●: BANG! esquivado = el objetivo pierde una carta
bang-card-bell-tower = Campanario
bang-card-bell-tower-text = Paga 1 ●: tu próxima carta ve a todos a distancia 1
bang-card-crate = Caja
bang-card-crate-text = Paga 2 ●: un ¡Fallaste! contra un disparo
bang-card-tumbleweed = Rodadora
bang-card-tumbleweed-text = Paga 1 ●: se repite un desenfundar
bang-card-double-barrel = Doble cañón
bang-card-double-barrel-text = Arma, alcance 1 · 1 ●: un BANG! de ♦ no se puede anular
bang-card-whip = Látigo
bang-card-whip-text = Paga 3 ●: descarta una carta en juego
bang-card-beer-keg = Barril de cerveza
bang-card-beer-keg-text = Paga 3 ●: +1 vida (en tu turno)
bang-card-lock-pick = Ganzúa
bang-card-lock-pick-text = Paga 3 ●: toma al azar una carta de una mano
bang-card-thunderer = Thunderer
bang-card-thunderer-text = Arma, alcance 3 · 1 ●: el BANG! vuelve a tu mano

## Base game: characters

bang-card-bart-cassidy = Bart Cassidy
bang-character-bart-cassidy-text = Roba una carta cada vez que pierde un punto de vida.
bang-card-black-jack = Black Jack
bang-character-black-jack-text = Muestra su 2.ª carta robada; con ♥/♦ roba otra.
bang-card-calamity-janet = Calamity Janet
bang-character-calamity-janet-text = Usa BANG! como ¡Fallaste! y ¡Fallaste! como BANG!.
bang-card-el-gringo = El Gringo
bang-character-el-gringo-text = Toma al azar una carta de la mano de quien lo hiere.
bang-card-jesse-jones = Jesse Jones
bang-character-jesse-jones-text = Puede robar su primera carta de la mano de un jugador.
bang-card-jourdonnais = Jourdonnais
bang-character-jourdonnais-text = Barril incorporado: un ♥ al desenfundar anula un disparo.
bang-card-kit-carlson = Kit Carlson
bang-character-kit-carlson-text = Mira 3 cartas, se queda 2 y devuelve 1.
bang-card-lucky-duke = Lucky Duke
bang-character-lucky-duke-text = En cada desenfundar muestra 2 cartas y elige una.
bang-card-paul-regret = Paul Regret
bang-character-paul-regret-text = Mustang incorporado: los demás lo ven a 1 más.
bang-card-pedro-ramirez = Pedro Ramirez
bang-character-pedro-ramirez-text = Puede robar su primera carta de la pila de descartes.
bang-card-rose-doolan = Rose Doolan
bang-character-rose-doolan-text = Mira telescópica incorporada: ve a los demás a 1 menos.
bang-card-sid-ketchum = Sid Ketchum
bang-character-sid-ketchum-text = Descarta 2 cartas para recuperar 1 vida, cuando quiera.
bang-card-slab-the-killer = Slab the Killer
bang-character-slab-the-killer-text = Sus BANG! necesitan 2 ¡Fallaste! para anularse.
bang-card-suzy-lafayette = Suzy Lafayette
bang-character-suzy-lafayette-text = Roba una carta cuando se queda sin cartas en la mano.
bang-card-vulture-sam = Vulture Sam
bang-character-vulture-sam-text = Se queda todas las cartas de cada jugador eliminado.
bang-card-willy-the-kid = Willy the Kid
bang-character-willy-the-kid-text = Puede jugar cualquier número de BANG!.

## Armed & Dangerous: characters

bang-card-al-preacher = Al Preacher
bang-character-al-preacher-text = Si otro juega una carta azul/naranja: paga 2 ● para robar 1.
bang-card-bass-greeves = Bass Greeves
bang-character-bass-greeves-text = Una vez por turno: descarta 1 carta y pone 2 ● en una de sus cartas.
bang-card-bloody-mary = Bloody Mary
bang-character-bloody-mary-text = Roba una carta cuando anulan su BANG!.
bang-card-frankie-canton = Frankie Canton
bang-character-frankie-canton-text = Una vez por turno: toma 1 ● de cualquier carta o personaje.
bang-card-julie-cutter = Julie Cutter
bang-character-julie-cutter-text = Si un jugador la hiere: desenfunda, con ♥/♦ le dispara.
bang-card-mexicali-kid = Mexicali Kid
bang-character-mexicali-kid-text = Una vez por turno: paga 2 ● y dispara a un jugador a su alcance.
bang-card-ms-abigail = Ms. Abigail
bang-character-ms-abigail-text = Puede ignorar una carta marrón J–A dirigida solo a ella.
bang-card-red-ringo = Red Ringo
bang-character-red-ringo-text = Empieza con 4 ●; una vez por turno mueve hasta 2 ● a sus cartas.

## Roles

bang-card-sheriff = Sheriff
bang-role-sheriff-text = ¡Mata a todos los Forajidos y al Renegado!
bang-card-deputy = Alguacil
bang-role-deputy-text = ¡Protege al Sheriff!
bang-card-outlaw = Forajido
bang-role-outlaw-text = ¡Mata al Sheriff!
bang-card-renegade = Renegado
bang-role-renegade-text = ¡Sé el último en pie!
