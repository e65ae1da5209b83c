# Bang & Twang auf Discord: Tisch, Hände, Verlauf, Pings und Ergebnisse (cogs/bang_and_twang).
# Kartennamen und -texte stehen in cards.ftl. „Bang“ und „Twang“ sind die zwei Klänge des Riffs.

## Die Melodie-Sets (Zeilen der Lobby)

bang_and_twang-set-green_circle = 🟢 Grüner Kreis — Lagerfeuerlieder
bang_and_twang-set-red_triangle = 🔺 Rotes Dreieck — Taschendieb-Polka
bang_and_twang-set-blue_square = 🟦 Blaues Quadrat — Zugabe!
bang_and_twang-set-yellow_star = ⭐ Gelber Stern — Big Band
bang_and_twang-set-purple_diamond = 🔷 Lila Raute — Riff-Zauberer
bang_and_twang-set-orange_heart = 🧡 Oranges Herz — Schabernack-Jig
bang_and_twang-set-unknown = ?

## Optionen in der Lobby

bang_and_twang-opt-wondertunes-all = 🌈 Wundermelodien: 8 zufällige Melodiekarten aus allen sechs Sets
bang_and_twang-opt-wondertunes-pool = 🌈 Wundermelodien: 8 zufällige Melodiekarten aus { $sets }
bang_and_twang-opt-double = 🎶 Doppelte Melodie: { $set }
bang_and_twang-opt-tunes = 🎶 Melodien: { $set }
bang_and_twang-opt-open-hands = 👐 Offene Hände
bang_and_twang-opt-hidden-hands = 🤫 Verdeckte Hände
bang_and_twang-opt-timers = ⏱️ { $decision } s pro Entscheidung · ⚡ Reaktionsfenster von { $reaction } s

## Riff und Karten

bang_and_twang-letter-bang = B
bang_and_twang-letter-twang = T
bang_and_twang-seat = Platz { $n }
bang_and_twang-hand-sequence = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } Pkt.
       *[other] { $points } Pkt.
    }
bang_and_twang-hand-sequence-match = 🎼 **{ $card }** { $triplet } · { $points ->
        [one] { $points } Pkt.
       *[other] { $points } Pkt.
    } ✅ passt
bang_and_twang-bank-line = { $card } · { $points ->
        [one] { $points } Pkt.
       *[other] { $points } Pkt.
    }
bang_and_twang-bank-line-top = 🔝 { $card } · { $points ->
        [one] { $points } Pkt.
       *[other] { $points } Pkt.
    }

## Der öffentliche Tisch

bang_and_twang-table-title = 🐉 Bang & Twang — Zug { $turn }
bang_and_twang-status-regular = ▶️ **{ $who }** ist dran
bang_and_twang-status-extra = ▶️ **{ $who }** ist dran (Extrazug 🎉)
bang_and_twang-status-cut_in = ▶️ **{ $who }** ist dran (⚡ drängelt sich vor)
bang_and_twang-status-interrupted = ⏸️ Der Zug von { $who } wartet
bang_and_twang-status-playing = 🎵 Gespielt wird { $card }
bang_and_twang-status-listening = 👂 Warte auf Reaktionen…
bang_and_twang-status-waiting = ⏳ Warte auf { $names }
bang_and_twang-table-piles = 🃏 Nachziehstapel: **{ $draw }** · 🗑️ Ablage { $discard }
bang_and_twang-table-piles-top = 🃏 Nachziehstapel: **{ $draw }** · 🗑️ Ablage { $discard } (oben: { $top })
bang_and_twang-player-counts = ✋ { $hand ->
        [one] { $hand } Karte
       *[other] { $hand } Karten
    } auf der Hand · 🏦 { $bank } in der Bank
bang_and_twang-player-locked = 🔒 Bank geschützt
bang_and_twang-player-orchestra = 🎻 Volles Orchester (zieht auf 3 nach)
bang_and_twang-player-extra = 🎉 +{ $n } Zug
bang_and_twang-player-skips = ⏭️ setzt aus ×{ $n }
bang_and_twang-player-known = 👁️ bekannt auf der Hand: { $cards }
bang_and_twang-table-log = 📜 Letzte Aktionen
bang_and_twang-table-footer-clockwise = Partie { $id } · ↻ es geht im Uhrzeigersinn · Melodien: { $tunes }
bang_and_twang-table-footer-anticlockwise = Partie { $id } · ↺ es geht gegen den Uhrzeigersinn · Melodien: { $tunes }
bang_and_twang-button-flip = Umdrehen { $slot }
bang_and_twang-button-move = Verschieben { $src }→{ $dst }

