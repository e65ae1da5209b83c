# Die Karten von Bang & Twang auf Deutsch: Namen (Schlüssel: der englische Name), die paar Worte der
# Vorderseite (-text) und die ganze Wirkung jeder Melodiekarte (-effect). Bang und Twang bleiben, wie sie sind.

## Sequence cards (song titles) and what they play

bang_and_twang-card-thunder-on-the-hill = Donner überm Hügel
bang_and_twang-sequence-thunder-on-the-hill-text = Bang Bang Bang
bang_and_twang-card-drumming-bear-stomp = Der Stampfer des Trommelbären
bang_and_twang-sequence-drumming-bear-stomp-text = Bang Bang Bang
bang_and_twang-card-willow-string-reel = Weidensaiten-Reel
bang_and_twang-sequence-willow-string-reel-text = Twang Twang Twang
bang_and_twang-card-moonlit-mandolin = Mandoline im Mondschein
bang_and_twang-sequence-moonlit-mandolin-text = Twang Twang Twang
bang_and_twang-card-two-knocks-and-a-twang = Zwei Schläge und ein Twang
bang_and_twang-sequence-two-knocks-and-a-twang-text = Bang Bang Twang
bang_and_twang-card-woodcutter-s-march = Holzfällermarsch
bang_and_twang-sequence-woodcutter-s-march-text = Bang Bang Twang
bang_and_twang-card-hop-over-the-brook = Hüpf über den Bach
bang_and_twang-sequence-hop-over-the-brook-text = Bang Twang Bang
bang_and_twang-card-badger-bounce = Dachs-Hopser
bang_and_twang-sequence-badger-bounce-text = Bang Twang Bang
bang_and_twang-card-the-squirrel-s-tumble = Der Purzelbaum des Eichhörnchens
bang_and_twang-sequence-the-squirrel-s-tumble-text = Twang Bang Bang
bang_and_twang-card-tinker-s-hammer = Kesselflickers Hammer
bang_and_twang-sequence-tinker-s-hammer-text = Twang Bang Bang
bang_and_twang-card-lantern-waltz = Laternenwalzer
bang_and_twang-sequence-lantern-waltz-text = Twang Twang Bang
bang_and_twang-card-the-creaking-gate = Das knarrende Tor
bang_and_twang-sequence-the-creaking-gate-text = Twang Twang Bang
bang_and_twang-card-owl-and-echo = Eule und Echo
bang_and_twang-sequence-owl-and-echo-text = Twang Bang Twang
bang_and_twang-card-stepping-stones = Trittsteine
bang_and_twang-sequence-stepping-stones-text = Twang Bang Twang
bang_and_twang-card-kettle-song = Teekessel-Lied
bang_and_twang-sequence-kettle-song-text = Bang Twang Twang
bang_and_twang-card-crossroads-shuffle = Kreuzweg-Shuffle
bang_and_twang-sequence-crossroads-shuffle-text = Bang Twang Twang

## Tune cards: name, a few words (-text) and the full effect (-effect)

bang_and_twang-card-double-strum = Doppelschlag
bang_and_twang-tune-double-strum-text = 2 Riff-Karten umdrehen, dann Treffer in die Bank
bang_and_twang-tune-double-strum-effect = Drehe bis zu zwei Riff-Karten um, eine nach der anderen (zwei verschiedene Karten). Danach darfst du eine passende Karte in die Bank legen.

bang_and_twang-card-shuffle-step = Schlurfschritt
bang_and_twang-tune-shuffle-step-text = Riff-Karte verschieben, dann eine umdrehen, dann Treffer in die Bank
bang_and_twang-tune-shuffle-step-effect = Du darfst eine Riff-Karte verschieben. Danach darfst du eine Riff-Karte umdrehen. Danach darfst du eine passende Karte in die Bank legen.

bang_and_twang-card-busker-s-tip = Trinkgeld im Hut
bang_and_twang-tune-busker-s-tip-text = In die Bank: 2 Punkte
bang_and_twang-tune-busker-s-tip-effect = Lege diese Karte in deine Bank. Sie zählt 2 Punkte.

bang_and_twang-card-free-verse = Freie Strophe
bang_and_twang-tune-free-verse-text = Beliebige Karte in die Bank
bang_and_twang-tune-free-verse-effect = Du darfst eine Sequenzkarte aus deiner Hand in die Bank legen, auch wenn sie nicht zum Riff passt.

