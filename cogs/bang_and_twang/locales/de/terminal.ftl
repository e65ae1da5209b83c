# Das Terminal (`python -m bot play bang_and_twang`): der Tisch, Ereignisse, Fragen und Menüs.

## Überall gebrauchte Wörter

bang_and_twang-term-letter-B = B
bang_and_twang-term-letter-T = T
bang_and_twang-term-face-B = Bang
bang_and_twang-term-face-T = Twang
bang_and_twang-term-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
bang_and_twang-term-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
bang_and_twang-term-sequence = { $name } ({ $triplet }, { $points })
bang_and_twang-term-sequence-view = { $name } [{ $triplet }] { $points ->
    [one] { $points } Pkt.
   *[other] { $points } Pkt.
}
bang_and_twang-term-tune-view = { $name }: { $text }
bang_and_twang-term-reaction-view = { $name } (Reaktion): { $text }
bang_and_twang-term-empty = (leer)

## Der Tisch

bang_and_twang-term-riff = Riff: { $slots }
bang_and_twang-term-slot = [{ $slot }] { $face }
bang_and_twang-term-turn = Zug { $turn }: { $whose }{ $interrupting }  | Nachziehstapel { $draw }  | Ablage { $discard }{ $top }
bang_and_twang-term-yours-turn = du bist dran ({ $seat })
bang_and_twang-term-yours-extra = dein Extrazug ({ $seat })
bang_and_twang-term-yours-cut_in = du drängelst dich vor ({ $seat })
bang_and_twang-term-theirs-turn = { $who } ist dran
bang_and_twang-term-theirs-extra = Extrazug von { $who }
bang_and_twang-term-theirs-cut_in = { $who } drängelt sich vor
bang_and_twang-term-interrupting = , unterbricht { $who }
bang_and_twang-term-top = { " " }(oben: { $card })
bang_and_twang-term-listening = Warten auf Reaktionen: { $window }…
bang_and_twang-term-window-turn_start = gleich beginnt ein Zug ({ $cut_in })
bang_and_twang-term-window-tune_played = gerade wurde eine Melodiekarte gespielt ({ $shush })
bang_and_twang-term-window-action_resolved = gerade wurde eine Aktion abgehandelt ({ $heckle } / { $quick_ears })
bang_and_twang-term-window-now = jetzt
bang_and_twang-term-player = { $who }: { $hand } auf der Hand, { $bank } in der Bank
bang_and_twang-term-bank-locked = Bank gesperrt
bang_and_twang-term-extra-turns = +{ $n ->
    [one] { $n } Extrazug
   *[other] { $n } Extrazüge
}
bang_and_twang-term-skips = { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
} aussetzen
bang_and_twang-term-your-hand = Deine Hand: { $cards }
bang_and_twang-term-your-bank = Deine Bank ({ $points }): { $cards }
bang_and_twang-term-you-see = Du siehst: { $cards }
bang_and_twang-term-game-over = Spielende: { $summary }

## Was jede Entscheidung fragt

