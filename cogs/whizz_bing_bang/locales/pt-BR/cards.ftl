# As faces de Whizz Bing Bang, pelo nome em inglês (bot/i18n.py `w.card`, `w.card_text`).
# Os quatro sons são onomatopeias: nenhuma edição em português os renomeou, então continuam Whizz,
# Bing, Bang e Boom (como no resumo das regras).

whizz_bing_bang-card-whizz = Whizz
whizz_bing_bang-card-bing = Bing
whizz_bing_bang-card-bang = Bang
whizz_bing_bang-card-boom = Boom
whizz_bing_bang-card-whizz-bing-bang = Whizz Bing Bang

## O que cada som faz, em poucas palavras

whizz_bing_bang-sound-whizz-text = O próximo jogador
whizz_bing_bang-sound-bing-text = O sentido se inverte
whizz_bing_bang-sound-bang-text = O próximo jogador é pulado
whizz_bing_bang-sound-boom-text = Todo mundo bate!
