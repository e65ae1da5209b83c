# BANG! auf Discord: Tisch, Hände, Protokoll, Pings und Ergebnisse (cogs/bang/render, cog.py).
# Die NAMEN von Karten, Charakteren und Rollen und ihre Texte stehen in cards.ftl (`bang-card-…`).

## Optionszeilen in der Lobby

bang-option-players = 👥 3–{ $max } Spieler: mitmachen oder KI-Spieler hinzufügen
bang-option-two-characters = 🎭 Zwei Charaktere pro Person (einen behalten)
bang-option-one-character = 🎭 Ein Charakter pro Person
bang-option-timeouts = ⏱️ { $turn } s pro Aktion im eigenen Zug · { $answer } s zum Antworten
bang-option-ad-on = 🧨 Armed & Dangerous: an
bang-option-ad-off = 🧨 Armed & Dangerous: aus

## Kleine Wörter

bang-nobody = niemand
bang-seat = Platz { $n }
bang-a-card = eine Karte
bang-a-shot = Ein Schuss
bang-shot-of = Schuss von { $name }
bang-choosing = wählt noch…
bang-within = innerhalb von { $s } s
bang-slot-character = { $name } (Charakter) { $pips }
bang-weapon = Waffe
bang-weapon-its-ability = ihre Fähigkeit
bang-upgrade = Verbesserung

## Der Tisch

bang-table-title = 🤠 BANG! — Zug { $turn }
bang-table-turn = ▶️ **{ $name }** ist am Zug · { $phase }
bang-phase-setup = Vorbereitung
bang-phase-start = Zugbeginn
bang-phase-draw = Phase 1 · ziehen
bang-phase-play = Phase 2 · Karten spielen
bang-phase-discard = Phase 3 · abwerfen
bang-phase-ended = Zugende
bang-phase-other = im Spiel
bang-table-answer-in-dm = Antworte mit den Buttons in deinen DMs oder mit **Meine Hand**.
bang-table-resolving = 🕓 Gleich wirksam: { $cards }
bang-table-discard-top = 🗑️ Oben auf dem Ablagestapel: { $card }
bang-table-store = 🏪 Gemischtwarenladen
bang-table-draw = 🎲 Ziehen!
bang-table-recent = 📜 Zuletzt
bang-table-footer = Stapel { $deck } · Ablage { $discard } · Partie { $session } · /bang hand · /bang regeln
bang-table-footer-ad = Stapel { $deck } · Ablage { $discard } · { $pip } Vorrat { $supply }/{ $total } · Partie { $session } · /bang hand · /bang regeln
bang-table-legend = ▶️ wer am Zug ist · ⭐ Sheriff · ❤️ Leben/Max · ✋ Handkarten · 🃏 Karten im Spiel · 💀 ausgeschieden
bang-table-legend-ad = ▶️ wer am Zug ist · ⭐ Sheriff · ❤️ Leben/Max · ✋ Handkarten · 🃏 Karten im Spiel · 💀 ausgeschieden · { $pips } Ladungsmarker (von 4)
bang-table-characters = Charaktere
bang-chars-title = 🎭 **Die Charaktere an diesem Tisch**
bang-chars-choosing = • **{ $name }** — wählt noch einen Charakter

bang-pending = ⏳ Warten auf **{ $name }** — { $what } · { $when }
bang-pending-card = ⏳ Warten auf **{ $name }** — { $what } ({ $card }) · { $when }
bang-pending-card-from = ⏳ Warten auf **{ $name }** — { $what } ({ $card } von { $by }) · { $when }
bang-decision-play_turn = spielt Karten
bang-decision-respond_to_shot = antwortet auf einen Schuss
bang-decision-respond_to_indians = antwortet auf Indianer!
bang-decision-respond_to_duel = antwortet auf ein Duell
bang-decision-play_beer_or_die = liegt im Sterben: Bier oder raus
bang-decision-use_ability_when_targeted = darf Sid Ketchums Fähigkeit nutzen
bang-decision-pick_from_general_store = wählt aus dem Gemischtwarenladen
bang-decision-choose_character = wählt einen Charakter
bang-decision-choose_check_card = wählt die Ziehen!-Karte
bang-decision-choose_draw_source = wählt, wovon gezogen wird
bang-decision-choose_card_to_put_back = wählt eine Karte zum Zurücklegen
bang-decision-discard_to_hand_limit = wirft bis zum Handlimit ab
bang-decision-respond_to_arrow = antwortet auf einen Pfeil
bang-decision-place_token = legt einen Marker
bang-decision-pay_tokens = zahlt Marker
bang-decision-use_tumbleweed = darf den Steppenläufer nutzen
bang-decision-use_al_preacher = darf Al Preachers Fähigkeit nutzen
bang-decision-ms_abigail_ignore = darf die Karte ignorieren (Ms. Abigail)
bang-decision-choose_bomb_target = gibt die Bombe weiter
bang-decision-discard_for_buntline = wirft für den Buntline Special ab
bang-decision-other = entscheidet

