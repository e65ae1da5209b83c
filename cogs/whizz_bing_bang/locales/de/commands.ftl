# Die Slash-Befehle von /whizz_bing_bang (bot/translator.py beschreibt, wie die Schlüssel gebildet werden).

whizz_bing_bang-description = Whizz Bing Bang: lies die Karte, schnell!
whizz_bing_bang-start-description = Eröffnet einen Whizz Bing Bang-Tisch in diesem Kanal

## Optionen: Namen (Kleinbuchstaben, 1-32 Buchstaben, Ziffern, - oder _) und Beschreibungen

opt-ai_error_percent = ki_fehler_prozent
opt-ai_reaction_ms = ki_reaktion_ms
opt-ai_reaction_sd_ms = ki_reaktion_sa_ms
opt-anticipation_guard_ms = vorgriffschutz_ms
opt-double_tap_ms = doppeltipp_ms
opt-end_points = zielpunkte
opt-expert = experte
opt-first_player = startspieler
opt-grace = nachfrist
opt-handicaps_ms = handicap_ms
opt-late_claim_ms = zu_spät_ms
opt-latency_allowance = latenzpuffer
opt-punish_window = strafzeitfenster
opt-setup = aufbau
opt-slap_window = schlagfenster
opt-token_hunt = plättchensuche
opt-two_players = zwei_spieler
opt-typed_words = getippte_wörter

whizz_bing_bang-opt-two_players-description = Erlaubt einen Tisch mit 2 Spielern (Hausregel)
whizz_bing_bang-opt-setup-description = Aufbau Nr. 1 oder Nr. 2 (nur Anzeige)
whizz_bing_bang-choice-setup_1 = Aufbau Nr. 1 (Ablagestapel offen)
whizz_bing_bang-choice-setup_2 = Aufbau Nr. 2 (Nachziehstapel offen)
whizz_bing_bang-opt-expert-description = Experten-Timing: 1.5 s statt 2 s bis 'zu langsam'
whizz_bing_bang-opt-latency_allowance-description = Sekunden, die für das Netzwerk zur Langsamkeitsgrenze kommen (0.5–2, Standard 1)
whizz_bing_bang-opt-slap_window-description = Sekunden, um auf einen Boom zu schlagen (Standard 3)
whizz_bing_bang-opt-punish_window-description = Sekunden, um nach einem Fehler Punish! zu drücken (Standard 5)
whizz_bing_bang-opt-grace-description = Sekunden, die der Bot nach einer Frist auf späte Eingaben wartet, bevor er urteilt (0–2, Standard 1)
whizz_bing_bang-opt-anticipation_guard_ms-description = Ein Schlag so kurz nach dem Aufdecken galt der Karte davor (ms, 0 = aus)
whizz_bing_bang-opt-double_tap_ms-description = Derselbe Knopf so schnell (ms) wieder zählt als ein Druck, ein Doppeltipp (Standard 500, 0 = aus)
whizz_bing_bang-opt-late_claim_ms-description = Ein Punish! so kurz (ms) nach dem Entscheid eines Rennens ist zu spät, kein Fehler (Standard 1000)
whizz_bing_bang-opt-typed_words-description = Akzeptiert auch getipptes whizz/bing/bang/boom (Standard: an, wenn der Bot Nachrichten lesen kann)
whizz_bing_bang-opt-end_points-description = Das Spiel endet, wenn jemand diese Punktzahl erreicht (Standard 15)
whizz_bing_bang-opt-first_player-description = Platznummer des ersten Spielers (Standard: zufällig)
whizz_bing_bang-opt-ai_reaction_ms-description = Mittlere Reaktionszeit der KI-Spieler in ms (Standard 650)
whizz_bing_bang-opt-ai_reaction_sd_ms-description = Streuung der KI-Reaktionszeit in ms (Standard 180)
whizz_bing_bang-opt-ai_error_percent-description = Wahrscheinlichkeit in %, dass eine KI bei einer Aufforderung irrt (Standard 4)
whizz_bing_bang-opt-token_hunt-description = Plättchensuche: Um zu bestrafen, finde dein nächstes Plättchen unter deinen verdeckten
whizz_bing_bang-opt-handicaps_ms-description = Handicap pro Platz in ms für langsame Verbindungen, z. B. 0,300,0 (eins pro Spieler)

## The game's name (a brand: the same in every edition we know of)

whizz_bing_bang-title = Whizz Bing Bang
