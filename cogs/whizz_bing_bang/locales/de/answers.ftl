# /whizz_bing_bang: Antworten auf abgelehnte Aktionen (ephemer, in der Sprache des Lesers): bot/ui.py `message_for`.

whizz_bing_bang-err-input_too_old = Zu spät: Du hast vor dem letzten Entscheid gedrückt, also zählt es nicht mehr.
whizz_bing_bang-err-duplicate_input = Dieser Druck wurde schon gezählt.
whizz_bing_bang-err-not_token_hunt = Die Plättchensuche ist an diesem Tisch nicht aktiv.
whizz_bing_bang-err-system_only = Das kann nur die Uhr des Bots.
whizz_bing_bang-err-two_players_option_off = Whizz Bing Bang braucht mindestens { $min } Spieler (oder die Option für 2 Spieler).
whizz_bing_bang-err-bad_first_seat = Der gewählte Startspieler sitzt nicht am Tisch.
whizz_bing_bang-err-bad_handicaps = Es muss genau ein Handicap pro Spieler geben.
whizz_bing_bang-err-stale_button = Am Tisch ist inzwischen mehr passiert: Schau dir die Karte noch einmal an und drück erneut.
whizz_bing_bang-err-typed_words_unavailable = Dieser Bot kann keine getippten Nachrichten lesen (kein Message-Content-Intent): Nutze die Knöpfe, oder starte ohne getippte Wörter.
