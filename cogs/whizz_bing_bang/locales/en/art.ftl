# Whizz Bing Bang's table picture: the words drawn on it and its alt text (the sounds are named by
# cards.ftl; the words every game shares are bot/locales/<lang>/art.ftl).

whizz_bing_bang-art-title = Whizz Bing Bang
whizz_bing_bang-art-status = Round { $round }
# The header while a player must call: $sound is what they must say.
whizz_bing_bang-art-status-says = Round { $round } · { $name } says { $sound }
whizz_bing_bang-art-status-restart = Round { $round } · { $name } says { $sound } (restart)
whizz_bing_bang-art-status-slap = Round { $round } · BOOM! Everybody slap it
whizz_bing_bang-art-status-mistake = Round { $round } · { $name } made a mistake
whizz_bing_bang-art-mark-culprit = MISTAKE
whizz_bing_bang-art-mark-culprit-alt = made a mistake

## A seat's plate

# Before the tokens a seat still has to give.
whizz_bing_bang-art-to-give = to give
whizz_bing_bang-art-next = next { $sound }
whizz_bing_bang-art-received = received
whizz_bing_bang-art-none = none
whizz_bing_bang-art-points = round { $round } · total { $n ->
    [one] { $n } point
   *[other] { $n } points
}

## The middle of the table

whizz_bing_bang-art-face-up = face up · discard { $n }

## The alt text

# A seat: its colour, its tokens, what it received and its points.
whizz_bing_bang-art-alt-seat = { $colour ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
    [purple] purple
   *[orange] orange
}, { $left } of 4 tokens to give{ $has_next ->
    [yes] { " " }(next { $next })
   *[no] {""}
}, received { $received }, round { $round }, total { $n ->
    [one] { $n } point
   *[other] { $n } points
}
# A token a seat received: its colour and its sound.
whizz_bing_bang-art-alt-token = { $colour ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
    [purple] purple
   *[orange] orange
} { $sound }
whizz_bing_bang-art-alt-centre = Face up: { $sound } ({ $colour ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
    [purple] purple
   *[orange] orange
}). Play goes { $clockwise ->
    [yes] clockwise
   *[no] anticlockwise
}. Draw pile { $n }, discard { $discard }

## Hand pictures: a card or token in words

whizz_bing_bang-art-face-sound = { $name } ({ $colour ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
    [purple] purple
   *[orange] orange
})
whizz_bing_bang-art-face-token = { $name } token ({ $colour ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
    [purple] purple
   *[orange] orange
})
