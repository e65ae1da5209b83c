# /<game> learn: eine erste Lektion gegen KIs, in den DMs des Lernenden (issue 35, bot/lessons.py)
learn-started = Deine Lektion { $title } wartet in deinen DMs: { $link }
err-learn_running = Du hast schon eine Lektion laufen: { $link } (spiel sie zu Ende oder beende sie mit `{ $end }`).
err-learn_dm_closed = Ich kann dir keine Direktnachricht schicken. Erlaube DMs von Mitgliedern dieses Servers und versuch es noch einmal.

## Forest Gangs
learn-forest_gangs-choose_card = Leg eine Karte verdeckt: alle decken gemeinsam auf, und die höchste Karte gewinnt die Runde und alle Karten im Spiel.
learn-forest_gangs-use_shapeshifter = Dein Gestaltwandler darf sich gegen die oberste Karte deines Stapels tauschen. Sag ja, wenn diese Karte die anderen schlagen könnte.
learn-forest_gangs-join_duel = Dein Goblin darf beim Duell mitmachen: du spielst dann auch deine letzte Karte und kannst alles gewinnen.
learn-forest_gangs-reveal = Deck deine Karte auf.
learn-forest_gangs-wait = Die anderen wählen noch. Schau auf den Tisch: das Protokoll sagt, wer jede Runde gewonnen hat.
learn-forest_gangs-saw-duel = Ein Duell! Die höchsten Karten waren gleich: alle Karten kamen in die Beute, und die Gleichen spielten ihre andere Karte. Wer gewinnt, bekommt auch die Beute.
learn-forest_gangs-saw-giants_removed = Die Riesen waren gleich und duellieren sich nicht: sie kamen in die Beute und verloren.
learn-forest_gangs-saw-dragoness_banished = Ein Ziegenschaf hat die Drachin in die Beute geschickt.
learn-forest_gangs-saw-gnome_pass = Ein Gnom hat gewonnen: alle gaben ihre Handkarte nach links weiter.
learn-forest_gangs-saw-goblins_joined = Ein Goblin hat beim Duell mitgemacht.
learn-forest_gangs-saw-shapeshifted = Ein Gestaltwandler hat sich gegen die oberste Karte seines Stapels getauscht.

## BANG!
learn-bang-play_turn = Du bist dran: spiel BANG! auf jemanden in Reichweite, um ein Leben zu nehmen, Bier zum Heilen, oder leg Karten vor dich. Dann beende deinen Zug.
learn-bang-respond_to_shot = Auf dich wurde geschossen: spiel Fehlschuss!, um auszuweichen, oder nimm den Treffer und verlier ein Leben.
learn-bang-respond_to_duel = Ein Duell: antworte mit einem BANG! oder gib auf und verlier ein Leben. Wem zuerst die BANG! ausgehen, der wird getroffen.
learn-bang-respond_to_indians = Indianer! Wirf ein BANG! ab oder verlier ein Leben.
learn-bang-discard_to_hand_limit = Zu viele Karten: am Ende deines Zugs darfst du nur so viele behalten, wie du Leben hast.
learn-bang-choose_draw_source = Wähle, woher du deine Karten ziehst.
learn-bang-play_beer_or_die = Du hast keine Leben mehr: trink jetzt ein Bier, um im Spiel zu bleiben.
learn-bang-pick_from_general_store = Gemischtwarenladen: nimm eine der gezeigten Karten.
learn-bang-choose_card_to_put_back = Wähle die Karte, die du zurücklegst.
learn-bang-choose_character = Wähle deinen Charakter: jeder hat eine besondere Fähigkeit.
learn-bang-wait = Die anderen spielen. Deine Rolle ist geheim: der Tisch zeigt den Sheriff; finde heraus, wer auf deiner Seite ist.

## Bang & Twang
learn-bang_and_twang-take_action = Du bist dran: lege eine Sequenzkarte, die zum Riff passt, auf deine Bank, oder dreh oder verschieb zuerst eine Riffkarte, oder spiel eine Melodiekarte.
learn-bang_and_twang-choose_target = Wähle, wessen Karten die Melodiekarte trifft.
learn-bang_and_twang-may_bank = Du hast den Riff geändert: lege jetzt eine passende Sequenzkarte in deine Bank, oder du bist fertig.
learn-bang_and_twang-tune_flip = Mit der Melodiekarte drehst du Riffkarten um: drehe eine um, oder du bist fertig.
learn-bang_and_twang-tune_move = Mit der Melodiekarte legst du eine Riffkarte an einen anderen Platz, oder du bist fertig.
learn-bang_and_twang-tune_bank = Mit der Melodiekarte legst du eine Karte in deine Bank: wähle eine, oder du bist fertig.
learn-bang_and_twang-tune_set_riff = Mit der Melodiekarte bestimmst du den Riff: wähle die drei Klänge, die du willst.
learn-bang_and_twang-react_cut_in = Du darfst jetzt reagieren oder es vorbeiziehen lassen.
learn-bang_and_twang-react_cancel_tune = Du darfst jetzt reagieren oder es vorbeiziehen lassen.
learn-bang_and_twang-react_steal_banked = Du darfst jetzt reagieren oder es vorbeiziehen lassen.
learn-bang_and_twang-react_bank_on_riff_change = Du darfst jetzt reagieren oder es vorbeiziehen lassen.
learn-bang_and_twang-wait = Die anderen spielen. Karten auf der Bank zählen am Ende Punkte: die meisten Punkte gewinnen.

## Whizz Bing Bang
learn-whizz_bing_bang-wait = Wenn du dran bist, drück den Klang der offenen Karte. Bing dreht die Richtung um, Bang überspringt den Nächsten, und ein Boom gilt für alle: drück schnell BOOM.
