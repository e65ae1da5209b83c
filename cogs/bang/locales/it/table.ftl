# BANG! su Discord: il tavolo, le mani, il registro, le notifiche e i risultati (cogs/bang/render, cog.py).
# I NOMI di carte, personaggi e ruoli e i loro testi sono in cards.ftl (`bang-card-…`).

## Righe delle opzioni nella lobby

bang-option-players = 👥 3–{ $max } giocatori: unisciti, o aggiungi giocatori IA
bang-option-two-characters = 🎭 Due personaggi a testa (se ne tiene uno)
bang-option-one-character = 🎭 Un personaggio a testa
bang-option-timeouts = ⏱️ { $turn } s per azione nel tuo turno · { $answer } s per rispondere
bang-option-ad-on = 🧨 Armed & Dangerous: sì
bang-option-ad-off = 🧨 Armed & Dangerous: no

## Parole brevi

bang-nobody = nessuno
bang-seat = Posto { $n }
bang-a-card = una carta
bang-a-shot = Un colpo
bang-shot-of = Il colpo di { $name }
bang-choosing = sta scegliendo…
bang-within = entro { $s } s
bang-slot-character = { $name } (personaggio) { $pips }
bang-weapon = arma
bang-weapon-its-ability = la sua abilità
bang-upgrade = potenziamento

## Il tavolo

bang-table-title = 🤠 BANG! — turno { $turn }
bang-table-turn = ▶️ Turno di **{ $name }** · { $phase }
bang-phase-setup = preparazione
bang-phase-start = inizio turno
bang-phase-draw = fase 1 · pesca
bang-phase-play = fase 2 · gioca carte
bang-phase-discard = fase 3 · scarta
bang-phase-ended = fine turno
bang-phase-other = in gioco
bang-table-answer-in-dm = Rispondi con i pulsanti nei tuoi DM o con **La mia mano**.
bang-table-resolving = 🕓 Sta per arrivare: { $cards }
bang-table-discard-top = 🗑️ In cima agli scarti: { $card }
bang-table-store = 🏪 Emporio
bang-table-draw = 🎲 estrazione!
bang-table-recent = 📜 Ultime mosse
bang-table-footer = Mazzo { $deck } · scarti { $discard } · partita { $session } · /bang mano · /bang regole
bang-table-footer-ad = Mazzo { $deck } · scarti { $discard } · { $pip } riserva { $supply }/{ $total } · partita { $session } · /bang mano · /bang regole
bang-table-legend = ▶️ di chi è il turno · ⭐ Sceriffo · ❤️ vita/max · ✋ carte in mano · 🃏 carte in gioco · 💀 fuori
bang-table-legend-ad = ▶️ di chi è il turno · ⭐ Sceriffo · ❤️ vita/max · ✋ carte in mano · 🃏 carte in gioco · 💀 fuori · { $pips } segnalini Carica (su 4)
bang-table-characters = Personaggi
bang-chars-title = 🎭 **I personaggi a questo tavolo**
bang-chars-choosing = • **{ $name }** — sta ancora scegliendo il personaggio

