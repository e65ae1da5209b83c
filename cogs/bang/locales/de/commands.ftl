# Die Slash-Befehle von /bang (bot/translator.py beschreibt, wie die Schlüssel gebildet werden).

bang-description = BANG!: das Wildwest-Kartenspiel mit geheimen Rollen
bang-start-description = Eröffnet einen BANG!-Tisch in diesem Kanal (3–8 Spieler)

## Optionen: Namen (Kleinbuchstaben, 1-32 Buchstaben, Ziffern, - oder _) und Beschreibungen

opt-deal_two_characters = zwei_charaktere
opt-expansion = erweiterung
opt-response_timeout = antwortzeit
opt-turn_timeout = zugzeit

bang-opt-deal_two_characters-description = Jeder Spieler erhält zwei Charaktere und behält einen davon
bang-opt-turn_timeout-description = Sekunden pro Aktion im eigenen Zug (Standard 120; bei Zeitablauf endet der Zug)
bang-opt-response_timeout-description = Sekunden für die Antwort auf BANG!, Indianer!, Duell, … (Standard 30; sonst Treffer einstecken)
bang-opt-expansion-description = Erweiterung Armed & Dangerous: Ladungsmarker, gefährliche Karten, Upgrades, 8 Charaktere
bang-choice-none = Grundspiel
bang-choice-armed_and_dangerous = Armed & Dangerous
bang-opt-max_players-description = Höchstzahl der Spieler am Tisch (3–8, Standard 8)
bang-opt-pings-description = Erwähnt in einer kurzen Kanalnachricht, wer handeln muss (Standard: an)

## The game's name (a brand: the same in every edition we know of)

bang-title = BANG!
