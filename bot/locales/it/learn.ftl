# /<game> learn: una prima lezione contro le IA, nei DM di chi impara (issue 35, bot/lessons.py)
learn-started = La tua lezione di { $title } è pronta nei tuoi DM: { $link }
err-learn_running = Hai già una lezione in corso: { $link } (finiscila, o chiudila con `{ $end }`).
err-learn_dm_closed = Non riesco a mandarti un messaggio diretto. Consenti i DM dai membri di questo server e riprova.

## Forest Gangs
learn-forest_gangs-choose_card = Metti una carta coperta: tutti la girano insieme e la carta più alta vince il turno e prende tutte le carte in gioco.
learn-forest_gangs-use_shapeshifter = Il tuo Mutaforma può scambiarsi con la prima carta del tuo mazzo. Di' sì se quella carta può battere le altre.
learn-forest_gangs-join_duel = Il tuo Goblin può unirsi al duello: giochi anche la tua ultima carta e puoi vincere tutto.
learn-forest_gangs-reveal = Gira la tua carta.
learn-forest_gangs-wait = Gli altri stanno scegliendo. Guarda il tavolo: il registro dice chi ha vinto ogni turno.
learn-forest_gangs-saw-duel = Un duello! Le carte più alte erano pari: tutte le carte sono finite nel Bottino e chi era pari ha giocato l'altra carta. Chi vince prende anche il Bottino.
learn-forest_gangs-saw-giants_removed = I Giganti erano pari e non duellano: sono finiti nel Bottino e hanno perso.
learn-forest_gangs-saw-dragoness_banished = Una Caprapecora ha mandato la Dragonessa nel Bottino.
learn-forest_gangs-saw-gnome_pass = Ha vinto uno Gnomo: tutti hanno passato la carta in mano al giocatore a sinistra.
learn-forest_gangs-saw-goblins_joined = Un Goblin si è unito al duello.
learn-forest_gangs-saw-shapeshifted = Un Mutaforma si è scambiato con la prima carta del suo mazzo.

## BANG!
learn-bang-play_turn = Tocca a te: gioca BANG! su un giocatore a portata per togliergli una vita, Birra per curarti, o metti carte davanti a te. Poi finisci il turno.
learn-bang-respond_to_shot = Ti hanno sparato: gioca Mancato! per schivare, o incassa il colpo e perdi una vita.
learn-bang-respond_to_duel = Un duello: rispondi con un BANG!, o arrenditi e perdi una vita. Chi resta senza BANG! per primo è colpito.
learn-bang-respond_to_indians = Indiani! Scarta un BANG! o perdi una vita.
learn-bang-discard_to_hand_limit = Troppe carte: a fine turno puoi tenerne al massimo quante sono le tue vite.
learn-bang-choose_draw_source = Scegli da dove pescare le tue carte.
learn-bang-play_beer_or_die = Hai finito le vite: bevi subito una Birra per restare in gioco.
learn-bang-pick_from_general_store = Emporio: prendi una delle carte mostrate.
learn-bang-choose_card_to_put_back = Scegli la carta da rimettere.
learn-bang-choose_character = Scegli il tuo personaggio: ognuno ha un'abilità speciale.
learn-bang-wait = Gli altri stanno giocando. Il tuo ruolo è segreto: il tavolo mostra lo Sceriffo; scopri chi sta dalla tua parte.

## Bang & Twang
learn-bang_and_twang-take_action = Tocca a te: metti in banca una carta sequenza uguale al riff, oppure prima gira o sposta una carta riff, oppure gioca una carta melodia.
learn-bang_and_twang-choose_target = Scegli di chi sono le carte toccate dalla carta melodia.
learn-bang_and_twang-may_bank = Hai cambiato il riff: metti in banca ora una carta sequenza che lo rispetta, oppure hai finito.
learn-bang_and_twang-tune_flip = La carta melodia ti fa girare carte riff: girane una, oppure hai finito.
learn-bang_and_twang-tune_move = La carta melodia ti fa spostare una carta riff in un altro posto, oppure hai finito.
learn-bang_and_twang-tune_bank = La carta melodia ti fa mettere in banca una carta: scegline una, oppure hai finito.
learn-bang_and_twang-tune_set_riff = La carta melodia ti fa decidere il riff: scegli i tre suoni che vuoi.
learn-bang_and_twang-react_cut_in = Puoi reagire ora, o lasciar correre.
learn-bang_and_twang-react_cancel_tune = Puoi reagire ora, o lasciar correre.
learn-bang_and_twang-react_steal_banked = Puoi reagire ora, o lasciar correre.
learn-bang_and_twang-react_bank_on_riff_change = Puoi reagire ora, o lasciar correre.
learn-bang_and_twang-wait = Gli altri stanno giocando. Le carte in banca valgono punti alla fine: vince chi ne ha di più.

## Whizz Bing Bang
learn-whizz_bing_bang-wait = Al tuo turno premi il suono della carta scoperta. Bing inverte il giro, Bang salta il prossimo, e un Boom è per tutti: premi BOOM in fretta.