# La riga "⏳ In attesa di …" del tavolo.
bang-pending = ⏳ In attesa di **{ $name }** — { $what } · { $when }
bang-pending-card = ⏳ In attesa di **{ $name }** — { $what } ({ $card }) · { $when }
bang-pending-card-from = ⏳ In attesa di **{ $name }** — { $what } ({ $card } di { $by }) · { $when }
bang-decision-play_turn = gioca le sue carte
bang-decision-respond_to_shot = risponde a un colpo
bang-decision-respond_to_indians = risponde agli Indiani!
bang-decision-respond_to_duel = risponde a un Duello
bang-decision-play_beer_or_die = sta morendo: Birra o fuori
bang-decision-use_ability_when_targeted = può usare l'abilità di Sid Ketchum
bang-decision-pick_from_general_store = sceglie dall'Emporio
bang-decision-choose_character = sceglie il personaggio
bang-decision-choose_check_card = sceglie la carta dell'estrazione!
bang-decision-choose_draw_source = sceglie da dove pescare
bang-decision-choose_card_to_put_back = sceglie la carta da rimettere
bang-decision-discard_to_hand_limit = scarta fino al limite di mano
bang-decision-respond_to_arrow = risponde a una Freccia
bang-decision-place_token = piazza un segnalino
bang-decision-pay_tokens = paga i segnalini
bang-decision-use_tumbleweed = può usare il Cespuglio
bang-decision-use_al_preacher = può usare l'abilità di Al Preacher
bang-decision-ms_abigail_ignore = può ignorare la carta (Ms. Abigail)
bang-decision-choose_bomb_target = passa la Bomba
bang-decision-discard_for_buntline = scarta per la Buntline Special
bang-decision-other = sta decidendo

## Una mano (DM o effimera)

bang-hand-title = 🤠 BANG! — { $name }
bang-goal-sheriff = ⭐ **{ $role }** — elimina tutti i Fuorilegge e il Rinnegato. Tutti sanno chi sei.
bang-goal-deputy = 🛡️ **{ $role }** — proteggi lo Sceriffo; elimina tutti i Fuorilegge e il Rinnegato.
bang-goal-outlaw = 🦹 **{ $role }** — elimina lo Sceriffo.
bang-goal-renegade = 🐍 **{ $role }** — resta l'ultimo in piedi (elimina lo Sceriffo per ultimo).
bang-hand-life = ❤️ { $life }/{ $max } vita · 🔫 gittata { $range }
bang-hand-life-ad = ❤️ { $life }/{ $max } vita · 🔫 gittata { $range } · { $pip } { $tokens ->
        [one] 1 segnalino
       *[other] { $tokens } segnalini
    } da spendere
bang-hand-out = 💀 Sei fuori dalla partita.
bang-hand-cards = ✋ La tua mano ({ $n })
bang-hand-empty = _vuota_
bang-hand-in-play = 🃏 In gioco
bang-hand-distances = 📏 Distanze (🎯 = a tiro)
bang-hand-looking = 👀 Stai guardando
bang-hand-over = La partita è finita.
bang-hand-your-move = 👉 Tocca a te
bang-hand-waiting = ⏳ In attesa
bang-hand-whose-turn = ▶️ Turno di **{ $name }** — il tavolo mostra il resto.
bang-hand-footer = Partita { $session } · lo vedi solo tu
bang-hand-legend = ❤️ vita/max · 🔫 gittata · 📏 distanza (🎯 a tiro)
bang-hand-legend-ad = ❤️ vita/max · 🔫 gittata · 📏 distanza (🎯 a tiro) · { $pips } segnalini Carica (su 4)
bang-hand-upgrade = { $text } · ⬆ { $cost } { $pip }: { $what }
bang-hand-upgrade-repeatable = { $text } · ⬆ { $cost } { $pip }: { $what }, ripetibile

bang-upgrade-caravan = +1 carta
bang-upgrade-a_little_nip = +1 vita
bang-upgrade-quick_shot = +1 bersaglio
bang-upgrade-flintlock = torna in mano se schivato
bang-upgrade-arrow = +1 bersaglio
bang-upgrade-duck = torna in mano
bang-upgrade-squaw = prendi la carta invece
bang-weapon-ability-big_fifty = ignora le sue carte in gioco e l'abilità
bang-weapon-ability-buntline_special = se schivato, scarta una carta
bang-weapon-ability-double_barrel = questo BANG! di ♦ non si può annullare
bang-weapon-ability-thunderer = il BANG! ti torna in mano

