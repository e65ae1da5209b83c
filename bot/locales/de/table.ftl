# Öffentliche Wörter, die alle Spiele teilen (Lobby, Ergebnisse, Hinweise), und private Antworten der gemeinsamen Befehle.

## Lobby

ai-name = KI { $n }
ai-name-strength = { $name } ({ $strength })
lobby-add-ai-menu = KI-Spieler mit Stärke hinzufügen …
ai-strength-easy = Leicht
ai-strength-normal = Normal
ai-strength-hard = Schwer
ai-strength-easy-desc = Kennt die Regeln, patzt ab und zu
ai-strength-normal-desc = Spielt solide
ai-strength-hard-desc = Denkt voraus über das, was sie nicht sieht
lobby-title = 🔥 { $title } — Lobby
lobby-host = Gastgeber: { $host }
lobby-players = Spieler { $players }/{ $max } · ein Spiel braucht { $needs }:
lobby-needs-exactly = genau { $low }
lobby-needs-range = { $low }–{ $high }
lobby-needs-at-least = mindestens { $low }
lobby-options = Optionen
lobby-no-pings = 🔕 Keine Zug-Hinweise (Spieler werden nicht erwähnt, wenn sie dran sind)
lobby-footer = Partie { $id } · der Gastgeber (oder ein Moderator) startet das Spiel
lobby-closed = { $title } — Lobby geschlossen
btn-join = Mitspielen
btn-leave = Verlassen
btn-add-ai = KI dazu
btn-remove-ai = KI entfernen
btn-start = Starten
btn-cancel = Abbrechen
btn-my-hand = Meine Hand
btn-rematch = Revanche
btn-leave-game = Spiel verlassen
btn-stay = Bleiben

## Ergebnisse

over-title = 🏁 { $title } — Spiel vorbei
over-footer = Partie { $id }
result-stopped = Das Spiel wurde vor seinem Ende beendet.
result-winners = 🏆 { $names } { $count ->
    [one] gewinnt!
   *[other] teilen sich den Sieg!
}
result-nobody = Niemand gewinnt.
end-game-over = 🏁 **Spiel vorbei!** { $headline }
end-also = Ebenfalls am Tisch: { $mentions }.
end-rematch = Die **Revanche** liegt auf dem Tisch.

## Zug-Hinweise und Notizen

ping-default = du bist dran in { $title }: antworte in deinen DMs oder mit **Meine Hand**
dm-blocked = { $mention }, ich kann dir keine Direktnachrichten schicken. Nutze den Knopf **Meine Hand** am Tisch, um deine Karten zu sehen und zu spielen.
table-moved = ➡️ Dieser { $title }-Tisch ist umgezogen: { $link }
note-ended = 🛑 Der Gastgeber hat das Spiel beendet.
note-everyone-left = 🏳️ Alle Spieler sind gegangen oder inaktiv: das Spiel ist vorbei.
note-left = 🚪 { $name } hat das Spiel verlassen: eine KI spielt den Platz.
note-back = 🙋 { $name } ist zurück auf dem Platz.
note-idle-ai = 🤖 { $who } hat { $count ->
    [one] einmal
   *[other] { $count }-mal in Folge
} die Zeit überschritten: jetzt spielt eine KI den Platz (`/{ $game } { $takeback }` gibt ihn zurück).
note-idle-warning = ⏰ { $who }, du hast { $count ->
    [one] einmal
   *[other] { $count }-mal in Folge
} die Zeit überschritten; beim nächsten Mal übernimmt eine KI deinen Platz.
note-idle-warning-log = ⏰ { $who } hat { $count ->
    [one] einmal
   *[other] { $count }-mal in Folge
} die Zeit überschritten; beim nächsten Mal übernimmt eine KI den Platz.

## Private Antworten der gemeinsamen Befehle

hand-nothing = Du hast in diesem Spiel gerade nichts Privates.
hand-which = Du spielst { $title } in { $count ->
    [one] einem Kanal
   *[other] { $count } Kanälen
}. Welche Hand?
leave-ask = **Dieses Spiel verlassen?** Eine KI spielt deinen Platz bis zum Ende, und du kannst ihn nicht zurücknehmen (`/{ $game } { $takeback }` gilt nur für einen Platz, der durch Zeitüberschreitung verloren ging).
leave-done = 🚪 Du hast das Spiel verlassen: eine KI spielt deinen Platz bis zum Ende. Bis zum nächsten Spiel (`/{ $game } { $start }`, oder Revanche am Ende).
leave-stay = 👍 Du bleibst im Spiel. Nichts hat sich geändert.
takeback-done = 🙋 Willkommen zurück! Dein Platz gehört wieder dir; die KI spielt ihn nicht mehr.
end-done = Das Spiel wurde beendet.

## /<game> stats

stats-title = 📊 { $title } auf diesem Server
stats-none = Auf diesem Server ist noch kein Spiel zu Ende gegangen.
stats-total = Beendete Spiele: { $total }
stats-row = { $rank }. **{ $name }** — { $won } gewonnen / { $played } gespielt
stats-row-ai = { $rank }. **{ $name }** — { $won } gewonnen / { $played } gespielt (eine KI hat { $by_ai } für sie zu Ende gespielt)
stats-last = **Letzte Spiele**
stats-winners = 🏆 { $names }
stats-nobody = 🤝 niemand hat gewonnen
stats-with = · mit { $others }
stats-finished-by-ai = { $name } (von der KI zu Ende gespielt)
