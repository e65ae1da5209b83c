# /campfire settings: le impostazioni di gioco del server (bot/serversettings.py) e un thread per
# partita (bot/gamethreads.py).

settings-title = ⚙️ Impostazioni di gioco di questo server
settings-intro = Ogni modifica viene salvata subito e vale per il prossimo tavolo aperto qui. Le opzioni date a un comando di avvio hanno sempre la precedenza.
settings-on = Sì
settings-off = No
settings-auto = Automatico
settings-seconds = { $n } s
settings-pings = Avvisi di turno
settings-role = Ruolo da avvisare
settings-no-role = nessuno
settings-role-pick = Ruolo da menzionare insieme al giocatore negli avvisi di turno
settings-ai-fill = L'IA sostituisce i giocatori inattivi
settings-ai-strength = Livello delle IA aggiunte
settings-where = Dove si gioca
settings-where-channel = In questo canale
settings-where-thread = Un nuovo thread per partita
settings-language = Lingua del tavolo
settings-language-server = La lingua del server
settings-game-pick = Scegli un gioco per impostarne i valori predefiniti
settings-game-defaults = { $title }: valori predefiniti
settings-default-mark = (predefinito)
settings-timeouts-button = Cambia i tempi
settings-reset-game = Ripristina questo gioco
settings-timeouts-title = Tempi di { $title }
settings-recent = Ultime modifiche
settings-recent-line = { $who } ha impostato { $setting } su **{ $value }** { $when }
settings-back-to-default = il predefinito
settings-thread-name = 🔥 { $title } — { $host }
settings-thread-opened = 🔥 { $host } ha aperto un tavolo di { $title } in un nuovo thread: { $link }
settings-thread-results = 🧵 Questa partita si è giocata in { $thread }.

err-settings_admin_only = Solo chi ha il permesso Gestisci server può cambiare le impostazioni di gioco.
err-settings_bad_number = { $name }: scrivi un numero da { $low } a { $high }. Non è cambiato nulla.
err-thread_permissions = Qui non posso giocare in un thread: mi servono i permessi Crea thread pubblici e Invia messaggi nei thread in questo canale.
err-thread_failed = Discord non mi ha lasciato creare il thread della partita. Riprova tra un momento.
