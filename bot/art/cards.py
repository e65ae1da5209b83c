"""Every card face of every game, drawn by our own code from the games' card data (issue 32).

The faces come from the registry (`GameModule.card_faces`, built by each engine from its catalog),
so a card added to `data/` gets a face, and a face this module cannot draw (an unknown colour or
icon) fails the tests rather than showing a blank.

API:

- `faces(game) -> dict[str, FaceSpec]`: every face id the game shows, in the data's order.
- `face_for(game, card_id) -> str`: the face id that shows an engine card id (`bang_10d`,
  `fg_acorn_7`, `G2`, `wbb_bing_07`, `tok_red_boom`, `bart_cassidy`).
- `render_face(game, face_id, size=FULL, lang="en") -> PIL.Image.Image`: the face as an RGBA image;
  `FULL` (256×356, every word) or `SMALL` (64×64, a button emoji: icon, value and suit or
  initials, no effect text). Any (width, height) works; below 128 px wide the small layout is
  used. Its words (name, effect, badges) in `lang` (issue 34: `Words.card`, `Words.card_text`;
  English when a catalog lacks them); a name too long for the title band is shrunk, wrapped or
  cut with hyphens. Deterministic, cached per (game, face, size, language); the caller gets its
  own copy.
- `png_bytes(image) -> bytes`: the PNG encoding used everywhere (deterministic).
"""

from __future__ import annotations

import io
import re
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from bot.art.draw import RGB, draw_icon, draw_line, fit_text, rounded_frame, text_width
from bot.i18n import DEFAULT, Words, slug, words
from engines import available_games, game_info, get_game
from engines.base import CardFace

FaceSpec = CardFace
"""A face as the game describes it (engines.base.CardFace: id, name, kind, colour, icon, text…)."""

FULL: tuple[int, int] = (256, 356)
SMALL: tuple[int, int] = (64, 64)
SUPERSAMPLE = 2
"""Faces are drawn this many times larger, then scaled down (smooth edges, deterministic)."""

SUIT_GLYPH = {"hearts": "♥", "diamonds": "♦", "clubs": "♣", "spades": "♠"}
RED_SUIT: RGB = (196, 30, 40)
BLACK_SUIT: RGB = (30, 30, 34)


class Palette:
    """A game's colours: the paper, the ink, and a frame colour per data colour key."""

    def __init__(self, paper: RGB, ink: RGB, frames: dict[str, RGB]) -> None:
        self.paper, self.ink, self.frames = paper, ink, frames


class _Palettes(dict[str, Palette]):
    """Game key → its palette, read from the game's own `engines/<game>/faces.py` (`CARD_COLOURS`)
    the first time it is asked for."""

    def __missing__(self, game: str) -> Palette:
        colours = game_info(game).faces().CARD_COLOURS
        palette = self[game] = Palette(colours["paper"], colours["ink"], dict(colours["frames"]))
        return palette


PALETTES: dict[str, Palette] = _Palettes()
"""The colour palette of each game (the frame colour comes from the data: border, gang, set…)."""

BANG_ICONS = {
    "bang": "burst",
    "missed": "shield",
    "duck": "shield",
    "beer": "mug",
    "saloon": "house",
    "stagecoach": "wheel",
    "caravan": "wheel",
    "wells_fargo": "box",
    "crate": "box",
    "general_store": "cards",
    "panic": "hand",
    "cat_balou": "discard",
    "squaw": "discard",
    "duel": "crossed",
    "gatling": "bullets",
    "reloading": "bullets",
    "bandolier": "bullets",
    "indians": "feather",
    "arrow": "arrow",
    "jail": "bars",
    "dynamite": "dynamite",
    "bomb": "bomb",
    "barrel": "barrel",
    "beer_keg": "barrel",
    "mustang": "horseshoe",
    "scope": "crosshair",
    "volcanic": "gun",
    "schofield": "gun",
    "remington": "gun",
    "flintlock": "gun",
    "buntline_special": "gun",
    "rev_carabine": "rifle",
    "winchester": "rifle",
    "big_fifty": "rifle",
    "double_barrel": "rifle",
    "quick_shot": "lightning",
    "thunderer": "lightning",
    "a_little_nip": "bottle",
    "rust": "drop",
    "ace_up_the_sleeve": "sleeve",
    "bell_tower": "bell",
    "tumbleweed": "spiral",
    "whip": "whip",
    "lock_pick": "key",
    "character": "portrait",
    "sheriff": "badge",
    "deputy": "star",
    "outlaw": "mask",
    "renegade": "snake",
    "back": "back",
}
"""BANG!: the icon of each card kind, the characters, the roles and the back."""


