# BANG! nel terminale (`python -m bot play bang`): il tavolo, le righe degli eventi e il menu delle risposte,
# cogs/bang/terminal_text.py. Nomi di carte, personaggi e ruoli e abilità dei personaggi: cards.ftl.

## Posti

bang-term-seat = Posto { $n }
bang-term-nobody = nessuno
bang-term-seat-you = { $seat } (tu)
bang-term-choosing = (sta scegliendo)

## Il tavolo

bang-term-phase-setup = preparazione
bang-term-phase-start = inizio turno
bang-term-phase-draw = fase 1 (pesca)
bang-term-phase-play = fase 2 (gioca carte)
bang-term-phase-discard = fase 3 (scarta)
bang-term-phase-ended = fine turno
bang-term-phase-other = in gioco
bang-term-header = Turno { $turn } - tocca a { $seat }, { $phase }. Mazzo { $deck }, scarti { $discard }
bang-term-header-top = Turno { $turn } - tocca a { $seat }, { $phase }. Mazzo { $deck }, scarti { $discard } (in cima { $top })
bang-term-life = { $life }/{ $max } vite
bang-term-dead = morto
bang-term-seat-cards = mano { $hand }  in gioco: { $play }
bang-term-seat-cards-distance = mano { $hand } distanza { $distance }  in gioco: { $play }
bang-term-card-tokens = [{ $n }s]
bang-term-character-tokens = segnalini sul personaggio: { $n }
bang-term-supply = Segnalini Carico nella riserva: { $n } ([3s] = 3 segnalini su quella carta)
bang-term-store = { $store }: { $cards }
bang-term-you-are = Sei { $seat } ({ $role }). Mano: { $cards }
bang-term-kit-looks = Kit Carlson guarda: { $cards }
bang-term-waiting = In attesa di { $seat }: { $what }
bang-term-waiting-you = Tocca a te: { $what }
bang-term-winners = Partita finita - vincitori: { $winners }

## Cosa deve fare il giocatore atteso

bang-term-decision-play-turn = gioca carte, poi chiudi il turno
bang-term-decision-respond-to-shot = rispondi a un colpo (Mancato!, Barile, o incassa il colpo)
bang-term-decision-respond-to-indians = rispondi agli Indiani! (scarta un BANG! o perdi 1 vita)
bang-term-decision-respond-to-duel = rispondi a un Duello (scarta un BANG! o perdi 1 vita)
bang-term-decision-respond-to-arrow = rispondi a una Freccia (scarta un BANG! o perdi 1 vita)
bang-term-decision-play-beer-or-die = stai morendo: gioca una Birra o sei fuori
bang-term-decision-use-ability-when-targeted = usa l'abilità di Sid Ketchum prima che la carta abbia effetto, o lascia fare
bang-term-decision-pick-from-general-store = prendi una carta dall'Emporio
bang-term-decision-choose-check-card = scegli quale carta dell'estrarre! conta (Lucky Duke)
bang-term-decision-choose-draw-source = scegli da dove pescare la prima carta
bang-term-decision-choose-card-to-put-back = scegli la carta da rimettere sul mazzo (Kit Carlson)
bang-term-decision-discard-to-hand-limit = scarta fino ad avere tante carte quante vite
bang-term-decision-choose-character = scegli un personaggio
bang-term-decision-place-token = scegli dove mettere i segnalini Carico guadagnati
bang-term-decision-pay-tokens = scegli da dove pagare i segnalini Carico
bang-term-decision-use-tumbleweed = ripeti un estrarre! con il Cespuglio, o lascialo com'è
bang-term-decision-use-al-preacher = paga 2 segnalini per pescare una carta (Al Preacher), o passa
bang-term-decision-ms-abigail-ignore = ignora la carta (Ms. Abigail), o lascia che abbia effetto
bang-term-decision-choose-bomb-target = passa la Bomba a un altro giocatore
bang-term-decision-discard-for-buntline = scarta una carta per il Buntline Special
bang-term-decision-other = decidi

## Da dove arrivano le carte, e perché (tra parentesi nelle righe degli eventi)

