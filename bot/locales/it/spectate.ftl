# Spettatori (issue 35): il pulsante Guarda, la vista in DM dello spettatore, prendere un posto dell'IA. bot/spectate.py.
# Pulsanti e righe di Recenti nella lingua del tavolo; la vista e le risposte in quella dello spettatore.

spectate-btn-watch = Guarda
spectate-btn-stop = Smetti di guardare
spectate-btn-open-seats = Lascia i posti dell'IA agli spettatori
spectate-btn-close-seats = Tieni i posti all'IA
spectate-btn-take = Prendi il posto di { $name }
spectate-frame = 👀 Stai guardando { $title } in { $channel }. Questo messaggio segue la partita e mostra solo ciò che vedono tutti.
spectate-frame-seats = 🪑 L'host permette agli spettatori di prendere un posto dell'IA tra un turno e l'altro.
spectate-over = 👀 La partita di { $title } che stavi guardando è finita.
spectate-sent = 👀 Ti ho mandato il tavolo in DM; segue la partita: { $link }
spectate-already = 👀 Stai già guardando questa partita: { $link }
spectate-stopped = Hai smesso di guardare. Premi Guarda sul tavolo per guardare di nuovo.
spectate-took = 🪑 Il posto è tuo. La tua mano arriva in DM.
spectate-log-open = 🪑 L'host permette agli spettatori di prendere i posti dell'IA.
spectate-log-closed = 🪑 I posti dell'IA restano all'IA.
spectate-note-took = 🪑 { $name } prende il posto di { $seat }.

err-spectate_seated = Stai giocando in questa partita: usa La mia mano per vedere le tue carte.
err-spectate_full = Questa partita ha già { $max } spettatori.
err-spectate_dm_closed = Non riesco a mandarti un DM. Consenti i DM dai membri di questo server, poi premi di nuovo Guarda.
err-spectate_seats_closed = L'host non ha aperto i posti dell'IA agli spettatori.
err-spectate_already_seated = Hai già un posto a questo tavolo.
err-spectate_seat_gone = Quel posto non è più un posto dell'IA.
err-spectate_seat_busy = Quel posto è nel mezzo di una mossa. Riprova quando ha finito.
