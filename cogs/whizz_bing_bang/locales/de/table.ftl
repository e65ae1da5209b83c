# Whizz Bing Bang auf Discord: der Tisch, die Antwort auf einen Druck, die Zeilen unter „Zuletzt“, die
# Optionen der Lobby, Pings und das Spielende. Die Namen der Laute kommen aus cards.ftl.

## Zahlen

whizz_bing_bang-seconds = { $s } s
whizz_bing_bang-no-time = —
whizz_bing_bang-no-press = — (kein Druck)
whizz_bing_bang-seat = Platz { $n }

## Der Tisch

whizz_bing_bang-table-title = 💥 Whizz Bing Bang — Runde { $round }
whizz_bing_bang-direction = Richtung **{ $way ->
    [cw] ↻ im Uhrzeigersinn
   *[acw] ↺ gegen den Uhrzeigersinn
  }** · { $pile }
whizz_bing_bang-pile = Nachziehstapel: { $n }
whizz_bing_bang-pile-face-up = Nachziehstapel offen auf { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }
whizz_bing_bang-status-call = ▶ **{ $who }** — sag **{ $sound }**
whizz_bing_bang-status-restart = ▶ **{ $who }** beginnt neu im Uhrzeigersinn: sag **{ $whizz }** (egal, was die Karte zeigt)
whizz_bing_bang-status-slap = 💥 **{ $boom }!** Alle draufhauen — drückt **{ $boom }**! (wer in { $s } am langsamsten ist, bekommt ein Plättchen)
whizz_bing_bang-status-punish = ⚠️ **{ $who }**: { $cause } — das erste **Bestrafen!** gibt ihm ein Plättchen ({ $s })
whizz_bing_bang-status-over = Spiel vorbei.
whizz_bing_bang-field-players = Spieler
whizz_bing_bang-player-line = { $mark } { $dot } **{ $name }** { $dots } { $next } · erhalten { $got } · Runde **{ $round }** · gesamt **{ $total }**
whizz_bing_bang-player-next = nächstes { $icon } { $token }
whizz_bing_bang-player-all-given = alle abgegeben
whizz_bing_bang-player-handicap = Handicap { $ms } ms
whizz_bing_bang-legend = *●○ eigene Plättchen, die du noch abgeben kannst · nächstes = das Plättchen, das du beim Bestrafen gibst · erhalten = Plättchen, die du bekommen hast · Runde / gesamt = Punkte (1 pro Plättchen vor dir; die wenigsten gewinnen)*
whizz_bing_bang-field-last-boom = 💥 Letzter Boom — Schlag-Rangliste
whizz_bing_bang-field-last-race = ⚖️ Letztes Rennen ums Bestrafen
whizz_bing_bang-verdict = → **{ $punisher }** hat **{ $culprit }** bestraft ({ $cause })
whizz_bing_bang-field-recent = 📜 Zuletzt
whizz_bing_bang-footer = Sitzung { $id } · zu langsam nach { $slow } · { $slap } zum Schlagen auf einen Boom · { $punish } zum Bestrafen · /whizz_bing_bang { $rules }

## Knöpfe

whizz_bing_bang-button-punish = Bestrafen!

## Warum ein Spieler einen Fehler gemacht hat

whizz_bing_bang-cause-too_slow = zu langsam
whizz_bing_bang-cause-out_of_turn = außer der Reihe gespielt
whizz_bing_bang-cause-slap_non_boom = auf eine Karte gehauen, die kein Boom ist
whizz_bing_bang-cause-last_boom_slap = als Letzter auf den Boom gehauen
whizz_bing_bang-cause-wrong_sound = den falschen Laut gerufen
whizz_bing_bang-cause-punish_without_cause = ohne Grund bestraft
whizz_bing_bang-cause-early = zu früh gehauen ({ $early })
whizz_bing_bang-cause-other = ein Fehler
whizz_bing_bang-early = ein Schlag innerhalb von { $s } nach einer neuen Karte zählt für die Karte davor, und die war kein Boom

## Ein Druck, wie nur wer ihn gemacht hat ihn sieht

