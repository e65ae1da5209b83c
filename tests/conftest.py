"""Shared test configuration: hypothesis profiles (dev is fast; ci is thorough) and PostgreSQL fixtures."""

import os
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from tests import pg

settings.register_profile(
    "dev",
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "ci",
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


@pytest.fixture(scope="session")
def postgres_server_url() -> Iterator[str]:
    """Admin URL of the session's PostgreSQL (tests/pg.py): skips without one, fails instead under CI=true."""
    with pg.session_server() as url:
        yield url


@pytest.fixture
def postgres_db_url(postgres_server_url: str) -> Iterator[str]:
    """URL of a fresh empty database `cf_<hex>` on that server, dropped (WITH FORCE) after the test."""
    with pg.fresh_database(postgres_server_url) as url:
        yield url
