# Das Terminal (`python -m bot play whizz_bing_bang`): der Tisch, Ereignisse, Menüs und die Wörter des Echtzeitspiels.

## Überall gebrauchte Wörter

whizz_bing_bang-term-secs = { $s } s
whizz_bing_bang-term-no-time = —
whizz_bing_bang-term-colour-red = rot
whizz_bing_bang-term-colour-blue = blau
whizz_bing_bang-term-colour-green = grün
whizz_bing_bang-term-colour-yellow = gelb
whizz_bing_bang-term-colour-purple = lila
whizz_bing_bang-term-colour-orange = orange
whizz_bing_bang-term-ranked = { $who } { $time }
whizz_bing_bang-term-scored = { $who } { $points }
whizz_bing_bang-term-input-slap = BOOM
whizz_bing_bang-term-input-punish = Bestrafen!
whizz_bing_bang-term-input-pick_token = Plättchenwahl

## Der Tisch

whizz_bing_bang-term-header = Whizz Bing Bang — Runde { $round }   { $direction }
whizz_bing_bang-term-clockwise = ↻ im Uhrzeigersinn
whizz_bing_bang-term-anticlockwise = ↺ gegen den Uhrzeigersinn
whizz_bing_bang-term-faceup = [{ $sound }] ({ $colour })
whizz_bing_bang-term-setup-2 = Nachziehstapel offen: { $card } auf { $n } Karten · Ablage verdeckt: { $discard }
whizz_bing_bang-term-setup-1 = Ablage offen: { $card } · Nachziehstapel verdeckt: { $n }
whizz_bing_bang-term-must-say = { $who } muss { $what } sagen
whizz_bing_bang-term-must-say-due = { $who } muss { $what } sagen — zu langsam ab { $due }
whizz_bing_bang-term-restart = { $whizz } (Neustart)
whizz_bing_bang-term-slap-phase = { $boom }! aufgedeckt von { $who } — alle hauen drauf! (Fenster schließt bei { $due }; gehauen: { $slapped })
whizz_bing_bang-term-nobody-yet = noch niemand
whizz_bing_bang-term-punish-phase = ⚠️ { $who }: { $cause } — { $punish } (Fenster schließt bei { $due })
whizz_bing_bang-term-over = Spielende.
whizz_bing_bang-term-row = { $who } { $colour } { $dots } { $next } erhalten { $got }  Runde { $round }  gesamt { $total }{ $handicap }
whizz_bing_bang-term-next = nächstes: { $token }
whizz_bing_bang-term-all-given = alle abgegeben
whizz_bing_bang-term-handicap = { " " }Handicap { $time }
whizz_bing_bang-term-legend = ●○ = eigene Plättchen, die du noch abgeben kannst · nächstes = das Plättchen, das du abgeben würdest · erhalten = Plättchen, die du bekommen hast · Runde/gesamt = Punkte (jedes Plättchen vor dir zählt 1; am wenigsten gewinnt)
whizz_bing_bang-term-last-boom = Letzter Boom: { $ranking }
whizz_bing_bang-term-last-race = Letztes Rennen: { $ranking }
whizz_bing_bang-term-your-tokens = Deine Plättchen: { $tokens }
whizz_bing_bang-term-token-slot = [{ $n }:{ $token }]

## Warum jemand bestraft wird

whizz_bing_bang-term-cause-too_slow = zu langsam
whizz_bing_bang-term-cause-out_of_turn = hat außer der Reihe gespielt
whizz_bing_bang-term-cause-slap_non_boom = hat auf eine Karte gehauen, die kein Boom ist
whizz_bing_bang-term-cause-last_boom_slap = hat als Letzter auf den Boom gehauen
whizz_bing_bang-term-cause-wrong_sound = hat den falschen Laut gerufen
whizz_bing_bang-term-cause-punish_without_cause = hat ohne Grund bestraft
whizz_bing_bang-term-cause-early = zu früh gehauen, auf die Karte vor dem Boom

## Warum ein Druck nicht zählte

