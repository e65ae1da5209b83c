"""BANG! engine tests: every validation-free build is checked against pydantic (`fast.CHECK`)."""

from collections.abc import Iterator

import pytest

from engines.bang import fast


@pytest.fixture(autouse=True)
def _check_fast_builds() -> Iterator[None]:
    """Each model the engine builds without validation must equal the validated one."""
    fast.CHECK = True
    try:
        yield
    finally:
        fast.CHECK = False
