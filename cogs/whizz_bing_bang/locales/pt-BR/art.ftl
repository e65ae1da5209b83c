# A imagem da mesa de Whizz Bing Bang: as palavras desenhadas e o texto alternativo.

whizz_bing_bang-art-title = Whizz Bing Bang
whizz_bing_bang-art-status = Rodada { $round }
whizz_bing_bang-art-status-says = Rodada { $round } · { $name } diz { $sound }
whizz_bing_bang-art-status-restart = Rodada { $round } · { $name } diz { $sound } (recomeço)
whizz_bing_bang-art-status-slap = Rodada { $round } · BOOM! Todo mundo bate
whizz_bing_bang-art-status-mistake = Rodada { $round } · { $name } errou
whizz_bing_bang-art-mark-culprit = ERRO
whizz_bing_bang-art-mark-culprit-alt = errou

## A seat's plate

whizz_bing_bang-art-to-give = a dar
whizz_bing_bang-art-next = próxima { $sound }
whizz_bing_bang-art-received = recebidas
whizz_bing_bang-art-none = nenhuma
whizz_bing_bang-art-points = rodada { $round } · total { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}

## The middle of the table

whizz_bing_bang-art-face-up = virada · descarte { $n }

## The alt text

whizz_bing_bang-art-alt-seat = { $colour ->
    [red] vermelho
    [blue] azul
    [green] verde
    [yellow] amarelo
    [purple] roxo
   *[orange] laranja
}, { $left } de 4 fichas a dar{ $has_next ->
    [yes] { " " }(próxima { $next })
   *[no] {""}
}, recebidas: { $received }, rodada { $round }, total { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
whizz_bing_bang-art-alt-token = { $sound } { $colour ->
    [red] vermelho
    [blue] azul
    [green] verde
    [yellow] amarelo
    [purple] roxo
   *[orange] laranja
}
whizz_bing_bang-art-alt-centre = Virada: { $sound } ({ $colour ->
    [red] vermelho
    [blue] azul
    [green] verde
    [yellow] amarelo
    [purple] roxo
   *[orange] laranja
}). O jogo segue no sentido { $clockwise ->
    [yes] horário
   *[no] anti-horário
}. Monte de compra { $n }, descarte { $discard }

## Hand pictures: a card or token in words

whizz_bing_bang-art-face-sound = { $name } ({ $colour ->
    [red] vermelho
    [blue] azul
    [green] verde
    [yellow] amarelo
    [purple] roxo
   *[orange] laranja
})
whizz_bing_bang-art-face-token = ficha { $name } ({ $colour ->
    [red] vermelho
    [blue] azul
    [green] verde
    [yellow] amarelo
    [purple] roxo
   *[orange] laranja
})