whizz_bing_bang-press-call = { $icon } **{ $sound }**
whizz_bing_bang-press-slap = 💥 **{ $boom }**
whizz_bing_bang-press-punish = ⚖️ **Bestrafen!**
whizz_bing_bang-press-received = { $label } erhalten
whizz_bing_bang-press-before = { $label } erhalten **{ $t } bevor** { $phase ->
    [call] die Karte gezeigt wurde
    [restart] der Neustart gezeigt wurde
    [slap] der Boom gezeigt wurde
    [punish] der Fehler gezeigt wurde
   *[other] sich der Tisch geändert hat
  }
whizz_bing_bang-press-after = { $label } erhalten bei **+{ $t }**, nachdem { $phase ->
    [call] die Karte gezeigt wurde
    [restart] der Neustart gezeigt wurde
    [slap] der Boom gezeigt wurde
    [punish] der Fehler gezeigt wurde
   *[other] sich der Tisch geändert hat
  }
whizz_bing_bang-ruling-called = ✅ Richtig gerufen: **{ $sound }** aufgedeckt.
whizz_bing_bang-ruling-mistake = ⚠️ Ein Fehler: { $what }. Das erste **Bestrafen!** gibt dir ein Plättchen; dann beginnst du neu mit **{ $whizz }**.
whizz_bing_bang-ruling-early = ⚠️ Zu früh: { $early }. Das erste **Bestrafen!** gibt dir ein Plättchen; dann beginnst du neu mit **{ $whizz }**.
whizz_bing_bang-you-too_slow = du warst zu langsam
whizz_bing_bang-you-out_of_turn = du hast außer der Reihe gespielt
whizz_bing_bang-you-slap_non_boom = du hast auf eine Karte gehauen, die kein Boom ist
whizz_bing_bang-you-last_boom_slap = du hast als Letzter auf den Boom gehauen
whizz_bing_bang-you-wrong_sound = du hast den falschen Laut gerufen
whizz_bing_bang-you-punish_without_cause = du hast ohne Grund bestraft
whizz_bing_bang-you-other = du hast einen Fehler gemacht
whizz_bing_bang-ruling-fastest = 🥇 Schnellster Schlag ({ $t }): du gibst **{ $culprit }** { $token ->
    [none] dein Plättchen.
   *[other] dein **{ $token }**-Plättchen.
  }
whizz_bing_bang-ruling-slowest = 🐢 Langsamster Schlag ({ $t }): **{ $punisher }** gibt dir { $token ->
    [none] sein Plättchen
   *[other] sein **{ $token }**-Plättchen
  }; du beginnst neu mit **{ $whizz }**.
whizz_bing_bang-ruling-slap-counted = 💥 Schlag gezählt: { $pos ->
    [1] 1.
   *[other] { $pos }.
  } von { $n } ({ $t }). **{ $punisher }** hat **{ $culprit }** bestraft.
whizz_bing_bang-ruling-won-race = ⚖️ Du hast das Rennen gewonnen ({ $t }): **{ $receiver }** bekommt { $token ->
    [none] dein Plättchen.
   *[other] dein **{ $token }**-Plättchen.
  }
whizz_bing_bang-ruling-lost-race = ⚖️ Anspruch gezählt ({ $t }), aber **{ $winner }** war schneller ({ $best }).
whizz_bing_bang-ruling-lost-race-handicap = ⚖️ Anspruch gezählt ({ $t }), aber **{ $winner }** war schneller ({ $best }, abzüglich { $handicap } Handicap).
whizz_bing_bang-ruling-ignored = ▫️ Nicht gezählt: { $why }. Es hat nichts geändert.
whizz_bing_bang-late-won = ⚖️ Zu spät: **{ $winner }** war zuerst da (+{ $first }) und hat **{ $culprit }** bestraft; deiner kam bei +{ $mine }, nachdem der Fehler gezeigt wurde. Es hat nichts geändert.
whizz_bing_bang-late-nobody = ⚖️ Zu spät: niemand hat **{ $culprit }** rechtzeitig bestraft; deiner kam bei +{ $mine }, nachdem der Fehler gezeigt wurde. Es hat nichts geändert.
whizz_bing_bang-late-unknown = ⚖️ Zu spät für das Rennen ums Bestrafen, das gerade entschieden wurde. Es hat nichts geändert.
whizz_bing_bang-waiting-ignored = ▫️ Nicht gezählt: { $why }.
whizz_bing_bang-waiting-slap = ⏳ Die Rangliste kommt, wenn alle gehauen haben oder die Zeit abläuft.
whizz_bing_bang-waiting-punish = ⏳ Das Rennen wird { $grace } nach dem ersten Anspruch entschieden (ein früherer Anspruch kann noch unterwegs sein).
whizz_bing_bang-waiting-call = ⏳ Das Urteil kommt nach der Nachfrist von { $grace } (ein früherer Druck kann noch unterwegs sein).
whizz_bing_bang-press-game-over = 🏁 Das Spiel ist vorbei.
whizz_bing_bang-press-game-ended = 🏁 Das Spiel endete, bevor über diesen Druck entschieden wurde.

