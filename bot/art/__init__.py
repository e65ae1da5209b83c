"""Campfire's own card art and table images, drawn with Pillow from the card data (issue 32).

Original designs only: frames, colours, icons and words come from `data/` and this package's code;
no scan or artwork of a published game. The fonts are Noto Sans and Noto Sans Symbols 2 under the
SIL Open Font License 1.1 (`fonts/OFL.txt`). Rendering is deterministic: the same input gives the
same pixels, so images can be cached by a content hash and compared in golden tests.
"""