bang-purpose-upgrade = il potenziamento
bang-purpose-duck = il potenziamento di Giù la Testa!
bang-purpose-al_preacher = la pesca di Al Preacher
bang-purpose-mexicali_kid = il colpo di Mexicali Kid
bang-purpose-blue_card = il bonus della carta blu
bang-purpose-phase_3 = il tuo bonus di scarto
bang-purpose-reloading = Ricarica
bang-purpose-barrel = Barile
bang-purpose-jourdonnais = Jourdonnais
bang-purpose-jail = Prigione
bang-purpose-dynamite = Dinamite
bang-purpose-bomb = la Bomba
bang-purpose-julie = Julie Cutter
bang-purpose-it = questo
bang-purpose-bonus = un bonus
bang-purpose-of = { $what } di { $who }

## Scelte e pulsanti

bang-back = Indietro
bang-end-turn = Fine turno
bang-choose-placeholder = Scegli…
bang-choice-pay-from = Da { $slot }
bang-choice-place-on = Su { $slot }
bang-choice-keep-bomb = Tienila
bang-choice-pass-bomb = Passala a { $name }
bang-choice-deck = Dal mazzo
bang-choice-discard = In cima agli scarti ({ $card })
bang-choice-hand = Dalla mano di { $name }
bang-choice-keep = Tieni { $cards }
bang-choice-put-back = Rimetti { $card }
bang-choice-take = Prendi { $card }
bang-choice-play = Gioca { $card }
bang-choice-pass = Passa
bang-choice-other = Scegli questa

bang-abil-use = Usa { $name }
bang-abil-pay-from-it = paga { $n } { $pip } da questa carta
bang-abil-ace = { $name }: pesca una carta
bang-abil-beer-keg = { $name }: +1 ❤️
bang-abil-lock-pick = { $name }: una carta a caso da { $who }
bang-abil-whip = { $name }: scarta { $card } di { $who }
bang-abil-mexicali = { $name }: spara a { $who }
bang-abil-mexicali-tower = { $name }: spara a { $who } + { $tower } (distanza 1)
bang-abil-mexicali-desc = paga 2 { $pip }, poi scegli da dove (non è un BANG!)
bang-abil-bass = { $name }: scarta { $card }
bang-abil-bass-desc = +2 { $pip } su { $slot }
bang-abil-frankie = { $name }: prendi 1 { $pip } da { $who }
bang-abil-ringo = { $name }: sposta { $n } { $pip } su { $cards }
bang-abil-ringo-desc = dal tuo personaggio { $pips }
bang-abil-sid = { $name }: scarta 2 carte per +1 ❤️
bang-abil-which = { $name }: quale?
bang-abil-where-first = ✨ **{ $name }**: prima scegli dove.
bang-abil-how = { $name }: come?
bang-abil-how-prompt = ✨ **{ $name }**: scegli come usarla.
bang-group-onto = Su { $slot }
bang-group-at = Contro { $name }

## Il tuo turno

bang-turn-prompt = { $fired ->
        [yes] Tocca a te: gioca le carte, poi **Fine turno**. Hai già sparato il tuo BANG! in questo turno.
       *[no] Tocca a te: gioca le carte, poi **Fine turno**.
    }
bang-turn-nothing = { $fired ->
        [yes] Niente da giocare. Hai già sparato il tuo BANG! in questo turno. **Fine turno** quando sei pronto.
       *[no] Niente da giocare. **Fine turno** quando sei pronto.
    }
