# Forest Gangs auf Discord: der Tisch, die Hände, die Optionszeilen der Lobby, Erwähnungen und Ergebnisse
# (cogs/forest_gangs/render.py, cog.py). Öffentliche Texte in der Sprache des Tisches, Hände in der des Spielers.
# Namen und Fähigkeiten der Kreaturen stehen in cards.ftl.

## Optionszeilen der Lobby

forest_gangs-option-players = 👥 Bis zu { $n ->
        [one] { $n } Spieler
        *[other] { $n } Spieler
    }
forest_gangs-option-ghost-on = 👻 Geisterspieler: an
forest_gangs-option-ghost-off = 👻 Geisterspieler: aus
forest_gangs-option-ghost-auto = 👻 Geisterspieler: nur zu zweit
forest_gangs-option-kids2 = 🧒 Kinder 2 (keine Hand)
forest_gangs-option-kids1 = 🧒 Kinder 1 (nur Werte)
forest_gangs-option-abilities = 🐉 Fähigkeiten der Kreaturen an
forest_gangs-option-timeouts = ⏱️ { $choice } s zum Wählen · { $ability } s für Fähigkeiten

## Zeilen unter „Zuletzt“

forest_gangs-event-loot-carried = 💰 Runde { $round } beginnt mit { $n ->
        [one] { $n } übrigen Karte
        *[other] { $n } übrigen Karten
    } in der Beute
forest_gangs-event-reshuffled = 🔀 { $who } mischt den Ablagestapel zu einem neuen Stapel ({ $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    })
# $card: „🧙 Gnom (7)“; $why: einer der Texte forest_gangs-reason-….
forest_gangs-event-winner = ⚔️ Runde { $round }: **{ $who }** gewinnt ({ $why }) und nimmt { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    }
forest_gangs-event-winner-card = ⚔️ Runde { $round }: **{ $who }** gewinnt mit { $card } ({ $why }) und nimmt { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    }
forest_gangs-event-no-winner = ⚔️ Runde { $round }: Niemand gewinnt (keine Karte mehr im Spiel); die Beute von { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    } bleibt liegen
forest_gangs-event-gnome = 🧙 Gnom! Alle haben ihre Handkarte nach links weitergegeben

## Warum ein Kampf gewonnen wurde

forest_gangs-reason-mantis-in-duel = die Gottesanbeterin gewinnt ein Duell
forest_gangs-reason-fungid-lowest = der Pilzling ist die niedrigste Karte
forest_gangs-reason-highest = die höchste Karte
forest_gangs-reason-only-card = die einzige übrige Karte
forest_gangs-reason-goatsheep = das Ziegenschaf hat die Drachin verbannt

## Zug-Erwähnungen (der Bot ergänzt die Erwähnung und den Countdown)

forest_gangs-ping-choose = wähle deine Karte für Runde { $round } (in deinen DMs oder über **Meine Hand**)
forest_gangs-ping-reveal = deck für Runde { $round } die oberste Karte deines Stapels auf (in deinen DMs oder über **Meine Hand**)
forest_gangs-ping-shapeshifter = setz deinen Gestaltwandler ein oder behalte ihn (in deinen DMs oder über **Meine Hand**)
forest_gangs-ping-goblin = steig mit deinem Goblin ins Duell ein oder halte dich raus (in deinen DMs oder über **Meine Hand**)

## Der Tisch

forest_gangs-table-title = 🌲 Forest Gangs — Runde { $round }
forest_gangs-table-title-kids1 = 🌲 Forest Gangs — Runde { $round } · Kinder 1
forest_gangs-table-title-kids2 = 🌲 Forest Gangs — Runde { $round } · Kinder 2
# $due: Discords relative Zeit („in 40 Sekunden“).
forest_gangs-status-choose = 👉 Wählt eure Karte — über **Meine Hand** oder eure DMs. Die Zeit endet { $due }.
forest_gangs-status-choose-soon = 👉 Wählt eure Karte — über **Meine Hand** oder eure DMs. Die Zeit endet bald.
# $who: „Bob (Gestaltwandler) und 🤖 KI 1 (Goblin)“.
forest_gangs-status-abilities = ✨ Warten auf { $who }… { $due }
forest_gangs-status-reveal = 🃏 Deckt die oberste Karte eures Stapels auf!
forest_gangs-waiting-seat = { $who } ({ $card })
forest_gangs-waiting-answer = Antwort
forest_gangs-waiting-nobody = die Antworten
forest_gangs-table-loot = 💰 **Beute:** { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    }
forest_gangs-table-loot-carried = 💰 **Beute:** { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    } (aus der Vorrunde: { $carried })
forest_gangs-legend = 🃏 Stapel · ✋ Hand · 🗑 Ablage · Karten **gesamt** (wer am Ende die meisten hat, gewinnt)
forest_gangs-cards-bold = { $n ->
        [one] **{ $n }** Karte
        *[other] **{ $n }** Karten
    }
forest_gangs-play-laid = ✅ Karte gelegt
forest_gangs-play-choosing = ⏳ wählt…
forest_gangs-play-out = { $card } (raus)
forest_gangs-field-combat = ⚔️ Kampf
forest_gangs-field-last-combat = ⚔️ Letzter Kampf
forest_gangs-field-recent = 📜 Zuletzt
# $hand und $rules: die Namen der Unterbefehle in dieser Sprache.
forest_gangs-table-footer = Sitzung { $id } · /forest_gangs { $hand } · /forest_gangs { $rules }
forest_gangs-seat = Platz { $n }

