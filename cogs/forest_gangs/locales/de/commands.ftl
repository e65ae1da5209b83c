# Die Slash-Befehle von /forest_gangs (bot/translator.py beschreibt, wie die Schlüssel gebildet werden).

forest_gangs-description = Forest Gangs: geheime Karten, wilde Duelle
forest_gangs-start-description = Eröffnet einen Forest Gangs-Tisch in diesem Kanal

## Optionen: Namen (Kleinbuchstaben, 1-32 Buchstaben, Ziffern, - oder _) und Beschreibungen

opt-ability_timeout = fähigkeitszeit
opt-choice_timeout = auswahlzeit
opt-ghost = geist
opt-kids1 = kinder1
opt-kids2 = kinder2

forest_gangs-opt-ghost-description = Fügt den Geisterspieler hinzu (bei 2 Spielern immer an; nicht bei 6)
forest_gangs-opt-kids1-description = Kinder 1: nur Werte, keine Fähigkeiten der Kreaturen
forest_gangs-opt-kids2-description = Kinder 2: keine Hand, alle decken die oberste Karte ihres Stapels auf (schließt Kinder 1 ein)
forest_gangs-opt-choice_timeout-description = Sekunden, um eine Karte zu wählen (Standard 60; bei Zeitablauf eine zufällige Karte)
forest_gangs-opt-ability_timeout-description = Sekunden für Gestaltwandler-/Goblin-Entscheidungen (Standard 20; bei Zeitablauf nein)
forest_gangs-opt-max_players-description = Höchstzahl der Spieler am Tisch (2–6, Standard 6)
forest_gangs-opt-pings-description = Erwähnt in einer kurzen Kanalnachricht, wer handeln muss (Standard: an)

## The game's name (a brand: the same in every edition we know of)

forest_gangs-title = Forest Gangs