## Eine Hand (DM oder nur für dich)

bang-hand-title = 🤠 BANG! — { $name }
bang-goal-sheriff = ⭐ **{ $role }** — erledige alle Outlaws und den Kopfgeldjäger. Alle wissen, wer du bist.
bang-goal-deputy = 🛡️ **{ $role }** — beschütze den Sheriff; erledige alle Outlaws und den Kopfgeldjäger.
bang-goal-outlaw = 🦹 **{ $role }** — erledige den Sheriff.
bang-goal-renegade = 🐍 **{ $role }** — sei der Letzte, der übrig bleibt (erledige den Sheriff zuletzt).
bang-hand-life = ❤️ { $life }/{ $max } Leben · 🔫 Reichweite { $range }
bang-hand-life-ad = ❤️ { $life }/{ $max } Leben · 🔫 Reichweite { $range } · { $pip } { $tokens ->
        [one] 1 Marker
       *[other] { $tokens } Marker
    } verfügbar
bang-hand-out = 💀 Du bist aus dem Spiel.
bang-hand-cards = ✋ Deine Hand ({ $n })
bang-hand-empty = _leer_
bang-hand-in-play = 🃏 Im Spiel
bang-hand-distances = 📏 Entfernungen (🎯 = in Reichweite)
bang-hand-looking = 👀 Du siehst dir an
bang-hand-over = Die Partie ist vorbei.
bang-hand-your-move = 👉 Du bist dran
bang-hand-waiting = ⏳ Warten
bang-hand-whose-turn = ▶️ **{ $name }** ist am Zug — mehr zeigt der Tisch.
bang-hand-footer = Partie { $session } · nur du siehst das
bang-hand-legend = ❤️ Leben/Max · 🔫 Reichweite · 📏 Entfernung (🎯 in Reichweite)
bang-hand-legend-ad = ❤️ Leben/Max · 🔫 Reichweite · 📏 Entfernung (🎯 in Reichweite) · { $pips } Ladungsmarker (von 4)
bang-hand-upgrade = { $text } · ⬆ { $cost } { $pip }: { $what }
bang-hand-upgrade-repeatable = { $text } · ⬆ { $cost } { $pip }: { $what }, wiederholbar

bang-upgrade-caravan = +1 Karte
bang-upgrade-a_little_nip = +1 Leben
bang-upgrade-quick_shot = +1 Ziel
bang-upgrade-flintlock = zurück auf die Hand, wenn ausgewichen
bang-upgrade-arrow = +1 Ziel
bang-upgrade-duck = zurück auf die Hand
bang-upgrade-squaw = stattdessen die Karte nehmen
bang-weapon-ability-big_fifty = ignoriert ihre Karten im Spiel und ihre Fähigkeit
bang-weapon-ability-buntline_special = wenn ausgewichen, wirft das Ziel eine Karte ab
bang-weapon-ability-double_barrel = dieses ♦-BANG! ist nicht abzuwehren
bang-weapon-ability-thunderer = das BANG! kommt auf deine Hand zurück

