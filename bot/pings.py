"""What a session's turn ping is and what it has covered (bot/presenter.py sends and deletes the pings;
this is the state it keeps, as JSON in the ping's messages row, so it survives a restart)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field


@dataclass
class PingState:
    """A session's live turn ping and what has been pinged this turn (stored as JSON)."""

    channel_id: int = 0
    message_id: int = 0
    """The ping message (0: none is live)."""
    covered: set[str] = field(default_factory=set)
    """Keys ("<turn>:s<seat>" or "<turn>:<ping_key>") pinged or answered this turn: not pinged again."""
    pinged: set[str] = field(default_factory=set)
    """The keys the live ping names; once none of them must act, the ping is deleted."""

    @classmethod
    def load(cls, stored: tuple[int, int, str] | None) -> PingState:
        """From a messages row (channel, message, JSON of the key sets)."""
        if stored is None:
            return cls()
        try:
            data = json.loads(stored[2] or "{}")
        except ValueError:
            data = {}
        return cls(stored[0], stored[1], set(data.get("covered") or ()), set(data.get("pinged") or ()))

    def dump(self) -> str:
        """The JSON kept in the row's content_hash column."""
        return json.dumps({"covered": sorted(self.covered), "pinged": sorted(self.pinged)})
