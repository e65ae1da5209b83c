# Le carte di Bang & Twang in italiano: nomi (chiave: il nome inglese), poche parole della faccia (-text)
# e l'effetto completo di ogni carta melodia (-effect). Bang e Twang restano come sono.

## Sequence cards (song titles) and what they play

bang_and_twang-card-thunder-on-the-hill = Tuono sulla collina
bang_and_twang-sequence-thunder-on-the-hill-text = Bang Bang Bang
bang_and_twang-card-drumming-bear-stomp = Il ballo dell'orso tamburino
bang_and_twang-sequence-drumming-bear-stomp-text = Bang Bang Bang
bang_and_twang-card-willow-string-reel = Reel delle corde di salice
bang_and_twang-sequence-willow-string-reel-text = Twang Twang Twang
bang_and_twang-card-moonlit-mandolin = Mandolino al chiaro di luna
bang_and_twang-sequence-moonlit-mandolin-text = Twang Twang Twang
bang_and_twang-card-two-knocks-and-a-twang = Due colpi e un Twang
bang_and_twang-sequence-two-knocks-and-a-twang-text = Bang Bang Twang
bang_and_twang-card-woodcutter-s-march = Marcia del taglialegna
bang_and_twang-sequence-woodcutter-s-march-text = Bang Bang Twang
bang_and_twang-card-hop-over-the-brook = Un salto oltre il ruscello
bang_and_twang-sequence-hop-over-the-brook-text = Bang Twang Bang
bang_and_twang-card-badger-bounce = Il saltello del tasso
bang_and_twang-sequence-badger-bounce-text = Bang Twang Bang
bang_and_twang-card-the-squirrel-s-tumble = La capriola dello scoiattolo
bang_and_twang-sequence-the-squirrel-s-tumble-text = Twang Bang Bang
bang_and_twang-card-tinker-s-hammer = Il martello del calderaio
bang_and_twang-sequence-tinker-s-hammer-text = Twang Bang Bang
bang_and_twang-card-lantern-waltz = Valzer delle lanterne
bang_and_twang-sequence-lantern-waltz-text = Twang Twang Bang
bang_and_twang-card-the-creaking-gate = Il cancello che cigola
bang_and_twang-sequence-the-creaking-gate-text = Twang Twang Bang
bang_and_twang-card-owl-and-echo = Gufo ed eco
bang_and_twang-sequence-owl-and-echo-text = Twang Bang Twang
bang_and_twang-card-stepping-stones = Pietre di guado
bang_and_twang-sequence-stepping-stones-text = Twang Bang Twang
bang_and_twang-card-kettle-song = La canzone del bollitore
bang_and_twang-sequence-kettle-song-text = Bang Twang Twang
bang_and_twang-card-crossroads-shuffle = Shuffle del crocevia
bang_and_twang-sequence-crossroads-shuffle-text = Bang Twang Twang

## Tune cards: name, a few words (-text) and the full effect (-effect)

bang_and_twang-card-double-strum = Doppia pennata
bang_and_twang-tune-double-strum-text = Gira 2 carte del riff, poi metti in banca
bang_and_twang-tune-double-strum-effect = Gira fino a due carte del riff, una dopo l'altra (due carte diverse). Poi puoi mettere in banca una carta che corrisponde.

bang_and_twang-card-shuffle-step = Passo strisciato
bang_and_twang-tune-shuffle-step-text = Sposta una carta del riff, poi girane una, poi metti in banca
bang_and_twang-tune-shuffle-step-effect = Puoi spostare una carta del riff. Poi puoi girare una carta del riff. Poi puoi mettere in banca una carta che corrisponde.

bang_and_twang-card-busker-s-tip = Mancia di strada
bang_and_twang-tune-busker-s-tip-text = In banca: 2 punti
bang_and_twang-tune-busker-s-tip-effect = Metti in banca questa carta. Vale 2 punti.

bang_and_twang-card-free-verse = Verso libero
bang_and_twang-tune-free-verse-text = Metti in banca una carta qualsiasi
bang_and_twang-tune-free-verse-effect = Puoi mettere in banca una carta sequenza dalla tua mano anche se non corrisponde al riff.

