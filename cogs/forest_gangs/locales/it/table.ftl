# Forest Gangs su Discord: il tavolo, le mani, le righe delle opzioni della lobby, le menzioni e i risultati
# (cogs/forest_gangs/render.py, cog.py). Testi pubblici nella lingua del tavolo, le mani in quella del giocatore.
# Nomi e abilità delle creature sono in cards.ftl.

## Righe delle opzioni della lobby

forest_gangs-option-players = 👥 Fino a { $n ->
        [one] { $n } giocatore
        *[other] { $n } giocatori
    }
forest_gangs-option-ghost-on = 👻 Giocatore fantasma: sì
forest_gangs-option-ghost-off = 👻 Giocatore fantasma: no
forest_gangs-option-ghost-auto = 👻 Giocatore fantasma: solo in 2
forest_gangs-option-kids2 = 🧒 Bambini 2 (senza mano)
forest_gangs-option-kids1 = 🧒 Bambini 1 (solo valori)
forest_gangs-option-abilities = 🐉 Abilità delle creature attive
forest_gangs-option-timeouts = ⏱️ { $choice } s per scegliere · { $ability } s per le abilità

## Righe di "Ultime mosse"

forest_gangs-event-loot-carried = 💰 Il round { $round } parte con { $n ->
        [one] { $n } carta rimasta
        *[other] { $n } carte rimaste
    } nel Bottino
forest_gangs-event-reshuffled = 🔀 { $who } mescola gli scarti in un nuovo mazzo ({ $n ->
        [one] { $n } carta
        *[other] { $n } carte
    })
# $card: "🧙 Gnomo (7)"; $why: uno dei testi forest_gangs-reason-….
forest_gangs-event-winner = ⚔️ Round { $round }: vince **{ $who }** ({ $why }) e prende { $n ->
        [one] { $n } carta
        *[other] { $n } carte
    }
forest_gangs-event-winner-card = ⚔️ Round { $round }: vince **{ $who }** con { $card } ({ $why }) e prende { $n ->
        [one] { $n } carta
        *[other] { $n } carte
    }
forest_gangs-event-no-winner = ⚔️ Round { $round }: nessuno vince (nessuna carta rimasta in gioco); il Bottino di { $n ->
        [one] { $n } carta
        *[other] { $n } carte
    } resta lì
forest_gangs-event-gnome = 🧙 Gnomo! Tutti hanno passato a sinistra la carta in mano

## Perché un combattimento è stato vinto

forest_gangs-reason-mantis-in-duel = la Mantide vince un duello
forest_gangs-reason-fungid-lowest = il Fungoide è la carta più bassa
forest_gangs-reason-highest = la carta più alta
forest_gangs-reason-only-card = l'unica carta rimasta
forest_gangs-reason-goatsheep = la Caprapecora ha scacciato la Dragonessa

## Menzioni di turno (il bot aggiunge la menzione e il conto alla rovescia)

forest_gangs-ping-choose = scegli la tua carta per il round { $round } (nei DM o con **La mia mano**)
forest_gangs-ping-reveal = rivela la prima carta del tuo mazzo per il round { $round } (nei DM o con **La mia mano**)
forest_gangs-ping-shapeshifter = usa il tuo Mutaforma o tienilo (nei DM o con **La mia mano**)
forest_gangs-ping-goblin = entra nel duello con il tuo Goblin o resta fuori (nei DM o con **La mia mano**)

## Il tavolo

forest_gangs-table-title = 🌲 Forest Gangs — round { $round }
forest_gangs-table-title-kids1 = 🌲 Forest Gangs — round { $round } · Bambini 1
forest_gangs-table-title-kids2 = 🌲 Forest Gangs — round { $round } · Bambini 2
# $due: il tempo relativo di Discord ("tra 40 secondi").
forest_gangs-status-choose = 👉 Scegli la tua carta — usa **La mia mano** o i DM. Il tempo scade { $due }.
forest_gangs-status-choose-soon = 👉 Scegli la tua carta — usa **La mia mano** o i DM. Il tempo scade a breve.
# $who: "Bob (Mutaforma) e 🤖 IA 1 (Goblin)".
forest_gangs-status-abilities = ✨ In attesa di { $who }… { $due }
forest_gangs-status-reveal = 🃏 Rivelate la prima carta del vostro mazzo!
forest_gangs-waiting-seat = { $who } ({ $card })
forest_gangs-waiting-answer = la sua risposta
forest_gangs-waiting-nobody = le risposte
forest_gangs-table-loot = 💰 **Bottino:** { $n ->
        [one] { $n } carta
        *[other] { $n } carte
    }
forest_gangs-table-loot-carried = 💰 **Bottino:** { $n ->
        [one] { $n } carta
        *[other] { $n } carte
    } (dal round prima: { $carried })
forest_gangs-legend = 🃏 mazzo · ✋ mano · 🗑 scarti · carte **totali** (alla fine vince chi ne ha di più)
forest_gangs-cards-bold = { $n ->
        [one] **{ $n }** carta
        *[other] **{ $n }** carte
    }
forest_gangs-play-laid = ✅ carta calata
forest_gangs-play-choosing = ⏳ sta scegliendo…
forest_gangs-play-out = { $card } (fuori)
forest_gangs-field-combat = ⚔️ Combattimento
forest_gangs-field-last-combat = ⚔️ Ultimo combattimento
forest_gangs-field-recent = 📜 Ultime mosse
# $hand e $rules: i nomi dei sottocomandi in questa lingua.
forest_gangs-table-footer = Sessione { $id } · /forest_gangs { $hand } · /forest_gangs { $rules }
forest_gangs-seat = Posto { $n }

