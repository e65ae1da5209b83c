# BANG! (+ Armed & Dangerous): every card's, character's and role's printed name and its few words
# of effect, by the English name (`w.card("bang", name)`, `w.card_text("bang", kind, name, text)`).
# Names: `bang-card-<slug>`; texts: `bang-<kind>-<slug>-text` (kind = the face's: card, character, role).

## Base game: cards

bang-card-barrel = Barile
bang-card-barrel-text = ♥ all'estrarre! annulla un colpo
bang-card-dynamite = Dinamite
bang-card-dynamite-text = Passa di mano; può esplodere per 3
bang-card-jail = Prigione
bang-card-jail-text = Imprigiona un giocatore (non lo Sceriffo)
bang-card-mustang = Mustang
bang-card-mustang-text = Gli altri ti vedono a distanza +1
bang-card-scope = Mirino
bang-card-scope-text = Vedi gli altri a distanza −1
bang-card-volcanic = Volcanic
bang-card-volcanic-text = Gittata 1, BANG! illimitati
bang-card-schofield = Schofield
bang-card-schofield-text = Arma, gittata 2
bang-card-remington = Remington
bang-card-remington-text = Arma, gittata 3
bang-card-rev-carabine = Rev. Carabine
bang-card-rev-carabine-text = Arma, gittata 4
bang-card-winchester = Winchester
bang-card-winchester-text = Arma, gittata 5
bang-card-bang = BANG!
bang-card-bang-text = Spara a un giocatore a portata
bang-card-missed = Mancato!
bang-card-missed-text = Annulla un colpo contro di te
bang-card-beer = Birra
bang-card-beer-text = +1 vita (anche in punto di morte)
bang-card-cat-balou = Cat Balou
bang-card-cat-balou-text = Fai scartare una carta a un giocatore
bang-card-panic = Panico!
bang-card-panic-text = Prendi una carta a un giocatore a distanza 1
bang-card-duel = Duello
bang-card-duel-text = Sfida un giocatore: scartate BANG! a turno
bang-card-general-store = Emporio
bang-card-general-store-text = Ognuno prende una carta scoperta
bang-card-indians = Indiani!
bang-card-indians-text = Tutti scartano un BANG! o perdono 1 vita
bang-card-stagecoach = Diligenza
bang-card-stagecoach-text = Pesca 2 carte
bang-card-gatling = Gatling
bang-card-gatling-text = Un colpo a ogni altro giocatore
bang-card-saloon = Saloon
bang-card-saloon-text = +1 vita per tutti
bang-card-wells-fargo = Wells Fargo
bang-card-wells-fargo-text = Pesca 3 carte

## Armed & Dangerous: cards (their upgrades are printed on the same cards)

bang-card-caravan = Carovana
bang-card-caravan-text = Pesca 2 carte
bang-card-a-little-nip = Cicchetto
bang-card-a-little-nip-text = +1 vita (solo nel tuo turno)
bang-card-quick-shot = Colpo Rapido
bang-card-quick-shot-text = Spara a un giocatore a portata (non è un BANG!)
bang-card-flintlock = Flintlock
bang-card-flintlock-text = Spara a un giocatore a portata (non è un BANG!)
bang-card-arrow = Freccia
bang-card-arrow-text = Un giocatore scarta un BANG! o perde 1 vita
bang-card-duck = Giù la Testa!
bang-card-duck-text = Annulla un colpo contro di te (come Mancato!)
bang-card-reloading = Ricarica
bang-card-reloading-text = Prendi 3 ● dalla riserva
bang-card-rust = Ruggine
bang-card-rust-text = Prendi 1 ● da ogni carta/personaggio altrui
bang-card-squaw = Squaw
bang-card-squaw-text = Scarta una carta in gioco (a qualsiasi distanza)
bang-card-ace-up-the-sleeve = Asso nella Manica
bang-card-ace-up-the-sleeve-text = Paga 2 ●: pesca una carta
bang-card-bandolier = Bandoliera
bang-card-bandolier-text = Paga 1 ●: un BANG! in più in questo turno
bang-card-big-fifty = Big Fifty
bang-card-big-fifty-text = Arma, gittata 6 · 1 ●: il BANG! ignora carte e abilità del bersaglio
bang-card-bomb = Bomba
bang-card-bomb-text = Su chiunque; estrarre! nero −2 ●, a zero = −2 vite
bang-card-buntline-special = Buntline Special
bang-card-buntline-special-text = Arma, gittata 2 · 1 ●: BANG! evitato = il bersaglio scarta una carta
bang-card-bell-tower = Campanile
bang-card-bell-tower-text = Paga 1 ●: la prossima carta vede tutti a distanza 1
bang-card-crate = Cassa
bang-card-crate-text = Paga 2 ●: un Mancato! contro un colpo
bang-card-tumbleweed = Cespuglio
bang-card-tumbleweed-text = Paga 1 ●: un estrarre! si ripete
bang-card-double-barrel = Doppia Canna
bang-card-double-barrel-text = Arma, gittata 1 · 1 ●: un BANG! di ♦ non si può annullare
bang-card-whip = Frusta
bang-card-whip-text = Paga 3 ●: scarta una carta in gioco
bang-card-beer-keg = Fusto di Birra
bang-card-beer-keg-text = Paga 3 ●: +1 vita (nel tuo turno)
bang-card-lock-pick = Grimaldello
bang-card-lock-pick-text = Paga 3 ●: prendi a caso una carta dalla mano di chiunque
bang-card-thunderer = Thunderer
bang-card-thunderer-text = Arma, gittata 3 · 1 ●: il BANG! torna in mano

