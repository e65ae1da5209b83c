"""Golden images of the art tests: a drawing is compared with its stored PNG within a small tolerance
(the mean difference per channel, 0–255), and `CAMPFIRE_UPDATE_GOLDEN=1` rewrites the stored one
(look at it before committing)."""

from __future__ import annotations

import io
import os
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

GOLDEN = Path(__file__).with_name("golden")
TOLERANCE = 1.5
"""The mean pixel difference a golden image allows: fonts' hinting may differ by a shade."""


def check_golden(png: bytes, name: str, *, mode: str = "RGB", tolerance: float = TOLERANCE) -> None:
    """Assert `png` matches the golden image `name` (or store it, with CAMPFIRE_UPDATE_GOLDEN=1)."""
    path = GOLDEN / name
    if os.environ.get("CAMPFIRE_UPDATE_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
    assert path.exists(), (
        f"no golden image {path.name}: run with CAMPFIRE_UPDATE_GOLDEN=1 (see tests/art/goldens.py)"
    )
    with Image.open(path) as want_im, Image.open(io.BytesIO(png)) as got_im:
        want, got = want_im.convert(mode), got_im.convert(mode)
        assert want.size == got.size, f"{path.name}: size {got.size}, golden {want.size}"
        channels = ImageStat.Stat(ImageChops.difference(want, got)).mean
    diff = sum(channels) / len(channels)
    assert diff <= tolerance, (
        f"{path.name}: mean pixel difference {diff:.2f} > {tolerance}; look at the image"
    )