bang_and_twang-card-tune-up = Nachstimmen
bang_and_twang-tune-tune-up-text = Riff nach Wunsch legen, dann Treffer in die Bank
bang_and_twang-tune-tune-up-effect = Lege das Riff als beliebiges Triplett aus (beliebige Seiten, beliebige Reihenfolge). Danach darfst du eine passende Karte in die Bank legen.

bang_and_twang-card-sticky-fingers = Lange Finger
bang_and_twang-tune-sticky-fingers-text = Oberste Bankkarte nehmen
bang_and_twang-tune-sticky-fingers-effect = Wähle einen Gegner mit nicht leerer Bank. Nimm die oberste Karte seiner Bank.

bang_and_twang-card-fiddle-swap = Geigentausch
bang_and_twang-tune-fiddle-swap-text = Oberste Bankkarten tauschen
bang_and_twang-tune-fiddle-swap-effect = Wähle einen Gegner mit nicht leerer Bank. Tausche die oberste Karte deiner Bank gegen die oberste Karte seiner Bank. Ist deine Bank leer, nimm nur seine oberste Karte.

bang_and_twang-card-raid-the-neighbours = Nachbarn plündern
bang_and_twang-tune-raid-the-neighbours-text = Oberste Bankkarten der Nachbarn nehmen
bang_and_twang-tune-raid-the-neighbours-effect = Nimm die oberste Bankkarte des nächsten Spielers, dann die des vorigen, in Zugrichtung. Ist das derselbe Spieler (Spiel zu zweit), nimm nur eine Karte.

bang_and_twang-card-lock-the-case = Koffer zu
bang_and_twang-tune-lock-the-case-text = In die Bank: 1 Punkt, schützt deine Bank
bang_and_twang-tune-lock-the-case-effect = Lege diese Karte in deine Bank (1 Punkt). Schutz: Solange sie oben auf deiner Bank liegt, kann kein Effekt eines Gegners Karten deiner Bank nehmen, tauschen, weitergeben, entfernen oder umsortieren. Reaktionen zählen als Effekte von Gegnern.

bang_and_twang-card-peek-and-pinch = Spähen und Stibitzen
bang_and_twang-tune-peek-and-pinch-text = Eine der obersten 3 einer Bank wählen
bang_and_twang-tune-peek-and-pinch-effect = Wähle einen Gegner mit nicht leerer Bank. Sieh dir die obersten 3 Karten seiner Bank an (weniger, wenn sie kleiner ist). Lege eine davon in deine Bank. Lege die anderen in ihrer Reihenfolge zurück.

bang_and_twang-card-sleight-of-hand = Fingerfertigkeit
bang_and_twang-tune-sleight-of-hand-text = Zufällige Handkarte nehmen, dann Treffer in die Bank
bang_and_twang-tune-sleight-of-hand-effect = Wähle einen Gegner mit mindestens einer Handkarte. Nimm zufällig eine Karte aus seiner Hand auf deine. Danach darfst du eine passende Karte in die Bank legen.

bang_and_twang-card-encore = Zugabe
bang_and_twang-tune-encore-text = Noch ein Zug
bang_and_twang-tune-encore-effect = Wenn dieser Zug ganz vorbei ist (Endprüfung, Reaktionsfenster und Nachziehen eingeschlossen), mach noch einen vollen Zug.

bang_and_twang-card-double-time = Doppeltempo
bang_and_twang-tune-double-time-text = 2 Aktionen
bang_and_twang-tune-double-time-effect = Mach in diesem Zug zwei normale Aktionen (jede: in die Bank legen, umdrehen und vielleicht in die Bank legen, oder verschieben und vielleicht in die Bank legen). Pro Aktion höchstens eine Karte in die Bank. Melodiekarten darfst du dabei nicht spielen.

bang_and_twang-card-skip-a-beat = Aussetzer
bang_and_twang-tune-skip-a-beat-text = Ein Spieler setzt einen Zug aus
bang_and_twang-tune-skip-a-beat-effect = Wähle einen anderen Spieler. Sein nächster Zug fällt aus. Aussetzer summieren sich.

bang_and_twang-card-cut-in = Vordrängeln
bang_and_twang-tune-cut-in-text = Vor dem anderen einen Zug machen
bang_and_twang-tune-cut-in-effect = Auslöser: Der Zug eines anderen Spielers beginnt gleich. Bevor er handelt, machst du selbst einen vollen Zug (eine Aktion, dann nachziehen). Danach geht sein Zug weiter. Dein eigener nächster Zug fällt dadurch nicht weg.