bang-purpose-upgrade = die Verbesserung
bang-purpose-duck = die Verbesserung von In Deckung!
bang-purpose-al_preacher = Al Preachers Ziehen
bang-purpose-mexicali_kid = Mexicali Kids Schuss
bang-purpose-blue_card = den Bonus der blauen Karte
bang-purpose-phase_3 = deinen Abwurfbonus
bang-purpose-reloading = Nachladen
bang-purpose-barrel = Fass
bang-purpose-jourdonnais = Jourdonnais
bang-purpose-jail = Gefängnis
bang-purpose-dynamite = Dynamit
bang-purpose-bomb = die Bombe
bang-purpose-julie = Julie Cutter
bang-purpose-it = das
bang-purpose-bonus = einen Bonus
bang-purpose-of = { $what } von { $who }

## Auswahl und Buttons

bang-back = Zurück
bang-end-turn = Zug beenden
bang-choose-placeholder = Wählen…
bang-choice-pay-from = Von { $slot }
bang-choice-place-on = Auf { $slot }
bang-choice-keep-bomb = Behalten
bang-choice-pass-bomb = An { $name } weitergeben
bang-choice-deck = Vom Nachziehstapel
bang-choice-discard = Oben vom Ablagestapel ({ $card })
bang-choice-hand = Aus der Hand von { $name }
bang-choice-keep = { $cards } behalten
bang-choice-put-back = { $card } zurücklegen
bang-choice-take = { $card } nehmen
bang-choice-play = { $card } spielen
bang-choice-pass = Passen
bang-choice-other = Das wählen

bang-abil-use = { $name } nutzen
bang-abil-pay-from-it = { $n } { $pip } von dieser Karte zahlen
bang-abil-ace = { $name }: eine Karte ziehen
bang-abil-beer-keg = { $name }: +1 ❤️
bang-abil-lock-pick = { $name }: eine zufällige Karte von { $who }
bang-abil-whip = { $name }: { $card } von { $who } abwerfen
bang-abil-mexicali = { $name }: auf { $who } schießen
bang-abil-mexicali-tower = { $name }: auf { $who } schießen + { $tower } (Entfernung 1)
bang-abil-mexicali-desc = 2 { $pip } zahlen, dann wählen, woher (kein BANG!)
bang-abil-bass = { $name }: { $card } abwerfen
bang-abil-bass-desc = +2 { $pip } auf { $slot }
bang-abil-frankie = { $name }: 1 { $pip } von { $who } nehmen
bang-abil-ringo = { $name }: { $n } { $pip } auf { $cards } verschieben
bang-abil-ringo-desc = von deinem Charakter { $pips }
bang-abil-sid = { $name }: 2 Karten abwerfen für +1 ❤️
bang-abil-which = { $name }: welche?
bang-abil-where-first = ✨ **{ $name }**: wähle zuerst, wo.
bang-abil-how = { $name }: wie?
bang-abil-how-prompt = ✨ **{ $name }**: wähle, wie du es nutzt.
bang-group-onto = Auf { $slot }
bang-group-at = Gegen { $name }

## Dein eigener Zug

bang-turn-prompt = { $fired ->
        [yes] Du bist am Zug: spiele Karten, dann **Zug beenden**. Du hast dein BANG! in diesem Zug schon abgefeuert.
       *[no] Du bist am Zug: spiele Karten, dann **Zug beenden**.
    }
bang-turn-nothing = { $fired ->
        [yes] Nichts zu spielen. Du hast dein BANG! in diesem Zug schon abgefeuert. **Zug beenden**, wenn du so weit bist.
       *[no] Nichts zu spielen. **Zug beenden**, wenn du so weit bist.
    }