bang-term-why-deck = dal mazzo
bang-term-why-general-store = dall'Emporio
bang-term-why-discard = dagli scarti
bang-term-why-black-jack-shown = Black Jack la mostra
bang-term-why-black-jack-extra = carta in più di Black Jack
bang-term-why-kit-carlson-look = Kit Carlson guarda
bang-term-why-kit-carlson-kept = Kit Carlson le tiene
bang-term-why-reward = ricompensa per un Fuorilegge
bang-term-why-hand-limit = limite di carte in mano
bang-term-why-weapon-replaced = arma sostituita
bang-term-why-eliminated = fuori dal gioco
bang-term-why-sheriff-penalty = lo Sceriffo ha ucciso un Vice
bang-term-why-dynamite-exploded = la Dinamite è esplosa
bang-term-why-bomb-exploded = la Bomba è esplosa
bang-term-why-exhausted = segnalini finiti
bang-term-why-dynamite-passed = la Dinamite passa
bang-term-why-bomb-passed = la Bomba viene passata
bang-term-why-phase-3 = bonus dello scarto
bang-term-why-blue-card = bonus della carta blu
bang-term-why-shot = un colpo
bang-term-why-duck-returned = Giù la Testa! torna in mano
bang-term-why-flintlock-returned = Flintlock torna in mano
bang-term-why-bomb = la Bomba
bang-term-why-played = giocata
bang-term-why-upgrade = potenziamento
bang-term-why-bomb-check = estrarre! della Bomba

## Righe degli eventi

bang-term-card-as = { $card } come { $kind }
bang-term-plays = { $who } gioca { $card }
bang-term-plays-at = { $who } gioca { $card } contro { $target }
bang-term-paid-weapon-ability = abilità dell'arma
bang-term-upgrades =
    { $n ->
        [one] { $n } potenziamento
       *[other] { $n } potenziamenti
    }
bang-term-draws =
    { $n ->
        [one] { $who } pesca { $n } carta ({ $why })
       *[other] { $who } pesca { $n } carte ({ $why })
    }
bang-term-draws-shown =
    { $n ->
        [one] { $who } pesca { $n } carta ({ $why }): { $cards }
       *[other] { $who } pesca { $n } carte ({ $why }): { $cards }
    }
bang-term-you-draw = Peschi { $cards } ({ $why })
bang-term-check = { $who } fa un estrarre! per { $why }: { $cards }
bang-term-check-success = { $who } fa un estrarre! per { $why }: { $card } -> riuscito
bang-term-check-failure = { $who } fa un estrarre! per { $why }: { $card } -> fallito
bang-term-full-life = { $who } ha già tutte le vite ({ $life })
bang-term-gains-life =
    { $n ->
        [one] { $who } recupera { $n } vita ({ $why }) -> { $life }
       *[other] { $who } recupera { $n } vite ({ $why }) -> { $life }
    }
bang-term-loses-life =
    { $n ->
        [one] { $who } perde { $n } vita ({ $why }) -> { $life }
       *[other] { $who } perde { $n } vite ({ $why }) -> { $life }
    }
bang-term-eliminated = { $who } è eliminato: { $role }
bang-term-eliminated-by = { $who } è eliminato: { $role } (da { $killer })
bang-term-discards = { $who } scarta { $cards } ({ $why })
bang-term-back-to-hand = { $card } torna in mano a { $seat } ({ $why })
bang-term-moves = { $card } passa da { $from } a { $to } ({ $why })
bang-term-moves-hidden = Una carta passa da { $from } a { $to } ({ $why })
bang-term-you-take = Prendi { $card } da { $seat } ({ $why })
bang-term-turn-started = --- Turno { $turn }: { $seat } ---
bang-term-game-over = PARTITA FINITA: { $summary } (vincitori: { $winners })
bang-term-uses = { $who } usa { $ability }
bang-term-discarding = { $text } scartando { $cards }
bang-term-slot-character = personaggio
bang-term-tokens =
    { $n ->
        [one] { $who } { $slot }: { $change } segnalino -> { $tokens } ({ $why }; riserva { $supply })
       *[other] { $who } { $slot }: { $change } segnalini -> { $tokens } ({ $why }; riserva { $supply })
    }
bang-term-shot-missed = Il colpo contro { $seat } va a vuoto
bang-term-reshuffled =
    { $n ->
        [one] Gli scarti vengono rimescolati in un nuovo mazzo ({ $n } carta)
       *[other] Gli scarti vengono rimescolati in un nuovo mazzo ({ $n } carte)
    }
bang-term-penalty-reward = { $who } pesca 3 carte come ricompensa
bang-term-penalty-sheriff = { $who } scarta tutte le carte (ha ucciso un Vice)
bang-term-character-chosen = { $who } gioca con { $character }
bang-term-game-started = Inizia una partita a BANG! in { $seats } ({ $characters })
bang-term-game-started-sheriff = Inizia una partita a BANG! in { $seats } ({ $characters }); lo Sceriffo è { $sheriff }
bang-term-jailed = { $who } salta il turno ({ $jail })