bang-play-card-placeholder = 🃏 Gioca una carta…
bang-use-ability-placeholder = ✨ Usa un'abilità…
bang-then-target = poi scegli un bersaglio
bang-extra-upgrade = ⬆ potenziamento
bang-extra-weapon = arma { $pip }
bang-confirm = ⚠️ { $reason } La giochi lo stesso?
bang-confirm-full-life = Hai già la vita al massimo: questa { $card } andrebbe sprecata.
bang-confirm-saloon = Hanno tutti la vita al massimo: questo { $card } non curerebbe nessuno.
bang-confirm-replace = Sostituisce la tua { $card }.
bang-confirm-replace-tokens = Sostituisce la tua { $card } (i suoi { $n } { $pip } tornano nella riserva).
bang-target-play-it = Giocala
bang-target-distance = distanza { $d } · ❤️ { $life } · ✋ { $hand }
bang-target-you = tu · ❤️ { $life } · ✋ { $hand }
bang-target-in-play = { $n } in gioco
bang-target-placeholder = Bersaglio di { $card }
bang-target-prompt = 🎯 Scegli il bersaglio di **{ $card }**.
bang-multi-placeholder = Bersagli di { $card } (fino a { $n })
bang-multi-prompt = 🎯 Scegli i bersagli di **{ $card }**: il primo è gratis, ogni altro costa 1 { $pip } (fino a { $n }). Poi scegli quali tue carte pagano.
bang-how-card-in-play = una carta in gioco
bang-how-hand-card = 🃏 Una carta dalla sua mano
bang-how-face-down = coperta, a caso
bang-how-placeholder = Come la giochi?
bang-how-placeholder-on = Come la giochi su { $name }?
bang-how-prompt = 🃏 **{ $card }**: scegli come.
bang-how-prompt-ad = 🃏 **{ $card }**: scegli come. I potenziamenti si pagano dopo: scegli quali tue carte (o il tuo personaggio) pagano.
bang-variant-upgrade = { $n ->
        [one] ⬆ { $what }
       *[other] ⬆ { $what } ×{ $n }
    }
bang-variant-weapon = { $weapon }: { $what }
bang-variant-bandolier = { $name } (BANG! in più)
bang-variant-bell-tower = { $name } (distanza 1)
bang-variant-targets = { $n ->
        [one] +1 bersaglio
       *[other] +{ $n } bersagli
    }
bang-cost = paga { $parts }
bang-cost-upgrades = { $n } { $pip } da qualunque tuo spazio
bang-cost-from = 1 { $pip } da { $name }

## Altre decisioni

bang-prompt-store = 🏪 Emporio: scegli la tua carta con i pulsanti del messaggio del **tavolo**.
bang-prompt-buntline = 🔫 Hai schivato un colpo di { $card }: scarta una carta a tua scelta.
bang-prompt-buntline-from = 🔫 Hai schivato il colpo di { $card } di **{ $who }**: scarta una carta a tua scelta.
bang-buntline-placeholder = Scarta una carta a tua scelta
bang-prompt-character = 🎭 Scegli il tuo personaggio.
bang-prompt-lucky-duke = 🎲 { $lucky }: scegli quale carta vale per l'estrazione!.
bang-prompt-draw-source = 🃏 Da dove peschi la prima carta?
bang-prompt-kit-carlson = 👀 { $kit }: scegli le 2 carte che tieni (un clic); la terza torna coperta in cima al mazzo.
bang-prompt-pay = { $pip } Paga { $n ->
        [0] i segnalini
        [one] 1 segnalino
       *[other] { $n } segnalini
    } per { $purpose }: scegli da dove { $n ->
        [one] viene
       *[other] viene il prossimo
    }. Una carta rimasta a 0 segnalini si scarta.
bang-prompt-place = { $pip } Ottieni { $n ->
        [0] dei segnalini
        [one] 1 segnalino
       *[other] { $n } segnalini
    } ({ $purpose }): scegli dove { $n ->
        [one] va
       *[other] va il prossimo
    } (al massimo 4 su ciascuno). Riserva: { $supply }.
bang-prompt-bomb = 💣 L'estrazione! della tua Bomba è uscita rossa: passala, con i suoi segnalini, a un altro giocatore.
bang-prompt-other = Scegli:
bang-leave-in-supply = Lascialo nella riserva
bang-bonus-prompt = { $pip } Puoi prendere 1 segnalino Carica ({ $purpose }). La riserva ne ha { $supply }: dopo averlo preso ne resterebbero { $left }, meno dei { $need } che servono per giocare una carta Pericolosa. Lo aggiungi o lo lasci nella riserva?
bang-bonus-add-one = Aggiungi un segnalino Carica (su { $slot })
bang-bonus-add-on = Aggiungilo su { $slot }
bang-limit-bonus = Ogni carta scartata ti dà 1 { $pip } (scegli tu dove).
bang-limit-one = 🗑️ Scarta fino ai tuoi { $life ->
        [one] 1 punto vita
       *[other] { $life } punti vita
    }: ancora { $n }, una alla volta.