bang-play-card-placeholder = 🃏 Eine Karte spielen…
bang-use-ability-placeholder = ✨ Eine Fähigkeit nutzen…
bang-then-target = dann ein Ziel wählen
bang-extra-upgrade = ⬆ Verbesserung
bang-extra-weapon = Waffe { $pip }
bang-confirm = ⚠️ { $reason } Trotzdem spielen?
bang-confirm-full-life = Du hast volles Leben: dieses { $card } wäre verschwendet.
bang-confirm-saloon = Alle haben volles Leben: dieser { $card } würde niemanden heilen.
bang-confirm-replace = Das ersetzt deine { $card }.
bang-confirm-replace-tokens = Das ersetzt deine { $card } (ihre { $n } { $pip } gehen zurück in den Vorrat).
bang-target-play-it = Spielen
bang-target-distance = Entfernung { $d } · ❤️ { $life } · ✋ { $hand }
bang-target-you = du · ❤️ { $life } · ✋ { $hand }
bang-target-in-play = { $n } im Spiel
bang-target-placeholder = Ziel von { $card }
bang-target-prompt = 🎯 Wähle das Ziel von **{ $card }**.
bang-multi-placeholder = Ziele von { $card } (bis zu { $n })
bang-multi-prompt = 🎯 Wähle die Ziele von **{ $card }**: das erste ist gratis, jedes weitere kostet 1 { $pip } (bis zu { $n }). Danach wählst du, welche deiner Karten zahlen.
bang-how-card-in-play = eine Karte im Spiel
bang-how-hand-card = 🃏 Eine Karte aus der Hand
bang-how-face-down = verdeckt, zufällig
bang-how-placeholder = Wie spielen?
bang-how-placeholder-on = Wie gegen { $name } spielen?
bang-how-prompt = 🃏 **{ $card }**: wähle, wie.
bang-how-prompt-ad = 🃏 **{ $card }**: wähle, wie. Verbesserungen zahlst du danach: du wählst, welche deiner Karten (oder dein Charakter) zahlen.
bang-variant-upgrade = { $n ->
        [one] ⬆ { $what }
       *[other] ⬆ { $what } ×{ $n }
    }
bang-variant-weapon = { $weapon }: { $what }
bang-variant-bandolier = { $name } (ein BANG! extra)
bang-variant-bell-tower = { $name } (Entfernung 1)
bang-variant-targets = { $n ->
        [one] +1 Ziel
       *[other] +{ $n } Ziele
    }
bang-cost = zahle { $parts }
bang-cost-upgrades = { $n } { $pip } von beliebigen deiner Plätze
bang-cost-from = 1 { $pip } von { $name }

## Andere Entscheidungen

bang-prompt-store = 🏪 Gemischtwarenladen: wähle deine Karte mit den Buttons der **Tisch**-Nachricht.
bang-prompt-buntline = 🔫 Du bist einem Schuss des { $card } ausgewichen: wirf eine Karte deiner Wahl ab.
bang-prompt-buntline-from = 🔫 Du bist dem Schuss von **{ $who }** mit dem { $card } ausgewichen: wirf eine Karte deiner Wahl ab.
bang-buntline-placeholder = Wirf eine Karte deiner Wahl ab
bang-prompt-character = 🎭 Wähle deinen Charakter.
bang-prompt-lucky-duke = 🎲 { $lucky }: wähle, welche Karte für das Ziehen! zählt.
bang-prompt-draw-source = 🃏 Woher ziehst du deine erste Karte?
bang-prompt-kit-carlson = 👀 { $kit }: wähle die 2 Karten, die du behältst (ein Klick); die dritte kommt verdeckt oben auf den Stapel.
bang-prompt-pay = { $pip } Zahle { $n ->
        [0] Marker
        [one] 1 Marker
       *[other] { $n } Marker
    } für { $purpose }: wähle, woher { $n ->
        [one] er kommt
       *[other] der nächste kommt
    }. Eine Karte mit 0 Markern wird abgeworfen.
bang-prompt-place = { $pip } Du bekommst { $n ->
        [0] Marker
        [one] 1 Marker
       *[other] { $n } Marker
    } ({ $purpose }): wähle, wohin { $n ->
        [one] er kommt
       *[other] der nächste kommt
    } (höchstens 4 auf jede). Vorrat: { $supply }.
bang-prompt-bomb = 💣 Das Ziehen! deiner Bombe war rot: gib sie mit ihren Markern an einen anderen Spieler weiter.
bang-prompt-other = Wähle:
bang-leave-in-supply = Im Vorrat lassen
bang-bonus-prompt = { $pip } Du darfst 1 Ladungsmarker nehmen ({ $purpose }). Im Vorrat sind { $supply }: danach blieben { $left }, weniger als die { $need }, die eine gefährliche Karte zum Ausspielen braucht. Nehmen oder im Vorrat lassen?
bang-bonus-add-one = Einen Ladungsmarker nehmen (auf { $slot })
bang-bonus-add-on = Auf { $slot } legen
bang-limit-bonus = Jede abgeworfene Karte bringt dir 1 { $pip } (du wählst, wohin).
bang-limit-one = 🗑️ Wirf ab bis auf { $life ->
        [one] 1 Lebenspunkt
       *[other] { $life } Lebenspunkte
    }: noch { $n }, eine nach der anderen.