## Come finisce una partita (il riepilogo in PARTITA FINITA)

bang-term-end = { $why }: { $verdict } (dopo { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    })
bang-term-end-target =
    { $side ->
        [deputy] Il Vice ha eliminato il Rinnegato, il suo bersaglio
        [outlaw] Il Fuorilegge ha eliminato il Vice, il suo bersaglio
       *[renegade] Il Rinnegato ha eliminato il Fuorilegge, il suo bersaglio
    }
bang-term-end-last-standing =
    { $side ->
        [deputy] Il Vice è l'ultimo rimasto in piedi
        [outlaw] Il Fuorilegge è l'ultimo rimasto in piedi
       *[renegade] Il Rinnegato è l'ultimo rimasto in piedi
    }
bang-term-end-renegade-left = Lo Sceriffo è morto e resta solo il Rinnegato
bang-term-end-sheriff-killed = Lo Sceriffo è stato ucciso
bang-term-end-town-cleared =
    { $renegades ->
        [one] Tutti i Fuorilegge e il Rinnegato sono morti
       *[other] Tutti i Fuorilegge e i Rinnegati sono morti
    }
bang-term-end-stalemate = Nessuno può più pescare né giocare carte
bang-term-verdict-three =
    { $side ->
        [deputy] vince il Vice
        [outlaw] vince il Fuorilegge
       *[renegade] vince il Rinnegato
    }
bang-term-verdict-sheriff-deputies = vincono lo Sceriffo e i suoi Vice
bang-term-verdict-sheriff = vince lo Sceriffo
bang-term-verdict-outlaws = vincono i Fuorilegge
bang-term-verdict-renegade = vince il Rinnegato, da solo
bang-term-verdict-draw = la partita finisce in parità, non vince nessuno

## Il menu delle risposte

bang-term-play = Gioca { $card }
bang-term-on = { $text } su { $seat }
bang-term-taking = { $text } prendendo { $card }
bang-term-face-down = { $text }: carta coperta { $n } della mano
bang-term-face-down-of = { $text }: carta coperta { $n } di { $size } della mano
bang-term-and-seats = { $text } e { $seats }
bang-term-with-upgrades =
    { $n ->
        [one] { $text } con { $n } potenziamento
       *[other] { $text } con { $n } potenziamenti
    }
bang-term-with-weapon-ability = { $text } usando l'abilità dell'arma (1 segnalino)
bang-term-with-bandolier = { $text } con la Bandoliera (1 segnalino)
bang-term-with-bell-tower = { $text } con il Campanile (1 segnalino)
bang-term-end-turn = Fine turno
bang-term-and-more =
    { $n ->
        [one] { $text } e { $n } altra carta ({ $cards })
       *[other] { $text } e altre { $n } carte ({ $cards })
    }
bang-term-keep-duck = { $text } e paga 2 segnalini per tenerla
bang-term-pass-respond-to-shot = Incassa il colpo (perdi 1 vita)
bang-term-pass-respond-to-indians = Perdi 1 vita
bang-term-pass-respond-to-arrow = Perdi 1 vita
bang-term-pass-respond-to-duel = Rinuncia al Duello (perdi 1 vita)
bang-term-pass-play-beer-or-die = Niente Birra: sei fuori
bang-term-pass-use-ability-when-targeted = Lascia fare
bang-term-pass-place-token = Lascialo nella riserva (nessun segnalino)
bang-term-pass = Passa
bang-term-use = Usa { $ability }
bang-term-moving-tokens = { $text } spostando segnalini su { $cards }
bang-term-all-tokens = Tutti i segnalini insieme: { $parts }
bang-term-tokens-on-character = { $n } sul tuo personaggio
bang-term-tokens-on-card = { $n } su { $card }
bang-term-add-on = Mettilo su { $card }
bang-term-choose = Scegli { $option }
bang-term-draw-from-hand = Pesca la prima carta dalla mano di { $seat }
bang-term-draw-from-deck = Pesca dal mazzo
bang-term-draw-from-discard = Pesca la prima carta dagli scarti
bang-term-add-on-character = Mettilo sul tuo personaggio
bang-term-your-character = Il tuo personaggio
bang-term-be = Gioca con { $character }
bang-term-discard = Scarta { $cards }
