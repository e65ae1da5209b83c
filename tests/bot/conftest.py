"""Runtime tests: the `backend` fixture (tests/backends.py) for the modules that run on both backends."""

from tests.backends import backend  # noqa: F401  (pytest fixture)