bang-limit-one-placeholder = Eine Karte abwerfen ({ $n } zu viel)
bang-limit-placeholder = { $n ->
        [one] Hake die Karte zum Abwerfen an
       *[other] Hake alle { $n } Karten zum Abwerfen an
    }
bang-limit-prompt = 🗑️ Du hast { $cards ->
        [one] 1 Karte
       *[other] { $cards } Karten
    } und { $life ->
        [one] 1 Lebenspunkt
       *[other] { $life } Lebenspunkte
    }: { $n ->
        [one] hake im Menü **die Karte** zum Abwerfen an.
       *[other] hake im Menü **alle { $n } Karten** zum Abwerfen an, in einem Rutsch.
    }
bang-split-from = { $n } von { $slot }
bang-split-on = { $n } auf { $slot }
bang-split-pay = { $pip } Zahle { $n ->
        [one] 1 Marker
       *[other] { $n } Marker
    } für { $purpose }: wähle, woher sie kommen. Eine Karte mit 0 Markern wird abgeworfen (eine Bombe explodiert).
bang-split-pay-placeholder = { $n ->
        [one] 1 Marker
       *[other] { $n } Marker
    } zahlen von…
bang-split-place = { $pip } Du bekommst { $n ->
        [one] 1 Marker
       *[other] { $n } Marker
    } ({ $purpose }): wähle, wohin sie kommen (höchstens 4 auf jede). Vorrat: { $supply }.
bang-split-place-placeholder = { $n ->
        [one] 1 Marker
       *[other] { $n } Marker
    } legen auf…
bang-split-leave = Oder lass sie im Vorrat: danach blieben weniger als { $need } für eine gefährliche Karte.

## Antworten außerhalb des eigenen Zugs

bang-respond-beers = { $n } Bier spielen (zurück auf 1 ❤️)
bang-respond-play = { $n ->
        [one] { $card } spielen
       *[other] { $card } spielen (×{ $n })
    }
bang-respond-play-upgrade = { $n ->
        [one] { $card } spielen + { $upgrade } ({ $cost } { $pip })
       *[other] { $card } spielen (×{ $n }) + { $upgrade } ({ $cost } { $pip })
    }
bang-respond-draw = { $name }: Ziehen!
bang-respond-crate = { $name } (2 { $pip } zahlen): Fehlschuss!
bang-take-respond_to_shot = Treffer einstecken (−1 ❤️)
bang-take-respond_to_indians = 1 ❤️ verlieren
bang-take-respond_to_duel = Duell aufgeben (−1 ❤️)
bang-take-respond_to_arrow = 1 ❤️ verlieren
bang-take-play_beer_or_die = Kein Bier: ich bin raus 💀
bang-take-use_ability_when_targeted = Geschehen lassen
bang-respond-shot = 🎯 **{ $src }**{ $by ->
        [other] {" "}von **{ $who }**
        [yours] {" "}(dein eigenes)
       *[none] {""}
    } auf dich! Weiche aus oder steck den Treffer ein.
bang-respond-targeted = 🎯 **{ $src }**{ $by ->
        [other] {" "}von **{ $who }**
        [yours] {" "}(dein eigenes)
       *[none] {""}
    } zielt auf dich. Zuerst deine Fähigkeit nutzen?
bang-respond-discard-bang = { $icon } **{ $card }**{ $by ->
        [other] {" "}von **{ $who }**
        [yours] {" "}(deine eigenen)
       *[none] {""}
    }: wirf ein BANG! ab oder verliere 1 Leben.
bang-respond-other = Antworte:
bang-dying-cause = 💀 { $cause } hat dich auf { $life } ❤️ gebracht: du liegst im Sterben! Spiele { $need ->
        [one] ein Bier
       *[other] { $need } Bier
    }, um auf 1 ❤️ zurückzukommen und im Spiel zu bleiben.
