# Gemeinsame Wörter der Slash-Befehle (bot/translator.py beschreibt, wie die Schlüssel gebildet werden).

## Unterbefehle, die jedes Spiel hat: ihre Namen (Kleinbuchstaben, 1-32 Buchstaben, Ziffern, - oder _) und Beschreibungen

cmd-hand = hand
cmd-hand-description = Zeigt deine Hand (nur du kannst sie sehen)
cmd-table = tisch
cmd-table-description = Postet den Spieltisch erneut unten im Kanal
cmd-leave = verlassen
cmd-leave-description = Verlässt das laufende Spiel (nach einer Bestätigung)
cmd-takeback = zurück
cmd-takeback-description = Holt deinen Platz nach einer Zeitüberschreitung von der KI zurück
cmd-end = beenden
cmd-end-description = Beendet das Spiel in diesem Kanal (Host oder Moderator)
cmd-rules = regeln
cmd-rules-description = Eine kurze Zusammenfassung der Regeln und Optionen
cmd-stats = statistik
cmd-stats-description = Ergebnisse dieses Spiels auf diesem Server
cmd-start = starten
cmd-help = hilfe
cmd-help-description = Die Spiele, ihre Befehle und wie ein Spieleabend abläuft

## Optionen, die mehrere Spiele haben

opt-max_players = max_spieler
opt-pings = erwähnungen
opt-thread = thread
opt-thread-description = Spiel in neuem Thread (an) oder in diesem Kanal (aus); Standard: Servereinstellung

## /campfire

campfire-description = Campfire: die Spiele und wie man sie spielt