bang-limit-one-placeholder = Scarta una carta ({ $n } di troppo)
bang-limit-placeholder = { $n ->
        [one] Spunta la carta da scartare
       *[other] Spunta tutte le { $n } carte da scartare
    }
bang-limit-prompt = 🗑️ Hai { $cards ->
        [one] 1 carta
       *[other] { $cards } carte
    } e { $life ->
        [one] 1 punto vita
       *[other] { $life } punti vita
    }: { $n ->
        [one] spunta **la carta** da scartare nel menu.
       *[other] spunta **tutte le { $n } carte** da scartare nel menu, in una volta.
    }
bang-split-from = { $n } da { $slot }
bang-split-on = { $n } su { $slot }
bang-split-pay = { $pip } Paga { $n ->
        [one] 1 segnalino
       *[other] { $n } segnalini
    } per { $purpose }: scegli da dove vengono. Una carta rimasta a 0 segnalini si scarta (una Bomba esplode).
bang-split-pay-placeholder = Paga { $n ->
        [one] 1 segnalino
       *[other] { $n } segnalini
    } da…
bang-split-place = { $pip } Ottieni { $n ->
        [one] 1 segnalino
       *[other] { $n } segnalini
    } ({ $purpose }): scegli dove vanno (al massimo 4 su ciascuno). Riserva: { $supply }.
bang-split-place-placeholder = Metti { $n ->
        [one] 1 segnalino
       *[other] { $n } segnalini
    } su…
bang-split-leave = Oppure lasciali nella riserva: dopo averli presi ne resterebbero meno di { $need } per una carta Pericolosa.

## Risposte fuori turno

bang-respond-beers = Gioca { $n } Birre (torni a 1 ❤️)
bang-respond-play = { $n ->
        [one] Gioca { $card }
       *[other] Gioca { $card } (×{ $n })
    }
bang-respond-play-upgrade = { $n ->
        [one] Gioca { $card } + { $upgrade } ({ $cost } { $pip })
       *[other] Gioca { $card } (×{ $n }) + { $upgrade } ({ $cost } { $pip })
    }
bang-respond-draw = Estrazione! { $name }
bang-respond-crate = { $name } (paga 2 { $pip }): Mancato!
bang-take-respond_to_shot = Incassa il colpo (−1 ❤️)
bang-take-respond_to_indians = Perdi 1 ❤️
bang-take-respond_to_duel = Arrenditi nel Duello (−1 ❤️)
bang-take-respond_to_arrow = Perdi 1 ❤️
bang-take-play_beer_or_die = Niente Birra: sono fuori 💀
bang-take-use_ability_when_targeted = Lascia fare
bang-respond-shot = 🎯 **{ $src }**{ $by ->
        [other] {" "}di **{ $who }**
        [yours] {" "}(tuo)
       *[none] {""}
    } contro di te! Schivalo o incassa il colpo.
bang-respond-targeted = 🎯 **{ $src }**{ $by ->
        [other] {" "}di **{ $who }**
        [yours] {" "}(tuo)
       *[none] {""}
    } ti prende di mira. Usi prima la tua abilità?
bang-respond-discard-bang = { $icon } **{ $card }**{ $by ->
        [other] {" "}di **{ $who }**
        [yours] {" "}(tuoi)
       *[none] {""}
    }: scarta un BANG! o perdi 1 vita.
bang-respond-other = Rispondi:
bang-dying-cause = 💀 { $cause } ti ha lasciato a { $life } ❤️: stai morendo! Gioca { $need ->
        [one] una Birra
       *[other] { $need } Birre
    } per tornare a 1 ❤️ e restare in gioco.
