# BANG! im Terminal (`python -m bot play bang`): der Tisch, die Ereigniszeilen und das Antwortmenü,
# cogs/bang/terminal_text.py. Namen von Karten, Charakteren und Rollen und die Fähigkeiten: cards.ftl.

## Plätze

bang-term-seat = Platz { $n }
bang-term-nobody = niemand
bang-term-seat-you = { $seat } (du)
bang-term-choosing = (wählt noch)

## Der Tisch

bang-term-phase-setup = Vorbereitung
bang-term-phase-start = Zugbeginn
bang-term-phase-draw = Phase 1 (ziehen)
bang-term-phase-play = Phase 2 (Karten spielen)
bang-term-phase-discard = Phase 3 (abwerfen)
bang-term-phase-ended = Zugende
bang-term-phase-other = im Spiel
bang-term-header = Zug { $turn } - { $seat } ist dran, { $phase }. Stapel { $deck }, Ablage { $discard }
bang-term-header-top = Zug { $turn } - { $seat } ist dran, { $phase }. Stapel { $deck }, Ablage { $discard } (oben { $top })
bang-term-life = { $life }/{ $max } Leben
bang-term-dead = tot
bang-term-seat-cards = Hand { $hand }  im Spiel: { $play }
bang-term-seat-cards-distance = Hand { $hand } Entfernung { $distance }  im Spiel: { $play }
bang-term-card-tokens = [{ $n }M]
bang-term-character-tokens = Marker auf dem Charakter: { $n }
bang-term-supply = Ladungsmarker im Vorrat: { $n } ([3M] = 3 Marker auf dieser Karte)
bang-term-store = { $store }: { $cards }
bang-term-you-are = Du bist { $seat } ({ $role }). Hand: { $cards }
bang-term-kit-looks = Kit Carlson sieht sich an: { $cards }
bang-term-waiting = Warten auf { $seat }: { $what }
bang-term-waiting-you = Du bist dran: { $what }
bang-term-winners = Spiel vorbei - Gewinner: { $winners }

## Was der Spieler tun muss, auf den alle warten

bang-term-decision-play-turn = Karten spielen, dann den Zug beenden
bang-term-decision-respond-to-shot = auf einen Schuss antworten (Fehlschuss!, Fass oder Treffer einstecken)
bang-term-decision-respond-to-indians = auf Indianer! antworten (ein BANG! abwerfen oder 1 Leben verlieren)
bang-term-decision-respond-to-duel = auf ein Duell antworten (ein BANG! abwerfen oder 1 Leben verlieren)
bang-term-decision-respond-to-arrow = auf einen Pfeil antworten (ein BANG! abwerfen oder 1 Leben verlieren)
bang-term-decision-play-beer-or-die = im Sterben: ein Bier spielen oder ausscheiden
bang-term-decision-use-ability-when-targeted = Sid Ketchums Fähigkeit nutzen, bevor eine Karte wirkt, oder es geschehen lassen
bang-term-decision-pick-from-general-store = eine Karte aus dem Gemischtwarenladen nehmen
bang-term-decision-choose-check-card = wählen, welche gezogene Karte zählt (Lucky Duke)
bang-term-decision-choose-draw-source = wählen, woher die erste Karte gezogen wird
bang-term-decision-choose-card-to-put-back = die Karte wählen, die zurück auf den Stapel kommt (Kit Carlson)
bang-term-decision-discard-to-hand-limit = bis auf so viele Karten wie Lebenspunkte abwerfen
bang-term-decision-choose-character = einen Charakter wählen
bang-term-decision-place-token = wählen, wohin gewonnene Ladungsmarker kommen
bang-term-decision-pay-tokens = wählen, woher Ladungsmarker bezahlt werden
bang-term-decision-use-tumbleweed = ein Ziehen! mit dem Steppenläufer wiederholen oder gelten lassen
bang-term-decision-use-al-preacher = 2 Marker zahlen und eine Karte ziehen (Al Preacher) oder passen
bang-term-decision-ms-abigail-ignore = die Karte ignorieren (Ms. Abigail) oder wirken lassen
bang-term-decision-choose-bomb-target = die Bombe an einen anderen Spieler weitergeben
bang-term-decision-discard-for-buntline = eine Karte für den Buntline Special abwerfen
bang-term-decision-other = entscheiden

## Woher Karten kommen und warum (in Klammern in den Ereigniszeilen)