## Il registro del combattimento ($plays: "Ana: Gnomo (7), Bob: Gigante (8)"; $who: un elenco di giocatori)

forest_gangs-step-in-duel = [duello { $level }] { $step }
forest_gangs-step-revealed = Rivelate: { $plays }
forest_gangs-step-shapeshifted = Mutaforma usato → { $plays }
forest_gangs-step-duel = Duello dei { $value }: { $who }
forest_gangs-step-giants = I Giganti pareggiano e finiscono nel Bottino: { $who }
forest_gangs-step-goblins = I Goblin entrano nel duello: { $who }
forest_gangs-step-duel-cards = Carte del duello: { $plays }
forest_gangs-step-banished = La Caprapecora manda la Dragonessa nel Bottino ({ $plays })
forest_gangs-step-winner = { $who } vince il combattimento ({ $why }) e prende { $n ->
        [one] { $n } carta
        *[other] { $n } carte
    }
forest_gangs-step-no-winner = Nessuna carta rimasta in gioco: nessuno vince; il Bottino ({ $n }) resta lì
forest_gangs-step-gnome = Gnomo! Tutti passano a sinistra la carta in mano
forest_gangs-step-end-duel = { $who } non può pescare nel duello: partita finita, { $n ->
        [one] { $n } carta
        *[other] { $n } carte
    } a ogni duellante
forest_gangs-step-end-draw = { $who } non può pescare: partita finita
forest_gangs-step-end-reveal = { $who } non può rivelare: partita finita
forest_gangs-someone = qualcuno

## La mano di un giocatore (DM o effimera)

forest_gangs-hand-title = 🌲 La tua mano — round { $round }
forest_gangs-hand-empty = _Nessuna carta in mano._
forest_gangs-hand-table = 📍 Tavolo
forest_gangs-hand-piles = Le tue pile
forest_gangs-hand-piles-value = 🃏 mazzo { $deck } · ✋ mano { $hand } · 🗑 scarti { $discard } · { $cards }
forest_gangs-hand-in-play = In gioco
forest_gangs-hand-time = ⏳ Tempo
forest_gangs-timeout-choose = Rispondi { $due }; dopo, una carta a caso viene calata per te.
forest_gangs-timeout-shapeshifter = Rispondi { $due }; dopo, tieni il Mutaforma.
forest_gangs-timeout-goblin = Rispondi { $due }; dopo, resti fuori dal duello.
forest_gangs-timeout-reveal = Rispondi { $due }; dopo, la tua carta viene rivelata per te.
forest_gangs-hand-move = Tocca a te
forest_gangs-move-choose = Scegli la carta da calare coperta.
forest_gangs-move-frog = 🚫 Non puoi calare { $card }: hai una Rana, e la Rana va giocata.
forest_gangs-move-shapeshifter = 🎭 Usi il Mutaforma? Va nel Bottino e la prima carta del tuo mazzo prende il suo posto.
forest_gangs-button-shapeshifter-use = Usa il Mutaforma
forest_gangs-button-shapeshifter-keep = Tienilo
forest_gangs-move-goblin = 👺 Entri nel duello con il tuo Goblin?
forest_gangs-button-goblin-join = Entra nel duello
forest_gangs-button-goblin-stay = Resta fuori
forest_gangs-move-reveal = Gira la prima carta del tuo mazzo.
forest_gangs-button-reveal = Rivela
forest_gangs-hand-waiting = In attesa
forest_gangs-hand-waiting-laid = La tua carta è calata; si aspettano gli altri.
forest_gangs-hand-waiting-others = Si aspettano gli altri.
forest_gangs-hand-footer = { $name } · sessione { $id }

## Risultati

forest_gangs-final-stopped = Carte quando la partita è stata fermata:
forest_gangs-headline-win = 🏆 { $who } vince con { $n ->
        [one] { $n } carta
        *[other] { $n } carte
    }
forest_gangs-headline-win-tie = 🏆 { $who } vince con { $n ->
        [one] { $n } carta
        *[other] { $n } carte
    } (parità di carte, decisa da chi ha più Dragonesse, poi Giganti, …)
forest_gangs-headline-share = 🏆 { $who } si dividono la vittoria con { $n ->
        [one] { $n } carta
        *[other] { $n } carte
    } a testa
forest_gangs-headline-share-tie = 🏆 { $who } si dividono la vittoria con { $n ->
        [one] { $n } carta
        *[other] { $n } carte
    } a testa (parità di carte, decisa da chi ha più Dragonesse, poi Giganti, …)
forest_gangs-end-duel = 🔚 { $who } doveva pescare durante un duello con mazzo e scarti vuoti: le carte in gioco e il Bottino sono stati divisi tra i duellanti ({ $n ->
        [one] { $n } carta
        *[other] { $n } carte
    } a testa).
forest_gangs-end-draw = 🔚 { $who } doveva pescare una carta con mazzo e scarti vuoti, quindi la partita è finita.
forest_gangs-end-reveal = 🔚 { $who } doveva rivelare una carta con mazzo e scarti vuoti, quindi la partita è finita.
forest_gangs-a-player = Un giocatore
