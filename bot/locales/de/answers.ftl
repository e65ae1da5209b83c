# Antworten auf abgelehnte Aktionen und Befehle (ephemer, in der Sprache des Lesers): bot/ui.py `message_for`.
# Schlüssel: err-<code> (jedes Spiel), err-game-<code> (gemeinsamer Wortlaut der Spiele), <game>-err-<code> in cogs/<game>/locales.

## Jedes Spiel

err-no_game = In diesem Kanal läuft gerade kein Spiel.
err-channel_busy = In diesem Kanal läuft schon ein Spiel. Beende es zuerst (oder bitte den Host, es zu beenden).
err-stale_button = Dieser Knopf ist aus einem früheren Moment des Spiels; nimm den aktuellen Tisch oder deine Hand.
err-forged_id = Diesen Knopf kenne ich nicht.
err-not_seated = Du spielst in diesem Spiel nicht mit.
err-not_your_turn = Du bist nicht am Zug.
err-not_your_decision = Diese Frage ist für einen anderen Spieler.
err-decision_closed = Diese Frage wurde schon beantwortet, oder die Zeit ist abgelaufen.
err-illegal_action = Das kannst du gerade nicht tun.
err-game_over = Dieses Spiel ist vorbei.
err-already_started = Das Spiel hat schon begonnen.
err-not_started = Das Spiel hat noch nicht begonnen.
err-already_joined = Du sitzt schon an diesem Tisch.
err-table_full = Der Tisch ist voll ({ $max } Plätze).
err-host_only = Nur der Host (oder ein Moderator) kann das tun.
err-host_cannot_leave = Der Host kann die Lobby nicht verlassen; brich sie stattdessen ab.
err-no_ai_to_remove = Es gibt keinen KI-Spieler zum Entfernen.
err-bad_seat_count = Dieses Spiel braucht { $min }–{ $max } Spieler.
err-bad_options = Diese Optionen passen nicht zusammen.
err-bad_option = Diese Option ist ungültig: { $name } muss zwischen { $low } und { $high } liegen.
err-unknown_game = Dieses Spiel ist nicht verfügbar.
err-you_left = Du hast dieses Spiel verlassen.
err-ai_playing_your_seat = Eine KI spielt deinen Platz. Mit dem Befehl `zurück` kehrst du zurück.
err-not_ai_seat = Du spielst deinen Platz schon selbst.
err-guild_only = Spiele werden in Serverkanälen gespielt.
err-other_game_here = In diesem Kanal läuft ein anderes Spiel.
err-option_type = Diese Option ist ungültig: { $name } (erwartet: { $kind }).
err-option_choice = Diese Option ist ungültig: { $name } muss eine der angebotenen Auswahlen sein.
err-command_mismatch = Dieser Befehl passt nicht zu meinen Befehlen (Discord aktualisiert sie vielleicht noch). Versuch es in einer Minute noch einmal.
err-option_invalid = Diese Option ist ungültig. Prüf die Optionen des Befehls und versuch es noch einmal.
err-not_here = Diesen Befehl kannst du hier nicht benutzen.
err-apology = Bei mir ist etwas schiefgelaufen; das Spiel ist sicher. Bitte versuch es noch einmal.
err-applied = ✅ Erledigt: Das hat geklappt (Discord hat es nur langsam angezeigt; der Tisch ist aktuell).

## Die gemeinsamen Befehle und Knöpfe der Spiele ({ $game } ist die Befehlsgruppe des Spiels)

err-game-other_game_here = In diesem Kanal wird { $game } gespielt; benutze `{ $command }`.
err-game-channel_command = Dieser Befehl funktioniert in einem Serverkanal, wo gespielt wird. In DMs zeigt `/{ $game } hand` deine Hand, `/{ $game } regeln` die Regeln und `/campfire hilfe` die Befehle.
err-game-not_playing_anywhere = Du spielst gerade nirgends { $title }. Starte ein Spiel in einem Serverkanal oder tritt einem bei (`/{ $game } starten`).
err-game-rematch_players_only = Nur die Spieler dieses Spiels (oder ein Moderator) können eine Revanche starten. Du kannst der neuen Lobby beitreten, sobald einer von ihnen sie eröffnet.
err-game-table_moved = Dieser Tisch wurde durch einen neueren ersetzt; dort geht das Spiel weiter: { $link }
err-game-leave_in_lobby = Das Spiel hat noch nicht begonnen: Klick stattdessen in der Lobby-Nachricht auf **Verlassen**.
err-game-already_left = Du hast dieses Spiel schon verlassen: Eine KI spielt deinen Platz bis zum Ende.
err-game-you_left = Du hast dieses Spiel verlassen: Eine KI spielt deinen Platz bis zum Ende. Im nächsten Spiel (oder seiner Revanche) kannst du wieder mitspielen.
err-game-takeback_left = Du bist mit `/{ $game } verlassen` ausgestiegen, daher bleibt dein Platz bis zum Ende bei der KI. Im nächsten Spiel (oder seiner Revanche) kannst du wieder mitspielen.
err-game-ai_playing_your_seat = Seit deiner Zeitüberschreitung spielt eine KI deinen Platz: `/{ $game } zurück` holt ihn dir zurück.
err-game-rematch_open = Eine Revanche-Lobby ist schon offen: Klick dort auf **Mitspielen** ({ $link }).
err-game-rematch_open_seated = Eine Revanche-Lobby ist schon offen, und du hast dort einen Platz: { $link }
err-game-takeback_not_needed = Du spielst deinen Platz selbst: Es gibt nichts zurückzuholen. (`/{ $game } zurück` holt einen Platz zurück, den eine KI nach deiner Zeitüberschreitung übernommen hat.)

## Was eine Option sein muss (kind in err-option_type)

kind-text = Text
kind-integer = eine ganze Zahl
kind-number = eine Zahl
kind-boolean = wahr oder falsch
kind-user = ein Benutzer
kind-channel = ein Kanal
kind-role = eine Rolle
kind-mentionable = ein Benutzer oder eine Rolle
kind-attachment = eine Datei
kind-valid = gültig
kind-finite_number = eine endliche Zahl
kind-text_length = Text mit { $low }–{ $high } Zeichen

## /<spiel> regeln

rules-title = 📜 { $title } — Regeln