bang-dying = 💀 Du liegst im Sterben (bei { $life } ❤️)! Spiele { $need ->
        [one] ein Bier
       *[other] { $need } Bier
    }, um auf 1 ❤️ zurückzukommen und im Spiel zu bleiben.
bang-cause-dynamite = das Dynamit
bang-cause-bomb = die Bombe
bang-cause-bang = das BANG! von { $src }
bang-cause-gatling = die Gatling von { $src }
bang-cause-indians = die Indianer! von { $src }
bang-cause-duel = das Duell mit { $src }
bang-cause-arrow = der Pfeil von { $src }
bang-cause-quick_shot = der Schnellschuss von { $src }
bang-cause-flintlock = die Flintlock von { $src }
bang-cause-mexicali_kid = der Schuss von { $src } (Mexicali Kid)
bang-cause-julie_cutter = der Schuss von { $src } (Julie Cutter)
bang-cause-shot = der Schuss von { $src }
bang-tumbleweed = 🌵 Das Ziehen! für { $what } ist gefallen. 1 { $pip } von deinem { $tumbleweed } ({ $pips }) zahlen, um neu zu ziehen?
bang-tumbleweed-card = 🌵 Das Ziehen! für { $what } ergab **{ $card }**. 1 { $pip } von deinem { $tumbleweed } ({ $pips }) zahlen, um neu zu ziehen?
bang-tumbleweed-outcome = 🌵 Das Ziehen! für { $what } ergab **{ $card }** — { $outcome }. 1 { $pip } von deinem { $tumbleweed } ({ $pips }) zahlen, um neu zu ziehen?
bang-tumbleweed-redo = Neu ziehen! (1 { $pip })
bang-tumbleweed-keep = So lassen
bang-outcome-dodged = ✅ dem Schuss ausgewichen
bang-outcome-no-dodge = ❌ kein Ausweichen
bang-outcome-out-of-jail = ✅ raus aus dem Gefängnis
bang-outcome-stays-in-jail = ❌ bleibt im Gefängnis
bang-outcome-no-explosion = ✅ keine Explosion
bang-outcome-explodes = 💥 es explodiert
bang-outcome-bomb-passed = ✅ die Bombe wird weitergegeben
bang-outcome-bomb-loses = ❌ die Bombe verliert 2 ●
bang-outcome-julie-shoots = ✅ Julie Cutter schießt zurück
bang-outcome-julie-no-shot = ❌ kein Gegenschuss
bang-outcome-success = ✅ Erfolg
bang-outcome-failure = ❌ Fehlschlag
bang-preacher = ✝️ Jemand anderes hat { $card } gespielt. 2 { $pip } zahlen, um eine Karte zu ziehen ({ $name })?
bang-preacher-any = ✝️ Jemand anderes hat eine blaue/orange Karte gespielt. 2 { $pip } zahlen, um eine Karte zu ziehen ({ $name })?
bang-preacher-draw = Eine Karte ziehen (2 { $pip })
bang-abigail = 🎩 **{ $card }**{ $by ->
        [other] {" "}von **{ $who }**
       *[none] {""}
    } zielt nur auf dich. Ganz ignorieren ({ $name })?
bang-abigail-ignore = Ignorieren
bang-abigail-resolve = Wirken lassen

## Pings im Kanal

bang-ping-in-dm = { $what } (in deinen DMs oder mit **Meine Hand**)
bang-ping-on-table = { $what } mit den Buttons am Tisch
bang-ping-your-turn = **du bist am Zug**: { $what }
bang-own-play_turn = spiele Karten oder beende deinen Zug
bang-own-choose_draw_source = wähle, wovon du ziehst
bang-own-choose_check_card = wähle deine Ziehen!-Karte
bang-own-choose_card_to_put_back = wähle eine Karte zum Zurücklegen
bang-own-discard_to_hand_limit = wirf bis zu deinem Handlimit ab
bang-own-pick_from_general_store = wähle deine Karte aus dem Gemischtwarenladen
bang-own-choose_character = wähle deinen Charakter
bang-own-place_token = lege deinen Ladungsmarker
bang-own-pay_tokens = zahle die Ladungsmarker
bang-own-choose_bomb_target = gib die Bombe weiter
bang-own-respond_to_duel = antworte auf das Duell: spiele ein BANG! oder steck den Treffer ein
bang-own-other = du bist dran
bang-ping-shot = { $by ->
        [other] antworte auf { $card } von { $who }: Fehlschuss! oder Treffer einstecken
       *[none] antworte auf { $card }: Fehlschuss! oder Treffer einstecken
    }