whizz_bing_bang-term-ignored-double_tap = ein Doppeltipp — dieselbe Taste gleich nach dem letzten Druck zählt als ein Druck
whizz_bing_bang-term-ignored-before_table = gedrückt, bevor der Tisch der neuen Runde zu sehen war
whizz_bing_bang-term-ignored-late_claim = zu spät für das gerade entschiedene Strafrennen
whizz_bing_bang-term-ignored-double_click = ein zweiter Druck gleich nach deinem eigenen Ruf
whizz_bing_bang-term-ignored-boom_resolved = dieser Boom war schon entschieden
whizz_bing_bang-term-ignored-aimed_at_resolved_boom = zu kurz nach dem Aufdecken: Er galt dem vorigen Boom
whizz_bing_bang-term-ignored-slap_window = bei einem Boom zählt nur BOOM
whizz_bing_bang-term-ignored-second_slap = du hattest schon gehauen
whizz_bing_bang-term-ignored-punishment_pending = ein Fehler wird gerade bestraft: Jetzt zählt nur Bestrafen!
whizz_bing_bang-term-ignored-own_mistake = deinen eigenen Fehler kannst du nicht bestrafen
whizz_bing_bang-term-ignored-before_post = gedrückt, bevor der Fehler zu sehen war
whizz_bing_bang-term-ignored-opens_token_row = er hat deine Plättchenreihe geöffnet
whizz_bing_bang-term-ignored-no_such_slot = dieses Plättchen liegt nicht mehr da
whizz_bing_bang-term-ignored-wrong_token = das ist nicht dein nächstes Plättchen
whizz_bing_bang-term-ignored-second_claim = du hattest dich schon gemeldet
whizz_bing_bang-term-ignored-no_race = es gibt kein Strafrennen
whizz_bing_bang-term-ignored-resolved = ein früherer Druck wurde zuerst entschieden
whizz_bing_bang-term-ignored-race_over = das Rennen war schon gewonnen
whizz_bing_bang-term-ignored-ignored = ein früherer Druck wurde zuerst entschieden
whizz_bing_bang-term-ignored-overtaken = der Zug war schon weitergegangen
whizz_bing_bang-term-ignored-one_mistake_at_a_time = ein früherer Fehler wurde gerade entschieden
whizz_bing_bang-term-did-not-count = (dein { $input } zählte nicht: { $why })
whizz_bing_bang-term-late-nobody = (Zu spät: Niemand hat { $culprit } rechtzeitig bestraft{ $yours }. Es hat nichts geändert)
whizz_bing_bang-term-late-first = (Zu spät: { $winner } war zuerst{ $first } und hat { $culprit } bestraft{ $yours }. Es hat nichts geändert)
whizz_bing_bang-term-late-first-at = { " " }({ $time })
whizz_bing_bang-term-late-yours = ; deiner kam bei { $time }, nachdem der Fehler gezeigt wurde

## Ereignisse

whizz_bing_bang-term-round-started = Runde { $round }: { $who } beginnt ({ $whizz } offen).
whizz_bing_bang-term-called = { $who } sagt { $sound }{ $time }, deckt { $revealed } auf { $next }
whizz_bing_bang-term-called-time = { " " }({ $time })
whizz_bing_bang-term-called-next = → { $who }
whizz_bing_bang-term-called-boom = — { $boom }!
whizz_bing_bang-term-reshuffled = Die Ablage wird zu einem neuen Nachziehstapel gemischt ({ $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}).
whizz_bing_bang-term-mistake = ⚠️ { $culprit }: { $cause }
whizz_bing_bang-term-mistake-late = ⚠️ { $culprit }: { $cause } (ein Druck, der zu spät ankam)
whizz_bing_bang-term-boom-ranking = Boom-Wertung: { $ranking } → { $outcome }
whizz_bing_bang-term-punishes = { $punisher } bestraft { $culprit }
whizz_bing_bang-term-nobody-slapped = niemand hat gehauen
whizz_bing_bang-term-token-given = { $giver } gibt das eigene { $token }-Plättchen an { $receiver }
whizz_bing_bang-term-token-given-race = { $giver } gibt das eigene { $token }-Plättchen an { $receiver } [Rennen: { $ranking }]
whizz_bing_bang-term-nobody-punished = Niemand hat { $culprit } bestraft.
whizz_bing_bang-term-restarts = { $who } startet neu im Uhrzeigersinn: Sag { $whizz }!
whizz_bing_bang-term-peeked = Plättchen { $n } ist dein { $token } — nicht das richtige.
whizz_bing_bang-term-round-scored = Punkte der Runde { $round }: { $scores } · gesamt: { $totals }
whizz_bing_bang-term-game-ended = Spielende: { $who } { $count ->
    [one] gewinnt
   *[other] teilen sich den Sieg
} mit { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkten
}.