def icon_name(game: str, face: FaceSpec) -> str:
    """The `draw.ICONS` name a face shows (KeyError: a face this module has no icon for)."""
    if game == "bang":
        return BANG_ICONS[face.icon]
    if game == "forest_gangs":
        return "back" if face.kind == "back" else face.colour  # the gang's flag
    if game == "bang_and_twang" and face.kind == "sequence":
        return "drum" if face.icon.count("B") >= 2 else "mandolin"
    return face.icon


# ------------------------------------------------------------------------------------------ data


@cache
def _faces(game: str) -> dict[str, FaceSpec]:
    module = get_game(game)
    if module.card_faces is None:
        return {}
    return {f.id: f for f in module.card_faces()}


def faces(game: str) -> dict[str, FaceSpec]:
    """Every face id `game` shows, in the data's order (KeyError for an unknown game)."""
    return dict(_faces(game))


@cache
def _by_card(game: str) -> dict[str, str]:
    return {card: f.id for f in _faces(game).values() for card in f.cards}


def face_for(game: str, card_id: str) -> str:
    """The face id that shows `card_id` (an engine's card, character or token id)."""
    return _by_card(game)[card_id]


def games() -> list[str]:
    """The games whose faces can be drawn (every game in this checkout)."""
    return [g for g in available_games() if _faces(g)]


# -------------------------------------------------------------------------------------- drawing


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


WHITE: RGB = (255, 255, 255)


def _initials(name: str) -> str:
    words = [w for w in name.replace("-", " ").split() if w[0].isalnum()]
    if len(words) == 1:
        return words[0][:2].upper() if len(words[0]) > 2 and not words[0][1:].isupper() else words[0][:2]
    skip = {"the", "of", "and", "a", "on", "to"}
    main = [w for w in words if w.lower() not in skip] or words
    return "".join(w[0].upper() for w in main[:2])


_NUMBER = re.compile(r"\d+")
RIFF_NAMES = {"B": "Bang", "T": "Twang"}
"""Bang & Twang: a sequence's triplet letters → the riff faces' English names (`Words.card`)."""


def printed_name(game: str, face: FaceSpec, w: Words) -> str:
    """A face's name as printed in `w`'s language (`Words.card`: English when no catalog has it)."""
    return w.card(game, face.name)


def printed_text(game: str, face: FaceSpec, w: Words) -> str:
    """A face's few words of effect in `w`'s language (`Words.card_text`); a Bang & Twang sequence
    says its triplet with the riff faces' names ("Bang Twang Twang")."""
    if face.kind == "sequence" and face.badge and set(face.badge) <= set(RIFF_NAMES):
        return " ".join(w.card(game, RIFF_NAMES[ch]) for ch in face.badge)
    return w.card_text(game, face.kind, face.name, face.text)


def badge_text(game: str, badge: str, w: Words) -> str:
    """A face's badge ("range 3", "upgrade 2 ●", "⚡ reaction") in `w`'s language: the message
    `<game>-art-badge-<its words>` with the badge's number as `$n`; the badge itself when no
    catalog has one."""
    key = f"{game}-art-badge-{slug(_NUMBER.sub(' ', badge))}"
    if not w.has(key):
        return badge
    number = _NUMBER.search(badge)
    return w(key, n=int(number.group())) if number else w(key)