bang_and_twang-card-tune-up = Accordatura
bang_and_twang-tune-tune-up-text = Imposta il riff come vuoi, poi metti in banca
bang_and_twang-tune-tune-up-effect = Imposta il riff su una terna a tua scelta (qualsiasi facce, qualsiasi ordine). Poi puoi mettere in banca una carta che corrisponde.

bang_and_twang-card-sticky-fingers = Mani lunghe
bang_and_twang-tune-sticky-fingers-text = Prendi la cima di una banca
bang_and_twang-tune-sticky-fingers-effect = Scegli un avversario con la banca non vuota. Prendi la carta in cima alla sua banca.

bang_and_twang-card-fiddle-swap = Scambio di violino
bang_and_twang-tune-fiddle-swap-text = Scambia le cime delle banche
bang_and_twang-tune-fiddle-swap-effect = Scegli un avversario con la banca non vuota. Scambia la carta in cima alla tua banca con quella in cima alla sua. Se la tua banca è vuota, prendi solo la sua carta in cima.

bang_and_twang-card-raid-the-neighbours = Razzia dai vicini
bang_and_twang-tune-raid-the-neighbours-text = Prendi le cime delle banche dei vicini
bang_and_twang-tune-raid-the-neighbours-effect = Prendi la carta in cima alla banca del giocatore successivo, poi di quello precedente, nel senso del turno. Se sono lo stesso giocatore (partita a 2), prendi una carta sola.

bang_and_twang-card-lock-the-case = Chiudi la custodia
bang_and_twang-tune-lock-the-case-text = In banca: 1 punto, protegge la tua banca
bang_and_twang-tune-lock-the-case-effect = Metti in banca questa carta (vale 1 punto). Protezione: finché è in cima alla tua banca, nessun effetto giocato da un avversario può prendere, scambiare, passare, togliere o riordinare carte della tua banca. Le reazioni contano come effetti degli avversari.

bang_and_twang-card-peek-and-pinch = Sbircia e arraffa
bang_and_twang-tune-peek-and-pinch-text = Scegli una delle prime 3 di una banca
bang_and_twang-tune-peek-and-pinch-effect = Scegli un avversario con la banca non vuota. Guarda le prime 3 carte della sua banca (meno se è più piccola). Mettine una nella tua banca. Rimetti le altre nel loro ordine.

bang_and_twang-card-sleight-of-hand = Gioco di mano
bang_and_twang-tune-sleight-of-hand-text = Prendi una carta a caso da una mano, poi metti in banca
bang_and_twang-tune-sleight-of-hand-effect = Scegli un avversario con almeno una carta in mano. Prendi a caso una carta dalla sua mano e tienila. Poi puoi mettere in banca una carta che corrisponde.

bang_and_twang-card-encore = Bis
bang_and_twang-tune-encore-text = Fai un altro turno
bang_and_twang-tune-encore-effect = Quando questo turno è del tutto finito (controllo di fine, finestra di reazione e rifornimento compresi), fai un altro turno completo.

bang_and_twang-card-double-time = Tempo doppio
bang_and_twang-tune-double-time-text = Fai 2 azioni
bang_and_twang-tune-double-time-effect = In questo turno fai due azioni normali (ognuna: mettere in banca, girare e poi forse mettere in banca, o spostare e poi forse mettere in banca). Puoi mettere in banca al massimo una carta per azione. Non puoi giocare carte melodia in queste azioni.

bang_and_twang-card-skip-a-beat = Salta un battito
bang_and_twang-tune-skip-a-beat-text = Un giocatore salta un turno
bang_and_twang-tune-skip-a-beat-effect = Scegli un altro giocatore. Il suo prossimo turno viene saltato. I salti si sommano.

