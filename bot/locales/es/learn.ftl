# /<game> learn: una primera lección contra IA, en los MD de quien aprende (issue 35, bot/lessons.py)
learn-started = Tu lección de { $title } está lista en tus MD: { $link }
err-learn_running = Ya tienes una lección en curso: { $link } (termínala, o ciérrala con `{ $end }`).
err-learn_dm_closed = No puedo enviarte un mensaje directo. Permite los MD de los miembros de este servidor y vuelve a intentarlo.

## Forest Gangs
learn-forest_gangs-choose_card = Pon una carta boca abajo: todos la revelan a la vez y la carta más alta gana la ronda y se lleva todas las cartas en juego.
learn-forest_gangs-use_shapeshifter = Tu Cambiaformas puede cambiarse por la carta de arriba de tu mazo. Di que sí si esa carta puede ganar a las demás.
learn-forest_gangs-join_duel = Tu Goblin puede unirse al duelo: juegas también tu última carta y puedes ganarlo todo.
learn-forest_gangs-reveal = Da la vuelta a tu carta.
learn-forest_gangs-wait = Los demás están eligiendo. Mira la mesa: el registro dice quién ganó cada ronda.
learn-forest_gangs-saw-duel = ¡Un duelo! Las cartas más altas empataron: todas las cartas fueron al Botín y los empatados jugaron su otra carta. Quien gane se lleva también el Botín.
learn-forest_gangs-saw-giants_removed = Los Gigantes empataron y no se baten en duelo: fueron al Botín y perdieron.
learn-forest_gangs-saw-dragoness_banished = Una Cabra-oveja mandó la Dragona al Botín.
learn-forest_gangs-saw-gnome_pass = Ganó un Gnomo: todos pasaron su carta de la mano al jugador de la izquierda.
learn-forest_gangs-saw-goblins_joined = Un Goblin se unió al duelo.
learn-forest_gangs-saw-shapeshifted = Un Cambiaformas se cambió por la carta de arriba de su mazo.

## BANG!
learn-bang-play_turn = Tu turno: juega BANG! a un jugador a tu alcance para quitarle una vida, Cerveza para curarte, o pon cartas delante de ti. Luego termina tu turno.
learn-bang-respond_to_shot = Te han disparado: juega ¡Fallaste! para esquivar, o recibe el golpe y pierde una vida.
learn-bang-respond_to_duel = Un duelo: responde con un BANG!, o ríndete y pierde una vida. Quien se quede antes sin BANG! recibe el golpe.
learn-bang-respond_to_indians = ¡Indios! Descarta un BANG! o pierde una vida.
learn-bang-discard_to_hand_limit = Demasiadas cartas: al final de tu turno solo puedes quedarte con tantas cartas como vidas tengas.
learn-bang-choose_draw_source = Elige de dónde robar tus cartas.
learn-bang-play_beer_or_die = Te has quedado sin vidas: bebe una Cerveza ahora para seguir en juego.
learn-bang-pick_from_general_store = Almacén: toma una de las cartas mostradas.
learn-bang-choose_card_to_put_back = Elige la carta que devuelves.
learn-bang-choose_character = Elige tu personaje: cada uno tiene una habilidad especial.
learn-bang-wait = Los demás están jugando. Tu rol es secreto: la mesa muestra al Sheriff; descubre quién está de tu lado.

## Bang & Twang
learn-bang_and_twang-take_action = Tu turno: guarda en tu banco una carta de secuencia que coincida con el riff, o primero gira o mueve una carta de riff, o juega una carta de melodía.
learn-bang_and_twang-choose_target = Elige de quién son las cartas a las que afecta la carta de melodía.
learn-bang_and_twang-may_bank = Has cambiado el riff: guarda ahora una carta de secuencia que coincida, o has terminado.
learn-bang_and_twang-tune_flip = La carta de melodía te deja girar cartas de riff: gira una, o has terminado.
learn-bang_and_twang-tune_move = La carta de melodía te deja mover una carta de riff a otro sitio, o has terminado.
learn-bang_and_twang-tune_bank = La carta de melodía te deja guardar una carta: elige una, o has terminado.
learn-bang_and_twang-tune_set_riff = La carta de melodía te deja fijar el riff: elige los tres sonidos que quieras.
learn-bang_and_twang-react_cut_in = Puedes reaccionar ahora, o dejarlo pasar.
learn-bang_and_twang-react_cancel_tune = Puedes reaccionar ahora, o dejarlo pasar.
learn-bang_and_twang-react_steal_banked = Puedes reaccionar ahora, o dejarlo pasar.
learn-bang_and_twang-react_bank_on_riff_change = Puedes reaccionar ahora, o dejarlo pasar.
learn-bang_and_twang-wait = Los demás están jugando. Las cartas del banco dan puntos al final: gana quien tenga más.

## Whizz Bing Bang
learn-whizz_bing_bang-wait = En tu turno, pulsa el sonido de la carta visible. Bing invierte el sentido, Bang salta al siguiente, y un Boom es para todos: pulsa BOOM rápido.
