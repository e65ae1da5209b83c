# /forest_gangs: Antworten auf abgelehnte Aktionen (ephemer, in der Sprache des Lesers): bot/ui.py `message_for`.

forest_gangs-err-not_in_hand = Diese Karte ist nicht mehr in deiner Hand.
forest_gangs-err-frog_must_be_played = Du hast einen Frosch: Du musst ihn spielen (Frosch-Regel).
forest_gangs-err-ghost_required = Zu zweit braucht ihr den Geisterspieler: Starte den Tisch ohne `geist: False`, oder nimm einen Spieler dazu.
forest_gangs-err-ghost_unavailable = Bei 6 Spielern gibt es keine freie Bande für einen Geist: Entferne einen Spieler, oder starte ohne den Geist.
forest_gangs-err-bad_seat_count = Forest Gangs braucht { $min }–{ $max } Spieler (zu zweit mit dem Geist).