bang_and_twang-card-shush = Pssst!
bang_and_twang-tune-shush-text = Eine Melodiekarte aufheben
bang_and_twang-tune-shush-effect = Auslöser: Ein anderer Spieler hat gerade eine Melodiekarte gespielt, die noch nicht abgehandelt ist. Sie wird ohne Wirkung abgelegt. Der Spieler muss stattdessen eine normale Aktion machen (in die Bank legen, umdrehen oder verschieben). Wirkt nicht gegen eine Reaktionskarte.

bang_and_twang-card-heckle = Zwischenruf
bang_and_twang-tune-heckle-text = Eine eben gebankte Karte stehlen
bang_and_twang-tune-heckle-effect = Auslöser: Während der eben abgehandelten Aktion hat ein anderer Spieler eine Sequenzkarte in seine Bank gelegt, die noch oben liegt. Lege diese Karte von seiner Bank oben auf deine.

bang_and_twang-card-quick-ears = Gutes Gehör
bang_and_twang-tune-quick-ears-text = In die Bank, wenn sich das Riff ändert
bang_and_twang-tune-quick-ears-effect = Auslöser: Ein anderer Spieler hat während der eben abgehandelten Aktion das Riff geändert (umgedreht, verschoben oder per Melodie). Du darfst eine Sequenzkarte aus deiner Hand in die Bank legen, die zum jetzigen Riff passt.

bang_and_twang-card-roadie = Roadie
bang_and_twang-tune-roadie-text = 2 ziehen, dann Riff-Karte umdrehen oder verschieben, dann Treffer in die Bank
bang_and_twang-tune-roadie-effect = Ziehe 2 Karten (weniger, wenn der Stapel ausgeht) und behalte alle. Danach darfst du eine Riff-Karte umdrehen oder verschieben. Danach darfst du eine passende Karte in die Bank legen.

bang_and_twang-card-full-orchestra = Volles Orchester
bang_and_twang-tune-full-orchestra-text = Ab jetzt auf 3 nachziehen
bang_and_twang-tune-full-orchestra-effect = Lege diese Karte offen vor dich (nicht in die Bank; 0 Punkte). Für den Rest des Spiels ziehst du auf 3 statt auf 2 Karten nach. Keine Karte kann sie dir nehmen, und ein Deck enthält nie mehr als ein Volles Orchester.

bang_and_twang-card-medley = Medley
bang_and_twang-tune-medley-text = Riff-Karte umdrehen oder verschieben, dann alle Treffer in die Bank
bang_and_twang-tune-medley-effect = Du darfst eine Riff-Karte umdrehen oder verschieben. Danach lege beliebig viele passende Sequenzkarten aus deiner Hand in die Bank.

bang_and_twang-card-pass-the-music = Gib die Musik weiter
bang_and_twang-tune-pass-the-music-text = Alle geben ihre Hand weiter, dann Riff ändern, dann Treffer in die Bank
bang_and_twang-tune-pass-the-music-effect = Jeder Spieler, auch du, gibt gleichzeitig seine ganze Hand an den nächsten Spieler in Zugrichtung weiter. Danach darfst du eine Riff-Karte umdrehen oder verschieben und eine passende Karte in die Bank legen.

bang_and_twang-card-request = Wunschtitel
bang_and_twang-tune-request-text = Ein Triplett anfordern, dann Treffer in die Bank
bang_and_twang-tune-request-effect = Nenne eines der 8 Tripletts (öffentlich). Jeder Gegner mit einer Sequenzkarte dieses Tripletts gibt dir eine davon (bei zweien wählt er; bei Zeitablauf die mit weniger Punkten). Danach darfst du eine passende Karte in die Bank legen.

bang_and_twang-card-stage-dive = Stagedive
bang_and_twang-tune-stage-dive-text = Oberste Karte aufdecken, dann Riff ändern, dann Treffer in die Bank
bang_and_twang-tune-stage-dive-effect = Decke die oberste Karte des Nachziehstapels für alle auf. Ist es eine Sequenzkarte, die zum Riff passt, lege sie in die Bank und hör auf. Sonst nimm sie auf die Hand; danach darfst du eine Riff-Karte umdrehen oder verschieben und eine passende Karte in die Bank legen. Leerer Stapel: Aufdecken entfällt, weiter mit Umdrehen oder Verschieben und der Bank.

