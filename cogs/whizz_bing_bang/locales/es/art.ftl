# La imagen de la mesa de Whizz Bing Bang: las palabras dibujadas y su texto alternativo.

whizz_bing_bang-art-title = Whizz Bing Bang
whizz_bing_bang-art-status = Ronda { $round }
whizz_bing_bang-art-status-says = Ronda { $round } · { $name } dice { $sound }
whizz_bing_bang-art-status-restart = Ronda { $round } · { $name } dice { $sound } (se reinicia)
whizz_bing_bang-art-status-slap = Ronda { $round } · ¡BOOM! Todos a golpear
whizz_bing_bang-art-status-mistake = Ronda { $round } · { $name } se equivocó
whizz_bing_bang-art-mark-culprit = ERROR
whizz_bing_bang-art-mark-culprit-alt = se equivocó

## A seat's plate

whizz_bing_bang-art-to-give = por dar
whizz_bing_bang-art-next = siguiente { $sound }
whizz_bing_bang-art-received = recibidas
whizz_bing_bang-art-none = ninguna
whizz_bing_bang-art-points = ronda { $round } · total { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}

## The middle of the table

whizz_bing_bang-art-face-up = boca arriba · descarte { $n }

## The alt text

whizz_bing_bang-art-alt-seat = { $colour ->
    [red] rojo
    [blue] azul
    [green] verde
    [yellow] amarillo
    [purple] morado
   *[orange] naranja
}, { $left } de 4 fichas por dar{ $has_next ->
    [yes] { " " }(siguiente { $next })
   *[no] {""}
}, recibidas: { $received }, ronda { $round }, total { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
whizz_bing_bang-art-alt-token = { $sound } { $colour ->
    [red] rojo
    [blue] azul
    [green] verde
    [yellow] amarillo
    [purple] morado
   *[orange] naranja
}
whizz_bing_bang-art-alt-centre = Boca arriba: { $sound } ({ $colour ->
    [red] rojo
    [blue] azul
    [green] verde
    [yellow] amarillo
    [purple] morado
   *[orange] naranja
}). Se juega en sentido { $clockwise ->
    [yes] horario
   *[no] antihorario
}. Mazo { $n }, descarte { $discard }

## Hand pictures: a card or token in words

whizz_bing_bang-art-face-sound = { $name } ({ $colour ->
    [red] rojo
    [blue] azul
    [green] verde
    [yellow] amarillo
    [purple] morado
   *[orange] naranja
})
whizz_bing_bang-art-face-token = ficha { $name } ({ $colour ->
    [red] rojo
    [blue] azul
    [green] verde
    [yellow] amarillo
    [purple] morado
   *[orange] naranja
})