## Warum ein Druck nicht gezählt hat

whizz_bing_bang-ignored-double_tap = ein Doppeltipp — derselbe Knopf gleich nach deinem letzten Druck darauf zählt als ein Druck
whizz_bing_bang-ignored-before_table = gedrückt, bevor der Tisch der neuen Runde gezeigt wurde
whizz_bing_bang-ignored-late_claim = zu spät für das Rennen ums Bestrafen, das gerade entschieden wurde
whizz_bing_bang-ignored-double_click = ein zweiter Druck gleich nach deinem eigenen Ruf
whizz_bing_bang-ignored-boom_resolved = über diesen Boom war schon entschieden
whizz_bing_bang-ignored-aimed_at_resolved_boom = zu kurz nach dem Aufdecken: er galt dem Boom davor
whizz_bing_bang-ignored-slap_window = während eines Booms zählt nur { $boom }
whizz_bing_bang-ignored-second_slap = du hattest schon gehauen
whizz_bing_bang-ignored-punishment_pending = ein Fehler wird gerade bestraft: jetzt zählt nur Bestrafen!
whizz_bing_bang-ignored-own_mistake = du kannst deinen eigenen Fehler nicht bestrafen
whizz_bing_bang-ignored-before_post = gedrückt, bevor der Fehler gezeigt wurde
whizz_bing_bang-ignored-opens_token_row = er hat deine Plättchenreihe geöffnet
whizz_bing_bang-ignored-no_such_slot = dieses Plättchen ist nicht mehr da
whizz_bing_bang-ignored-wrong_token = das ist nicht dein nächstes Plättchen
whizz_bing_bang-ignored-second_claim = du hattest schon Anspruch erhoben
whizz_bing_bang-ignored-no_race = es gibt kein Rennen ums Bestrafen
whizz_bing_bang-ignored-resolved = über einen früheren Druck wurde zuerst entschieden
whizz_bing_bang-ignored-race_over = das Rennen war schon gewonnen
whizz_bing_bang-ignored-ignored = über einen früheren Druck wurde zuerst entschieden
whizz_bing_bang-ignored-overtaken = der Zug war schon weitergegangen
whizz_bing_bang-ignored-one_mistake_at_a_time = über einen früheren Fehler wurde gerade entschieden
whizz_bing_bang-ignored-other = es hat nichts geändert

## Plättchensuche

whizz_bing_bang-hunt-title = ⚖️ Plättchensuche
whizz_bing_bang-hunt-idle = Gerade gibt es kein Rennen ums Bestrafen.
whizz_bing_bang-hunt-find-title = ⚖️ Plättchensuche — finde dein Plättchen
whizz_bing_bang-hunt-find = Bestrafe **{ $who }**: dreh dein **{ $icon } { $token }**-Plättchen um. Der erste richtige Klick gewinnt das Rennen; ein falscher zeigt dir dieses Plättchen.
whizz_bing_bang-hunt-slot = Plättchen { $n }
whizz_bing_bang-hunt-not-it = { $token } (nicht das)

## Zuletzt

whizz_bing_bang-event-round = Runde { $round }: { $who } beginnt ({ $whizz } liegt offen).
whizz_bing_bang-event-called = { $who } sagt { $sound } ({ $t }), deckt { $revealed } auf → { $next }
whizz_bing_bang-event-called-boom = { $who } sagt { $sound } ({ $t }), deckt { $revealed } auf — { $boom }!
whizz_bing_bang-event-reshuffled = Der Ablagestapel wird zu einem neuen Nachziehstapel gemischt ({ $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
  }).
