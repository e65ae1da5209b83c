# Die Slash-Befehle von /bang_and_twang (bot/translator.py beschreibt, wie die Schlüssel gebildet werden).

bang_and_twang-description = The Forest Dragon: Bang & Twang — triff das Riff
bang_and_twang-start-description = Eröffnet einen Bang & Twang-Tisch in diesem Kanal

## Optionen: Namen (Kleinbuchstaben, 1-32 Buchstaben, Ziffern, - oder _) und Beschreibungen

opt-decision_timeout = entscheidungszeit
opt-open_hands = offene_hände
opt-reaction_window = reaktionsfenster
opt-tunes = melodien

bang_and_twang-opt-tunes-description = Welche Melodiekarten ins Deck kommen (Standard: Grüner Kreis, das Startset)
bang_and_twang-choice-green_circle = Grüner Kreis — Lagerfeuerlieder (Startset)
bang_and_twang-choice-red_triangle = Rotes Dreieck — Taschendieb-Polka (Diebstahl aus der Bank)
bang_and_twang-choice-blue_square = Blaues Quadrat — Zugabe! (Extrazüge, ⚡-Unterbrechungen)
bang_and_twang-choice-yellow_star = Gelber Stern — Big Band (größere Hände)
bang_and_twang-choice-purple_diamond = Lila Raute — Riff-Zauberer (Riff-Kontrolle)
bang_and_twang-choice-orange_heart = Oranges Herz — Schabernack-Jig (Bank-Tricks)
bang_and_twang-choice-wondertunes = Wundermelodien — 8 zufällige Karten aus allen sechs Sets
bang_and_twang-opt-open_hands-description = Spielt mit allen Händen offen auf dem Tisch
bang_and_twang-opt-decision_timeout-description = Sekunden für jede Entscheidung (Standard 120; bei Zeitablauf ein sicherer Standardzug)
bang_and_twang-opt-reaction_window-description = Sekunden, die ein ⚡-Reaktionsfenster offen bleibt (Standard 6)
bang_and_twang-opt-pings-description = Erwähnt in einer kurzen Kanalnachricht, wer handeln muss (Standard: an)

## The game's name (a brand: the same in every edition we know of)

bang_and_twang-title = The Forest Dragon: Bang & Twang
