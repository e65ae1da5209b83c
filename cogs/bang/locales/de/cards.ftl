# BANG! (+ Armed & Dangerous): every card's, character's and role's printed name and its few words
# of effect, by the English name (`w.card("bang", name)`, `w.card_text("bang", kind, name, text)`).
# Names: `bang-card-<slug>`; texts: `bang-<kind>-<slug>-text` (kind = the face's: card, character, role).

## Base game: cards

bang-card-barrel = Fass
bang-card-barrel-text = ♥ beim Ziehen! wehrt einen Schuss ab
bang-card-dynamite = Dynamit
bang-card-dynamite-text = Wandert weiter; kann für 3 explodieren
bang-card-jail = Gefängnis
bang-card-jail-text = Sperrt einen Spieler ein (nicht den Sheriff)
bang-card-mustang = Mustang
bang-card-mustang-text = Andere sehen dich 1 weiter weg
bang-card-scope = Zielfernrohr
bang-card-scope-text = Du siehst andere 1 näher
bang-card-volcanic = Volcanic
bang-card-volcanic-text = Reichweite 1, beliebig viele BANG!
bang-card-schofield = Schofield
bang-card-schofield-text = Waffe, Reichweite 2
bang-card-remington = Remington
bang-card-remington-text = Waffe, Reichweite 3
bang-card-rev-carabine = Rev. Carabine
bang-card-rev-carabine-text = Waffe, Reichweite 4
bang-card-winchester = Winchester
bang-card-winchester-text = Waffe, Reichweite 5
bang-card-bang = BANG!
bang-card-bang-text = Schieß auf einen Spieler in Reichweite
bang-card-missed = Fehlschuss!
bang-card-missed-text = Wehrt einen Schuss auf dich ab
bang-card-beer = Bier
bang-card-beer-text = +1 Leben (auch in Todesnot)
bang-card-cat-balou = Cat Balou
bang-card-cat-balou-text = Lass einen Spieler eine Karte abwerfen
bang-card-panic = Panik!
bang-card-panic-text = Nimm einem Spieler in Entfernung 1 eine Karte
bang-card-duel = Duell
bang-card-duel-text = Duell: abwechselnd BANG! abwerfen
bang-card-general-store = Gemischtwarenladen
bang-card-general-store-text = Jeder nimmt eine aufgedeckte Karte
bang-card-indians = Indianer!
bang-card-indians-text = Alle werfen ein BANG! ab oder verlieren 1 Leben
bang-card-stagecoach = Postkutsche
bang-card-stagecoach-text = Ziehe 2 Karten
bang-card-gatling = Gatling
bang-card-gatling-text = Ein Schuss auf jeden anderen Spieler
bang-card-saloon = Saloon
bang-card-saloon-text = +1 Leben für alle
bang-card-wells-fargo = Wells Fargo
bang-card-wells-fargo-text = Ziehe 3 Karten

## Armed & Dangerous: cards (their upgrades are printed on the same cards)

bang-card-caravan = Karawane
bang-card-caravan-text = Ziehe 2 Karten
bang-card-a-little-nip = Schlückchen
bang-card-a-little-nip-text = +1 Leben (nur im eigenen Zug)
bang-card-quick-shot = Schnellschuss
bang-card-quick-shot-text = Schieß auf einen Spieler in Reichweite (kein BANG!)
bang-card-flintlock = Flintlock
bang-card-flintlock-text = Schieß auf einen Spieler in Reichweite (kein BANG!)
bang-card-arrow = Pfeil
bang-card-arrow-text = Ein Spieler wirft ein BANG! ab oder verliert 1 Leben
bang-card-duck = In Deckung!
bang-card-duck-text = Wehrt einen Schuss auf dich ab (wie Fehlschuss!)
bang-card-reloading = Nachladen
bang-card-reloading-text = Nimm 3 ● aus dem Vorrat
bang-card-rust = Rost
bang-card-rust-text = Nimm 1 ● von jeder Karte/jedem Charakter der anderen
bang-card-squaw = Squaw
bang-card-squaw-text = Wirf eine ausliegende Karte ab (jede Entfernung)
bang-card-ace-up-the-sleeve = Ass im Ärmel
bang-card-ace-up-the-sleeve-text = Zahle 2 ●: ziehe eine Karte
bang-card-bandolier = Patronengurt
bang-card-bandolier-text = Zahle 1 ●: ein BANG! mehr in diesem Zug
bang-card-big-fifty = Big Fifty
bang-card-big-fifty-text = Waffe, Reichweite 6 · 1 ●: BANG! ignoriert Karten & Fähigkeit des Ziels
bang-card-bomb = Bombe
bang-card-bomb-text = Vor jeden Spieler; schwarz gezogen −2 ●, leer = −2 Leben
bang-card-buntline-special = Buntline Special
bang-card-buntline-special-text = Waffe, Reichweite 2 · 1 ●: abgewehrtes BANG! kostet das Ziel eine Karte
bang-card-bell-tower = Glockenturm
bang-card-bell-tower-text = Zahle 1 ●: die nächste Karte sieht alle in Entfernung 1
bang-card-crate = Kiste
bang-card-crate-text = Zahle 2 ●: ein Fehlschuss! gegen einen Schuss
bang-card-tumbleweed = Steppenläufer
bang-card-tumbleweed-text = Zahle 1 ●: ein Ziehen! wird wiederholt
bang-card-double-barrel = Doppelflinte
bang-card-double-barrel-text = Waffe, Reichweite 1 · 1 ●: ♦-BANG! ist nicht abwehrbar
bang-card-whip = Peitsche
bang-card-whip-text = Zahle 3 ●: wirf eine ausliegende Karte ab
bang-card-beer-keg = Bierfass
bang-card-beer-keg-text = Zahle 3 ●: +1 Leben (im eigenen Zug)
bang-card-lock-pick = Dietrich
bang-card-lock-pick-text = Zahle 3 ●: nimm eine zufällige Handkarte eines Spielers
bang-card-thunderer = Thunderer
bang-card-thunderer-text = Waffe, Reichweite 3 · 1 ●: das BANG! kommt auf deine Hand zurück