bang-ping-respond_to_indians = { $by ->
        [other] antworte auf die Indianer! von { $who }: wirf ein BANG! ab oder steck den Treffer ein
       *[none] antworte auf die Indianer!: wirf ein BANG! ab oder steck den Treffer ein
    }
bang-ping-respond_to_duel = { $by ->
        [other] antworte auf das Duell von { $who }: spiele ein BANG! oder steck den Treffer ein
       *[none] antworte auf das Duell: spiele ein BANG! oder steck den Treffer ein
    }
bang-ping-respond_to_arrow = { $by ->
        [other] ein Pfeil von { $who } zielt auf dich: weiche aus oder steck den Treffer ein
       *[none] ein Pfeil zielt auf dich: weiche aus oder steck den Treffer ein
    }
bang-ping-choose_character = wähle deinen Charakter
bang-ping-play_beer_or_die = du liegst im Sterben
bang-ping-use_ability_when_targeted = eine Karte zielt auf dich
bang-ping-pick_from_general_store = wähle deine Karte aus dem Gemischtwarenladen
bang-ping-use_tumbleweed = du darfst ein Ziehen! mit deinem Steppenläufer wiederholen
bang-ping-use_al_preacher = du darfst Al Preachers Fähigkeit nutzen
bang-ping-ms_abigail_ignore = du darfst eine Karte ignorieren (Ms. Abigail)
bang-ping-discard_for_buntline = wirf eine Karte für den Buntline Special ab
bang-ping-other = du bist dran
bang-ping-with-card = { $what } ({ $card })
bang-ping-card-from = { $card } von { $who }
bang-ping-dying-cause = { $cause } hat dich auf { $life } ❤️ gebracht: spiele { $need ->
        [one] ein Bier
       *[other] { $need } Bier
    } oder du bist raus
bang-ping-dying = du liegst im Sterben (bei { $life } ❤️): spiele { $need ->
        [one] ein Bier
       *[other] { $need } Bier
    } oder du bist raus
bang-ping-dying-cause-sid = { $cause } hat dich auf { $life } ❤️ gebracht: nutze Sid Ketchums Fähigkeit oder du bist raus
bang-ping-dying-sid = du liegst im Sterben (bei { $life } ❤️): nutze Sid Ketchums Fähigkeit oder du bist raus

## Das Protokoll (Zuletzt)

bang-log-answers = 🛡️ { $who } antwortet mit { $card }
bang-log-plays = 🃏 { $who } spielt { $card }{ $more }
bang-log-plays-at = 🃏 { $who } spielt { $card } gegen { $target }{ $more }
bang-log-plays-as = 🃏 { $who } spielt { $card } als { $kind }{ $more }
bang-log-plays-as-at = 🃏 { $who } spielt { $card } als { $kind } gegen { $target }{ $more }
bang-log-upgrades = { $n ->
        [one] 1 Verbesserung
       *[other] { $n } Verbesserungen
    }
