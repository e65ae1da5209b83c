"""The fake interaction webhook adapter: discord.py's interaction requests go to the harness."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from discord.webhook import async_ as webhook_async

from tests.discord_harness.records import JsonDict
from tests.discord_harness.store import _payload_from_params, _uploads_from_params

if TYPE_CHECKING:
    from tests.discord_harness.harness import Harness


class FakeInteractionAdapter(webhook_async.AsyncWebhookAdapter):
    """Records every interaction/webhook request and answers like Discord (see module docstring)."""

    def __init__(self, harness: Harness) -> None:
        super().__init__()
        self.harness = harness

    async def request(  # type: ignore[override]
        self,
        route: Any,
        session: Any = None,
        *,
        payload: JsonDict | None = None,
        multipart: list[JsonDict] | None = None,
        proxy: Any = None,
        proxy_auth: Any = None,
        files: Any = None,
        reason: str | None = None,
        auth_token: str | None = None,
        params: JsonDict | None = None,
    ) -> Any:
        with self.harness.serving():
            body = _payload_from_params(payload, multipart)
            uploads = _uploads_from_params(multipart)
            return await self.harness._webhook_request(
                route.method, route.path, route, body, params or {}, uploads
            )


# --------------------------------------------------------------------------------------------
# The harness
# --------------------------------------------------------------------------------------------