## Die Hand eines Spielers (DM oder „Meine Hand“)

bang_and_twang-hand-title = 🐉 Bang & Twang — deine Hand
bang_and_twang-window-turn_start = ⚡ **Reaktionsfenster:** Gleich beginnt ein Zug (⚡ { $card }).
bang_and_twang-window-tune_played = ⚡ **Reaktionsfenster:** Gerade wurde eine Melodiekarte gespielt (⚡ { $card }).
bang_and_twang-window-action_resolved = ⚡ **Reaktionsfenster:** Gerade wurde eine Aktion abgehandelt (⚡ { $heckle } / { $ears }).
bang_and_twang-window-now = ⚡ **Reaktionsfenster:** jetzt.
bang_and_twang-window-nothing = Du hast keine passende Reaktionskarte. (Das Fenster schließt sich von selbst.)
bang_and_twang-window-may = Du darfst jetzt eine Reaktionskarte spielen — oder es lassen.
bang_and_twang-prompt-take_action = 🎶 **Du bist dran.** Dreh eine Riff-Karte um oder verschieb sie (danach darfst du einen Treffer in die Bank legen), leg eine passende Karte in die Bank oder spiel eine Melodiekarte.
bang_and_twang-prompt-standard_action = 🎶 Mach eine normale Aktion: umdrehen, verschieben oder in die Bank legen (keine Melodiekarten).
bang_and_twang-prompt-may_bank = ✅ Eine Karte deiner Hand passt jetzt zum Riff. In die Bank legen?
bang_and_twang-prompt-call_and_response = 🔁 { $card }: Du darfst eine passende Karte in die Bank legen.
bang_and_twang-prompt-tune_bank = 🏦 Du darfst eine Karte in die Bank legen.
bang_and_twang-prompt-tune_flip = 🔄 Dreh eine Riff-Karte um (oder hör auf).
bang_and_twang-prompt-tune_move = ↔️ Du darfst eine Riff-Karte verschieben.
bang_and_twang-prompt-tune_change = 🎛️ Ändere das Riff (umdrehen oder verschieben), leg einen Treffer in die Bank oder hör auf.
bang_and_twang-prompt-tune_rotate = 🔃 { $card }: Rotiere das Riff oder hör auf.
bang_and_twang-prompt-tune_set_riff = 🎚️ { $card }: Leg das Riff als beliebiges Triplett aus.
bang_and_twang-prompt-choose_target = 🎯 Wähle einen Spieler.
bang_and_twang-prompt-peek_take = 👀 Leg eine der Karten, die du siehst, in deine Bank.
bang_and_twang-prompt-restack = 🗂️ { $card }: Wähle die nächste Karte deiner Bank (von unten) oder behalte die Reihenfolge.
bang_and_twang-prompt-name_triplet = 📣 { $card }: Nenne ein Triplett.
bang_and_twang-prompt-give_card = 🎁 { $card }: Gib eine deiner passenden Karten ab.
bang_and_twang-prompt-other = Deine Entscheidung.
bang_and_twang-requested = Gewünscht: { $triplet }
bang_and_twang-window-closes-at = ⏱️ Das Fenster schließt sich { $due }.
bang_and_twang-window-closes-in = ⏱️ Das Fenster schließt sich in { $seconds } s.
bang_and_twang-answer-by = ⏱️ Antworte { $due }; danach macht der Bot einen sicheren Zug für dich.
bang_and_twang-answer-within = ⏱️ Antworte innerhalb von { $seconds } s; danach macht der Bot einen sicheren Zug für dich.
bang_and_twang-hand-idle = Gerade bist du nicht dran — behalte den Tisch im Blick.
bang_and_twang-hand-field = ✋ Deine Hand ({ $n })
bang_and_twang-empty = _leer_
bang_and_twang-hand-peek = 👀 Du siehst (von oben) — nur du siehst diese Karten
bang_and_twang-hand-restack = 🗂️ Neu stapeln
bang_and_twang-restack-placed = Gelegt (von unten): { $cards }
bang_and_twang-restack-rest = Noch zu legen: { $cards }
bang_and_twang-hand-bank = 🏦 Deine Bank: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }, { $points ->
        [one] { $points } Pkt.
       *[other] { $points } Pkt.
    } (von oben)