bang-log-weapon-ability = Waffenfähigkeit
bang-log-loses = 💥 { $who } verliert { $n } ❤️ → { $life }
bang-log-full-life = ❤️ { $who } hat schon volles Leben ({ $life } ❤️)
bang-log-gains = ❤️ { $who } bekommt { $n } ❤️ → { $life }
bang-log-out = 💀 { $who } ist raus — { $role }
bang-log-out-by = 💀 { $who } ist raus — { $role } (durch { $killer })
bang-log-turn = ▶️ Zug { $turn }: { $who }
bang-log-check = 🎲 { $who } zieht! für { $what }: { $card } { $mark }
bang-log-dodges = 💨 { $who } weicht dem Schuss aus
bang-log-bomb-passed = 💣 { $who } gibt die Bombe an { $to } weiter
bang-log-back-to-hand = ↩️ { $card } geht zurück auf die Hand von { $who }
bang-log-takes = 🤏 { $who } nimmt { $card } von { $source }
bang-log-takes-hand-card = 🤏 { $who } nimmt eine Handkarte von { $source }
bang-log-discards = 🗑️ { $who } wirft { $cards } ab ({ $why })
bang-log-store = 🏪 Gemischtwarenladen: { $cards }
bang-log-draws = 🃏 { $who } nimmt { $cards } ({ $source })
bang-log-character = 🎭 { $who } ist { $character }
bang-log-ability = ✨ { $who } nutzt { $ability }
bang-log-tokens = { $pip } { $who }: { $delta } auf { $card } → { $tokens }
bang-log-tokens-character = { $pip } { $who }: { $delta } auf dem Charakter → { $tokens }
bang-log-penalty-reward_3_cards = ⚖️ { $who } zieht 3 Karten als Belohnung
bang-log-penalty-sheriff_discards_all = ⚖️ { $who } wirft alle Karten ab: der Sheriff hat einen Hilfssheriff erschossen
bang-log-penalty = ⚖️ { $who }: { $what }
bang-log-reshuffle = 🔀 Der Ablagestapel wird zu einem neuen Stapel gemischt
bang-source-deck = der Stapel
bang-source-black_jack_shown = Black Jack zeigt sie
bang-source-discard = der Ablagestapel
bang-source-general_store = der Gemischtwarenladen
bang-source-outlaw_reward = Belohnung
bang-source-reward = Belohnung für einen Outlaw
bang-discard-hand_limit = Handlimit
bang-discard-weapon_replaced = Waffe ersetzt
bang-discard-jail = Gefängnis abgesessen
bang-discard-dynamite_exploded = Dynamit explodiert
bang-discard-bomb_exploded = die Bombe ist explodiert
bang-discard-exhausted = keine Marker mehr
bang-discard-eliminated = aus dem Spiel
bang-discard-sheriff_penalty = der Sheriff hat einen Hilfssheriff erschossen
bang-discard-panic = Panik!
bang-discard-dynamite_passed = Dynamit wandert weiter
bang-discard-bomb_passed = die Bombe wird weitergegeben

## Das Ende

bang-ending = { $why }: { $verdict } ({ $turns ->
        [one] nach 1 Zug
       *[other] nach { $turns } Zügen
    })
bang-why-target = { $side ->
        [deputy] Der Hilfssheriff hat den Kopfgeldjäger erledigt, sein Ziel
        [renegade] Der Kopfgeldjäger hat den Outlaw erledigt, sein Ziel
       *[outlaw] Der Outlaw hat den Hilfssheriff erledigt, sein Ziel
    }
bang-why-last-standing = { $side ->
        [deputy] Der Hilfssheriff ist als Letzter übrig
        [renegade] Der Kopfgeldjäger ist als Letzter übrig
        [sheriff] Der Sheriff ist als Letzter übrig
       *[outlaw] Der Outlaw ist als Letzter übrig
    }
bang-why-renegade-alone = Der Sheriff ist gestorben, nur der Kopfgeldjäger ist übrig
bang-why-sheriff-killed = Der Sheriff wurde erschossen
bang-why-town-clean = Alle Outlaws und der Kopfgeldjäger sind tot
bang-why-town-clean-renegades = Alle Outlaws und die Kopfgeldjäger sind tot
bang-why-stalemate = Niemand kann mehr ziehen oder eine Karte spielen
bang-verdict-sheriff-deputies = der Sheriff und seine Hilfssheriffs gewinnen
bang-verdict-sheriff = der Sheriff gewinnt
bang-verdict-outlaws = die Outlaws gewinnen
bang-verdict-renegade = der Kopfgeldjäger gewinnt allein
bang-verdict-deputy-3 = der Hilfssheriff gewinnt
bang-verdict-outlaw-3 = der Outlaw gewinnt
bang-verdict-renegade-3 = der Kopfgeldjäger gewinnt
bang-verdict-draw = die Partie endet unentschieden, niemand gewinnt
bang-fate-killed = erschossen von { $name }
bang-fate-out = raus