def _triplet(
    d: ImageDraw.ImageDraw,
    game: str,
    triplet: str,
    box: tuple[float, float, float, float],
    letters: bool = False,
) -> None:
    """Three riff faces in a row (a sequence card's triplet): drum and mandolin icons, or at small
    sizes B and T on the faces' colours."""
    pal = PALETTES[game]
    x0, y0, x1, y1 = box
    w = (x1 - x0) / 3
    for i, ch in enumerate(triplet):
        colour = pal.frames["bang" if ch == "B" else "twang"]
        cell = (x0 + i * w + w * 0.08, y0, x0 + (i + 1) * w - w * 0.08, y1)
        cx, cy, r = (cell[0] + cell[2]) / 2, (y0 + y1) / 2, min(cell[2] - cell[0], y1 - y0) / 2
        if letters:
            draw_line(d, (cx, cy), ch, int((y1 - y0) * 1.1), colour, bold=True)
            continue
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=_mix(colour, WHITE, 0.8))
        inset = r * 0.3
        draw_icon(
            d,
            "drum" if ch == "B" else "mandolin",
            (cx - r + inset, cy - r + inset, cx + r - inset, cy + r - inset),
            colour,
            _mix(colour, WHITE, 0.8),
        )


def _corner(game: str, face: FaceSpec) -> tuple[str, RGB] | None:
    """The corner mark (rank and suit, value, score, life) and its colour."""
    pal = PALETTES[game]
    if face.suit:
        return f"{face.rank}{SUIT_GLYPH[face.suit]}", RED_SUIT if face.suit in (
            "hearts",
            "diamonds",
        ) else BLACK_SUIT
    if face.kind == "creature":
        return face.rank, pal.frames[face.colour]
    return None


def _full(game: str, face: FaceSpec, w: int, h: int, words: Words) -> Image.Image:
    pal = PALETTES[game]
    name = printed_name(game, face, words)
    frame = pal.frames[face.colour]
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    u = w / 256  # one design unit (designs are for 256 wide)

    if face.kind == "token":
        return _token(game, face, img, d, min(w, h), small=False, name=name)
    rounded_frame(d, (0, 0, w - 1, h - 1), 18 * u, frame)
    rounded_frame(d, (9 * u, 9 * u, w - 9 * u, h - 9 * u), 12 * u, pal.paper)

    if face.kind == "back":
        tint = _mix(frame, WHITE, 0.15)
        rounded_frame(d, (9 * u, 9 * u, w - 9 * u, h - 9 * u), 12 * u, frame)
        step = 22 * u
        for i in range(-20, 30):
            x = i * step
            d.line([(x, 9 * u), (x + h, h)], fill=tint, width=max(1, int(3 * u)))
            d.line([(x, h), (x + h, 9 * u - h + h)], fill=tint, width=max(1, int(3 * u)))
        rounded_frame(d, (0, 0, w - 1, h - 1), 18 * u, None, frame, int(10 * u))
        cx, cy = w / 2, h / 2
        d.ellipse(
            [cx - 78 * u, cy - 78 * u, cx + 78 * u, cy + 78 * u],
            fill=pal.paper,
            outline=_mix(frame, WHITE, 0.5),
            width=int(5 * u),
        )
        draw_icon(d, "back", (cx - 58 * u, cy - 58 * u, cx + 58 * u, cy + 58 * u), frame, pal.paper)
        fit_text(
            d,
            (22 * u, h - 70 * u, w - 22 * u, h - 24 * u),
            name,
            int(28 * u),
            WHITE,
            bold=True,
            min_size=int(12 * u),
        )
        fit_text(
            d,
            (22 * u, 24 * u, w - 22 * u, 70 * u),
            name,
            int(28 * u),
            WHITE,
            bold=True,
            min_size=int(12 * u),
        )
        return img

    # title band
    rounded_frame(d, (16 * u, 16 * u, w - 16 * u, 62 * u), 9 * u, frame)
    fit_text(
        d,
        (24 * u, 18 * u, w - 24 * u, 60 * u),
        name,
        int(26 * u),
        WHITE,
        bold=True,
        min_size=int(11 * u),
    )

    # art area: a light medallion and the icon
    art = (16 * u, 70 * u, w - 16 * u, 230 * u)
    light = _mix(frame, WHITE, 0.82)
    rounded_frame(d, art, 10 * u, light)
    cx, cy = w / 2, (art[1] + art[3]) / 2
    if face.kind == "sequence":
        _triplet(d, game, face.badge, (30 * u, cy - 38 * u, w - 30 * u, cy + 38 * u))
    elif face.kind == "character":
        r = 62 * u
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=_mix(frame, WHITE, 0.55))
        draw_icon(
            d,
            "portrait",
            (cx - 46 * u, cy - 50 * u, cx + 46 * u, cy + 42 * u),
            frame,
            _mix(frame, WHITE, 0.55),
        )
        draw_line(d, (cx, cy + 52 * u), _initials(name), int(20 * u), WHITE, bold=True)
    else:
        r = 66 * u
        draw_icon(d, icon_name(game, face), (cx - r, cy - r, cx + r, cy + r), frame, light)
        if face.kind == "tune":  # a note inside the set's symbol
            n = 26 * u
            dy = 10 * u if face.icon == "triangle" else 0
            draw_icon(d, "note", (cx - n, cy - n + dy, cx + n, cy + n + dy), light, frame)

    corner = _corner(game, face)
    if corner:
        text, colour = corner
        big = int((34 if face.kind == "creature" else 26) * u)
        cw = max(text_width(text, big, True) + 14 * u, 40 * u)
        rounded_frame(
            d,
            (art[0] + 6 * u, art[1] + 6 * u, art[0] + 6 * u + cw, art[1] + 6 * u + big * 1.35),
            8 * u,
            pal.paper,
        )
        draw_line(d, (art[0] + 6 * u + cw / 2, art[1] + 6 * u + big * 0.68), text, big, colour, bold=True)
        if face.kind == "creature":  # the value again, bottom right (cards are held fanned)
            rounded_frame(
                d,
                (art[2] - 6 * u - cw, art[3] - 6 * u - big * 1.35, art[2] - 6 * u, art[3] - 6 * u),
                8 * u,
                pal.paper,
            )
            draw_line(d, (art[2] - 6 * u - cw / 2, art[3] - 6 * u - big * 0.67), text, big, colour, bold=True)

    badges: list[str] = []
    if face.kind == "character":
        badges.append("♥" * int(face.rank))
    if face.kind in ("sequence", "tune") and face.rank:
        badges.append(words("art-points", n=int(face.rank)))
    if face.badge and face.kind in ("card", "tune"):
        badges.append(badge_text(game, face.badge, words))
    if badges:
        size = int(17 * u)
        x = art[2] - 6 * u
        for b in badges:
            bw = text_width(b, size, True) + 14 * u
            colour = RED_SUIT if b.startswith("♥") else WHITE
            fill = pal.paper if b.startswith("♥") else frame
            rounded_frame(d, (x - bw, art[1] + 6 * u, x, art[1] + 6 * u + size * 1.5), 8 * u, fill)
            draw_line(d, (x - bw / 2, art[1] + 6 * u + size * 0.75), b, size, colour, bold=True)
            x -= bw + 6 * u

    # the effect in a few words
    text = printed_text(game, face, words) or name
    fit_text(
        d,
        (22 * u, 238 * u, w - 22 * u, h - 18 * u),
        text,
        int(20 * u),
        pal.ink,
        bold=face.kind in ("riff", "sound"),
        min_size=int(11 * u),
    )
    return img