## Base game: characters

bang-card-bart-cassidy = Bart Cassidy
bang-character-bart-cassidy-text = Zieht eine Karte für jeden verlorenen Lebenspunkt.
bang-card-black-jack = Black Jack
bang-character-black-jack-text = Zeigt seine 2. gezogene Karte; bei ♥/♦ zieht er noch eine.
bang-card-calamity-janet = Calamity Janet
bang-character-calamity-janet-text = Nutzt BANG! als Fehlschuss! und Fehlschuss! als BANG!.
bang-card-el-gringo = El Gringo
bang-character-el-gringo-text = Nimmt dem, der ihn verletzt, eine zufällige Handkarte.
bang-card-jesse-jones = Jesse Jones
bang-character-jesse-jones-text = Darf seine erste Karte aus der Hand eines Spielers ziehen.
bang-card-jourdonnais = Jourdonnais
bang-character-jourdonnais-text = Eingebautes Fass: ein ♥ beim Ziehen! wehrt einen Schuss ab.
bang-card-kit-carlson = Kit Carlson
bang-character-kit-carlson-text = Sieht 3 Karten an, behält 2, legt 1 zurück.
bang-card-lucky-duke = Lucky Duke
bang-character-lucky-duke-text = Deckt bei jedem Ziehen! 2 Karten auf und wählt eine.
bang-card-paul-regret = Paul Regret
bang-character-paul-regret-text = Eingebauter Mustang: andere sehen ihn 1 weiter weg.
bang-card-pedro-ramirez = Pedro Ramirez
bang-character-pedro-ramirez-text = Darf seine erste Karte vom Ablagestapel ziehen.
bang-card-rose-doolan = Rose Doolan
bang-character-rose-doolan-text = Eingebautes Zielfernrohr: sieht andere 1 näher.
bang-card-sid-ketchum = Sid Ketchum
bang-character-sid-ketchum-text = Wirft jederzeit 2 Karten ab, um 1 Leben zurückzubekommen.
bang-card-slab-the-killer = Slab the Killer
bang-character-slab-the-killer-text = Seine BANG! brauchen 2 Fehlschuss! zum Abwehren.
bang-card-suzy-lafayette = Suzy Lafayette
bang-character-suzy-lafayette-text = Zieht eine Karte, sobald ihre Hand leer ist.
bang-card-vulture-sam = Vulture Sam
bang-character-vulture-sam-text = Nimmt alle Karten jedes ausgeschiedenen Spielers.
bang-card-willy-the-kid = Willy the Kid
bang-character-willy-the-kid-text = Darf beliebig viele BANG! spielen.

## Armed & Dangerous: characters

bang-card-al-preacher = Al Preacher
bang-character-al-preacher-text = Spielt ein anderer eine blaue/orange Karte: zahlt 2 ●, zieht 1.
bang-card-bass-greeves = Bass Greeves
bang-character-bass-greeves-text = Einmal pro Zug: 1 Karte abwerfen, 2 ● auf eine seiner Karten.
bang-card-bloody-mary = Bloody Mary
bang-character-bloody-mary-text = Zieht eine Karte, wenn ihr BANG! abgewehrt wird.
bang-card-frankie-canton = Frankie Canton
bang-character-frankie-canton-text = Einmal pro Zug: nimmt 1 ● von einer Karte oder einem Charakter.
bang-card-julie-cutter = Julie Cutter
bang-character-julie-cutter-text = Verletzt sie ein Spieler: Ziehen!, bei ♥/♦ schießt sie zurück.
bang-card-mexicali-kid = Mexicali Kid
bang-character-mexicali-kid-text = Einmal pro Zug: 2 ● zahlen, auf einen Spieler in Reichweite schießen.
bang-card-ms-abigail = Ms. Abigail
bang-character-ms-abigail-text = Darf eine braune Karte J–A ignorieren, die nur auf sie zielt.
bang-card-red-ringo = Red Ringo
bang-character-red-ringo-text = Startet mit 4 ●; legt einmal pro Zug bis zu 2 ● auf seine Karten.

## Roles

bang-card-sheriff = Sheriff
bang-role-sheriff-text = Töte alle Outlaws und den Kopfgeldjäger
bang-card-deputy = Hilfssheriff
bang-role-deputy-text = Beschütze den Sheriff
bang-card-outlaw = Outlaw
bang-role-outlaw-text = Töte den Sheriff
bang-card-renegade = Kopfgeldjäger
bang-role-renegade-text = Bleib als Letzter übrig