whizz_bing_bang-event-mistake = ⚠️ { $who }: { $cause }
whizz_bing_bang-event-mistake-late = ⚠️ { $who }: { $cause } (ein Druck, der spät ankam)
whizz_bing_bang-event-boom = Boom-Rangliste: { $ranking } → { $punisher } bestraft { $culprit }
whizz_bing_bang-event-boom-nobody = Boom-Rangliste: { $ranking } → niemand hat gehauen
whizz_bing_bang-event-token = { $giver } gibt sein { $token }-Plättchen an { $receiver }
whizz_bing_bang-event-token-race = { $giver } gibt sein { $token }-Plättchen an { $receiver } [Rennen: { $ranking }]
whizz_bing_bang-event-nobody-punished = Niemand hat { $who } bestraft.
whizz_bing_bang-event-restart = { $who } beginnt neu im Uhrzeigersinn: sag { $whizz }!
whizz_bing_bang-event-round-scored = Punkte der Runde { $round }: { $scores } · gesamt: { $totals }
whizz_bing_bang-event-score = { $name } { $n }
whizz_bing_bang-event-game-ended = Spiel vorbei: { $names } { $count ->
    [one] gewinnt
   *[other] teilen sich den Sieg
  } mit { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkten
  }.

## Optionen der Lobby

whizz_bing_bang-option-timing = ⏱️ Zu langsam nach **{ $slow }** · 💥 **{ $slap }** zum Schlagen auf einen Boom · ⚖️ **{ $punish }** zum Bestrafen
whizz_bing_bang-option-typed-on = ⌨️ Getippte Wörter: an ({ $words })
whizz_bing_bang-option-typed-off = ⌨️ Getippte Wörter: aus (nur Knöpfe)
whizz_bing_bang-option-end = 🏁 Endet bei { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkten
  } · Aufbau Nr. { $setup }
whizz_bing_bang-option-two-players = 2 Spieler erlaubt
whizz_bing_bang-option-ai = 🤖 KI-Spieler reagieren in etwa { $s }
whizz_bing_bang-option-token-hunt = 🔎 Plättchensuche: Um zu bestrafen, finde dein nächstes Plättchen unter deinen verdeckten Plättchen
whizz_bing_bang-option-first = ▶ Erster Spieler: Platz { $n }

## Getippte Wörter (neben den englischen): der Laut, wie man ihn auf Deutsch schreibt

whizz_bing_bang-typed-whizz = whizz
whizz_bing_bang-typed-bing = bing
whizz_bing_bang-typed-bang = bang
whizz_bing_bang-typed-boom = boom, bumm

## Pings und Ende

whizz_bing_bang-ping-too-slow = ⏰ { $mention }, du warst zu langsam: du beginnst neu mit **{ $whizz }**, sobald der Tisch es sagt.
whizz_bing_bang-ping-too-slow-last = ⏰ { $mention }, du warst zu langsam: du beginnst neu mit **{ $whizz }**, sobald der Tisch es sagt. Noch einmal, und eine KI übernimmt deinen Platz.
whizz_bing_bang-ping-ai = 🤖 { $mention } war { $n }-mal hintereinander zu langsam: jetzt spielt eine KI an diesem Platz (`/whizz_bing_bang { $takeback }`, um zurückzukehren).
whizz_bing_bang-final-line = { $name }: **{ $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
  }**
whizz_bing_bang-final-rounds = Gespielte Runden: { $n }
whizz_bing_bang-end-one = 🔚 **{ $who }** hat { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
  } erreicht (das Spiel endet bei { $end }). Die wenigsten Punkte gewinnen.
whizz_bing_bang-end-many = 🔚 { $who } haben die Zielpunktzahl erreicht (das Spiel endet bei { $end }). Die wenigsten Punkte gewinnen.
whizz_bing_bang-end-each = **{ $name }** ({ $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
  })
whizz_bing_bang-end-last-round = Die letzte Runde endete, als **{ $giver }** sein Boom-Plättchen an **{ $receiver }** abgab ({ $cause }).
whizz_bing_bang-end-deciding-boom = 💥 Der entscheidende Boom: { $ranking }
whizz_bing_bang-end-deciding-race = ⚖️ Das entscheidende Rennen ums Bestrafen: { $ranking }