## Base game: characters

bang-card-bart-cassidy = Bart Cassidy
bang-character-bart-cassidy-text = Pesca una carta ogni volta che perde un punto vita.
bang-card-black-jack = Black Jack
bang-character-black-jack-text = Mostra la 2ª carta pescata; se ♥/♦ ne pesca un'altra.
bang-card-calamity-janet = Calamity Janet
bang-character-calamity-janet-text = Usa i BANG! come Mancato! e i Mancato! come BANG!.
bang-card-el-gringo = El Gringo
bang-character-el-gringo-text = Prende a caso una carta dalla mano di chi lo ferisce.
bang-card-jesse-jones = Jesse Jones
bang-character-jesse-jones-text = Può pescare la prima carta dalla mano di un giocatore.
bang-card-jourdonnais = Jourdonnais
bang-character-jourdonnais-text = Barile incorporato: un ♥ all'estrarre! annulla un colpo.
bang-card-kit-carlson = Kit Carlson
bang-character-kit-carlson-text = Guarda 3 carte, ne tiene 2, ne rimette 1.
bang-card-lucky-duke = Lucky Duke
bang-character-lucky-duke-text = A ogni estrarre! scopre 2 carte e ne sceglie una.
bang-card-paul-regret = Paul Regret
bang-character-paul-regret-text = Mustang incorporato: gli altri lo vedono a distanza +1.
bang-card-pedro-ramirez = Pedro Ramirez
bang-character-pedro-ramirez-text = Può pescare la prima carta dagli scarti.
bang-card-rose-doolan = Rose Doolan
bang-character-rose-doolan-text = Mirino incorporato: vede gli altri a distanza −1.
bang-card-sid-ketchum = Sid Ketchum
bang-character-sid-ketchum-text = Scarta 2 carte per recuperare 1 vita, quando vuole.
bang-card-slab-the-killer = Slab the Killer
bang-character-slab-the-killer-text = Per annullare i suoi BANG! servono 2 Mancato!.
bang-card-suzy-lafayette = Suzy Lafayette
bang-character-suzy-lafayette-text = Pesca una carta quando resta senza carte in mano.
bang-card-vulture-sam = Vulture Sam
bang-character-vulture-sam-text = Prende tutte le carte di ogni giocatore eliminato.
bang-card-willy-the-kid = Willy the Kid
bang-character-willy-the-kid-text = Può giocare quanti BANG! vuole.

## Armed & Dangerous: characters

bang-card-al-preacher = Al Preacher
bang-character-al-preacher-text = Se un altro gioca una carta blu/arancione: paga 2 ● e pesca 1.
bang-card-bass-greeves = Bass Greeves
bang-character-bass-greeves-text = Una volta per turno: scarta 1 carta e mette 2 ● su una sua carta.
bang-card-bloody-mary = Bloody Mary
bang-character-bloody-mary-text = Pesca una carta quando un suo BANG! viene annullato.
bang-card-frankie-canton = Frankie Canton
bang-character-frankie-canton-text = Una volta per turno: prende 1 ● da una carta o un personaggio.
bang-card-julie-cutter = Julie Cutter
bang-character-julie-cutter-text = Se un giocatore la ferisce: estrarre!, con ♥/♦ risponde al fuoco.
bang-card-mexicali-kid = Mexicali Kid
bang-character-mexicali-kid-text = Una volta per turno: paga 2 ● e spara a un giocatore a portata.
bang-card-ms-abigail = Ms. Abigail
bang-character-ms-abigail-text = Può ignorare una carta marrone J–A diretta solo a lei.
bang-card-red-ringo = Red Ringo
bang-character-red-ringo-text = Inizia con 4 ●; una volta per turno sposta fino a 2 ● sulle sue carte.

## Roles

bang-card-sheriff = Sceriffo
bang-role-sheriff-text = Elimina tutti i Fuorilegge e il Rinnegato
bang-card-deputy = Vice
bang-role-deputy-text = Proteggi lo Sceriffo
bang-card-outlaw = Fuorilegge
bang-role-outlaw-text = Elimina lo Sceriffo
bang-card-renegade = Rinnegato
bang-role-renegade-text = Resta l'ultimo in gioco