bang-dying = 💀 Stai morendo (a { $life } ❤️)! Gioca { $need ->
        [one] una Birra
       *[other] { $need } Birre
    } per tornare a 1 ❤️ e restare in gioco.
bang-cause-dynamite = la Dinamite
bang-cause-bomb = la Bomba
bang-cause-bang = il BANG! di { $src }
bang-cause-gatling = la Gatling di { $src }
bang-cause-indians = gli Indiani! di { $src }
bang-cause-duel = il Duello con { $src }
bang-cause-arrow = la Freccia di { $src }
bang-cause-quick_shot = il Colpo Rapido di { $src }
bang-cause-flintlock = la Flintlock di { $src }
bang-cause-mexicali_kid = il colpo di { $src } (Mexicali Kid)
bang-cause-julie_cutter = il colpo di { $src } (Julie Cutter)
bang-cause-shot = il colpo di { $src }
bang-tumbleweed = 🌵 È uscita l'estrazione! per { $what }. Paghi 1 { $pip } dal tuo { $tumbleweed } ({ $pips }) per ripeterla?
bang-tumbleweed-card = 🌵 L'estrazione! per { $what } ha dato **{ $card }**. Paghi 1 { $pip } dal tuo { $tumbleweed } ({ $pips }) per ripeterla?
bang-tumbleweed-outcome = 🌵 L'estrazione! per { $what } ha dato **{ $card }** — { $outcome }. Paghi 1 { $pip } dal tuo { $tumbleweed } ({ $pips }) per ripeterla?
bang-tumbleweed-redo = Ripeti l'estrazione! (1 { $pip })
bang-tumbleweed-keep = Lascia così
bang-outcome-dodged = ✅ il colpo è schivato
bang-outcome-no-dodge = ❌ nessuna schivata
bang-outcome-out-of-jail = ✅ esce di Prigione
bang-outcome-stays-in-jail = ❌ resta in Prigione
bang-outcome-no-explosion = ✅ nessuna esplosione
bang-outcome-explodes = 💥 esplode
bang-outcome-bomb-passed = ✅ la Bomba passa oltre
bang-outcome-bomb-loses = ❌ la Bomba perde 2 ●
bang-outcome-julie-shoots = ✅ Julie Cutter risponde al fuoco
bang-outcome-julie-no-shot = ❌ nessuna risposta al fuoco
bang-outcome-success = ✅ riuscita
bang-outcome-failure = ❌ fallita
bang-preacher = ✝️ Un altro giocatore ha giocato { $card }. Paghi 2 { $pip } per pescare una carta ({ $name })?
bang-preacher-any = ✝️ Un altro giocatore ha giocato una carta blu/arancione. Paghi 2 { $pip } per pescare una carta ({ $name })?
bang-preacher-draw = Pesca una carta (2 { $pip })
bang-abigail = 🎩 **{ $card }**{ $by ->
        [other] {" "}di **{ $who }**
       *[none] {""}
    } prende di mira solo te. La ignori del tutto ({ $name })?
bang-abigail-ignore = Ignorala
bang-abigail-resolve = Lasciala fare

## Notifiche nel canale

bang-ping-in-dm = { $what } (nei tuoi DM o con **La mia mano**)
bang-ping-on-table = { $what } con i pulsanti sul tavolo
bang-ping-your-turn = **tocca a te**: { $what }
bang-own-play_turn = gioca le carte o finisci il turno
bang-own-choose_draw_source = scegli da dove pescare
bang-own-choose_check_card = scegli la carta dell'estrazione!
bang-own-choose_card_to_put_back = scegli una carta da rimettere
bang-own-discard_to_hand_limit = scarta fino al limite di mano
bang-own-pick_from_general_store = scegli la tua carta dall'Emporio
bang-own-choose_character = scegli il tuo personaggio
bang-own-place_token = piazza il tuo segnalino Carica
bang-own-pay_tokens = paga i segnalini Carica
bang-own-choose_bomb_target = passa la Bomba
bang-own-respond_to_duel = rispondi al Duello: gioca un BANG! o incassa il colpo
bang-own-other = tocca a te
bang-ping-shot = { $by ->
        [other] rispondi a { $card } di { $who }: Mancato! o incassa il colpo
       *[none] rispondi a { $card }: Mancato! o incassa il colpo
    }
