"""The kinds of recorded API calls and the records a test reads: `ApiCall`, `UploadedFile`, `Media`,
`InteractionRecord`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tests import discord_spec as spec_rules

JsonDict = dict[str, Any]

DISCORD_EPOCH_MS = 1420070400000
EPHEMERAL = 1 << 6
LOADING = 1 << 7
COMPONENTS_V2 = 1 << 15
_SELECT_TYPES = spec_rules.SELECT_TYPES
ACK_DEADLINE_S = 3.0
TOKEN_LIFETIME_S = 15 * 60.0

#: Task names (or coroutine names) that `Harness.settle()` waits for.
SETTLE_TASK_PREFIXES = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch-",
    "discord-ui-dynamic-item-",
    "discord-ui-modal-dispatch-",
    "discord-ui-view-timeout-",
    "discord.py: ",
    "campfire-harness",
)

# Kinds of recorded API calls; `Harness.count()` groups by these.
INTERACTION_RESPONSE = "interaction_response"
FOLLOWUP_SEND = "followup_send"
ORIGINAL_GET = "original_get"
ORIGINAL_EDIT = "original_edit"
ORIGINAL_DELETE = "original_delete"
WEBHOOK_MESSAGE_GET = "webhook_message_get"
WEBHOOK_MESSAGE_EDIT = "webhook_message_edit"
WEBHOOK_MESSAGE_DELETE = "webhook_message_delete"
MESSAGE_SEND = "message_send"
MESSAGE_EDIT = "message_edit"
MESSAGE_DELETE = "message_delete"
DM_SEND = "dm_send"
DM_EDIT = "dm_edit"
DM_OPEN = "dm_open"
COMMAND_SYNC = "command_sync"
APP_EMOJI_LIST = "app_emoji_list"
APP_EMOJI_GET = "app_emoji_get"
APP_EMOJI_CREATE = "app_emoji_create"
APP_EMOJI_EDIT = "app_emoji_edit"
APP_EMOJI_DELETE = "app_emoji_delete"
#: A download of an attachment the bot uploaded (``Attachment.read()``), served from the double.
CDN_GET = "cdn_get"
#: The application-emoji calls (``h.count(*EMOJI_KINDS)``: a warm restart makes none). Not in
#: `COUNTED_KINDS`, which counts the calls of a player's action.
EMOJI_KINDS = frozenset({APP_EMOJI_LIST, APP_EMOJI_GET, APP_EMOJI_CREATE, APP_EMOJI_EDIT, APP_EMOJI_DELETE})
#: What a benchmark counts as "Discord API calls per action" (reads and DM channel opens excluded).
COUNTED_KINDS = frozenset(
    {
        INTERACTION_RESPONSE,
        FOLLOWUP_SEND,
        ORIGINAL_EDIT,
        ORIGINAL_DELETE,
        WEBHOOK_MESSAGE_EDIT,
        WEBHOOK_MESSAGE_DELETE,
        MESSAGE_SEND,
        MESSAGE_EDIT,
        MESSAGE_DELETE,
        DM_SEND,
        DM_EDIT,
    }
)


# --------------------------------------------------------------------------------------------
# Snowflakes and errors
# --------------------------------------------------------------------------------------------


@dataclass
class ApiCall:
    """One recorded Discord API call made by the bot (interaction webhook or bot-token REST)."""

    kind: str
    method: str
    path: str
    payload: JsonDict | None = None
    callback_type: int | None = None
    ephemeral: bool = False
    interaction_id: int | None = None
    channel_id: int | None = None
    message_id: int | None = None
    at: float = 0.0  # loop.time() when the call was made
    #: The harness's `double_s` when the call was made: the double's own time so far.
    double_s: float = 0.0
    error: BaseException | None = None
    result: Any = None
    #: The ``files[n]`` parts of a multipart request, bytes included (empty without files).
    files: list[Upload] = field(default_factory=list)
    #: Index of this call in `Harness.calls`.
    seq: int = -1


Upload = spec_rules.Upload


@dataclass
class UploadedFile:
    """A file Discord accepted from the bot: the attachment as Discord answers it, and its bytes."""

    id: int
    filename: str
    content_type: str
    data: bytes = field(repr=False)
    url: str
    description: str | None = None
    width: int | None = None
    height: int | None = None
    #: The message it was uploaded with.
    message_id: int | None = None
    #: Index in `Harness.calls` of the request that uploaded it.
    call_seq: int = -1

    @property
    def size(self) -> int:
        """Bytes."""
        return len(self.data)


@dataclass(frozen=True)
class Media:
    """One picture or file a message shows: a Thumbnail, a MediaGallery item, a File or an embed image."""

    kind: str  # "thumbnail", "gallery", "file" or "embed"
    url: str
    #: Alt text (Thumbnail and gallery items) or None.
    description: str | None
    #: The uploaded file it shows (None for a web url).
    file: UploadedFile | None
    path: str  # where in the message, e.g. "components.0.components.1.items.0.media.url"


@dataclass
class InteractionRecord:
    """One dispatched INTERACTION_CREATE and everything the bot did with its token."""

    id: int
    token: str
    type: int
    payload: JsonDict
    user_id: int
    dispatched_at: float
    calls: list[ApiCall] = field(default_factory=list)
    original_message_id: int | None = None
    #: The latest version of the response's message (type 4/5: the new one; 6/7: the clicked one).
    message: JsonDict | None = None
    #: Set when a test expects this interaction to go unanswered (teardown then skips it).
    waived: bool = False

    @property
    def initial_responses(self) -> list[ApiCall]:
        """Callback POSTs that Discord accepted (more than one is a double ack)."""
        return [c for c in self.calls if c.kind == INTERACTION_RESPONSE and c.error is None]

    @property
    def rejected_responses(self) -> list[ApiCall]:
        """Callback POSTs Discord refused (40060 double ack, 10062 late ack, injected faults)."""
        return [c for c in self.calls if c.kind == INTERACTION_RESPONSE and c.error is not None]

    @property
    def responded(self) -> bool:
        """Whether an initial response was accepted."""
        return bool(self.initial_responses)

    @property
    def response(self) -> ApiCall | None:
        """The accepted initial response, if any."""
        firsts = self.initial_responses
        return firsts[0] if firsts else None

    @property
    def callback_type(self) -> int | None:
        """4 message, 5 deferred message, 6 deferred update, 7 update message, 9 modal."""
        r = self.response
        return r.callback_type if r else None

    @property
    def ephemeral(self) -> bool:
        """Whether the initial response carried the ephemeral flag (64)."""
        r = self.response
        return bool(r and r.ephemeral)

    @property
    def acked_after(self) -> float | None:
        """Seconds from dispatch to the initial response (loop clock)."""
        r = self.response
        return None if r is None else r.at - self.dispatched_at

    @property
    def followups(self) -> list[ApiCall]:
        """Accepted follow-up sends (POST /webhooks/{app}/{token})."""
        return [c for c in self.calls if c.kind == FOLLOWUP_SEND and c.error is None]

    @property
    def custom_id(self) -> str | None:
        """The clicked custom_id (component interactions)."""
        return (self.payload.get("data") or {}).get("custom_id")


# --------------------------------------------------------------------------------------------
# Payload builders
# --------------------------------------------------------------------------------------------