bang_and_twang-card-cut-in = Intromissione
bang_and_twang-tune-cut-in-text = Fai un turno prima del suo
bang_and_twang-tune-cut-in-effect = Innesco: sta per iniziare il turno di un altro giocatore. Prima che agisca, fai tu un turno completo (un'azione, poi rifornimento). Poi il suo turno prosegue. Non sostituisce il tuo prossimo turno.

bang_and_twang-card-shush = Sst!
bang_and_twang-tune-shush-text = Annulla una carta melodia
bang_and_twang-tune-shush-effect = Innesco: un altro giocatore ha appena giocato una carta melodia che non si è ancora risolta. Quella carta va negli scarti senza effetto. Quel giocatore deve invece fare un’azione normale (mettere in banca, girare o spostare). Non funziona contro una carta reazione.

bang_and_twang-card-heckle = Fischio
bang_and_twang-tune-heckle-text = Ruba una carta appena messa in banca
bang_and_twang-tune-heckle-effect = Innesco: durante l'azione appena risolta, un altro giocatore ha messo in banca una carta sequenza che è ancora in cima alla sua banca. Sposta quella carta dalla cima della sua banca alla cima della tua.

bang_and_twang-card-quick-ears = Orecchio fino
bang_and_twang-tune-quick-ears-text = Metti in banca quando il riff cambia
bang_and_twang-tune-quick-ears-effect = Innesco: un altro giocatore ha cambiato il riff (girando, spostando o con un effetto di melodia) durante l'azione appena risolta. Puoi mettere in banca una carta sequenza dalla tua mano che corrisponde al riff com'è adesso.

bang_and_twang-card-roadie = Roadie
bang_and_twang-tune-roadie-text = Pesca 2, poi gira o sposta una carta del riff, poi metti in banca
bang_and_twang-tune-roadie-effect = Pesca 2 carte (meno se il mazzo finisce) e tienile tutte. Poi puoi girare o spostare una carta del riff. Poi puoi mettere in banca una carta che corrisponde.

bang_and_twang-card-full-orchestra = Orchestra al completo
bang_and_twang-tune-full-orchestra-text = D'ora in poi rifornisci fino a 3
bang_and_twang-tune-full-orchestra-effect = Metti questa carta scoperta davanti a te (non in banca; 0 punti). Per il resto della partita ti rifornisci fino a 3 carte invece che 2. Nessuna carta può togliertela, e un mazzo non contiene mai più di una Orchestra al completo.

bang_and_twang-card-medley = Medley
bang_and_twang-tune-medley-text = Gira o sposta una carta del riff, poi metti in banca tutte quelle che corrispondono
bang_and_twang-tune-medley-effect = Puoi girare o spostare una carta del riff. Poi metti in banca tutte le carte sequenza della tua mano che corrispondono.

bang_and_twang-card-pass-the-music = Passa la musica
bang_and_twang-tune-pass-the-music-text = Tutti passano la mano, poi gira o sposta una carta del riff, poi metti in banca
bang_and_twang-tune-pass-the-music-effect = Ogni giocatore, te compreso, passa nello stesso momento tutta la sua mano al giocatore successivo nel senso del turno. Poi puoi girare o spostare una carta del riff, e puoi mettere in banca una carta che corrisponde.

bang_and_twang-card-request = Richiesta
bang_and_twang-tune-request-text = Chiedi una terna, poi metti in banca
bang_and_twang-tune-request-effect = Nomina una delle 8 terne (ad alta voce). Ogni avversario che ha una carta sequenza con quella terna te ne dà una (sceglie lui se ne ha due; allo scadere del tempo, quella che vale meno). Poi puoi mettere in banca una carta che corrisponde.

bang_and_twang-card-stage-dive = Tuffo dal palco
bang_and_twang-tune-stage-dive-text = Scopri la prima carta, poi gira o sposta una carta del riff, poi metti in banca
bang_and_twang-tune-stage-dive-effect = Mostra a tutti la prima carta del mazzo di pesca. Se è una carta sequenza che corrisponde al riff, mettila in banca e fermati. Altrimenti prendila in mano; poi puoi girare o spostare una carta del riff, e puoi mettere in banca una carta che corrisponde. Mazzo vuoto: salta la rivelazione e prosegui con il giro o lo spostamento e la banca.

bang_and_twang-card-key-change = Cambio di tonalità
bang_and_twang-tune-key-change-text = Gira tutto il riff, poi metti in banca
bang_and_twang-tune-key-change-effect = Gira tutte e tre le carte del riff. Poi puoi mettere in banca una carta che corrisponde.

bang_and_twang-card-round-and-round = Gira e rigira
bang_and_twang-tune-round-and-round-text = Ruota il riff fino a 2 volte, poi metti in banca
bang_and_twang-tune-round-and-round-effect = Fino a due volte: sposta la carta più a sinistra del riff in fondo a destra, o quella più a destra all'inizio a sinistra (scegli tu ogni volta). Poi puoi mettere in banca una carta che corrisponde.

bang_and_twang-card-echo = Eco
bang_and_twang-tune-echo-text = Metti in banca una carta letta al contrario
bang_and_twang-tune-echo-effect = Puoi mettere in banca una carta sequenza dalla tua mano la cui terna è uguale al riff letto da destra a sinistra. Un palindromo (BBB, BTB, TBT, TTT) richiede quindi una corrispondenza normale.

bang_and_twang-card-improvise = Improvvisa
bang_and_twang-tune-improvise-text = Metti in banca una carta sbagliata di uno
bang_and_twang-tune-improvise-effect = Puoi mettere in banca una carta sequenza dalla tua mano che differisce dal riff al massimo in una posizione.

bang_and_twang-card-call-and-response = Botta e risposta
bang_and_twang-tune-call-and-response-text = Gira una carta del riff, poi tutti possono mettere in banca
bang_and_twang-tune-call-and-response-effect = Gira una carta del riff. Poi, a partire da te e proseguendo nel senso del turno, ogni giocatore può mettere in banca una carta sequenza della sua mano che corrisponde. Solo tu ti rifornisci in questo turno.

bang_and_twang-card-solo = Assolo
bang_and_twang-tune-solo-text = Gira o sposta fino a 3
bang_and_twang-tune-solo-effect = Fai fino a tre cambi del riff, mescolando come vuoi giri e spostamenti. Prima, tra o dopo di essi puoi mettere in banca una carta che corrisponde, una sola in tutto.

bang_and_twang-card-tidy-up = Riordina
bang_and_twang-tune-tidy-up-text = Riordina la tua banca, poi gira o sposta una carta del riff, poi metti in banca
bang_and_twang-tune-tidy-up-effect = Guarda la tua banca e rimettila nell'ordine che vuoi. Poi puoi girare o spostare una carta del riff, e puoi mettere in banca una carta che corrisponde.

bang_and_twang-card-round-the-campfire = Attorno al falò
bang_and_twang-tune-round-the-campfire-text = Le cime delle banche passano avanti
bang_and_twang-tune-round-the-campfire-effect = Ogni giocatore con la banca non vuota passa la carta in cima, tutti nello stesso momento, al giocatore successivo nel senso del turno, che la mette in cima alla sua banca.

bang_and_twang-card-forest-fire = Incendio nel bosco
bang_and_twang-tune-forest-fire-text = Ogni banca perde la sua cima
bang_and_twang-tune-forest-fire-effect = Ogni giocatore, te compreso, toglie dal gioco la carta in cima alla sua banca (torna nella scatola e non vale punti).

bang_and_twang-card-lucky-acorn = Ghianda fortunata
bang_and_twang-tune-lucky-acorn-text = In banca: 3 punti
bang_and_twang-tune-lucky-acorn-effect = Metti in banca questa carta. Vale 3 punti.

bang_and_twang-card-swap-hands = Scambio di mani
bang_and_twang-tune-swap-hands-text = Scambia la mano con un giocatore
bang_and_twang-tune-swap-hands-effect = Scegli un altro giocatore. Scambia tutta la tua mano con la sua.

bang_and_twang-card-dig-deep = Scava a fondo
bang_and_twang-tune-dig-deep-text = Prendi il fondo di una banca
bang_and_twang-tune-dig-deep-effect = Scegli un avversario con la banca non vuota. Prendi la carta in fondo alla sua banca e mettila in cima alla tua.

## The riff's two sounds and the card back

bang_and_twang-card-bang = Bang
bang_and_twang-card-twang = Twang
bang_and_twang-card-bang-twang = Bang & Twang