bang-ping-respond_to_indians = { $by ->
        [other] rispondi agli Indiani! di { $who }: scarta un BANG! o incassa il colpo
       *[none] rispondi agli Indiani!: scarta un BANG! o incassa il colpo
    }
bang-ping-respond_to_duel = { $by ->
        [other] rispondi al Duello di { $who }: gioca un BANG! o incassa il colpo
       *[none] rispondi al Duello: gioca un BANG! o incassa il colpo
    }
bang-ping-respond_to_arrow = { $by ->
        [other] una Freccia di { $who } ti punta: schivala o incassa il colpo
       *[none] una Freccia ti punta: schivala o incassa il colpo
    }
bang-ping-choose_character = scegli il tuo personaggio
bang-ping-play_beer_or_die = stai morendo
bang-ping-use_ability_when_targeted = una carta ti prende di mira
bang-ping-pick_from_general_store = scegli la tua carta dall'Emporio
bang-ping-use_tumbleweed = puoi ripetere un'estrazione! con il tuo Cespuglio
bang-ping-use_al_preacher = puoi usare l'abilità di Al Preacher
bang-ping-ms_abigail_ignore = puoi ignorare una carta (Ms. Abigail)
bang-ping-discard_for_buntline = scarta una carta per la Buntline Special
bang-ping-other = tocca a te
bang-ping-with-card = { $what } ({ $card })
bang-ping-card-from = { $card } di { $who }
bang-ping-dying-cause = { $cause } ti ha lasciato a { $life } ❤️: gioca { $need ->
        [one] una Birra
       *[other] { $need } Birre
    } o sei fuori
bang-ping-dying = stai morendo (a { $life } ❤️): gioca { $need ->
        [one] una Birra
       *[other] { $need } Birre
    } o sei fuori
bang-ping-dying-cause-sid = { $cause } ti ha lasciato a { $life } ❤️: usa l'abilità di Sid Ketchum o sei fuori
bang-ping-dying-sid = stai morendo (a { $life } ❤️): usa l'abilità di Sid Ketchum o sei fuori

## Il registro (Ultime mosse)

bang-log-answers = 🛡️ { $who } risponde con { $card }
bang-log-plays = 🃏 { $who } gioca { $card }{ $more }
bang-log-plays-at = 🃏 { $who } gioca { $card } contro { $target }{ $more }
bang-log-plays-as = 🃏 { $who } gioca { $card } come { $kind }{ $more }
bang-log-plays-as-at = 🃏 { $who } gioca { $card } come { $kind } contro { $target }{ $more }
bang-log-upgrades = { $n ->
        [one] 1 potenziamento
       *[other] { $n } potenziamenti
    }