bang_and_twang-hand-footer = { $name } · Partie { $id }

## Knöpfe einer Hand

bang_and_twang-do-bank = In die Bank: { $card }
bang_and_twang-do-flip = Umdrehen { $slot } ({ $riff })
bang_and_twang-do-move = Verschieben { $src }→{ $dst } ({ $riff })
bang_and_twang-do-rotate-left = Linke ans Ende
bang_and_twang-do-rotate-right = Rechte an den Anfang
bang_and_twang-do-set = Riff { $riff }
bang_and_twang-do-play = { $card } spielen
bang_and_twang-do-play-no-effect = { $card } spielen (ohne Wirkung)
bang_and_twang-do-choose = { $who } wählen
bang_and_twang-do-take = { $card } nehmen
bang_and_twang-do-card-n = Karte { $n }
bang_and_twang-do-request = { $triplet } anfordern
bang_and_twang-do-give = { $card } abgeben
bang_and_twang-do-next = Als Nächstes: { $card }
bang_and_twang-do-react = ⚡ { $card }
bang_and_twang-do-react-on = ⚡ { $card } gegen { $who }
bang_and_twang-do-react-bank = ⚡ { $card }, in die Bank: { $bank }
bang_and_twang-do-pass = Nicht reagieren
bang_and_twang-done-bank = Nicht in die Bank
bang_and_twang-done-flip = Nicht mehr umdrehen
bang_and_twang-done-move = Nicht verschieben
bang_and_twang-done-change = Riff so lassen
bang_and_twang-done-rotate = Nicht mehr rotieren
bang_and_twang-done-restack = Reihenfolge behalten
bang_and_twang-done = Fertig
bang_and_twang-pick = Wähle deinen Zug…
bang_and_twang-pick-more = Weitere Züge…

## Pings (nach der Erwähnung des Spielers)

bang_and_twang-ping-take_action = **du bist dran**: dreh eine Riff-Karte um oder verschieb sie (dann Treffer in die Bank), leg eine passende Karte in die Bank oder spiel eine Melodiekarte (in deinen DMs oder mit **{ btn-my-hand }**)
bang_and_twang-ping-may_bank = **du bist dran**: leg deine passende Karte in die Bank oder lass es (in deinen DMs oder mit **{ btn-my-hand }**)
bang_and_twang-ping-own = **du bist dran**: dein Zug (in deinen DMs oder mit **{ btn-my-hand }**)
bang_and_twang-ping-give_card = gib eine deiner passenden Karten ab ({ $card }) (in deinen DMs oder mit **{ btn-my-hand }**)
bang_and_twang-ping-call_and_response = { $card }: Du darfst eine passende Karte in die Bank legen (in deinen DMs oder mit **{ btn-my-hand }**)
bang_and_twang-ping-other = dein Zug bei Bang & Twang (in deinen DMs oder mit **{ btn-my-hand }**)

## Letzte Aktionen (der Verlauf am Tisch)

bang_and_twang-log-banked-sequence = 🏦 **{ $who }** legt *{ $card }* in die Bank ({ $triplet })
bang_and_twang-log-banked = 🏦 **{ $who }** legt *{ $card }* in die Bank ({ $points ->
        [one] { $points } Pkt.
       *[other] { $points } Pkt.
    })