bang_and_twang-card-key-change = Tonartwechsel
bang_and_twang-tune-key-change-text = Das ganze Riff umdrehen, dann Treffer in die Bank
bang_and_twang-tune-key-change-effect = Drehe alle drei Riff-Karten um. Danach darfst du eine passende Karte in die Bank legen.

bang_and_twang-card-round-and-round = Rundherum
bang_and_twang-tune-round-and-round-text = Riff bis zu 2× rotieren, dann Treffer in die Bank
bang_and_twang-tune-round-and-round-effect = Bis zu zweimal: Lege die linke Riff-Karte ans rechte Ende oder die rechte an den Anfang (jedes Mal nach Wahl). Danach darfst du eine passende Karte in die Bank legen.

bang_and_twang-card-echo = Echo
bang_and_twang-tune-echo-text = Rückwärts gelesenen Treffer in die Bank
bang_and_twang-tune-echo-effect = Du darfst eine Sequenzkarte aus deiner Hand in die Bank legen, deren Triplett dem von rechts nach links gelesenen Riff entspricht. Ein Palindrom (BBB, BTB, TBT, TTT) braucht also einen normalen Treffer.

bang_and_twang-card-improvise = Improvisieren
bang_and_twang-tune-improvise-text = Fast-Treffer in die Bank (eine Stelle daneben)
bang_and_twang-tune-improvise-effect = Du darfst eine Sequenzkarte aus deiner Hand in die Bank legen, die höchstens an einer Stelle vom Riff abweicht.

bang_and_twang-card-call-and-response = Ruf und Antwort
bang_and_twang-tune-call-and-response-text = Riff-Karte umdrehen, dann dürfen alle einen Treffer in die Bank legen
bang_and_twang-tune-call-and-response-effect = Drehe eine Riff-Karte um. Danach darf, bei dir beginnend und in Zugrichtung, jeder Spieler eine passende Sequenzkarte aus seiner Hand in die Bank legen. Nur du ziehst in diesem Zug nach.

bang_and_twang-card-solo = Solo
bang_and_twang-tune-solo-text = Bis zu 3-mal umdrehen oder verschieben
bang_and_twang-tune-solo-effect = Ändere das Riff bis zu dreimal, Umdrehen und Verschieben beliebig gemischt. Davor, dazwischen oder danach darfst du insgesamt eine passende Karte in die Bank legen.

bang_and_twang-card-tidy-up = Aufräumen
bang_and_twang-tune-tidy-up-text = Bank umsortieren, dann Riff ändern, dann Treffer in die Bank
bang_and_twang-tune-tidy-up-effect = Sieh deine eigene Bank durch und staple sie in beliebiger Reihenfolge neu. Danach darfst du eine Riff-Karte umdrehen oder verschieben und eine passende Karte in die Bank legen.

bang_and_twang-card-round-the-campfire = Rund ums Lagerfeuer
bang_and_twang-tune-round-the-campfire-text = Oberste Bankkarten wandern weiter
bang_and_twang-tune-round-the-campfire-effect = Jeder Spieler mit nicht leerer Bank gibt gleichzeitig seine oberste Bankkarte an den nächsten Spieler in Zugrichtung, der sie oben auf seine Bank legt.

bang_and_twang-card-forest-fire = Waldbrand
bang_and_twang-tune-forest-fire-text = Jede Bank verliert ihre oberste Karte
bang_and_twang-tune-forest-fire-effect = Jeder Spieler, auch du, entfernt die oberste Karte seiner Bank aus dem Spiel (sie kommt zurück in die Schachtel und zählt nichts).

bang_and_twang-card-lucky-acorn = Glückseichel
bang_and_twang-tune-lucky-acorn-text = In die Bank: 3 Punkte
bang_and_twang-tune-lucky-acorn-effect = Lege diese Karte in deine Bank. Sie zählt 3 Punkte.

bang_and_twang-card-swap-hands = Handtausch
bang_and_twang-tune-swap-hands-text = Hand mit einem Spieler tauschen
bang_and_twang-tune-swap-hands-effect = Wähle einen anderen Spieler. Tausche deine ganze Hand gegen seine.

bang_and_twang-card-dig-deep = Tief graben
bang_and_twang-tune-dig-deep-text = Unterste Bankkarte nehmen
bang_and_twang-tune-dig-deep-effect = Wähle einen Gegner mit nicht leerer Bank. Nimm die unterste Karte seiner Bank und lege sie oben auf deine.

## The riff's two sounds and the card back

bang_and_twang-card-bang = Bang
bang_and_twang-card-twang = Twang
bang_and_twang-card-bang-twang = Bang & Twang
