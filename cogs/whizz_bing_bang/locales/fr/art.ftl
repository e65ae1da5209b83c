# L'image de la table de Whizz Bing Bang : les mots dessinés et son texte alternatif.

whizz_bing_bang-art-title = Whizz Bing Bang
whizz_bing_bang-art-status = Manche { $round }
whizz_bing_bang-art-status-says = Manche { $round } · { $name } dit { $sound }
whizz_bing_bang-art-status-restart = Manche { $round } · { $name } dit { $sound } (on repart)
whizz_bing_bang-art-status-slap = Manche { $round } · BOOM ! Tout le monde tape
whizz_bing_bang-art-status-mistake = Manche { $round } · { $name } s'est trompé
whizz_bing_bang-art-mark-culprit = ERREUR
whizz_bing_bang-art-mark-culprit-alt = s'est trompé

## A seat's plate

whizz_bing_bang-art-to-give = à donner
whizz_bing_bang-art-next = ensuite { $sound }
whizz_bing_bang-art-received = reçus
whizz_bing_bang-art-none = aucun
whizz_bing_bang-art-points = manche { $round } · total { $n ->
    [one] { $n } point
   *[other] { $n } points
}

## The middle of the table

whizz_bing_bang-art-face-up = visible · défausse { $n }

## The alt text

whizz_bing_bang-art-alt-seat = { $colour ->
    [red] rouge
    [blue] bleu
    [green] vert
    [yellow] jaune
    [purple] violet
   *[orange] orange
}, { $left } jetons sur 4 à donner{ $has_next ->
    [yes] { " " }(ensuite { $next })
   *[no] {""}
}, reçus : { $received }, manche { $round }, total { $n ->
    [one] { $n } point
   *[other] { $n } points
}
whizz_bing_bang-art-alt-token = { $sound } { $colour ->
    [red] rouge
    [blue] bleu
    [green] vert
    [yellow] jaune
    [purple] violet
   *[orange] orange
}
whizz_bing_bang-art-alt-centre = Visible : { $sound } ({ $colour ->
    [red] rouge
    [blue] bleu
    [green] vert
    [yellow] jaune
    [purple] violet
   *[orange] orange
}). On joue dans le sens { $clockwise ->
    [yes] horaire
   *[no] antihoraire
}. Pioche { $n }, défausse { $discard }

## Hand pictures: a card or token in words

whizz_bing_bang-art-face-sound = { $name } ({ $colour ->
    [red] rouge
    [blue] bleu
    [green] vert
    [yellow] jaune
    [purple] violet
   *[orange] orange
})
whizz_bing_bang-art-face-token = jeton { $name } ({ $colour ->
    [red] rouge
    [blue] bleu
    [green] vert
    [yellow] jaune
    [purple] violet
   *[orange] orange
})