bang_and_twang-log-start = Los geht’s: Riff { $riff }, { $who } beginnt.
bang_and_twang-log-turn-resumed = Der Zug von { $who } geht weiter.
bang_and_twang-log-turn-extra = { $who } macht einen Extrazug.
bang_and_twang-log-turn-cut_in = { $who } drängelt sich vor: ein eigener Zug.
bang_and_twang-log-turn = { $who } ist dran.
bang_and_twang-log-skipped = { $who } setzt aus.
bang_and_twang-log-riff-flip = { $who } dreht Platz { $slot } um: Das Riff ist jetzt { $riff }.
bang_and_twang-log-riff-move = { $who } verschiebt Platz { $slot } auf { $to }: Das Riff ist jetzt { $riff }.
bang_and_twang-log-riff-rotate = { $who } rotiert das Riff: Es ist jetzt { $riff }.
bang_and_twang-log-riff-set = { $who } legt das Riff auf { $riff }.
bang_and_twang-log-riff-flip_all = { $who } dreht alle Riff-Karten um: Das Riff ist jetzt { $riff }.
bang_and_twang-log-riff = Das Riff ist jetzt { $riff }.
bang_and_twang-log-played = { $who } spielt { $card }.
bang_and_twang-log-played-no-effect = { $who } spielt { $card } (ohne Wirkung).
bang_and_twang-log-cancelled = { $by } bringt { $who } zum Schweigen: { $card } ist aufgehoben.
bang_and_twang-log-drawn = { $who } zieht { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }.
bang_and_twang-log-bank-take_top = { $who } nimmt die oberste Karte aus der Bank von { $source }.
bang_and_twang-log-bank-take_bottom = { $who } nimmt die unterste Karte aus der Bank von { $source }.
bang_and_twang-log-bank-swap_top = { $who } tauscht die oberste Bankkarte mit { $source }.
bang_and_twang-log-bank-peek_take = { $who } späht und nimmt eine Karte aus der Bank von { $source }.
bang_and_twang-log-bank-heckle = { $who } ruft dazwischen und nimmt eine Karte aus der Bank von { $source }.
bang_and_twang-log-bank-pass_top = { $who } nimmt eine Karte aus der Bank von { $source }.
bang_and_twang-log-hand-sleight = { $who } nimmt eine Karte aus der Hand von { $source }.
bang_and_twang-log-hand-request = { $source } gibt { $who } eine Karte aus der Hand.
bang_and_twang-log-hands-pass = { $who } gibt die Musik weiter: Jede Hand wandert weiter.
bang_and_twang-log-hands-swap = { $who } tauscht die Hand mit { $other }.
bang_and_twang-log-requested = { $who } wünscht sich { $triplet }.
bang_and_twang-log-revealed = { $who } deckt { $card } auf.
bang_and_twang-log-restacked = { $who } stapelt die eigene Bank neu.
bang_and_twang-log-tops-passed = Die obersten Bankkarten wandern ums Lagerfeuer: { $names }.
bang_and_twang-log-tops-burned = Der Waldbrand verbrennt { $cards }.
bang_and_twang-log-tops-burned-none = Waldbrand: Keine Bank hatte eine Karte zum Verbrennen.
bang_and_twang-log-effect-extra_turn = { $who } macht noch einen Extrazug.
bang_and_twang-log-effect-skip = { $who } setzt beim nächsten Zug aus.
bang_and_twang-log-effect-refresh_target = { $who } zieht jetzt auf { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } nach.
bang_and_twang-log-effect-extra_actions = { $who } macht { $n } Aktionen.
bang_and_twang-log-ended = Spiel vorbei. Punkte: { $scores }.
bang_and_twang-log-score = { $who } { $points }

## Ergebnisse

bang_and_twang-final-stopped = Karten in den Banken, als das Spiel abgebrochen wurde:
bang_and_twang-final-stopped-line = { $who } — { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } in der Bank
bang_and_twang-final-line = { $who } — **{ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }** ({ $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } in der Bank)
bang_and_twang-final-line-won = 🏆 { $who } — **{ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }** ({ $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } in der Bank)
bang_and_twang-headline-one = 🏆 { $names } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
bang_and_twang-headline-one-tiebreak = 🏆 { $names } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } (Punktgleichstand, entschieden durch die meisten Karten in der Bank)
bang_and_twang-headline-shared = 🏆 { $names } teilen sich den Sieg mit je { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
bang_and_twang-headline-shared-tiebreak = 🏆 { $names } teilen sich den Sieg mit je { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } (Punktgleichstand, entschieden durch die meisten Karten in der Bank)
bang_and_twang-end-out_of_cards = 🔚 Der Nachziehstapel war leer und { $who } hatte keine Karten mehr, also endete das Spiel.
bang_and_twang-end-out_of_cards-anyone = 🔚 Der Nachziehstapel war leer und der aktive Spieler hatte keine Karten mehr, also endete das Spiel.
bang_and_twang-end-stall = 🔚 Der Nachziehstapel war leer und { $rounds } Runden lang hat niemand eine Karte in die Bank gelegt oder gespielt (die Stillstandsregel), also endete das Spiel.
bang_and_twang-end-turn_cap = 🔚 Das Spiel hat die Grenze von { $turns } Zügen erreicht.