def _token(
    game: str, face: FaceSpec, img: Image.Image, d: ImageDraw.ImageDraw, side: int, small: bool, name: str
) -> Image.Image:
    """A round token: the colour's rim, the sound's icon and its name."""
    pal = PALETTES[game]
    frame = pal.frames[face.colour]
    w, h = img.size
    cx, cy = w / 2, h / 2
    r = side / 2 - 2
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=frame)
    r2 = r * 0.82
    d.ellipse([cx - r2, cy - r2, cx + r2, cy + r2], fill=pal.paper)
    ir = r2 * (0.62 if small else 0.5)
    oy = 0 if small else -r2 * 0.16
    draw_icon(d, face.icon, (cx - ir, cy + oy - ir, cx + ir, cy + oy + ir), frame, pal.paper)
    if not small:
        fit_text(
            d,
            (cx - r2 * 0.8, cy + r2 * 0.38, cx + r2 * 0.8, cy + r2 * 0.78),
            name,
            int(r2 * 0.22),
            pal.ink,
            bold=True,
        )
    return img


def _small(game: str, face: FaceSpec, w: int, h: int, words: Words) -> Image.Image:
    pal = PALETTES[game]
    name = printed_name(game, face, words)
    frame = pal.frames[face.colour]
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    u = w / 64
    if face.kind == "token":
        return _token(game, face, img, d, min(w, h), small=True, name=name)
    rounded_frame(d, (0, 0, w - 1, h - 1), 13 * u, frame)
    inner = (4 * u, 4 * u, w - 4 * u, h - 4 * u)
    if face.kind == "back":
        draw_icon(d, "back", (10 * u, 10 * u, w - 10 * u, h - 10 * u), pal.paper, frame)
        return img
    rounded_frame(d, inner, 9 * u, pal.paper)
    corner = _corner(game, face)
    if face.kind == "card":
        draw_icon(d, icon_name(game, face), (6 * u, 5 * u, 42 * u, 41 * u), frame, pal.paper)
        text, colour = corner or ("", pal.ink)
        size = int(24 * u) if len(text) <= 2 else int(20 * u)
        draw_line(d, (w - 6 * u, h - 17 * u), text, size, colour, bold=True, anchor="rm")
    elif face.kind == "creature":
        draw_icon(
            d, icon_name(game, face), (28 * u, 26 * u, 60 * u, 58 * u), _mix(frame, WHITE, 0.35), pal.paper
        )
        draw_line(d, (22 * u, 26 * u), face.rank, int(44 * u), frame, bold=True)
    elif face.kind in ("character", "tune"):
        if face.kind == "tune":
            draw_icon(d, face.icon, (6 * u, 6 * u, 22 * u, 22 * u), frame, pal.paper)
            if face.badge:
                draw_line(d, (w - 12 * u, 14 * u), "⚡", int(14 * u), frame)
        fit_text(
            d,
            (6 * u, 14 * u, w - 6 * u, h - 6 * u),
            _initials(name),
            int(30 * u),
            pal.ink,
            bold=True,
            min_size=int(14 * u),
        )
    elif face.kind == "sequence":
        _triplet(d, game, face.badge, (5 * u, 9 * u, w - 5 * u, 33 * u), letters=True)
        rounded_frame(d, (20 * u, 38 * u, w - 20 * u, 58 * u), 6 * u, frame)
        draw_line(d, (w / 2, 48 * u), face.rank, int(18 * u), WHITE, bold=True)
    elif face.kind == "sound":
        draw_icon(d, face.icon, (14 * u, 6 * u, w - 14 * u, 40 * u), frame, pal.paper)
        fit_text(
            d,
            (5 * u, 40 * u, w - 5 * u, h - 6 * u),
            name.upper(),
            int(17 * u),
            pal.ink,
            bold=True,
            min_size=int(9 * u),
        )
    else:  # role, riff: the icon alone
        draw_icon(d, icon_name(game, face), (8 * u, 8 * u, w - 8 * u, h - 8 * u), frame, pal.paper)
    return img


