# L'immagine del tavolo di Whizz Bing Bang: le parole disegnate e il testo alternativo.

whizz_bing_bang-art-title = Whizz Bing Bang
whizz_bing_bang-art-status = Round { $round }
whizz_bing_bang-art-status-says = Round { $round } · { $name } dice { $sound }
whizz_bing_bang-art-status-restart = Round { $round } · { $name } dice { $sound } (si riparte)
whizz_bing_bang-art-status-slap = Round { $round } · BOOM! Tutti a battere la mano
whizz_bing_bang-art-status-mistake = Round { $round } · { $name } ha sbagliato
whizz_bing_bang-art-mark-culprit = ERRORE
whizz_bing_bang-art-mark-culprit-alt = ha sbagliato

## A seat's plate

whizz_bing_bang-art-to-give = da dare
whizz_bing_bang-art-next = prossimo { $sound }
whizz_bing_bang-art-received = ricevuti
whizz_bing_bang-art-none = nessuno
whizz_bing_bang-art-points = round { $round } · totale { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}

## The middle of the table

whizz_bing_bang-art-face-up = scoperta · scarti { $n }

## The alt text

whizz_bing_bang-art-alt-seat = { $colour ->
    [red] rosso
    [blue] blu
    [green] verde
    [yellow] giallo
    [purple] viola
   *[orange] arancione
}, { $left } gettoni su 4 da dare{ $has_next ->
    [yes] { " " }(prossimo { $next })
   *[no] {""}
}, ricevuti { $received }, round { $round }, totale { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
whizz_bing_bang-art-alt-token = { $sound } { $colour ->
    [red] rosso
    [blue] blu
    [green] verde
    [yellow] giallo
    [purple] viola
   *[orange] arancione
}
whizz_bing_bang-art-alt-centre = Scoperta: { $sound } ({ $colour ->
    [red] rosso
    [blue] blu
    [green] verde
    [yellow] giallo
    [purple] viola
   *[orange] arancione
}). Si gioca in senso { $clockwise ->
    [yes] orario
   *[no] antiorario
}. Mazzo { $n }, scarti { $discard }

## Hand pictures: a card or token in words

whizz_bing_bang-art-face-sound = { $name } ({ $colour ->
    [red] rosso
    [blue] blu
    [green] verde
    [yellow] giallo
    [purple] viola
   *[orange] arancione
})
whizz_bing_bang-art-face-token = gettone { $name } ({ $colour ->
    [red] rosso
    [blue] blu
    [green] verde
    [yellow] giallo
    [purple] viola
   *[orange] arancione
})
