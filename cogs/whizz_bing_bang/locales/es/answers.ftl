# /whizz_bing_bang: respuestas a acciones rechazadas (efímeras, en el idioma de quien lee): bot/ui.py `message_for`.

whizz_bing_bang-err-input_too_old = Demasiado tarde: pulsaste antes de la última decisión, así que ya no cuenta.
whizz_bing_bang-err-duplicate_input = Esa pulsación ya se contó.
whizz_bing_bang-err-not_token_hunt = La caza de fichas no está activada en esta mesa.
whizz_bing_bang-err-system_only = Solo el reloj del bot puede hacer eso.
whizz_bing_bang-err-two_players_option_off = Whizz Bing Bang necesita al menos { $min } jugadores (o la opción de 2 jugadores).
whizz_bing_bang-err-bad_first_seat = El primer jugador elegido no está en la mesa.
whizz_bing_bang-err-bad_handicaps = Tiene que haber un hándicap por jugador.
whizz_bing_bang-err-stale_button = La mesa ha avanzado desde que la viste: vuelve a mirar la carta y pulsa otra vez.
whizz_bing_bang-err-typed_words_unavailable = Este bot no puede leer mensajes escritos (sin el intent Message Content): usa los botones, o empieza sin palabras escritas.