bang-term-why-deck = vom Stapel
bang-term-why-general-store = aus dem Gemischtwarenladen
bang-term-why-discard = von der Ablage
bang-term-why-black-jack-shown = Black Jack zeigt sie
bang-term-why-black-jack-extra = Black Jacks Extrakarte
bang-term-why-kit-carlson-look = Kit Carlson sieht nach
bang-term-why-kit-carlson-kept = Kit Carlson behält sie
bang-term-why-reward = Belohnung für einen Outlaw
bang-term-why-hand-limit = Handlimit
bang-term-why-weapon-replaced = Waffe ersetzt
bang-term-why-eliminated = aus dem Spiel
bang-term-why-sheriff-penalty = der Sheriff hat einen Hilfssheriff getötet
bang-term-why-dynamite-exploded = Dynamit explodiert
bang-term-why-bomb-exploded = die Bombe ist explodiert
bang-term-why-exhausted = keine Marker mehr
bang-term-why-dynamite-passed = Dynamit wandert weiter
bang-term-why-bomb-passed = die Bombe wird weitergegeben
bang-term-why-phase-3 = Abwurfbonus
bang-term-why-blue-card = Bonus für blaue Karte
bang-term-why-shot = ein Schuss
bang-term-why-duck-returned = In Deckung! kommt zurück
bang-term-why-flintlock-returned = Flintlock kommt zurück
bang-term-why-bomb = die Bombe
bang-term-why-played = ausgespielt
bang-term-why-upgrade = Upgrade
bang-term-why-bomb-check = Ziehen! für die Bombe

## Ereigniszeilen

bang-term-card-as = { $card } als { $kind }
bang-term-plays = { $who } spielt { $card }
bang-term-plays-at = { $who } spielt { $card } auf { $target }
bang-term-paid-weapon-ability = Waffenfähigkeit
bang-term-upgrades =
    { $n ->
        [one] { $n } Upgrade
       *[other] { $n } Upgrades
    }
bang-term-draws =
    { $n ->
        [one] { $who } zieht { $n } Karte ({ $why })
       *[other] { $who } zieht { $n } Karten ({ $why })
    }
bang-term-draws-shown =
    { $n ->
        [one] { $who } zieht { $n } Karte ({ $why }): { $cards }
       *[other] { $who } zieht { $n } Karten ({ $why }): { $cards }
    }
bang-term-you-draw = Du ziehst { $cards } ({ $why })
bang-term-check = { $who } macht Ziehen! für { $why }: { $cards }
bang-term-check-success = { $who } macht Ziehen! für { $why }: { $card } -> Erfolg
bang-term-check-failure = { $who } macht Ziehen! für { $why }: { $card } -> Fehlschlag
bang-term-full-life = { $who } hat schon volles Leben ({ $life })
bang-term-gains-life =
    { $n ->
        [one] { $who } gewinnt { $n } Lebenspunkt ({ $why }) -> { $life }
       *[other] { $who } gewinnt { $n } Lebenspunkte ({ $why }) -> { $life }
    }
bang-term-loses-life =
    { $n ->
        [one] { $who } verliert { $n } Lebenspunkt ({ $why }) -> { $life }
       *[other] { $who } verliert { $n } Lebenspunkte ({ $why }) -> { $life }
    }
bang-term-eliminated = { $who } scheidet aus: { $role }
bang-term-eliminated-by = { $who } scheidet aus: { $role } (durch { $killer })
bang-term-discards = { $who } wirft { $cards } ab ({ $why })
bang-term-back-to-hand = { $card } geht zurück auf die Hand von { $seat } ({ $why })
bang-term-moves = { $card } wandert von { $from } zu { $to } ({ $why })
bang-term-moves-hidden = Eine Karte wandert von { $from } zu { $to } ({ $why })
bang-term-you-take = Du nimmst { $card } von { $seat } ({ $why })
bang-term-turn-started = --- Zug { $turn }: { $seat } ---
bang-term-game-over = SPIEL VORBEI: { $summary } (Gewinner: { $winners })
bang-term-uses = { $who } nutzt { $ability }
bang-term-discarding = { $text }, Abwurf: { $cards }
bang-term-slot-character = Charakter
bang-term-tokens =
    { $n ->
        [one] { $who } { $slot }: { $change } Marker -> { $tokens } ({ $why }; Vorrat { $supply })
       *[other] { $who } { $slot }: { $change } Marker -> { $tokens } ({ $why }; Vorrat { $supply })
    }
bang-term-shot-missed = Der Schuss auf { $seat } geht daneben
bang-term-reshuffled =
    { $n ->
        [one] Die Ablage wird zu einem neuen Stapel gemischt ({ $n } Karte)
       *[other] Die Ablage wird zu einem neuen Stapel gemischt ({ $n } Karten)
    }
bang-term-penalty-reward = { $who } zieht 3 Karten als Belohnung
bang-term-penalty-sheriff = { $who } wirft alle Karten ab (hat einen Hilfssheriff getötet)
bang-term-character-chosen = { $who } spielt { $character }
bang-term-game-started = Ein BANG!-Spiel zu { $seats } beginnt ({ $characters })
bang-term-game-started-sheriff = Ein BANG!-Spiel zu { $seats } beginnt ({ $characters }); der Sheriff ist { $sheriff }
bang-term-jailed = { $who } setzt aus ({ $jail })

