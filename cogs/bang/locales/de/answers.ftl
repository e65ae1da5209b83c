# /bang: Antworten auf abgelehnte Aktionen (ephemer, in der Sprache des Lesers): bot/ui.py `message_for`.

bang-err-expansion_not_available = Die Erweiterung Armed & Dangerous ist noch nicht verfügbar; starte ohne sie.
bang-err-illegal_action = Das kannst du gerade nicht spielen.
bang-err-not_your_turn = Du bist nicht am Zug, und gerade wartet keine Frage auf dich.
bang-err-decision_closed = Diese Frage wurde schon beantwortet, oder die Zeit ist abgelaufen.
bang-err-not_the_default = Das ist nicht die Standardantwort.
bang-err-forged_action = Diesen Spielzug kenne ich nicht.
bang-err-bad_seat_count = BANG! braucht { $min }–{ $max } Spieler.
bang-err-card_gone = Diese Karte kann so nicht mehr gespielt werden; hier ist deine aktuelle Hand.
bang-err-store_pick_later = **{ $name }** wählt gerade aus dem Gemischtwarenladen; du kommst später dran.
bang-err-store_pick_done = **{ $name }** wählt gerade aus dem Gemischtwarenladen; du hast deine Karte schon genommen.