@lru_cache(maxsize=1024)
def _render(game: str, face_id: str, size: tuple[int, int], lang: str = DEFAULT) -> Image.Image:
    """A face drawn, kept per (game, face, size, language): every face a hand holds, in a few
    languages, at some 90 kB each (a bound, so six languages cannot grow it without end)."""
    face = _faces(game)[face_id]
    w, h = size
    sw, sh = w * SUPERSAMPLE * (2 if w < 128 else 1), h * SUPERSAMPLE * (2 if w < 128 else 1)
    said = words(lang)
    big = _small(game, face, sw, sh, said) if w < 128 else _full(game, face, sw, sh, said)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def render_face(
    game: str, face_id: str, size: tuple[int, int] | int = FULL, lang: str = DEFAULT
) -> Image.Image:
    """The face `face_id` of `game` as an RGBA image of `size` ((w, h), or one number for a square),
    its words in `lang` (one of `bot.i18n.LANGUAGES`, or the pseudo-language; anything else:
    English); KeyError for an unknown game or face. Deterministic and cached per language; the
    caller may change its copy."""
    dims = (size, size) if isinstance(size, int) else (int(size[0]), int(size[1]))
    return _render(game, face_id, dims, words(lang).lang).copy()


def png_bytes(image: Image.Image) -> bytes:
    """The PNG bytes of an image (deterministic: no time stamp, fixed compression)."""
    buf = io.BytesIO()
    image.save(buf, format="PNG", optimize=False, compress_level=6)
    return buf.getvalue()