bang_and_twang-term-prompt-take_action = Du bist dran: Dreh eine Riff-Karte um oder verschieb sie (danach darfst du einen Treffer in die Bank legen), leg eine passende Karte in die Bank oder spiel eine Melodiekarte.
bang_and_twang-term-prompt-standard_action = Mach eine normale Aktion: umdrehen, verschieben oder in die Bank legen (keine Melodiekarten).
bang_and_twang-term-prompt-may_bank = Eine Karte auf deiner Hand passt jetzt zum Riff. In die Bank legen?
bang_and_twang-term-prompt-call_and_response = { $card }: Du darfst eine passende Karte in die Bank legen.
bang_and_twang-term-prompt-tune_bank = Du darfst eine Karte in die Bank legen.
bang_and_twang-term-prompt-tune_flip = Dreh eine Riff-Karte um, oder hör auf.
bang_and_twang-term-prompt-tune_move = Du darfst eine Riff-Karte verschieben.
bang_and_twang-term-prompt-tune_change = Ändere das Riff (umdrehen oder verschieben), leg einen Treffer in die Bank, oder hör auf.
bang_and_twang-term-prompt-tune_rotate = { $card }: Rotier das Riff, oder hör auf.
bang_and_twang-term-prompt-tune_set_riff = { $card }: Stell das Riff auf ein beliebiges Triplett.
bang_and_twang-term-prompt-choose_target = Wähle einen Spieler.
bang_and_twang-term-prompt-peek_take = Nimm eine der Karten, die du siehst, in deine Bank.
bang_and_twang-term-prompt-restack = { $card }: Wähle die nächste Karte für deine Bank (von unten), oder lass die Reihenfolge.
bang_and_twang-term-prompt-name_triplet = { $card }: Nenne ein Triplett.
bang_and_twang-term-prompt-give_card = { $card }: Gib eine deiner passenden Karten ab.
bang_and_twang-term-prompt-other = Deine Entscheidung.
bang_and_twang-term-prompt-react = Reaktionsfenster: { $window }. Spiel eine Reaktionskarte, oder lass es.

## Ereignisse

bang_and_twang-term-start = Das Spiel beginnt: Riff { $riff }, { $who } fängt an.
bang_and_twang-term-resumes = Der Zug von { $who } geht weiter.
bang_and_twang-term-turn-extra = { $who } macht einen Extrazug.
bang_and_twang-term-turn-cut_in = { $who } drängelt sich vor: ein eigener Zug.
bang_and_twang-term-turn-regular = { $who } ist dran.
bang_and_twang-term-skipped = { $who } setzt einen Zug aus.
bang_and_twang-term-riff-flip = { $who } dreht Platz { $slot } um: Das Riff ist jetzt { $riff }.
bang_and_twang-term-riff-move = { $who } verschiebt Platz { $slot } nach { $to }: Das Riff ist jetzt { $riff }.
bang_and_twang-term-riff-rotate = { $who } rotiert das Riff: Es ist jetzt { $riff }.
bang_and_twang-term-riff-set = { $who } stellt das Riff auf { $riff }.
bang_and_twang-term-riff-flip_all = { $who } dreht alle Riff-Karten um: Das Riff ist jetzt { $riff }.
bang_and_twang-term-riff-other = Das Riff ist jetzt { $riff }.
bang_and_twang-term-banks = { $who } legt { $card } in die Bank.
bang_and_twang-term-banks-sequence = { $who } legt { $card } ({ $triplet }) in die Bank.
bang_and_twang-term-plays = { $who } spielt { $card }.
bang_and_twang-term-plays-no-effect = { $who } spielt { $card } (ohne Wirkung).
bang_and_twang-term-shushes = { $who } bringt { $target } zum Schweigen: { $card } ist aufgehoben.
bang_and_twang-term-draws = { $who } zieht { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}.
bang_and_twang-term-you-draw = Du ziehst { $cards }.
bang_and_twang-term-takes-bank = { $who } nimmt eine Karte aus der Bank von { $source } ({ $how }).
bang_and_twang-term-how-take_top = von oben
bang_and_twang-term-how-take_bottom = von unten
bang_and_twang-term-how-swap_top = obere Karten getauscht
bang_and_twang-term-how-peek_take = nach einem Blick
bang_and_twang-term-how-heckle = Zwischenruf
bang_and_twang-term-how-pass_top = obere Karte weitergegeben
bang_and_twang-term-bank-moves = { $card } wandert aus der Bank von { $source } in die von { $who }.
bang_and_twang-term-bank-moves-for = { $card } wandert aus der Bank von { $source } in die von { $who }, im Tausch gegen { $returned }.
bang_and_twang-term-you-see-bank = Du siehst in der Bank von { $source }: { $cards }.
bang_and_twang-term-takes-hand = { $who } nimmt eine Karte aus der Hand von { $source }.
bang_and_twang-term-hand-moves = { $card } geht von { $source } zu { $who }.
bang_and_twang-term-passes-music = { $who } gibt die Musik weiter.
bang_and_twang-term-swaps-hands = { $who } tauscht die Hand mit { $other }.
bang_and_twang-term-receives = { $who } bekommt von { $source }: { $cards }.
bang_and_twang-term-requests = { $who } wünscht sich { $triplet }.
bang_and_twang-term-reveals = { $who } deckt { $card } auf.
bang_and_twang-term-restacks = { $who } ordnet die eigene Bank neu.
bang_and_twang-term-tops-pass = Die obersten Bankkarten wandern ums Lagerfeuer: { $seats }.
bang_and_twang-term-fire-burns = Der Waldbrand verbrennt { $cards }.
bang_and_twang-term-will-extra = { $who } bekommt einen Extrazug.
bang_and_twang-term-will-skip = { $who } setzt den nächsten Zug aus.
bang_and_twang-term-refresh = { $who } zieht jetzt bis auf { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
} nach.
bang_and_twang-term-actions = { $who } macht { $n ->
    [one] { $n } Aktion
   *[other] { $n } Aktionen
}.
bang_and_twang-term-listening-now = Warten auf Reaktionen…
bang_and_twang-term-points-line = Spielende. Punkte: { $scores }.
bang_and_twang-term-seat-points = { $who } { $points }

