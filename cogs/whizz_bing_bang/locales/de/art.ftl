# Das Tischbild von Whizz Bing Bang: die Wörter im Bild und sein Alternativtext.

whizz_bing_bang-art-title = Whizz Bing Bang
whizz_bing_bang-art-status = Runde { $round }
whizz_bing_bang-art-status-says = Runde { $round } · { $name } sagt { $sound }
whizz_bing_bang-art-status-restart = Runde { $round } · { $name } sagt { $sound } (Neustart)
whizz_bing_bang-art-status-slap = Runde { $round } · BOOM! Alle draufhauen
whizz_bing_bang-art-status-mistake = Runde { $round } · { $name } hat sich vertan
whizz_bing_bang-art-mark-culprit = FEHLER
whizz_bing_bang-art-mark-culprit-alt = hat sich vertan

## A seat's plate

whizz_bing_bang-art-to-give = abzugeben
whizz_bing_bang-art-next = dann { $sound }
whizz_bing_bang-art-received = erhalten
whizz_bing_bang-art-none = keine
whizz_bing_bang-art-points = diese Runde { $round } · gesamt { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}

## The middle of the table

whizz_bing_bang-art-face-up = offen · Ablage { $n }

## The alt text

whizz_bing_bang-art-alt-seat = { $colour ->
    [red] rot
    [blue] blau
    [green] grün
    [yellow] gelb
    [purple] lila
   *[orange] orange
}, { $left } von 4 Chips abzugeben{ $has_next ->
    [yes] { " " }(als Nächstes { $next })
   *[no] {""}
}, erhalten: { $received }, diese Runde { $round }, gesamt { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
whizz_bing_bang-art-alt-token = { $sound } { $colour ->
    [red] rot
    [blue] blau
    [green] grün
    [yellow] gelb
    [purple] lila
   *[orange] orange
}
whizz_bing_bang-art-alt-centre = Offen: { $sound } ({ $colour ->
    [red] rot
    [blue] blau
    [green] grün
    [yellow] gelb
    [purple] lila
   *[orange] orange
}). Gespielt wird { $clockwise ->
    [yes] im Uhrzeigersinn
   *[no] gegen den Uhrzeigersinn
}. Nachziehstapel { $n }, Ablage { $discard }

## Hand pictures: a card or token in words

whizz_bing_bang-art-face-sound = { $name } ({ $colour ->
    [red] rot
    [blue] blau
    [green] grün
    [yellow] gelb
    [purple] lila
   *[orange] orange
})
whizz_bing_bang-art-face-token = { $name }-Chip ({ $colour ->
    [red] rot
    [blue] blau
    [green] grün
    [yellow] gelb
    [purple] lila
   *[orange] orange
})