bang-log-weapon-ability = abilità dell'arma
bang-log-loses = 💥 { $who } perde { $n } ❤️ → { $life }
bang-log-full-life = ❤️ { $who } ha già la vita al massimo ({ $life } ❤️)
bang-log-gains = ❤️ { $who } guadagna { $n } ❤️ → { $life }
bang-log-out = 💀 { $who } è fuori — { $role }
bang-log-out-by = 💀 { $who } è fuori — { $role } (per mano di { $killer })
bang-log-turn = ▶️ Turno { $turn }: { $who }
bang-log-check = 🎲 Estrazione! di { $who } per { $what }: { $card } { $mark }
bang-log-dodges = 💨 { $who } schiva il colpo
bang-log-bomb-passed = 💣 { $who } passa la Bomba a { $to }
bang-log-back-to-hand = ↩️ { $card } torna in mano a { $who }
bang-log-takes = 🤏 { $who } prende { $card } da { $source }
bang-log-takes-hand-card = 🤏 { $who } prende una carta dalla mano di { $source }
bang-log-discards = 🗑️ { $who } scarta { $cards } ({ $why })
bang-log-store = 🏪 Emporio: { $cards }
bang-log-draws = 🃏 { $who } prende { $cards } ({ $source })
bang-log-character = 🎭 { $who } è { $character }
bang-log-ability = ✨ { $who } usa { $ability }
bang-log-tokens = { $pip } { $who }: { $delta } su { $card } → { $tokens }
bang-log-tokens-character = { $pip } { $who }: { $delta } sul personaggio → { $tokens }
bang-log-penalty-reward_3_cards = ⚖️ { $who } pesca 3 carte come ricompensa
bang-log-penalty-sheriff_discards_all = ⚖️ { $who } scarta tutte le carte: lo Sceriffo ha ucciso un Vice
bang-log-penalty = ⚖️ { $who }: { $what }
bang-log-reshuffle = 🔀 Gli scarti vengono mescolati in un nuovo mazzo
bang-source-deck = il mazzo
bang-source-black_jack_shown = Black Jack la mostra
bang-source-discard = gli scarti
bang-source-general_store = l'Emporio
bang-source-outlaw_reward = ricompensa
bang-source-reward = ricompensa per un Fuorilegge
bang-discard-hand_limit = limite di mano
bang-discard-weapon_replaced = arma sostituita
bang-discard-jail = Prigione scontata
bang-discard-dynamite_exploded = la Dinamite è esplosa
bang-discard-bomb_exploded = la Bomba è esplosa
bang-discard-exhausted = segnalini finiti
bang-discard-eliminated = fuori dalla partita
bang-discard-sheriff_penalty = lo Sceriffo ha ucciso un Vice
bang-discard-panic = Panico!
bang-discard-dynamite_passed = la Dinamite passa oltre
bang-discard-bomb_passed = la Bomba viene passata

## La fine

bang-ending = { $why }: { $verdict } ({ $turns ->
        [one] dopo 1 turno
       *[other] dopo { $turns } turni
    })
bang-why-target = { $side ->
        [deputy] Il Vice ha eliminato il Rinnegato, il suo bersaglio
        [renegade] Il Rinnegato ha eliminato il Fuorilegge, il suo bersaglio
       *[outlaw] Il Fuorilegge ha eliminato il Vice, il suo bersaglio
    }
bang-why-last-standing = { $side ->
        [deputy] Il Vice è l'ultimo rimasto in piedi
        [renegade] Il Rinnegato è l'ultimo rimasto in piedi
        [sheriff] Lo Sceriffo è l'ultimo rimasto in piedi
       *[outlaw] Il Fuorilegge è l'ultimo rimasto in piedi
    }
bang-why-renegade-alone = Lo Sceriffo è morto con solo il Rinnegato rimasto
bang-why-sheriff-killed = Lo Sceriffo è stato ucciso
bang-why-town-clean = Tutti i Fuorilegge e il Rinnegato sono morti
bang-why-town-clean-renegades = Tutti i Fuorilegge e i Rinnegati sono morti
bang-why-stalemate = Nessuno può più pescare né giocare carte
bang-verdict-sheriff-deputies = vincono lo Sceriffo e i suoi Vice
bang-verdict-sheriff = vince lo Sceriffo
bang-verdict-outlaws = vincono i Fuorilegge
bang-verdict-renegade = vince il Rinnegato, da solo
bang-verdict-deputy-3 = vince il Vice
bang-verdict-outlaw-3 = vince il Fuorilegge
bang-verdict-renegade-3 = vince il Rinnegato
bang-verdict-draw = la partita finisce in parità, nessuno vince
bang-fate-killed = ucciso da { $name }
bang-fate-out = fuori