## Das Kampfprotokoll ($plays: „Ana: Gnom (7), Bob: Riese (8)“; $who: eine Liste von Spielern)

forest_gangs-step-in-duel = [Duell { $level }] { $step }
forest_gangs-step-revealed = Aufgedeckt: { $plays }
forest_gangs-step-shapeshifted = Gestaltwandler eingesetzt → { $plays }
forest_gangs-step-duel = Duell der { $value }er: { $who }
forest_gangs-step-giants = Gleich hohe Riesen kommen in die Beute: { $who }
forest_gangs-step-goblins = Goblins steigen ins Duell ein: { $who }
forest_gangs-step-duel-cards = Duellkarten: { $plays }
forest_gangs-step-banished = Das Ziegenschaf schickt die Drachin in die Beute ({ $plays })
forest_gangs-step-winner = { $who } gewinnt den Kampf ({ $why }) und nimmt { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    }
forest_gangs-step-no-winner = Keine Karte mehr im Spiel: Niemand gewinnt; die Beute ({ $n }) bleibt liegen
forest_gangs-step-gnome = Gnom! Alle geben ihre Handkarte nach links weiter
forest_gangs-step-end-duel = { $who } kann im Duell nicht ziehen: Spielende, { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    } für jeden Duellanten
forest_gangs-step-end-draw = { $who } kann nicht ziehen: Spielende
forest_gangs-step-end-reveal = { $who } kann nicht aufdecken: Spielende
forest_gangs-someone = jemand

## Die Hand eines Spielers (DM oder flüchtig)

forest_gangs-hand-title = 🌲 Deine Hand — Runde { $round }
forest_gangs-hand-empty = _Keine Karten auf der Hand._
forest_gangs-hand-table = 📍 Tisch
forest_gangs-hand-piles = Deine Stapel
forest_gangs-hand-piles-value = 🃏 Stapel { $deck } · ✋ Hand { $hand } · 🗑 Ablage { $discard } · { $cards }
forest_gangs-hand-in-play = Im Spiel
forest_gangs-hand-time = ⏳ Zeit
forest_gangs-timeout-choose = Antworte { $due }; danach wird eine zufällige Karte für dich gelegt.
forest_gangs-timeout-shapeshifter = Antworte { $due }; danach behältst du den Gestaltwandler.
forest_gangs-timeout-goblin = Antworte { $due }; danach hältst du dich aus dem Duell raus.
forest_gangs-timeout-reveal = Antworte { $due }; danach wird deine Karte für dich aufgedeckt.
forest_gangs-hand-move = Dein Zug
forest_gangs-move-choose = Wähle die Karte, die du verdeckt legst.
forest_gangs-move-frog = 🚫 { $card } kannst du nicht legen: Du hast einen Frosch, und ein Frosch muss gespielt werden.
forest_gangs-move-shapeshifter = 🎭 Gestaltwandler einsetzen? Er kommt in die Beute, und die oberste Karte deines Stapels nimmt seinen Platz ein.
forest_gangs-button-shapeshifter-use = Gestaltwandler einsetzen
forest_gangs-button-shapeshifter-keep = Behalten
forest_gangs-move-goblin = 👺 Mit deinem Goblin ins Duell einsteigen?
forest_gangs-button-goblin-join = Ins Duell einsteigen
forest_gangs-button-goblin-stay = Raushalten
forest_gangs-move-reveal = Deck die oberste Karte deines Stapels auf.
forest_gangs-button-reveal = Aufdecken
forest_gangs-hand-waiting = Warten
forest_gangs-hand-waiting-laid = Deine Karte liegt; wir warten auf die anderen.
forest_gangs-hand-waiting-others = Wir warten auf die anderen.
forest_gangs-hand-footer = { $name } · Sitzung { $id }

## Ergebnisse

forest_gangs-final-stopped = Karten beim Abbruch des Spiels:
forest_gangs-headline-win = 🏆 { $who } gewinnt mit { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    }
forest_gangs-headline-win-tie = 🏆 { $who } gewinnt mit { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    } (Gleichstand bei den Karten, entschieden durch die meisten Drachinnen, dann Riesen, …)
forest_gangs-headline-share = 🏆 { $who } teilen sich den Sieg mit je { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    }
forest_gangs-headline-share-tie = 🏆 { $who } teilen sich den Sieg mit je { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    } (Gleichstand bei den Karten, entschieden durch die meisten Drachinnen, dann Riesen, …)
forest_gangs-end-duel = 🔚 { $who } musste in einem Duell ziehen, aber Stapel und Ablage waren leer: Die Karten im Spiel und die Beute wurden unter den Duellanten aufgeteilt (je { $n ->
        [one] { $n } Karte
        *[other] { $n } Karten
    }).
forest_gangs-end-draw = 🔚 { $who } musste eine Karte ziehen, aber Stapel und Ablage waren leer, also ist das Spiel vorbei.
forest_gangs-end-reveal = 🔚 { $who } musste eine Karte aufdecken, aber Stapel und Ablage waren leer, also ist das Spiel vorbei.
forest_gangs-a-player = Ein Spieler
