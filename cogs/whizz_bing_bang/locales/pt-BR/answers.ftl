# /whizz_bing_bang: respostas a ações recusadas (efêmeras, no idioma de quem lê): bot/ui.py `message_for`.

whizz_bing_bang-err-input_too_old = Tarde demais: você apertou antes da última decisão, então não conta mais.
whizz_bing_bang-err-duplicate_input = Esse toque já foi contado.
whizz_bing_bang-err-not_token_hunt = A caça às fichas não está ativada nesta mesa.
whizz_bing_bang-err-system_only = Só o relógio do bot pode fazer isso.
whizz_bing_bang-err-two_players_option_off = Whizz Bing Bang precisa de pelo menos { $min } jogadores (ou da opção de 2 jogadores).
whizz_bing_bang-err-bad_first_seat = O primeiro jogador escolhido não está na mesa.
whizz_bing_bang-err-bad_handicaps = Deve haver um handicap por jogador.
whizz_bing_bang-err-stale_button = A mesa mudou desde que você a viu: olhe a carta de novo e aperte mais uma vez.
whizz_bing_bang-err-typed_words_unavailable = Este bot não consegue ler mensagens digitadas (sem o intent Message Content): use os botões, ou comece sem palavras digitadas.