## Das Ergebnis

whizz_bing_bang-term-result-seat = Platz { $n }
whizz_bing_bang-term-result = { $who } { $count ->
    [one] gewinnt
   *[other] teilen sich den Sieg
} mit { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkten
} nach { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}

## Menüs

whizz_bing_bang-term-say = { $sound } sagen
whizz_bing_bang-term-say-at = { $sound } sagen bei { $when }
whizz_bing_bang-term-slap = Draufhauen ({ $boom })
whizz_bing_bang-term-slap-at = Draufhauen ({ $boom }) bei { $when }
whizz_bing_bang-term-punish = Bestrafen!
whizz_bing_bang-term-punish-at = Bestrafen! bei { $when }
whizz_bing_bang-term-pick = Plättchen { $n } umdrehen
whizz_bing_bang-term-pick-at = Plättchen { $n } umdrehen bei { $when }
whizz_bing_bang-term-tick = Die Uhr laufen lassen
whizz_bing_bang-term-shown = Der Tisch ist zu sehen

## Das Echtzeit-Terminal (du tippst die Wörter)

whizz_bing_bang-term-banner = === { $title }: { $players } Spieler, Seed { $seed } — du sitzt auf Platz 1 ===
whizz_bing_bang-term-help = Tipp ein Wort und drück Enter: whizz, bing, bang, boom (draufhauen), strafe (p), oder bei der Plättchenjagd einen Platz von 1 bis 4. Mit 'ende' verlässt du den Tisch.
whizz_bing_bang-term-type-whizz = whizz, w
whizz_bing_bang-term-type-bing = bing, bi
whizz_bing_bang-term-type-bang = bang, ba
whizz_bing_bang-term-type-slap = boom, b, hauen
whizz_bing_bang-term-type-punish = strafe, bestrafen, p
whizz_bing_bang-term-type-quit = ende, q
whizz_bing_bang-term-left = Du hast den Tisch verlassen.
whizz_bing_bang-term-you-typed = du: { $input }
whizz_bing_bang-term-you-typed-at = du: { $input } bei { $when }
whizz_bing_bang-term-refused = (nicht gezählt: { $why })
whizz_bing_bang-term-refused-input_too_old = vor der letzten Entscheidung gemacht
whizz_bing_bang-term-refused-duplicate_input = schon gezählt
whizz_bing_bang-term-refused-not_token_hunt = die Plättchenjagd ist aus

## Statistiken von simulate

whizz_bing_bang-term-stat-rounds = Runden
whizz_bing_bang-term-stat-tokens_given = abgegebene Plättchen
whizz_bing_bang-term-stat-unclaimed_mistakes = ungestrafte Fehler
whizz_bing_bang-term-stat-punishments_by_cause = Strafen nach Grund
whizz_bing_bang-term-stat-punishments_by_cause-too_slow = zu langsam
whizz_bing_bang-term-stat-punishments_by_cause-out_of_turn = außer der Reihe
whizz_bing_bang-term-stat-punishments_by_cause-slap_non_boom = auf eine Karte ohne Boom gehauen
whizz_bing_bang-term-stat-punishments_by_cause-last_boom_slap = als Letzter auf den Boom gehauen
whizz_bing_bang-term-stat-punishments_by_cause-wrong_sound = falscher Laut
whizz_bing_bang-term-stat-punishments_by_cause-punish_without_cause = Strafe ohne Grund