## Das Ergebnis

bang_and_twang-term-wins = { $who } gewinnt mit { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkten
}
bang_and_twang-term-win = { $who } gewinnen mit { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkten
}

## Menüs

bang_and_twang-term-do-bank = In die Bank: { $card }
bang_and_twang-term-do-flip = { $slot } umdrehen
bang_and_twang-term-do-flip-gives = { $slot } umdrehen (ergibt { $riff })
bang_and_twang-term-do-move = { $src }→{ $dst } verschieben
bang_and_twang-term-do-move-gives = { $src }→{ $dst } verschieben (ergibt { $riff })
bang_and_twang-term-do-left-to-end = Linke ans Ende
bang_and_twang-term-do-right-to-front = Rechte an den Anfang
bang_and_twang-term-do-set = Riff auf { $riff } stellen
bang_and_twang-term-do-play = { $card } spielen
bang_and_twang-term-done-may_bank = Nicht in die Bank
bang_and_twang-term-done-tune_bank = Nicht in die Bank
bang_and_twang-term-done-call_and_response = Nicht in die Bank
bang_and_twang-term-done-tune_flip = Nicht mehr umdrehen
bang_and_twang-term-done-tune_move = Nicht verschieben
bang_and_twang-term-done-tune_change = Riff nicht mehr ändern
bang_and_twang-term-done-tune_rotate = Nicht mehr rotieren
bang_and_twang-term-done-restack = Diese Reihenfolge behalten
bang_and_twang-term-done = Fertig
bang_and_twang-term-do-choose = { $who } wählen
bang_and_twang-term-do-take = Karte { $n } von oben nehmen
bang_and_twang-term-do-request = { $triplet } wünschen
bang_and_twang-term-do-give = { $card } abgeben
bang_and_twang-term-do-restack = Als Nächstes Karte { $n }
bang_and_twang-term-do-react = Reagieren: { $card }
bang_and_twang-term-do-react-on = Reagieren: { $card } gegen { $who }
bang_and_twang-term-do-react-bank = Reagieren: { $card }, { $bank } in die Bank
bang_and_twang-term-do-pass = Nicht reagieren

## Statistiken von simulate

bang_and_twang-term-stat-turns = Züge
bang_and_twang-term-stat-top_score = Höchstpunktzahl
bang_and_twang-term-stat-banked = Karten in Banken
bang_and_twang-term-stat-shared_win = geteilter Sieg