## Wie ein Spiel endet (die Zusammenfassung bei SPIEL VORBEI)

bang-term-end = { $why }: { $verdict } (nach { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Zügen
    })
bang-term-end-target =
    { $side ->
        [deputy] Der Hilfssheriff hat den Kopfgeldjäger erledigt, sein Ziel
        [outlaw] Der Outlaw hat den Hilfssheriff erledigt, sein Ziel
       *[renegade] Der Kopfgeldjäger hat den Outlaw erledigt, sein Ziel
    }
bang-term-end-last-standing =
    { $side ->
        [deputy] Der Hilfssheriff steht als Letzter noch
        [outlaw] Der Outlaw steht als Letzter noch
       *[renegade] Der Kopfgeldjäger steht als Letzter noch
    }
bang-term-end-renegade-left = Der Sheriff ist tot, nur der Kopfgeldjäger ist übrig
bang-term-end-sheriff-killed = Der Sheriff wurde getötet
bang-term-end-town-cleared =
    { $renegades ->
        [one] Alle Outlaws und der Kopfgeldjäger sind tot
       *[other] Alle Outlaws und die Kopfgeldjäger sind tot
    }
bang-term-end-stalemate = Niemand kann mehr eine Karte ziehen oder spielen
bang-term-verdict-three =
    { $side ->
        [deputy] der Hilfssheriff gewinnt
        [outlaw] der Outlaw gewinnt
       *[renegade] der Kopfgeldjäger gewinnt
    }
bang-term-verdict-sheriff-deputies = der Sheriff und seine Hilfssheriffs gewinnen
bang-term-verdict-sheriff = der Sheriff gewinnt
bang-term-verdict-outlaws = die Outlaws gewinnen
bang-term-verdict-renegade = der Kopfgeldjäger gewinnt allein
bang-term-verdict-draw = das Spiel endet unentschieden, niemand gewinnt

## Das Antwortmenü

bang-term-play = Spiele { $card }
bang-term-on = { $text } auf { $seat }
bang-term-taking = { $text } und nimm { $card }
bang-term-face-down = { $text }: verdeckte Handkarte { $n }
bang-term-face-down-of = { $text }: verdeckte Handkarte { $n } von { $size }
bang-term-and-seats = { $text } und { $seats }
bang-term-with-upgrades =
    { $n ->
        [one] { $text } mit { $n } Upgrade
       *[other] { $text } mit { $n } Upgrades
    }
bang-term-with-weapon-ability = { $text } mit der Fähigkeit der Waffe (1 Marker)
bang-term-with-bandolier = { $text } mit dem Patronengurt (1 Marker)
bang-term-with-bell-tower = { $text } mit dem Glockenturm (1 Marker)
bang-term-end-turn = Beende den Zug
bang-term-and-more =
    { $n ->
        [one] { $text } und { $n } weitere Karte ({ $cards })
       *[other] { $text } und { $n } weitere Karten ({ $cards })
    }
bang-term-keep-duck = { $text } und zahle 2 Marker, um sie zu behalten
bang-term-pass-respond-to-shot = Stecke den Treffer ein (verliere 1 Leben)
bang-term-pass-respond-to-indians = Verliere 1 Leben
bang-term-pass-respond-to-arrow = Verliere 1 Leben
bang-term-pass-respond-to-duel = Gib das Duell auf (verliere 1 Leben)
bang-term-pass-play-beer-or-die = Kein Bier: du scheidest aus
bang-term-pass-use-ability-when-targeted = Lass es geschehen
bang-term-pass-place-token = Lass ihn im Vorrat (kein Marker)
bang-term-pass = Passe
bang-term-use = Nutze { $ability }
bang-term-moving-tokens = { $text } und lege Marker auf { $cards }
bang-term-all-tokens = Alle Marker auf einmal: { $parts }
bang-term-tokens-on-character = { $n } auf deinen Charakter
bang-term-tokens-on-card = { $n } auf { $card }
bang-term-add-on = Lege ihn auf { $card }
bang-term-choose = Wähle { $option }
bang-term-draw-from-hand = Ziehe die erste Karte aus der Hand von { $seat }
bang-term-draw-from-deck = Ziehe vom Stapel
bang-term-draw-from-discard = Ziehe die erste Karte von der Ablage
bang-term-add-on-character = Lege ihn auf deinen Charakter
bang-term-your-character = Dein Charakter
bang-term-be = Spiele als { $character }
bang-term-discard = Wirf { $cards } ab
